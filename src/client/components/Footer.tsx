import { Heart, House, User } from '@/client/lib/icons/firstLoadShapes';
import { AppNavLink } from './AppLink';
import { Icon } from './Icon';
import { SHOP_NAME } from '@/contract';
import { LEGAL_PAGES, SCREENS, SELLING_HINT_COOKIE } from '@/shopRoutes';
import { shopInfoApi, useGetShopQuery } from '@/client/api/shopInfoApi';

const LINKS = [
  { to: SCREENS.home, label: 'Home', icon: House },
  { to: SCREENS.favourites, label: 'Favourites', icon: Heart },
  { to: SCREENS.login, label: 'Login', icon: User },
] as const;

/**
 * The legal pages, while the shop sells: plain links, as they are the server's pages, not the app's
 * (docs/decisions.md). In catalogue mode, or before the answer, none: the footer is the spec's.
 */
function LegalLinks() {
  // Asked only where the server's page said the shop sells, so catalogue mode makes no request.
  const hinted = typeof document !== 'undefined' && document.cookie.includes(`${SELLING_HINT_COOKIE}=1`);
  const asked = useGetShopQuery(undefined, { skip: !hinted }).data;
  // A save of the settings in this tab refreshes the answer without the hint.
  const known = shopInfoApi.endpoints.getShop.useQueryState().data;
  if (!(asked ?? known)?.selling) return null;
  return (
    <nav aria-label="Legal">
      <ul className="site-footer__legal">
        {LEGAL_PAGES.map(({ path, title }) => (
          <li key={path}>
            <a href={path}>{title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** §2: links home, favourites and login; `homeTo` keeps the home's search. */
export function Footer({ homeTo }: { homeTo: string }) {
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
        <LegalLinks />
      </div>
    </footer>
  );
}
