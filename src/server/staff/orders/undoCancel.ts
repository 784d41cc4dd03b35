// The undo of a cancel (docs/staff.md, "Orders"): only the order's latest change, and only a cancel,
// can be undone. The status goes back to what it was before the cancel over the version read, and the
// stock the cancel put back is taken again by the order's own conditional update (`stock >= quantity`),
// or the undo is refused with the lines that lack it and nothing changes.
import type { OrderStatusRecord } from '../../../contract';
import type { Trx } from '../../db/writeTransaction';
import { countedLines, stillCounted, takeStock } from '../../orders/orderStock';
import { parsedRecord } from '../versioned/editHistory';
import { recordOrderChange, statusRecordOf } from './adminOrderRecords';
import { moveStatus, RolledBack, savedNow, type CurrentOrder, type OrderOutcome } from './orderWrites';

/** The cancel's before and after, or why that change cannot be undone. */
async function cancelToUndo(
  trx: Trx,
  number: number,
  changeId: number,
): Promise<{ restored: OrderStatusRecord } | OrderOutcome> {
  const latest = await trx
    .selectFrom('order_changes')
    .select(['id', 'action', 'before', 'after'])
    .where('order_number', '=', number)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const change =
    Number(latest?.id) === changeId
      ? latest
      : await trx
          .selectFrom('order_changes')
          .select(['id', 'action', 'before', 'after'])
          .where('id', '=', changeId)
          .where('order_number', '=', number)
          .executeTakeFirst();
  if (!change) return { kind: 'no_change' };
  const restored = parsedRecord<OrderStatusRecord>(change.before);
  if (change.action !== 'status' || parsedRecord<OrderStatusRecord>(change.after)?.status !== 'cancelled' || !restored)
    return {
      kind: 'cannot_undo',
      words: (i18n) =>
        i18n._({
          id: 'api.staff.order.undoNotCancel',
          message: 'Only a cancel can be undone; change the status instead.',
        }),
    };
  if (change !== latest)
    return {
      kind: 'cannot_undo',
      words: (i18n) =>
        i18n._({
          id: 'api.staff.order.undoNotLatest',
          message: "Only the order's latest change can be undone, and this cancel is no longer the latest.",
        }),
    };
  return { restored };
}

export async function undoCancel(trx: Trx, current: CurrentOrder, changeId: number, by: string): Promise<OrderOutcome> {
  const { stored } = current;
  const found = await cancelToUndo(trx, stored.number, changeId);
  if (!('restored' in found)) return found;
  const stale = await moveStatus(trx, stored, found.restored);
  if (stale) return stale;
  // The cancel put back only where the product still counted its stock; the undo takes only there.
  const short = await takeStock(trx, await stillCounted(trx, await countedLines(trx, stored.number)));
  if (short.length > 0) throw new RolledBack({ kind: 'out_of_stock', lines: short });
  await recordOrderChange(trx, stored.number, {
    action: 'undo',
    by,
    before: statusRecordOf(stored),
    after: found.restored,
    undoes: changeId,
  });
  return savedNow(trx, stored.number);
}
