// A product's history: who, when, each field before → after, 50 at a time, Undo on each change (a
// deleted product's too, on its not-found screen).
import { useEffect, useId, useRef, useState } from 'react';
import { describeApiError, type QueryError } from '@/client/api/apiError';
import { ErrorState } from '@/client/components/ErrorState';
import type { ProductHistory as History } from '@/contract';
import { FIELD_LABELS, shownValue, type DraftField } from './productForm';
import { useGetProductHistoryQuery, useUndoProductChangeMutation, type ReadProduct } from './productEditApi';

type Change = History['changes'][number];

interface ProductHistoryProps {
  uid: string;
  id: number;
  /** The product's ETag now; undefined when it is gone (an undo then brings it back). */
  etag: string | undefined;
  undoBlocked?: string;
  onUndone: (restored: ReadProduct | null) => void;
  hideWhenMissing?: boolean;
}

const ACTIONS: Record<string, string> = { save: 'Saved', undo: 'Undone', add: 'Added', delete: 'Deleted' };

const when = (at: string) =>
  new Date(at).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

export function ProductHistory({ uid, id, etag, undoBlocked, onUndone, hideWhenMissing }: ProductHistoryProps) {
  const headingId = useId();
  const [pages, setPages] = useState<Array<number | undefined>>([undefined]);
  const [undo, undoState] = useUndoProductChangeMutation();
  const [undoError, setUndoError] = useState<QueryError>(undefined);
  const first = useGetProductHistoryQuery({ uid, id });
  // A missing product shows a history only once there is one (a deleted product's).
  if (hideWhenMissing && !first.data?.changes.length) return null;

  const undoChange = async (change: Change) => {
    setUndoError(undefined);
    const { data, error } = await undo({ uid, id, changeId: change.id, etag });
    if (error) setUndoError(error);
    else onUndone(data ?? null);
  };

  return (
    <section className="staff-history" aria-labelledby={headingId}>
      <h3 id={headingId}>History</h3>
      {undoBlocked && <p className="staff-field__hint">{undoBlocked}</p>}
      {undoError && (
        <p role="alert" className="staff-field__error">
          The undo did not happen: {describeApiError(undoError)}
        </p>
      )}
      {pages.map((before, index) => (
        <HistoryPage
          key={before ?? 'newest'}
          uid={uid}
          id={id}
          before={before}
          last={index === pages.length - 1}
          onOlder={(next) => setPages([...pages, next])}
          onUndo={(change) => void undoChange(change)}
          undoDisabled={Boolean(undoBlocked) || undoState.isLoading}
        />
      ))}
    </section>
  );
}

interface HistoryPageProps {
  uid: string;
  id: number;
  before: number | undefined;
  last: boolean;
  onOlder: (before: number) => void;
  onUndo: (change: Change) => void;
  undoDisabled: boolean;
}

function HistoryPage({ uid, id, before, last, onOlder, onUndo, undoDisabled }: HistoryPageProps) {
  const { data, error, isError, isFetching, refetch } = useGetProductHistoryQuery({ uid, id, before });
  const list = useRef<HTMLOListElement>(null);
  const olderLoaded = before !== undefined && data !== undefined;
  // "Older changes" is gone once they show: focus goes to them, not to the page's start.
  useEffect(() => {
    if (olderLoaded) list.current?.focus();
  }, [olderLoaded]);
  if (isError)
    return <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data) return <p role="status">Loading the history…</p>;
  if (data.changes.length === 0 && before === undefined) return <p>No changes yet: saves, adds and undos show here.</p>;
  return (
    <>
      <ol
        className="staff-history__list"
        ref={list}
        tabIndex={-1}
        aria-label={before === undefined ? 'Newest changes' : 'Older changes'}
      >
        {data.changes.map((change) => (
          <li key={change.id} className="staff-history__change">
            <p>
              <strong>{ACTIONS[change.action] ?? change.action}</strong> by {change.by},{' '}
              <time dateTime={change.at}>{when(change.at)}</time>
            </p>
            <ul className="staff-history__fields">
              {change.changed.map((field) => (
                <li key={field}>
                  {FIELD_LABELS[field as DraftField] ?? field}:{' '}
                  {shownValue(field, change.before?.[field as DraftField])} →{' '}
                  {shownValue(field, change.after?.[field as DraftField])}
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="button button--secondary"
              disabled={undoDisabled}
              aria-label={`Undo: ${(ACTIONS[change.action] ?? change.action).toLowerCase()} by ${change.by}, ${when(change.at)}`}
              onClick={() => onUndo(change)}
            >
              Undo
            </button>
          </li>
        ))}
      </ol>
      {last && data.nextBefore !== undefined && (
        <button type="button" className="button button--secondary" onClick={() => onOlder(data.nextBefore!)}>
          Older changes
        </button>
      )}
    </>
  );
}
