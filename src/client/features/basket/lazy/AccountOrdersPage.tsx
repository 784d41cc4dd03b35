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

const SIGNED_OUT: Answer<{ orders: OrderView[] }> = { status: 401, body: null };

export function AccountOrdersPage({ session }: { session: ShopperSession | null }) {
  usePageTitle('Your orders');
  const read = async () => {
    const token = await session?.idToken();
    return token ? fetchAccountOrders(token) : SIGNED_OUT;
  };
  const [orders, retry] = useOrderAnswer(read, session ? 'account' : 'guest');
  return (
    <section className="selling-screen" aria-labelledby="orders-heading">
      <h1 id="orders-heading">Your orders</h1>
      {orders.kind === 'missing' && (
        <p>
          <AppLink to={SCREENS.login}>Sign in</AppLink> to see your orders.
        </p>
      )}
      {orders.kind === 'failed' && (
        <ErrorState message="Your orders could not be read. Please try again." onRetry={retry} retrying={false} />
      )}
      {orders.kind === 'loading' && <p role="status">Loading your orders…</p>}
      {orders.kind === 'found' &&
        (orders.value.orders.length === 0 ? (
          <p>You have not ordered yet.</p>
        ) : (
          <ul>
            {orders.value.orders.map((order) => (
              <li key={order.number}>
                <AppLink to={orderPath(order.number)}>Order {order.number}</AppLink>:{' '}
                {formatDate(order.createdAt, pageLanguage())}, {formatCents(order.totalCents)}, {order.status}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
