// /orders/:number: the order for its account holder, or for a guest by the link's token; anyone
// else gets the same "not found" as for no order.
import { useLocation, useParams } from 'react-router-dom';
import { ErrorState } from '@/client/components/ErrorState';
import { NotFoundPage } from '@/client/components/NotFoundPage';
import { usePageTitle } from '@/client/hooks/usePageTitle';
import { OrderDetails } from '@/client/components/lazy/OrderDetails';
import { PaymentInstructions } from './PaymentInstructions';
import { ORDER_TOKEN_PARAM } from '@/sellingRoutes';
import { fetchOrder } from './sellingRequests';
import type { ShopperSession } from './shopperSession';
import { useOrderAnswer } from './useOrderAnswer';
import * as i18n from '@/client/i18n/i18n';

const NOT_FOUND_TEXT = i18n._({
  id: 'order.notFound.text',
  message: 'We could not find this order. Open it with the link you kept, or sign in.',
});

export function OrderPage({ session }: { session: ShopperSession | null }) {
  const number = Number(useParams().number);
  const accessToken = new URLSearchParams(useLocation().search).get(ORDER_TOKEN_PARAM);
  usePageTitle(i18n._({ id: 'order.title', message: 'Order {number}', values: { number } }));
  const read = async () => fetchOrder(number, { accessToken, idToken: accessToken ? null : await session?.idToken() });
  const [order, retry] = useOrderAnswer(read, `${number}:${accessToken}:${session ? 'account' : 'guest'}`);
  if (!Number.isSafeInteger(number) || number <= 0 || order.kind === 'missing')
    return (
      <NotFoundPage
        heading={i18n._({ id: 'order.notFound.heading', message: 'Order not found' })}
        text={NOT_FOUND_TEXT}
      />
    );
  if (order.kind === 'failed')
    return (
      <ErrorState
        message={i18n._({ id: 'order.failed', message: 'The order could not be read. Please try again.' })}
        onRetry={retry}
        retrying={false}
      />
    );
  if (order.kind === 'loading')
    return <p role="status">{i18n._({ id: 'order.loading', message: 'Loading the order…' })}</p>;
  return (
    <section className="selling-screen" aria-labelledby="order-heading">
      <h1 id="order-heading">{i18n._({ id: 'order.thanks', message: 'Thank you for your order' })}</h1>
      {accessToken && (
        <p>
          {i18n._({
            id: 'order.keepAddress',
            message: "Keep this page's address: it opens your order without an account.",
          })}
        </p>
      )}
      <OrderDetails order={order.value} payment={<PaymentInstructions order={order.value} />} />
    </section>
  );
}
