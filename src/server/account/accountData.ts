// Everything the shop keeps about one account (GDPR Articles 15, 17 and 20): its favourites (also
// those whose product an import removed), its basket's lines go with it, and its orders, which an
// erasure unlinks but keeps: a shop must keep them ten years (HGB § 257, AO § 147).
import type { AccountExport } from '../../contract';
import type { ShopDb } from '../db/connection';
import { utcTime } from '../db/utcTime';
import { guarded } from '../db/unavailableOnError';
import type { Words } from '../i18n/serverI18n';

export interface AccountData {
  export(account: string): Promise<AccountExport>;
  /** Removes every row of the account; nothing to remove is fine. */
  erase(account: string): Promise<void>;
}

const UNAVAILABLE: Words = (i18n) =>
  i18n._({
    id: 'api.account.unavailable',
    message: 'Your account data is not available right now. Please try again in a few seconds.',
  });

/** The account's orders with their lines, oldest first. */
async function ordersOf(db: ShopDb, account: string): Promise<AccountExport['orders']> {
  const orders = await db.selectFrom('orders').selectAll().where('account', '=', account).orderBy('number').execute();
  if (orders.length === 0) return [];
  const numbers = orders.map((order) => order.number);
  const lines = await db
    .selectFrom('order_lines')
    .select(['order_number', 'product_id', 'title', 'quantity', 'unit_price_cents'])
    .where('order_number', 'in', numbers)
    .orderBy('order_number')
    .orderBy('position')
    .execute();
  return orders.map((order) => ({
    number: Number(order.number),
    placedAt: new Date(Number(order.created_at)).toISOString(),
    status: order.status,
    email: order.email,
    name: order.name,
    address: { street: order.street, postalCode: order.postal_code, city: order.city, country: order.country },
    paymentMethod: order.payment_method,
    totalCents: Number(order.total_cents),
    lines: lines
      .filter((line) => Number(line.order_number) === Number(order.number))
      .map((line) => ({
        productId: Number(line.product_id),
        title: line.title,
        quantity: Number(line.quantity),
        unitPriceCents: Number(line.unit_price_cents),
      })),
  }));
}

export function createAccountData(db: ShopDb): AccountData {
  return {
    export: (account) =>
      guarded(async () => {
        const rows = await db
          .selectFrom('favourites')
          .select(['product_id', 'created_at'])
          .where('account', '=', account)
          .orderBy('product_id')
          .execute();
        return {
          account,
          exportedAt: new Date().toISOString(),
          favourites: rows.map((row) => ({
            productId: Number(row.product_id),
            markedAt: utcTime(row.created_at)?.toISOString() ?? '',
          })),
          orders: await ordersOf(db, account),
        };
      }, UNAVAILABLE),

    erase: (account) =>
      guarded(async () => {
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('favourites').where('account', '=', account).execute();
          await trx.deleteFrom('basket_lines').where('account', '=', account).execute();
          await trx.deleteFrom('basket_merges').where('account', '=', account).execute();
          await trx.updateTable('orders').set({ account: null }).where('account', '=', account).execute();
        });
      }, UNAVAILABLE),
  };
}
