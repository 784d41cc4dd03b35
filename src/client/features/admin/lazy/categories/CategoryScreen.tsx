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
import { staffCount } from '../staffFormat';

/** What the form shows: nothing, a new category, or one opened as it was then (its ETag). */
type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; opened: SavedCategory };

/** '6 products', '1 product', 'more than 1,000 products' where the list's count stopped at its cap. */
function productsText({ products, productsCapped }: Pick<AdminCategoryRow, 'products' | 'productsCapped'>): string {
  const number = staffCount(products);
  return productsCapped ? `more than ${number} products` : `${number} ${products === 1 ? 'product' : 'products'}`;
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
      <h2 id="staff-categories-heading">Categories</h2>
      {isError ? (
        <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <p role="status">Loading the categories…</p>
      ) : (
        <>
          <button type="button" className="button button--primary" onClick={() => open({ kind: 'add' })}>
            Add a category
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
    return `“${row.category.catName}” was not removed: ${staffCount(inUse.products)} ${
      inUse.products === 1 ? 'product uses' : 'products use'
    } this category. Move them to another category first.`;
  if (inUse?.error === 'changed_since_read')
    return `“${row.category.catName}” was changed meanwhile and was not removed. Look at it again below.`;
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
      setOutcome({ ok: true, text: `Removed “${row.category.catName}”.` });
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
        label="Category list"
        caption="The shop’s categories, in the shop’s order"
        columns={['Tile', 'Name', 'Products', 'Actions']}
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
      <td>{row.products > 0 ? `${productsText(row)} use this category` : 'No products'}</td>
      <td>
        {confirming ? (
          <ConfirmRemoval name={category.catName} onYes={onConfirmed} onNo={onKept} />
        ) : (
          <div className="category-row__actions">
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Edit “${category.catName}”`}
              onClick={onEdit}
            >
              Edit
            </button>
            {/* A used category goes to the server at once: it refuses with the exact number. */}
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Remove “${category.catName}”`}
              disabled={removing}
              onClick={onRemove}
            >
              Remove
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
  return (
    <div className="category-row__actions" role="group" aria-label={`Remove “${name}”?`}>
      <span>Remove “{name}”?</span>
      <button type="button" className="button button--primary" onClick={onYes}>
        Yes, remove
      </button>
      <button type="button" className="button button--secondary" ref={keep} onClick={onNo}>
        Keep it
      </button>
    </div>
  );
}
