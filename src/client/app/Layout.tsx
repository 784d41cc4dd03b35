import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/client/components/Footer';
import { Header } from '@/client/components/Header';
import { AnalyticsConsent } from '@/client/features/analytics/AnalyticsConsent';
import { signOutClicked } from '@/client/features/auth/authSlice';
import { StorageNotice } from '@/client/features/favourites/StorageNotice';
import { useAppDispatch } from './hooks';

/**
 * Header and footer on every screen (docs/requirements.md §2); each screen renders into <main>. In a
 * shop that measures, the analytics question follows the page (§10.22).
 */
export function Layout() {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  // The links home lead back to the home as the shopper left it, with its search (?q=), as Back
  // would (docs/requirements.md §4.2): the address is the search's one place, so it is kept here.
  const [homeSearch, setHomeSearch] = useState('');
  if (pathname === '/' && search !== homeSearch) setHomeSearch(search);
  const homeTo = `/${homeSearch}`;
  // A new screen starts at its top, as a full page load would. Not the first one: the shopper may
  // have scrolled it before the app took over, and a tap on its way would land somewhere else.
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
          Skip to content
        </a>
        <Header homeTo={homeTo} onSignOut={() => void dispatch(signOutClicked())} />
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
