// A status move by staff (docs/staff.md, "Orders"): checked against ORDER_STATUS_MOVES, written over
// the version read with what it causes in the same transaction: a cancel's stock put back (once: the
// conditional update lets one of two cancels write), the history entry and the shopper's email.
import { canMoveOrder } from '../../../contract';
import type { Trx } from '../../db/writeTransaction';
import { enqueueMail } from '../../mail/outbox';
import { countedLines, putBackStock } from '../../orders/orderStock';
import type { OrderUrl } from '../../orders/placeOrder';
import { statusEmails } from '../../orders/statusEmails';
import { readShopSettings } from '../../shop/shopSettings';
import { recordOrderChange, statusRecordOf } from './adminOrderRecords';
import { checkStatusChange } from './orderStatusInput';
import { moveStatus, savedNow, type CurrentOrder, type OrderOutcome } from './orderWrites';

export async function changeStatus(
  trx: Trx,
  current: CurrentOrder,
  body: unknown,
  by: string,
  orderUrl: OrderUrl,
): Promise<OrderOutcome> {
  const checked = checkStatusChange(body);
  if ('problems' in checked) return { kind: 'invalid', problems: checked.problems };
  const { status, trackingNumber } = checked.change;
  const { stored } = current;
  if (!canMoveOrder(stored.status, status)) return { kind: 'status_move_forbidden', from: stored.status, to: status };
  const before = statusRecordOf(stored);
  const after = { status, trackingNumber: status === 'shipped' ? trackingNumber : before.trackingNumber };
  const stale = await moveStatus(trx, stored, after);
  if (stale) return stale;
  if (status === 'cancelled') await putBackStock(trx, await countedLines(trx, stored.number));
  await recordOrderChange(trx, stored.number, { action: 'status', by, before, after });
  const { settings } = await readShopSettings(trx);
  const facts = {
    order: { ...stored, ...after },
    from: stored.status,
    orderUrl: orderUrl(stored.number, stored.accessToken),
  };
  await enqueueMail(trx, statusEmails(facts, settings));
  return savedNow(trx, stored.number);
}
