// The staff's orders: the list a page at a time, one order with its ETag, a status change and an
// undo over it (If-Match), and its history. A change refreshes the list, that order and its history.
import { useAppDispatch } from '@/client/app/hooks';
import type { AdminOrder, AdminOrderPage, AdminOrderStatusInput, OrderHistory, OrderStatus } from '@/contract';
import { etagOf, type Versioned } from '../editProtocol/versionedAnswers';
import { staffApi } from '../staffApi';
import { staffQuery } from '../staffBaseQuery';
import { STAFF_API, adminOrderApiPath, adminOrderHistoryApiPath, adminOrderUndoApiPath } from '@/staffRoutes';

const ORDER_TAGS = { list: 'StaffOrderList', order: 'StaffOrder' } as const;

/** An order with the ETag it was read with, which its next change must name. */
export interface ReadOrder extends Versioned {
  order: AdminOrder;
}

/** The list's filter and page as the address holds them; '' for no status, no search. */
export interface OrderListArgs {
  status: OrderStatus | '';
  q: string;
  offset: number;
}

const read = (order: AdminOrder, meta: Parameters<typeof etagOf>[0]): ReadOrder => ({ order, etag: etagOf(meta) });

/** What a change invalidates: the list, and the order and its history (tagged by its number). */
const changedTags = (number: number) => [ORDER_TAGS.list, { type: ORDER_TAGS.order, id: number }];

const ordersApi = staffApi.enhanceEndpoints({ addTagTypes: Object.values(ORDER_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<AdminOrderPage, OrderListArgs>({
      queryFn: staffQuery(({ status, q, offset }) => ({
        url: STAFF_API.adminOrders,
        params: { ...(status && { status }), ...(q && { q }), offset },
      })),
      providesTags: [ORDER_TAGS.list],
    }),

    getAdminOrder: build.query<ReadOrder, { number: number }>({
      queryFn: staffQuery(({ number }) => ({ url: adminOrderApiPath(number) }), read),
      providesTags: (_result, _error, { number }) => [{ type: ORDER_TAGS.order, id: number }],
    }),

    getOrderHistory: build.query<OrderHistory, { number: number; before?: number }>({
      queryFn: staffQuery(({ number, before }) => ({
        url: adminOrderHistoryApiPath(number),
        params: before === undefined ? {} : { before },
      })),
      providesTags: (_result, _error, { number }) => [{ type: ORDER_TAGS.order, id: number }],
    }),

    changeOrderStatus: build.mutation<ReadOrder, { number: number; etag: string; change: AdminOrderStatusInput }>({
      queryFn: staffQuery(
        ({ number, etag, change }) => ({
          url: adminOrderApiPath(number),
          method: 'PATCH',
          body: change,
          headers: { 'if-match': etag },
        }),
        read,
      ),
      invalidatesTags: (result, _error, { number }) => (result ? changedTags(number) : []),
    }),

    undoOrderChange: build.mutation<ReadOrder, { number: number; changeId: number; etag: string }>({
      queryFn: staffQuery(
        ({ number, changeId, etag }) => ({
          url: adminOrderUndoApiPath(number, changeId),
          method: 'POST',
          headers: { 'if-match': etag },
        }),
        read,
      ),
      invalidatesTags: (result, _error, { number }) => (result ? changedTags(number) : []),
    }),
  }),
});

export const orderHistoryQuery = ordersApi.endpoints.getOrderHistory;

/** Reads the order and its history again (a newer version taken after a 412). */
export function useReadOrderAgain(number: number): () => void {
  const dispatch = useAppDispatch();
  return () => void dispatch(ordersApi.util.invalidateTags([{ type: ORDER_TAGS.order, id: number }]));
}

export const {
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useChangeOrderStatusMutation,
  useUndoOrderChangeMutation,
} = ordersApi;
