// The categories' history: one category's, or every category's (removals too).
import type { AdminCategory, CategoryHistory as History } from '@/contract';
import { HistoryList } from '../editProtocol/HistoryList';
import { categoryHistoryQuery } from './categoriesApi';
import { CATEGORY_LABELS } from './categoryFields';

type Change = History['changes'][number];

const ACTIONS: Record<string, string> = { add: 'Added', save: 'Changed', remove: 'Removed' };

const headline = (change: Change): string =>
  `${ACTIONS[change.action] ?? change.action} “${(change.after ?? change.before)?.catName ?? ''}”`;

const shown = (_field: string, value: unknown): string =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** One category, or undefined for every category's changes. */
export function CategoryHistory({ category }: { category?: AdminCategory }) {
  const id = category?.id;
  return (
    <HistoryList
      title={category ? `History of “${category.catName}”` : 'History of every category'}
      query={categoryHistoryQuery}
      pageArgs={(before) => ({ id, before })}
      headline={headline}
      labels={CATEGORY_LABELS}
      shown={shown}
      empty="No changes recorded yet."
    />
  );
}
