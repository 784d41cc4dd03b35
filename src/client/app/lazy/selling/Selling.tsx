// Selling's chunk as the app shows it: the header's basket, or the screen of the address (basket,
// checkout, an order, the account's orders), with the auth feature's session handed in.
import { useLocation } from 'react-router-dom';
import { AccountOrdersPage } from '@/client/features/basket/lazy/AccountOrdersPage';
import { BasketPage } from '@/client/features/basket/lazy/BasketPage';
import { CheckoutPage } from '@/client/features/basket/lazy/CheckoutPage';
import { OrderPage } from '@/client/features/basket/lazy/OrderPage';
import { screenOf } from '@/shopRoutes';
import { HeaderBasket } from './HeaderBasket';
import { useShopperSession } from './useShopperSession';

function SellingScreen() {
  const session = useShopperSession();
  switch (screenOf(useLocation().pathname)?.screen) {
    case 'checkout':
      return <CheckoutPage session={session} />;
    case 'order':
      return <OrderPage session={session} />;
    case 'accountOrders':
      return <AccountOrdersPage session={session} />;
    default:
      return <BasketPage />;
  }
}

/** `header`: the header's basket; else the screen the address names. */
export const Selling = ({ header = false }: { header?: boolean }) => (header ? <HeaderBasket /> : <SellingScreen />);
