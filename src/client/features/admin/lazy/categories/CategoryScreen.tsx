// The staff's categories at /admin/categories (docs/staff.md): the list with how many
// products each has, a form to add or edit one, removal (the server refuses it, with the number,
// while products use the category), and the history.
import { useEffect, useRef, useState } from 'react';
import { describeApiError, type QueryError } from '@/client/api/apiError';
import { ErrorState } from '@/client/components/ErrorState';
import type { AdminCategoryInUse, AdminCategoryRow } from '@/contract';
import { httpFailure } from '../editProtocol/versionedAnswers';
import { StaffTable } from '../StaffTable';
import { useGetAdminCategoriesQuery, useRemoveCategoryMutation, type SavedCategory } from './categoriesApi';
import { CategoryForm } from './CategoryForm';
import { CategoryHistory } from './CategoryHistory';
import categoryStyles from './categories.css?inline';
import * as i18n from '@/client/i18n/i18n';

/** What the form shows: nothing, a new category, or one opened as it was then (its ETag). */
type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; opened: SavedCategory };

/** '6 products use this category', 'more than 1,000 products …' where the list's count stopped at its cap. */
function usedByText({
  products: count,
  productsCapped,
}: Pick<AdminCategoryRow, 'products' | 'productsCapped'>): string {
  if (count === 0) return i18n._({ id: 'staff.categories.row.unused', message: 'No products' });
  return productsCapped
    ? i18n._({
        id: 'staff.categories.row.usedByMany',
        message: 'more than {count, number} products use this category',
        values: { count },
      })
    : i18n._({
        id: 'staff.categories.row.usedBy',
        message: '{count, plural, one {# product use this category} other {# products use this category}}',
        values: { count },
      });
}

export function CategoryScreen() {
  const { data, error, isError, isFetching, refetch } = useGetAdminCategoriesQuery(undefined);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [formKey, setFormKey] = useState(0);
  const open = (next: Editing) => {
    setEditing(next);
    setFormKey((key) => key + 1);
  };
  const editedId = editing.kind === 'edit' ? editing.opened.category.id : undefined;
  return (
    <section className="staff-categories" aria-labelledby="staff-categories-heading">
      <style href="staff-categories" precedence="default">
        {categoryStyles}
      </style>
      <h2 id="staff-categories-heading">{i18n._({ id: 'staff.categories.title', message: 'Categories' })}</h2>
      {isError ? (
        <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <p role="status">{i18n._({ id: 'staff.categories.loading', message: 'Loading the categories…' })}</p>
      ) : (
        <>
          <button type="button" className="button button--primary" onClick={() => open({ kind: 'add' })}>
            {i18n._({ id: 'staff.categories.add', message: 'Add a category' })}
          </button>
          <CategoryRows
            rows={data.categories}
            busy={isFetching}
            onEdit={(row) => open({ kind: 'edit', opened: { category: row.category, etag: row.etag } })}
            onRemoved={(id) => id === editedId && setEditing({ kind: 'none' })}
          />
          {editing.kind !== 'none' && (
            <CategoryForm
              key={formKey}

              opened={editing.kind === 'edit' ? editing.opened : undefined}
              pictures={data.pictures}
              onSaved={(saved) => setEditing({ kind: 'edit', opened: saved })}
              onClose={() => setEditing({ kind: 'none' })}
            />
          )}
        </>
      )}
      <CategoryHistory
        key={editedId ?? 'all'}

        category={editing.kind === 'edit' ? editing.opened.category : undefined}
      />
    </section>
  );
}

/** Why a removal did not happen: products use the category, it changed meanwhile, or the call failed. */
function refusalText(row: AdminCategoryRow, error: QueryError): string {
  const inUse = httpFailure(error)?.body as AdminCategoryInUse | undefined;
  if (inUse?.error === 'category_in_use')
    return i18n._({
      id: 'staff.categories.remove.inUse',
      message:
        '“{name}” was not removed: {count, plural, one {# product uses} other {# products use}} this category. Move them to another category first.',
      values: { name: row.category.catName, count: inUse.products },
    });
  if (inUse?.error === 'changed_since_read')
    return i18n._({
      id: 'staff.categories.remove.changed',
      message: '“{name}” was changed meanwhile and was not removed. Look at it again below.',
      values: { name: row.category.catName },
    });
  return describeApiError(error);
}

interface CategoryRowsProps {
  rows: readonly AdminCategoryRow[];
  busy: boolean;
  onEdit: (row: AdminCategoryRow) => void;
  onRemoved: (id: number) => void;
}

function CategoryRows({ rows, busy, onEdit, onRemoved }: CategoryRowsProps) {
  const [remove, removal] = useRemoveCategoryMutation();
  /** The unused category whose removal waits for a yes. */
  const [confirming, setConfirming] = useState<number>();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();

  async function removeRow(row: AdminCategoryRow) {
    setConfirming(undefined);
    setOutcome(undefined);
    const answer = await remove({ id: row.category.id, etag: row.etag });
    if ('data' in answer) {
      setOutcome({
        ok: true,
        text: i18n._({
          id: 'staff.categories.remove.done',
          message: 'Removed “{name}”.',
          values: { name: row.category.catName },
        }),
      });
      onRemoved(row.category.id);
      return;
    }
    setOutcome({ ok: false, text: refusalText(row, answer.error) });
  }

  return (
    <>
      <p role="status" className="staff-categories__outcome">
        {outcome?.ok ? outcome.text : ''}
      </p>
      <div role="alert" className="staff-categories__outcome">
        {outcome && !outcome.ok ? <p className="category-field__problem">{outcome.text}</p> : null}
      </div>
      <StaffTable
        label={i18n._({ id: 'staff.categories.table.label', message: 'Category list' })}
        caption={i18n._({
          id: 'staff.categories.table.caption',
          message: 'The shop’s categories, in the shop’s order',
        })}
        columns={[
          i18n._({ id: 'staff.categories.table.column.tile', message: 'Tile' }),
          i18n._({ id: 'staff.categories.table.column.name', message: 'Name' }),
          i18n._({ id: 'staff.categories.table.column.products', message: 'Products' }),
          i18n._({ id: 'staff.categories.table.column.actions', message: 'Actions' }),
        ]}
        busy={busy}
      >
        {rows.map((row) => (
          <CategoryRow
            key={row.category.id}
            row={row}
            confirming={confirming === row.category.id}
            removing={removal.isLoading}
            onEdit={() => onEdit(row)}
            onRemove={() => (row.products > 0 ? void removeRow(row) : setConfirming(row.category.id))}
            onConfirmed={() => void removeRow(row)}
            onKept={() => setConfirming(undefined)}
          />
        ))}
      </StaffTable>
    </>
  );
}

interface CategoryRowProps {
  row: AdminCategoryRow;
  confirming: boolean;
  removing: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onConfirmed: () => void;
  onKept: () => void;
}

/** One category: its tile, name, how many products use it, and Edit and Remove (or the removal's question). */
function CategoryRow({ row, confirming, removing, onEdit, onRemove, onConfirmed, onKept }: CategoryRowProps) {
  const { category } = row;
  return (
    <tr>
      <td>
        <span className="category-swatch category-swatch--tile" style={{ backgroundColor: category.bgColor }}>
          <img src={category.imageUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />
        </span>
      </td>
      <th scope="row" className="staff-table__title">
        {category.catName}
      </th>
      <td>{usedByText(row)}</td>
      <td>
        {confirming ? (
          <ConfirmRemoval name={category.catName} onYes={onConfirmed} onNo={onKept} />
        ) : (
          <div className="category-row__actions">
            <button
              type="button"
              className="button button--secondary"
              aria-label={i18n._({
                id: 'staff.categories.row.editLabel',
                message: 'Edit “{name}”',
                values: { name: category.catName },
              })}
              onClick={onEdit}
            >
              {i18n._({ id: 'staff.categories.row.edit', message: 'Edit' })}
            </button>
            {/* A used category goes to the server at once: it refuses with the exact number. */}
            <button
              type="button"
              className="button button--secondary"
              aria-label={i18n._({
                id: 'staff.categories.row.removeLabel',
                message: 'Remove “{name}”',
                values: { name: category.catName },
              })}
              disabled={removing}
              onClick={onRemove}
            >
              {i18n._({ id: 'staff.categories.row.remove', message: 'Remove' })}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}

/** Removing an unused category asks once; the safe answer has the focus. */
function ConfirmRemoval({ name, onYes, onNo }: { name: string; onYes: () => void; onNo: () => void }) {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  const question = i18n._({ id: 'staff.categories.remove.question', message: 'Remove “{name}”?', values: { name } });
  return (
    <div className="category-row__actions" role="group" aria-label={question}>
      <span>{question}</span>
      <button type="button" className="button button--primary" onClick={onYes}>
        {i18n._({ id: 'staff.categories.remove.confirm', message: 'Yes, remove' })}
      </button>
      <button type="button" className="button button--secondary" ref={keep} onClick={onNo}>
        {i18n._({ id: 'staff.categories.remove.keep', message: 'Keep it' })}
      </button>
    </div>
  );
}
