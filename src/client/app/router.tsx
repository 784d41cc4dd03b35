// Declarative <Routes> (not the data router: 17 KiB gzip smaller, and data loading is RTK Query's
// job here). AppShell gets it in a BrowserRouter (app/start.tsx) or a StaticRouter (the server's
// renderer), tests in a MemoryRouter.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../components/NotFoundPage';
import { LoginPage } from '../features/auth/LoginPage';
import { HomePage } from '../features/catalog/HomePage';
import { FavouritesPage } from '../features/favourites/FavouritesPage';
import { ProductPage } from '../features/product/ProductPage';
import { Layout } from './Layout';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="favourites" element={<FavouritesPage />} />
        <Route path="product/:id" element={<ProductPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="users/:id" element={<LoginPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
