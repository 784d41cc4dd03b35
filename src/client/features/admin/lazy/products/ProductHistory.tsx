// A product's history with Undo on each change (a deleted product's too, on its not-found screen).
import { useState } from 'react';
import { describeApiError, type QueryError } from '@/client/api/apiError';
import type { ProductHistory as History } from '@/contract';
import { HistoryList } from '../editProtocol/HistoryList';
import { FIELD_LABELS, shownValue } from './productForm';
import {
  productHistoryQuery,
  useGetProductHistoryQuery,
  useUndoProductChangeMutation,
  type ReadProduct,
} from './productEditApi';
import * as i18n from '@/client/i18n/i18n';

type Change = History['changes'][number];

interface ProductHistoryProps {
  id: number;
  /** The product's ETag now; undefined when it is gone (an undo then brings it back). */
  etag: string | undefined;
  undoBlocked?: string;
  onUndone: (restored: ReadProduct | null) => void;
  hideWhenMissing?: boolean;
}

const ACTIONS: Record<string, string> = {
  save: i18n._({ id: 'staff.products.history.action.save', message: 'Saved' }),
  undo: i18n._({ id: 'staff.products.history.action.undo', message: 'Undone' }),
  add: i18n._({ id: 'staff.products.history.action.add', message: 'Added' }),
  delete: i18n._({ id: 'staff.products.history.action.delete', message: 'Deleted' }),
};
const headline = (change: Change): string => ACTIONS[change.action] ?? change.action;

export function ProductHistory({ id, etag, undoBlocked, onUndone, hideWhenMissing }: ProductHistoryProps) {
  const [undo, undoState] = useUndoProductChangeMutation();
  const [undoError, setUndoError] = useState<QueryError>(undefined);
  const first = useGetProductHistoryQuery({ id });
  // A missing product shows a history only once there is one (a deleted product's).
  if (hideWhenMissing && !first.data?.changes.length) return null;

  const undoChange = async (change: Change) => {
    setUndoError(undefined);
    const { data, error } = await undo({ id, changeId: change.id, etag });
    if (error) setUndoError(error);
    else onUndone(data ?? null);
  };

  return (
    <HistoryList
      title={i18n._({ id: 'staff.products.history.title', message: 'History' })}
      query={productHistoryQuery}
      pageArgs={(before) => ({ id, before })}
      headline={headline}
      labels={FIELD_LABELS}
      shown={shownValue}
      empty={i18n._({
        id: 'staff.products.history.empty',
        message: 'No changes yet: saves, adds and undos show here.',
      })}
      undo={{ disabled: Boolean(undoBlocked) || undoState.isLoading, onUndo: (change) => void undoChange(change) }}
      notes={
        <>
          {undoBlocked && <p className="staff-field__hint">{undoBlocked}</p>}
          {undoError && (
            <p role="alert" className="staff-field__error">
              {i18n._({
                id: 'staff.products.history.undoFailed',
                message: 'The undo did not happen: {reason}',
                values: { reason: describeApiError(undoError) },
              })}
            </p>
          )}
        </>
      }
    />
  );
}
