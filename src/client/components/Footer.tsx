import { Heart, House, User } from '@/client/lib/icons/firstLoadShapes';
import { AppNavLink } from './AppLink';
import { Icon } from './Icon';
import { SHOP_NAME } from '@/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { sellingHinted } from '@/client/lib/sellingHint';
import { SCREENS } from '@/shopRoutes';

const LINKS = [
  { to: SCREENS.home, label: 'Home', icon: House },
  { to: SCREENS.favourites, label: 'Favourites', icon: Heart },
  { to: SCREENS.login, label: 'Login', icon: User },
] as const;

/** §2: links home, favourites and login; `homeTo` keeps the home's search. */
export function Footer({ homeTo }: { homeTo: string }) {
  // The legal pages' links, where the server's page said the shop sells (its selling hint): their own
  // chunk, looked for after hydration (the server's pages never carry them); catalogue mode loads and
  // asks nothing.
  const [legalLinks, setLegalLinks] = useState<ReactNode>(null);
  useEffect(() => {
    if (sellingHinted())
      void import(/* webpackChunkName: "legal-links" */ './lazy/LegalLinks').then(({ LegalLinks }) =>
        setLegalLinks(<LegalLinks />),
      );
  }, []);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <img
          className="site-footer__logo"
          src="/images/logos/logo-wide.webp"
          alt={SHOP_NAME}
          width={150}
          height={40}
          loading="lazy"
        />
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {LINKS.map(({ to, label, icon }) => (
              <li key={to}>
                <AppNavLink to={to === SCREENS.home ? homeTo : to} className="footer-link">
                  <Icon icon={icon} size={20} />
                  <span>{label}</span>
                </AppNavLink>
              </li>
            ))}
          </ul>
        </nav>
        {legalLinks}
      </div>
    </footer>
  );
}
