// A versioned resource's history, newest first: who, when, each changed field before → after, a
// page at a time with "Older changes" below the pages shown, and Undo on each change where the
// resource has it. The resource gives its query, its field labels and how a value reads.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { describeApiError, type QueryError } from '@/client/api/apiError';
import { ErrorState } from '@/client/components/ErrorState';
import * as i18n from '@/client/i18n/i18n';
import { inSentence, staffTime } from '../staffFormat';

/** One recorded change, as every history endpoint answers it. */
export interface HistoryChange {
  id: number;
  at: string;
  by: string;
  action: string;
  changed: string[];
  before?: object | null;
  after?: object | null;
}

/** A history endpoint of RTK Query (`api.endpoints.getXHistory`), as far as the list uses it. */
interface HistoryQuery<A, C extends HistoryChange> {
  useQuery: (arg: A) => {
    data?: { changes: C[]; nextBefore?: number };
    error?: QueryError;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
}

export interface HistoryListProps<A, C extends HistoryChange> {
  title: string;
  query: HistoryQuery<A, C>;
  /** The query's argument for a page: `before` a change id, undefined for the newest. */
  pageArgs: (before: number | undefined) => A;
  /** The change's headline ('Saved', 'Changed “Sofas”'). */
  headline: (change: C) => string;
  /** The fields a change lists, with their labels; others (an id) are left out. */
  labels: Readonly<Record<string, string>>;
  shown: (field: string, value: unknown) => string;
  empty: string;
  /** Said above the list: why Undo is blocked, what an undo's failure was. */
  notes?: ReactNode;
  /** Undo on each change, or on those `offered` says (an order's cancel only). */
  undo?: { disabled: boolean; onUndo: (change: C) => void; offered?: (change: C) => boolean };
}

export function HistoryList<A, C extends HistoryChange>(props: HistoryListProps<A, C>) {
  const headingId = useId();
  const [pages, setPages] = useState<Array<number | undefined>>([undefined]);
  return (
    <section className="staff-history" aria-labelledby={headingId}>
      <h3 id={headingId}>{props.title}</h3>
      {props.notes}
      {pages.map((before, index) => (
        <HistoryPage
          key={before ?? 'newest'}
          {...props}
          before={before}
          last={index === pages.length - 1}
          onOlder={(next) => setPages([...pages, next])}
        />
      ))}
    </section>
  );
}

type HistoryPageProps<A, C extends HistoryChange> = HistoryListProps<A, C> & {
  before: number | undefined;
  last: boolean;
  onOlder: (before: number) => void;
};

function HistoryPage<A, C extends HistoryChange>(props: HistoryPageProps<A, C>) {
  const { query, pageArgs, before, last, onOlder, empty } = props;
  const { data, error, isError, isFetching, refetch } = query.useQuery(pageArgs(before));
  const list = useRef<HTMLOListElement>(null);
  const olderLoaded = before !== undefined && data !== undefined;
  // "Older changes" is gone once they show: focus goes to them, not to the page's start.
  useEffect(() => {
    if (olderLoaded) list.current?.focus();
  }, [olderLoaded]);
  if (isError)
    return <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data) return <p role="status">{i18n._({ id: 'staff.history.loading', message: 'Loading the history…' })}</p>;
  if (data.changes.length === 0 && before === undefined) return <p>{empty}</p>;
  return (
    <>
      <ol
        className="staff-history__list"
        ref={list}
        tabIndex={-1}
        aria-label={
          before === undefined
            ? i18n._({ id: 'staff.history.newestList', message: 'Newest changes' })
            : i18n._({ id: 'staff.history.olderList', message: 'Older changes' })
        }
      >
        {data.changes.map((change) => (
          <ChangeEntry key={change.id} {...props} change={change} />
        ))}
      </ol>
      {last && data.nextBefore !== undefined && (
        <button type="button" className="button button--secondary" onClick={() => onOlder(data.nextBefore!)}>
          {i18n._({ id: 'staff.history.showOlder', message: 'Older changes' })}
        </button>
      )}
    </>
  );
}

const valueOf = (version: object | null | undefined, field: string): unknown =>
  (version as Record<string, unknown> | null | undefined)?.[field];

/** JSX only: one change, its fields and its Undo. */
function ChangeEntry<A, C extends HistoryChange>({
  change,
  headline,
  labels,
  shown,
  undo,
}: HistoryListProps<A, C> & { change: C }) {
  const when = staffTime(change.at);
  return (
    <li className="staff-history__change">
      <p>
        <strong>{headline(change)}</strong>{' '}
        {i18n._({ id: 'staff.history.by', message: 'by {by},', values: { by: change.by } })}{' '}
        <time dateTime={change.at}>{when}</time>
      </p>
      <ul className="staff-history__fields">
        {change.changed
          .filter((field) => field in labels)
          .map((field) => (
            <li key={field}>
              {labels[field]}: {shown(field, valueOf(change.before, field))} →{' '}
              {shown(field, valueOf(change.after, field))}
            </li>
          ))}
      </ul>
      {undo && (undo.offered?.(change) ?? true) && (
        <button
          type="button"
          className="button button--secondary"
          disabled={undo.disabled}
          aria-label={i18n._({
            id: 'staff.history.undoLabel',
            message: 'Undo: {change} by {by}, {when}',
            values: { change: inSentence(headline(change)), by: change.by, when },
          })}
          onClick={() => undo.onUndo(change)}
        >
          {i18n._({ id: 'staff.history.undo', message: 'Undo' })}
        </button>
      )}
    </li>
  );
}
