// The staff's orders (docs/staff.md, "Orders"): the list, one order with its emails and ETag, a status
// change and the undo of a cancel over If-Match, and the history; each write one transaction.
import type { AdminOrder, AdminOrderListArgs, AdminOrderPage, OrderHistory } from '../../../contract';
import type { ShopDb } from '../../db/connection';
import { guarded } from '../../db/unavailableOnError';
import type { Versioned } from '../versioned/versionedRecord';
import { listOrders } from './adminOrderList';
import { readAdminOrder } from './adminOrderRecords';
import { orderHistory } from './orderHistory';
import { ORDERS_UNAVAILABLE, overCurrent, type OrderOutcome } from './orderWrites';
import type { OrderUrl } from '../../orders/placeOrder';
import { changeStatus } from './statusChange';
import { undoCancel } from './undoCancel';

export interface OrderEdits {
  list(args: AdminOrderListArgs): Promise<AdminOrderPage>;
  read(number: number): Promise<Versioned<AdminOrder> | undefined>;
  /** `body`: `{ status, trackingNumber? }`; `ifMatch`: the request's If-Match; `by`: the staff member. */
  change(number: number, body: unknown, ifMatch: string, by: string): Promise<OrderOutcome>;
  undo(number: number, changeId: number, ifMatch: string, by: string): Promise<OrderOutcome>;
  history(number: number, limit: number, before?: number): Promise<OrderHistory | undefined>;
}

export function createOrderEdits(db: ShopDb, orderUrl: OrderUrl): OrderEdits {
  return {
    list: (args) => guarded(() => listOrders(db, args), ORDERS_UNAVAILABLE),
    read: (number) => guarded(() => readAdminOrder(db, number), ORDERS_UNAVAILABLE),
    change: (number, body, ifMatch, by) =>
      overCurrent(db, number, ifMatch, (trx, current) => changeStatus(trx, current, body, by, orderUrl)),
    undo: (number, changeId, ifMatch, by) =>
      overCurrent(db, number, ifMatch, (trx, current) => undoCancel(trx, current, changeId, by)),
    history: (number, limit, before) => guarded(() => orderHistory(db, number, limit, before), ORDERS_UNAVAILABLE),
  };
}
