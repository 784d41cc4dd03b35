// /account/orders: a signed-in shopper's orders, newest first.
import { SCREENS } from '@/shopRoutes';
import { orderPath } from '@/sellingRoutes';
import { AppLink } from '@/client/components/AppLink';
import { ErrorState } from '@/client/components/ErrorState';
import { usePageTitle } from '@/client/hooks/usePageTitle';
import { formatCents } from '@/contract/selling';
import { fetchAccountOrders, type Answer } from './sellingRequests';
import type { ShopperSession } from './shopperSession';
import { useOrderAnswer } from './useOrderAnswer';
import type { OrderView } from '@/contract';
import { pageLanguage } from '@/client/lib/pageLanguage';
import { formatDate } from '@/i18n/format';
import { orderStatusText } from '@/client/components/lazy/OrderDetails';
import * as i18n from '@/client/i18n/i18n';

const ORDERS_TITLE = i18n._({ id: 'orders.title', message: 'Your orders' });

const SIGNED_OUT: Answer<{ orders: OrderView[] }> = { status: 401, body: null };

export function AccountOrdersPage({ session }: { session: ShopperSession | null }) {
  usePageTitle(ORDERS_TITLE);
  const read = async () => {
    const token = await session?.idToken();
    return token ? fetchAccountOrders(token) : SIGNED_OUT;
  };
  const [orders, retry] = useOrderAnswer(read, session ? 'account' : 'guest');
  return (
    <section className="selling-screen" aria-labelledby="orders-heading">
      <h1 id="orders-heading">{ORDERS_TITLE}</h1>
      {orders.kind === 'missing' && (
        <p>
          <AppLink to={SCREENS.login}>{i18n._({ id: 'orders.signIn.link', message: 'Sign in' })}</AppLink>{' '}
          {i18n._({ id: 'orders.signIn.tail', message: 'to see your orders.' })}
        </p>
      )}
      {orders.kind === 'failed' && (
        <ErrorState
          message={i18n._({ id: 'orders.failed', message: 'Your orders could not be read. Please try again.' })}
          onRetry={retry}
          retrying={false}
        />
      )}
      {orders.kind === 'loading' && (
        <p role="status">{i18n._({ id: 'orders.loading', message: 'Loading your orders…' })}</p>
      )}
      {orders.kind === 'found' &&
        (orders.value.orders.length === 0 ? (
          <p>{i18n._({ id: 'orders.none', message: 'You have not ordered yet.' })}</p>
        ) : (
          <ul>
            {orders.value.orders.map((order) => (
              <li key={order.number}>
                <AppLink to={orderPath(order.number)}>
                  {i18n._({ id: 'orders.link', message: 'Order {number}', values: { number: order.number } })}
                </AppLink>
                : {formatDate(order.createdAt, pageLanguage())}, {formatCents(order.totalCents)},{' '}
                {orderStatusText(order.status)}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
