// What the status control holds and does: the move chosen (and a tracking number for 'shipped'),
// sent over the order's version (If-Match); a newer version (412) to apply the move again over, a
// refusal (409) to show, a failure to retry, and what changed.
import { useState } from 'react';
import type { AdminOrderConflict, AdminOrderRefusal, OrderStatus } from '@/contract';
import { ORDER_STATUS_MOVES } from '@/contract/orderStatus';
import { httpFailure } from '../editProtocol/versionedAnswers';
import { useChangeOrderStatusMutation, type ReadOrder } from './ordersApi';
import { statusInSentence } from './orderText';
import * as i18n from '@/client/i18n/i18n';

export interface StatusDraft {
  status: OrderStatus | '';
  trackingNumber: string;
}

const EMPTY: StatusDraft = { status: '', trackingNumber: '' };

export function useOrderStatusChange(read: ReadOrder) {
  const [draft, setDraft] = useState<StatusDraft>(EMPTY);
  const [conflict, setConflict] = useState<ReadOrder>();
  const [refusal, setRefusal] = useState<AdminOrderRefusal>();
  const [failure, setFailure] = useState<unknown>();
  const [changed, setChanged] = useState('');
  const [change, changing] = useChangeOrderStatusMutation();
  const moves = ORDER_STATUS_MOVES[read.order.status];
  // A move the order no longer allows (an undo, a colleague's change) falls back to the first it does.
  const chosen: StatusDraft = moves.includes(draft.status as OrderStatus)
    ? draft
    : { ...draft, status: moves[0] ?? '' };

  async function send(over: ReadOrder): Promise<boolean> {
    if (!chosen.status) return false;
    setFailure(undefined);
    setRefusal(undefined);
    setChanged('');
    const trackingNumber = chosen.status === 'shipped' ? chosen.trackingNumber.trim() : '';
    const answer = await change({
      number: over.order.number,
      etag: over.etag,
      change: { status: chosen.status, ...(trackingNumber && { trackingNumber }) },
    });
    if (answer.data) {
      setConflict(undefined);
      setDraft(EMPTY);
      setChanged(
        i18n._({
          id: 'staff.orders.statusChange.changed',
          message: 'Status changed to {status}.',
          values: { status: statusInSentence(answer.data.order.status) },
        }),
      );
      return true;
    }
    const failed = httpFailure(answer.error);
    if (failed?.status === 412) {
      const newer = failed.body as AdminOrderConflict;
      setConflict({ order: newer.current, etag: newer.etag });
    } else if (failed?.status === 409) setRefusal(failed.body as AdminOrderRefusal);
    else setFailure(answer.error);
    return false;
  }

  return {
    moves,
    draft: chosen,
    conflict,
    refusal,
    failure,
    changed,
    busy: changing.isLoading,
    edit: (next: Partial<StatusDraft>) => setDraft({ ...chosen, ...next }),
    send: () => send(read),
    applyOverNewer: (newer: ReadOrder) => send(newer),
    dropConflict: () => setConflict(undefined),
  };
}
