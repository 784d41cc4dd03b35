// The order's history with Undo on its cancel while that is the order's latest change (the API's
// rule): the undo takes the stock out again, or the shop refuses it (409) naming the lines short of stock.
import { useState } from 'react';
import { describeApiError, type QueryError } from '@/client/api/apiError';
import type { AdminOrderRefusal, OrderChange } from '@/contract';
import { HistoryList } from '../editProtocol/HistoryList';
import { httpFailure } from '../editProtocol/versionedAnswers';
import { orderHistoryQuery, useUndoOrderChangeMutation, type ReadOrder } from './ordersApi';
import { CHANGE_LABELS, shownChangeValue, statusInSentence } from './orderText';
import { OrderRefusalNotice } from './OrderRefusalNotice';
import * as i18n from '@/client/i18n/i18n';

const headline = (change: OrderChange): string =>
  change.action === 'undo'
    ? i18n._({ id: 'staff.orders.history.undone', message: 'Undone' })
    : i18n._({
        id: 'staff.orders.history.status',
        message: 'Status {status}',
        values: { status: statusInSentence(change.after?.status ?? 'new') },
      });

const isCancel = (change: OrderChange): boolean => change.action === 'status' && change.after?.status === 'cancelled';

/** `onUndone`: the screen moves the focus, as the Undo pressed is gone with the cancel it undid. */
export function OrderHistory({ read, onUndone }: { read: ReadOrder; onUndone: () => void }) {
  const [undo, undoState] = useUndoOrderChangeMutation();
  const [refusal, setRefusal] = useState<AdminOrderRefusal>();
  const [undoError, setUndoError] = useState<QueryError>(undefined);
  const { number } = read.order;
  // The newest page, as the list's first page reads it (one cache entry).
  const latest = orderHistoryQuery.useQuery({ number, before: undefined }).data?.changes[0];

  const undoChange = async (change: OrderChange) => {
    setRefusal(undefined);
    setUndoError(undefined);
    const { error } = await undo({ number, changeId: change.id, etag: read.etag });
    if (!error) return onUndone();
    if (httpFailure(error)?.status === 409) setRefusal(httpFailure(error)!.body as AdminOrderRefusal);
    else setUndoError(error);
  };

  return (
    <HistoryList
      title={i18n._({ id: 'staff.orders.history.title', message: 'History' })}
      query={orderHistoryQuery}
      pageArgs={(before) => ({ number, before })}
      headline={headline}
      labels={CHANGE_LABELS}
      shown={shownChangeValue}
      empty={i18n._({
        id: 'staff.orders.history.empty',
        message: 'No changes yet: each status change shows here, with who made it and when.',
      })}
      undo={{
        disabled: undoState.isLoading,
        offered: (change) => change.id === latest?.id && isCancel(change),
        onUndo: (change) => void undoChange(change),
      }}
      notes={
        <>
          {refusal && <OrderRefusalNotice refusal={refusal} order={read.order} />}
          {undoError && (
            <p role="alert" className="staff-field__error">
              {i18n._({
                id: 'staff.orders.history.undoFailed',
                message: 'The undo did not happen: {error}',
                values: { error: describeApiError(undoError) },
              })}
            </p>
          )}
        </>
      }
    />
  );
}
