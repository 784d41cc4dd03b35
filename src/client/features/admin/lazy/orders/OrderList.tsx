// /admin/orders (docs/staff.md, "Orders"): the orders newest first, 50 a page, filtered by status and
// searched by number or email. Filter, search and page live in the address (orderListAddress.ts).
import { useLocation, useNavigate } from 'react-router-dom';
import { describeApiError } from '@/client/api/apiError';
import { ErrorState } from '@/client/components/ErrorState';
import { usePageTitle } from '@/client/hooks/usePageTitle';
import type { AdminOrderPage } from '@/contract';
import { StaffPager } from '../StaffPager';
import { argsOf, paramsOf, viewOf, type OrderListView } from './orderListAddress';
import { OrderFilters } from './OrderFilters';
import { OrderRows } from './OrderRows';
import { OrderStyles } from './OrderStyles';
import { useGetAdminOrdersQuery } from './ordersApi';
import * as i18n from '@/client/i18n/i18n';

const TITLE = i18n._({ id: 'staff.orders.list.title', message: 'Orders' });

function statusText(page: AdminOrderPage): string {
  if (page.orders.length === 0) return i18n._({ id: 'staff.orders.list.none', message: 'No orders match.' });
  const first = page.offset + 1;
  const last = page.offset + page.orders.length;
  return page.more
    ? i18n._({
        id: 'staff.orders.list.rangeWithMore',
        message: 'Orders {first, number}–{last, number}, more on the next page.',
        values: { first, last },
      })
    : i18n._({
        id: 'staff.orders.list.range',
        message: 'Orders {first, number}–{last, number}.',
        values: { first, last },
      });
}

export function OrderList() {
  usePageTitle(TITLE);
  // useSearchParams would add its code to every shopper's first load (react-router is there).
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = viewOf(new URLSearchParams(search));
  const { data, error, isError, isFetching, refetch } = useGetAdminOrdersQuery(argsOf(view));
  const show = (next: OrderListView) => void navigate({ search: `${paramsOf(next)}` });
  return (
    <section className="staff-products" aria-labelledby="staff-orders-heading">
      <OrderStyles />
      <h2 id="staff-orders-heading">{TITLE}</h2>
      <OrderFilters key={`${view.status}:${view.q}`} view={view} onShow={(filter) => show({ ...filter, page: 1 })} />
      {isError ? (
        <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <p role="status">{i18n._({ id: 'staff.orders.list.loading', message: 'Loading the orders…' })}</p>
      ) : (
        <>
          <p role="status" aria-busy={isFetching}>
            {statusText(data)}
          </p>
          {data.orders.length > 0 && <OrderRows orders={data.orders} />}
          <OrderPager view={view} more={data.more} onShow={show} />
        </>
      )}
    </section>
  );
}

function OrderPager({
  view,
  more,
  onShow,
}: {
  view: OrderListView;
  more: boolean;
  onShow: (view: OrderListView) => void;
}) {
  return (
    <StaffPager
      label={i18n._({ id: 'staff.orders.list.pages', message: 'Pages of the order list' })}
      hasPrevious={view.page !== 1}
      hasNext={more}
      onPrevious={() => onShow({ ...view, page: view.page - 1 })}
      onNext={() => onShow({ ...view, page: view.page + 1 })}
    />
  );
}
