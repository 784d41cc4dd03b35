// What every staff write of an order shares (docs/staff.md, "Orders"): the outcomes, the read and
// If-Match check in one write transaction, and the order row moved by a conditional update on its
// version and status, so of two changes over one version exactly one writes.
import type { AdminOrder, OrderStatus, OrderStatusRecord } from '../../../contract';
import type { ShopDb } from '../../db/connection';
import { guarded } from '../../db/unavailableOnError';
import type { Words } from '../../i18n/serverI18n';
import { inWriteTransaction, type Trx } from '../../db/writeTransaction';
import type { ShortLine } from '../../orders/orderStock';
import type { StoredOrder } from '../../orders/orderReads';
import { ifMatchHolds, type EditOutcome, type Versioned } from '../versioned/versionedRecord';
import { readAdminOrder } from './adminOrderRecords';

export const ORDERS_UNAVAILABLE: Words = (i18n) =>
  i18n._({
    id: 'api.staff.orders.unavailable',
    message: 'The orders cannot be read or changed right now. Please try again in a few seconds.',
  });

/** An order's own refusals, beside every versioned record's outcomes; each changes nothing. */
export type OrderRefusal =
  | { kind: 'status_move_forbidden'; from: OrderStatus; to: OrderStatus }
  | { kind: 'out_of_stock'; lines: ShortLine[] }
  | { kind: 'cannot_undo'; words: Words }
  | { kind: 'no_change' };

export type OrderOutcome = EditOutcome<AdminOrder, OrderRefusal>;
export type CurrentOrder = Versioned<AdminOrder> & { stored: StoredOrder };

/** Thrown inside the transaction to roll back what it wrote, with the answer. */
export class RolledBack extends Error {
  constructor(readonly outcome: OrderOutcome) {
    super(outcome.kind);
  }
}

/** The order as it is now (after a write of this transaction), as a save or a refusal answers it. */
export async function savedNow(trx: Trx, number: number): Promise<OrderOutcome> {
  const now = (await readAdminOrder(trx, number))!;
  return { kind: 'saved', record: now.record, etag: now.etag };
}

async function staleNow(trx: Trx, number: number): Promise<OrderOutcome> {
  const now = await readAdminOrder(trx, number);
  return now ? { kind: 'stale', current: now.record, etag: now.etag } : { kind: 'not_found' };
}

/**
 * The order row to `to`, only over the version and status read: a change that committed meanwhile (on
 * PostgreSQL this one waits for its row lock, then finds another version) makes it a 412, never a second write.
 */
export async function moveStatus(
  trx: Trx,
  current: StoredOrder,
  to: OrderStatusRecord,
): Promise<OrderOutcome | undefined> {
  const moved = await trx
    .updateTable('orders')
    .set({ status: to.status, tracking_number: to.trackingNumber, version: current.version + 1 })
    .where('number', '=', current.number)
    .where('version', '=', current.version)
    .where('status', '=', current.status)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1 ? undefined : staleNow(trx, current.number);
}

/** Reads the order, checks If-Match, then `next` decides what to write; a RolledBack answers its outcome. */
export function overCurrent(
  db: ShopDb,
  number: number,
  ifMatch: string,
  next: (trx: Trx, current: CurrentOrder) => Promise<OrderOutcome>,
): Promise<OrderOutcome> {
  return guarded(async () => {
    try {
      return await inWriteTransaction(db, async (trx) => {
        const current = await readAdminOrder(trx, number);
        if (!current) return { kind: 'not_found' };
        if (!ifMatchHolds(ifMatch, current.etag)) return { kind: 'stale', current: current.record, etag: current.etag };
        return next(trx, current);
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.outcome;
      throw error;
    }
  }, ORDERS_UNAVAILABLE);
}
