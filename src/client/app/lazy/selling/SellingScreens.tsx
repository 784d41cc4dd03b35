// Selling's screens as the app composes them: the basket feature's pages with the auth feature's
// session (email, ID token). Their own chunk, reached only from a selling shop's links.
import { AccountOrdersPage } from '@/client/features/basket/lazy/AccountOrdersPage';
import { BasketPage } from '@/client/features/basket/lazy/BasketPage';
import { CheckoutPage } from '@/client/features/basket/lazy/CheckoutPage';
import { OrderPage } from '@/client/features/basket/lazy/OrderPage';
import { useShopperSession } from './useShopperSession';

export { BasketPage };
export const CheckoutScreen = () => <CheckoutPage session={useShopperSession()} />;
export const OrderScreen = () => <OrderPage session={useShopperSession()} />;
export const AccountOrdersScreen = () => <AccountOrdersPage session={useShopperSession()} />;
