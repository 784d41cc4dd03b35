import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/client/components/Footer';
import { useSelling } from '@/client/api/shopApi';
import { Header } from '@/client/components/Header';
import { AnalyticsConsent } from '@/client/features/analytics/AnalyticsConsent';
import { signOutClicked } from '@/client/features/auth/authThunks';
import { StorageNotice } from '@/client/features/favourites/StorageNotice';
import { SCREENS } from '@/shopRoutes';
import { useAppDispatch } from './hooks';
import { Selling } from './sellingChunk';
import * as i18n from '@/client/i18n/i18n';

/** Header and footer on every screen (§2), and the analytics question where the shop measures. */
export function Layout() {
  const dispatch = useAppDispatch();
  // Selling (docs/orders.md): its chunk's basket in the header; catalogue mode keeps the spec's icon.
  const selling = useSelling();
  const { pathname, search } = useLocation();
  // The home links keep the search (?q=), as Back would (§4.2).
  const [homeSearch, setHomeSearch] = useState('');
  if (pathname === SCREENS.home && search !== homeSearch) setHomeSearch(search);
  const homeTo = `${SCREENS.home}${homeSearch}`;
  // A new screen starts at its top; not the first, which the shopper may have scrolled already.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (window.scrollY !== 0) window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <div className="page">
        <a className="skip-link" href="#main">
          {i18n._({ id: 'app.skipToContent', message: 'Skip to content' })}
        </a>
        <Header
          homeTo={homeTo}
          onSignOut={() => void dispatch(signOutClicked())}
          basket={
            selling && (
              <Suspense>
                <Selling header />
              </Suspense>
            )
          }
        />
        <StorageNotice />
        <main id="main" className="page__main" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer homeTo={homeTo} />
      </div>
      {/* After the page: the banner it may add covers the page's bottom and moves nothing. */}
      <AnalyticsConsent />
    </>
  );
}
