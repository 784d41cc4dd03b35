// The categories' history: one category's, or every category's (removals too).
import type { AdminCategory, CategoryHistory as History } from '@/contract';
import { HistoryList } from '../editProtocol/HistoryList';
import { categoryHistoryQuery } from './categoriesApi';
import { CATEGORY_LABELS } from './categoryFields';
import * as i18n from '@/client/i18n/i18n';

type Change = History['changes'][number];

function headline(change: Change): string {
  const name = (change.after ?? change.before)?.catName ?? '';
  switch (change.action) {
    case 'add':
      return i18n._({ id: 'staff.categories.history.added', message: 'Added “{name}”', values: { name } });
    case 'save':
      return i18n._({ id: 'staff.categories.history.changed', message: 'Changed “{name}”', values: { name } });
    case 'remove':
      return i18n._({ id: 'staff.categories.history.removed', message: 'Removed “{name}”', values: { name } });
    default:
      return `${change.action} “${name}”`;
  }
}

const shown = (_field: string, value: unknown): string =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** One category, or undefined for every category's changes. */
export function CategoryHistory({ category }: { category?: AdminCategory }) {
  const id = category?.id;
  return (
    <HistoryList
      title={
        category
          ? i18n._({
              id: 'staff.categories.history.titleOne',
              message: 'History of “{name}”',
              values: { name: category.catName },
            })
          : i18n._({ id: 'staff.categories.history.titleAll', message: 'History of every category' })
      }
      query={categoryHistoryQuery}
      pageArgs={(before) => ({ id, before })}
      headline={headline}
      labels={CATEGORY_LABELS}
      shown={shown}
      empty={i18n._({ id: 'staff.categories.history.empty', message: 'No changes recorded yet.' })}
    />
  );
}
