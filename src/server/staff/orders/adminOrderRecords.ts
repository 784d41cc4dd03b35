// What an order's staff reads and writes share (docs/staff.md, "Orders"): the order as staff see it
// with its emails, its ETag from the row's version, the status record a change keeps, and the change's
// entry in `order_changes`.
import type { AdminOrder, OrderEmail, OrderStatusRecord } from '../../../contract';
import type { ShopDb } from '../../db/connection';
import type { Trx } from '../../db/writeTransaction';
import { orderFactsOf, readStoredOrder, type StoredOrder } from '../../orders/orderReads';
import { versionEtag, type Versioned } from '../versioned/versionedRecord';

/** What a status change records, before and after. */
export const statusRecordOf = (order: StoredOrder): OrderStatusRecord => ({
  status: order.status,
  trackingNumber: order.trackingNumber,
});

const isoTime = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The order's emails, oldest first, by the outbox's index on the order. */
async function emailsOf(on: ShopDb | Trx, number: number): Promise<OrderEmail[]> {
  const rows = await on
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'recipient', 'subject', 'created_at', 'sent_at', 'attempts', 'last_error'])
    .where('order_number', '=', number)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    createdAt: isoTime(row.created_at)!,
    sentAt: isoTime(row.sent_at),
    attempts: Number(row.attempts),
    lastError: row.last_error,
  }));
}

/** The order as staff see it, its ETag, and the stored order a change works from; undefined: none. */
export async function readAdminOrder(
  on: ShopDb | Trx,
  number: number,
): Promise<(Versioned<AdminOrder> & { stored: StoredOrder }) | undefined> {
  const stored = await readStoredOrder(on, { number });
  if (!stored) return undefined;
  const record: AdminOrder = {
    ...orderFactsOf(stored),
    emails: await emailsOf(on, number),
    account: stored.account !== null,
    language: stored.language,
  };
  return { record, etag: versionEtag('o', stored.version), stored };
}

export interface OrderChangeEntry {
  action: 'status' | 'undo';
  by: string;
  before: OrderStatusRecord;
  after: OrderStatusRecord;
  undoes?: number;
}

export async function recordOrderChange(trx: Trx, number: number, change: OrderChangeEntry): Promise<void> {
  await trx
    .insertInto('order_changes')
    .values({
      order_number: number,
      by: change.by,
      action: change.action,
      before: JSON.stringify(change.before),
      after: JSON.stringify(change.after),
      undoes: change.undoes ?? null,
    })
    .execute();
}
