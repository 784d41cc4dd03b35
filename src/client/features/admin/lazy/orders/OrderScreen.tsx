// /admin/orders/:number (docs/staff.md, "Orders"): the order as the shopper saw it, its status and
// the moves it allows, its emails and its history.
import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { describeApiError, isNotFound } from '@/client/api/apiError';
import { AppLink } from '@/client/components/AppLink';
import { ErrorState } from '@/client/components/ErrorState';
import { OrderDetails } from '@/client/components/lazy/OrderDetails';
import { usePageTitle } from '@/client/hooks/usePageTitle';
import { SCREENS } from '@/shopRoutes';
import { OrderEmails } from './OrderEmails';
import { OrderHistory } from './OrderHistory';
import { OrderStatusChange } from './OrderStatusChange';
import { OrderStyles } from './OrderStyles';
import { useGetAdminOrderQuery, useReadOrderAgain } from './ordersApi';
import * as i18n from '@/client/i18n/i18n';

export function OrderScreen() {
  const asked = useParams().number ?? '';
  const number = Number(asked);
  const valid = Number.isSafeInteger(number) && number > 0;
  usePageTitle(i18n._({ id: 'staff.orders.order.title', message: 'Order {number}', values: { number } }));
  const { data, error, isError, isFetching, refetch } = useGetAdminOrderQuery({ number }, { skip: !valid });
  const readAgain = useReadOrderAgain(number);
  const statusHeadingId = useId();
  return (
    <section className="staff-edit staff-orders__order" aria-labelledby="order-heading">
      <OrderStyles />
      <h2 id="order-heading">
        {i18n._({ id: 'staff.orders.order.heading', message: 'Order #{number}', values: { number } })}
      </h2>
      <p>
        <AppLink to={SCREENS.adminOrders} className="staff-orders__link">
          {i18n._({ id: 'staff.orders.order.back', message: 'Back to the orders' })}
        </AppLink>
      </p>
      {!valid || isNotFound(error) ? (
        <p role="status">
          {i18n._({
            id: 'staff.orders.order.notFound',
            message: 'There is no order with the number {number}.',
            values: { number: asked },
          })}
        </p>
      ) : isError ? (
        <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <p role="status">{i18n._({ id: 'staff.orders.order.loading', message: 'Loading the order…' })}</p>
      ) : (
        <>
          <OrderStatusChange read={data} headingId={statusHeadingId} onTakeNewer={readAgain} />
          <section className="staff-edit" aria-labelledby="order-as-placed-heading">
            <h3 id="order-as-placed-heading">
              {i18n._({ id: 'staff.orders.order.asPlaced', message: 'As the shopper ordered it' })}
            </h3>
            <OrderDetails order={data.order} Heading="h4" />
          </section>
          <OrderEmails emails={data.order.emails} language={data.order.language} />
          <OrderHistory read={data} onUndone={() => document.getElementById(statusHeadingId)?.focus()} />
        </>
      )}
    </section>
  );
}
