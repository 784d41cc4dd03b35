import { Heart, House, User } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { Icon } from './Icon';

const LINKS = [
  { to: '/', label: 'Home', icon: House },
  { to: '/favourites', label: 'Favourites', icon: Heart },
  { to: '/login', label: 'Login', icon: User },
] as const;

/** Spec: three links, home, favourites and login (person icon), on every screen. */
export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul className="site-footer__links">
          {LINKS.map(({ to, label, icon }) => (
            <li key={to}>
              <NavLink to={to} end className="footer-link">
                <Icon icon={icon} size={20} />
                <span>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
