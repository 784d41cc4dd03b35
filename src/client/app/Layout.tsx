import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { StorageNotice } from '../components/StorageNotice';

/** Header and footer on every screen (spec 2); each screen renders into <main>. */
export function Layout() {
  const { pathname } = useLocation();
  // A new screen starts at its top, as a full page load would.
  useEffect(() => {
    if (window.scrollY !== 0) window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <StorageNotice />
      <main id="main" className="page__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
