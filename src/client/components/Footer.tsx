import { Heart, House, User } from '@/client/lib/icons/firstLoadShapes';
import { AppNavLink } from './AppLink';
import { Icon } from './Icon';
import { SHOP_NAME } from '@/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { sellingHinted } from '@/client/lib/sellingHint';
import { SCREENS } from '@/shopRoutes';
import * as i18n from '@/client/i18n/i18n';
import { mayOfferLanguage } from '@/client/i18n/languageChoice';
import { appIsRunning } from '@/client/lib/appReady';
import { whenIdle } from '@/client/lib/scheduling';
import { LanguageSwitch } from './LanguageSwitch';

const LINKS = [
  { to: SCREENS.home, label: i18n._({ id: 'footer.home', message: 'Home' }), icon: House },
  { to: SCREENS.favourites, label: i18n._({ id: 'footer.favourites', message: 'Favourites' }), icon: Heart },
  { to: SCREENS.login, label: i18n._({ id: 'footer.login', message: 'Login' }), icon: User },
] as const;

/** `work` once the app has taken over the page and the browser is idle: nothing of it delays the shop's start. */
function afterAppReady(work: () => void): void {
  whenIdle(() => (appIsRunning() ? work() : afterAppReady(work)), 2000);
}

/** §2: links home, favourites and login; `homeTo` keeps the home's search. */
export function Footer({ homeTo }: { homeTo: string }) {
  // The legal pages' links, where the server's page said the shop sells (its selling hint): their own
  // chunk, looked for after hydration (the server's pages never carry them); catalogue mode loads and
  // asks nothing.
  const [legalLinks, setLegalLinks] = useState<ReactNode>(null);
  // The shopper's own language, when this page is in another (languageChoice.ts): its own chunk too.
  const [languageOffer, setLanguageOffer] = useState<ReactNode>(null);
  useEffect(() => {
    if (sellingHinted())
      void import(/* webpackChunkName: "legal-links" */ './lazy/LegalLinks').then(({ LegalLinks }) =>
        setLegalLinks(<LegalLinks />),
      );
    if (mayOfferLanguage())
      afterAppReady(
        () =>
          void import(/* webpackChunkName: "language-offer" */ './lazy/LanguageOffer').then(({ LanguageOffer }) =>
            setLanguageOffer(<LanguageOffer />),
          ),
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
        <nav aria-label={i18n._({ id: 'footer.navigation', message: 'Footer' })}>
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
        <LanguageSwitch />
        {legalLinks}
      </div>
      {languageOffer}
    </footer>
  );
}
