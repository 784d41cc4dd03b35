import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/client/components/Footer';
import { Header } from '@/client/components/Header';
import { signOutClicked } from '@/client/features/auth/authSlice';
import { StorageNotice } from '@/client/features/favourites/StorageNotice';
import { useAppDispatch } from './hooks';

/** Header and footer on every screen (docs/requirements.md §2); each screen renders into <main>. */
export function Layout() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  // A new screen starts at its top, as a full page load would. Not the first one: the shopper may
  // have scrolled it before the app took over, and a tap on its way would land somewhere else.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (window.scrollY !== 0) window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header onSignOut={() => void dispatch(signOutClicked())} />
      <StorageNotice />
      <main id="main" className="page__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
