// An order's history (docs/staff.md, "Orders"): its status changes and undos, newest first, a page at
// a time by `order_changes_by_order`, in the shape every history of the staff API has.
import type { OrderHistory, OrderStatusRecord } from '../../../contract';
import type { ShopDb } from '../../db/connection';
import { historyPage } from '../versioned/editHistory';

const FIELDS = ['status', 'trackingNumber'] as const;

/** The page, or undefined for a number with no order (an order is never deleted, so neither a history). */
export async function orderHistory(
  db: ShopDb,
  number: number,
  limit: number,
  before?: number,
): Promise<OrderHistory | undefined> {
  let query = db
    .selectFrom('order_changes')
    .selectAll()
    .where('order_number', '=', number)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (before !== undefined) query = query.where('id', '<', before);
  const rows = await query.execute();
  if (
    rows.length === 0 &&
    !(await db.selectFrom('orders').select('number').where('number', '=', number).executeTakeFirst())
  )
    return undefined;
  return historyPage<OrderStatusRecord, (typeof rows)[number]>(rows, limit, FIELDS, (row) =>
    row.undoes === null ? {} : { undoes: Number(row.undoes) },
  );
}
