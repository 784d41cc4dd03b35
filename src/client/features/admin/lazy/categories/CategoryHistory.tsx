// The categories' history, newest first: who, when, and each changed field before and after; one
// category's, or every category's (removals too). A page at a time, as the API gives it.
import { useState } from 'react';
import { describeApiError } from '@/client/api/apiError';
import { ErrorState } from '@/client/components/ErrorState';
import type { AdminCategory, CategoryHistory as History } from '@/contract';
import { useGetCategoryHistoryQuery } from './categoriesApi';

type Change = History['changes'][number];

const FIELD_LABELS: Record<string, string> = { catName: 'Name', bgColor: 'Colour', imageUrl: 'Picture' };
const ACTIONS: Record<string, string> = { add: 'Added', save: 'Changed', remove: 'Removed' };

const when = (at: string): string =>
  new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

function nameOf(change: Change): string {
  return (change.after ?? change.before)?.catName ?? '';
}

function FieldChange({
  field,
  before,
  after,
}: {
  field: keyof AdminCategory;
  before?: AdminCategory | null;
  after?: AdminCategory | null;
}) {
  return (
    <li>
      {FIELD_LABELS[field]}: {before ? <del>{String(before[field])}</del> : null}
      {before && after ? ' → ' : null}
      {after ? <ins>{String(after[field])}</ins> : null}
    </li>
  );
}

interface CategoryHistoryProps {
  uid: string;
  /** One category, or undefined for every category's changes. */
  category?: AdminCategory;
}

export function CategoryHistory({ uid, category }: CategoryHistoryProps) {
  /** The pages shown before this one ('Newer'), as the `before` each was asked with. */
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const before = pages.at(-1);
  const { data, error, isError, isFetching, refetch } = useGetCategoryHistoryQuery({ uid, id: category?.id, before });
  const title = category ? `History of “${category.catName}”` : 'History of every category';
  return (
    <section className="category-history" aria-labelledby="category-history-heading" aria-busy={isFetching}>
      <h3 id="category-history-heading">{title}</h3>
      {isError ? (
        <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <p role="status">Loading the history…</p>
      ) : data.changes.length === 0 ? (
        <p>No changes recorded yet.</p>
      ) : (
        <ol className="category-history__list">
          {data.changes.map((change) => (
            <li key={change.id} className="category-history__entry">
              <p>
                <strong>
                  {ACTIONS[change.action] ?? change.action} “{nameOf(change)}”
                </strong>{' '}
                by {change.by}, {when(change.at)}
              </p>
              <ul>
                {change.changed
                  .filter((field) => field in FIELD_LABELS)
                  .map((field) => (
                    <FieldChange
                      key={field}
                      field={field as keyof AdminCategory}
                      before={change.before}
                      after={change.after}
                    />
                  ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {(pages.length > 1 || data?.nextBefore !== undefined) && (
        <nav aria-label="Pages of the history" className="staff-pager">
          <button
            type="button"
            className="button button--secondary"
            disabled={pages.length < 2}
            onClick={() => setPages((shown) => shown.slice(0, -1))}
          >
            Newer changes
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={data?.nextBefore === undefined}
            onClick={() => setPages((shown) => [...shown, data?.nextBefore])}
          >
            Older changes
          </button>
        </nav>
      )}
    </section>
  );
}
