// The staff's order list (docs/staff.md, "Orders"): newest first, a page at a time, by a status and a
// search. Each form reads one index range from its start, never counts: all orders the primary key,
// a status `orders_by_status`, an email `orders_by_folded_email`, a number its row; `more` is the page's
// one extra row. So a page costs the same at 100,000 orders as at 100.
import { sql } from 'kysely';
import { ORDER_PAGE } from '../../../contract/orderStatus';
import {
  isProductId,
  type AdminOrderListArgs,
  type AdminOrderPage,
  type AdminOrderRow,
  type OrderStatus,
  type PaymentMethod,
} from '../../../contract';
import type { ShopDb } from '../../db/connection';

/** '1042', '#1042' or '# 1042': an order number. */
const ORDER_NUMBER = /^#?\s*(\d{1,10})$/;

type Search = { number: number } | { email: string } | undefined;

/** The search as a number or an email (trimmed, as orders keep it; matched in any case); '' none. */
function searchOf(q: string): Search {
  if (!q) return undefined;
  const digits = ORDER_NUMBER.exec(q)?.[1];
  if (digits !== undefined) return { number: isProductId(Number(digits)) ? Number(digits) : 0 };
  return { email: q };
}

export async function listOrders(db: ShopDb, args: AdminOrderListArgs): Promise<AdminOrderPage> {
  const { status, offset = 0, limit = ORDER_PAGE } = args;
  const q = (args.q ?? '').trim();
  const search = searchOf(q);
  let query = db
    .selectFrom('orders')
    .select(['number', 'created_at', 'email', 'total_cents', 'payment_method', 'status'])
    .orderBy('number', 'desc')
    .offset(offset)
    .limit(limit + 1);
  if (status) query = query.where('status', '=', status);
  if (search && 'number' in search) query = query.where('number', '=', search.number);
  // The expression as the index has it, on both sides, so either database folds both alike.
  if (search && 'email' in search) query = query.where(sql`lower(email)`, '=', sql`lower(${search.email})`);
  const rows = await query.execute();
  const orders: AdminOrderRow[] = rows.slice(0, limit).map((row) => ({
    number: Number(row.number),
    createdAt: new Date(Number(row.created_at)).toISOString(),
    email: row.email,
    totalCents: Number(row.total_cents),
    paymentMethod: row.payment_method as PaymentMethod,
    status: row.status as OrderStatus,
  }));
  return { ...(status && { status }), q, offset, limit, orders, more: rows.length > limit };
}
