// Declarative <Routes>, not the data router (smaller, and data loading is RTK Query's job). AppShell
// gets it in a BrowserRouter (app/start.tsx) or a StaticRouter (the server's renderer), tests in a
// MemoryRouter. The app composes the features here: what one screen shows of another feature (the
// heart on a card, 'Add to Basket') comes in as a prop, so features never import each other.
import type { Product } from '@/contract';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@/client/components/NotFoundPage';
import { AddToBasketButton } from '@/client/features/auth/AddToBasketButton';
import { LoginPage } from '@/client/features/auth/LoginPage';
import { HomePage } from '@/client/features/catalog/HomePage';
import { FavouriteToggle, favouriteCardAction } from '@/client/features/favourites/FavouriteToggle';
import { FavouritesPage } from '@/client/features/favourites/FavouritesPage';
import { ProductPage } from '@/client/features/product/ProductPage';
import { Layout } from './Layout';

const productActions = (product: Product) => (
  <>
    <AddToBasketButton />
    <FavouriteToggle productId={product.id} productTitle={product.title} />
  </>
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage cardAction={favouriteCardAction} />} />
        <Route path="favourites" element={<FavouritesPage />} />
        <Route path="product/:id" element={<ProductPage actions={productActions} />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="users/:id" element={<LoginPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
