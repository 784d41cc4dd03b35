// The order list's filter, search and page as the address holds them (?status=paid&q=ana&page=2),
// so Back, a reload or a shared link show the same page.
import { ORDER_PAGE } from '@/contract/orderStatus';
import { ORDER_STATUSES, type OrderStatus } from '@/contract/selling';
import type { OrderListArgs } from './ordersApi';

/** The list's own view of the address: page 1 is the first, '' no status, no search. */
export interface OrderListView {
  status: OrderStatus | '';
  q: string;
  page: number;
}

export function viewOf(params: URLSearchParams): OrderListView {
  const status = params.get('status') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : '',
    q: (params.get('q') ?? '').trim(),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for a view; the defaults are left out, so the plain list is /admin/orders. */
export function paramsOf({ status, q, page }: OrderListView): URLSearchParams {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  return params;
}

export const argsOf = ({ status, q, page }: OrderListView): OrderListArgs => ({
  status,
  q,
  offset: (page - 1) * ORDER_PAGE,
});
