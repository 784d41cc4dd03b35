// One product's edit screen (/admin/products/:id): saved with If-Match, problems beside their fields,
// the conflict view on 412, history with Undo, Delete, and a not-found state.
import { useId, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { describeApiError, isNotFound } from '@/client/api/apiError';
import { AppLink } from '@/client/components/AppLink';
import { ErrorState } from '@/client/components/ErrorState';
import { parseProductId } from '@/contract';
import { SCREENS } from '@/shopRoutes';
import { ConflictView } from '../editProtocol/ConflictView';
import { DeleteProduct } from './DeleteProduct';
import { useGetAdminProductQuery, type ReadProduct } from './productEditApi';
import { FormProblems, ProductFields } from './ProductFields';
import { draftOf, FIELD_LABELS, shownValue } from './productForm';
import { ProductHistory } from './ProductHistory';
import { staffStatusState } from './staffStatus';
import { useProductEdit } from './useProductEdit';
import * as i18n from '@/client/i18n/i18n';

export function ProductEditScreen() {
  const { id: idText } = useParams();
  const id = parseProductId(idText);
  if (id === null) return <ProductMissing idText={idText ?? ''} />;
  return <ProductEditor key={id} id={id} />;
}

function ProductEditor({ id }: { id: number }) {
  const { data, error, isError, isFetching, refetch } = useGetAdminProductQuery(
    { id },
    { refetchOnMountOrArgChange: true },
  );
  if (isError && isNotFound(error)) return <ProductMissing idText={String(id)} id={id} />;
  if (isError)
    return <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data)
    return (
      <p role="status">
        {i18n._({ id: 'staff.products.edit.loading', message: 'Loading product {id}…', values: { id } })}
      </p>
    );
  return <ProductEditForm id={id} read={data} />;
}

const FIELDS_PREFIX = 'staff-edit';

/** The edit screen's words; those with a value are functions. */
const TEXT = {
  backToList: i18n._({ id: 'staff.products.backToList', message: 'Back to the products' }),
  saving: i18n._({ id: 'staff.products.edit.saving', message: 'Saving…' }),
  unsaved: i18n._({ id: 'staff.products.edit.unsaved', message: 'You have unsaved edits.' }),
  noUnsaved: i18n._({ id: 'staff.products.edit.noUnsaved', message: 'No unsaved edits.' }),
  conflictHeading: i18n._({
    id: 'staff.products.conflict.heading',
    message: 'Someone saved this product since you opened it',
  }),
  saveMine: i18n._({ id: 'staff.products.conflict.saveMine', message: 'Save my edits over the newer version' }),
  takeNewer: i18n._({ id: 'staff.products.conflict.takeNewer', message: 'Take the newer version' }),
  tookNewer: i18n._({ id: 'staff.products.conflict.tookNewer', message: 'The form shows the newer version now.' }),
  save: i18n._({ id: 'staff.products.form.save', message: 'Save' }),
  discarded: i18n._({ id: 'staff.products.edit.discarded', message: 'Your edits were discarded.' }),
  discard: i18n._({ id: 'staff.products.edit.discard', message: 'Discard edits' }),
  staleDelete: i18n._({
    id: 'staff.products.delete.stale',
    message: 'Someone saved this product since you opened it: nothing was deleted. The form shows the newer version.',
  }),
  undoBlocked: i18n._({
    id: 'staff.products.history.undoBlocked',
    message: 'Save or discard your edits to undo a change.',
  }),
  undone: i18n._({
    id: 'staff.products.history.undone',
    message: 'Undone: the form shows the product as it was before that change.',
  }),
  heading: (id: number, title: string) =>
    i18n._({ id: 'staff.products.edit.heading', message: 'Edit product {id}: {title}', values: { id, title } }),
  undoneAdd: (id: number) =>
    i18n._({
      id: 'staff.products.history.undoneAdd',
      message: 'Undone: product {id}, which that change added, is deleted again.',
      values: { id },
    }),
};

function ProductEditForm({ id, read }: { id: number; read: ReadProduct }) {
  const navigate = useNavigate();
  const headingId = useId();
  const { base, draft, setDraft, problems, newer, setNewer, status, saving, otherProblems, unsaved, show, saveOver } =
    useProductEdit(id, read, FIELDS_PREFIX);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveOver(newer ?? base);
  };

  return (
    <section className="staff-edit" aria-labelledby={headingId}>
      <p>
        <AppLink to={SCREENS.admin}>{TEXT.backToList}</AppLink>
      </p>
      <h2 id={headingId}>{TEXT.heading(id, base.product.title)}</h2>
      <p role="status" className="staff-edit__status">
        {saving ? TEXT.saving : unsaved ? TEXT.unsaved : status || TEXT.noUnsaved}
      </p>
      <form className="staff-form" noValidate onSubmit={submit} aria-busy={saving}>
        <ProductFields draft={draft} onChange={setDraft} problems={problems.fields} idPrefix={FIELDS_PREFIX} />
        <FormProblems ref={otherProblems} messages={problems.other} />
        {newer && (
          <ConflictView
            heading={TEXT.conflictHeading}
            labels={FIELD_LABELS}
            shown={shownValue}
            saveMineLabel={TEXT.saveMine}
            takeNewerLabel={TEXT.takeNewer}
            mine={draft}
            base={draftOf(base.product)}
            newer={draftOf(newer.product)}
            saving={saving}
            onSaveMine={() => void saveOver(newer)}
            onTakeNewer={() => show(newer, TEXT.tookNewer)}
          />
        )}
        <div className="staff-actions">
          <button type="submit" className="button button--primary" disabled={saving}>
            {TEXT.save}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={!unsaved || saving}
            onClick={() => show(base, TEXT.discarded)}
          >
            {TEXT.discard}
          </button>
        </div>
      </form>
      <DeleteProduct
        id={id}
        title={base.product.title}
        etag={base.etag}
        onStale={(version) => (unsaved ? setNewer(version) : show(version, TEXT.staleDelete))}
      />
      <ProductHistory
        id={id}
        etag={base.etag}
        undoBlocked={unsaved ? TEXT.undoBlocked : undefined}
        onUndone={(restored) =>
          restored
            ? show(restored, TEXT.undone)
            : void navigate(SCREENS.admin, { state: staffStatusState(TEXT.undoneAdd(id)) })
        }
      />
    </section>
  );
}

/** An id the shop has no product for: said plainly, with a deleted product's history and its Undo. */
function ProductMissing({ idText, id }: { idText: string; id?: number }) {
  const headingId = useId();
  return (
    <section className="staff-edit" aria-labelledby={headingId}>
      <h2 id={headingId}>{i18n._({ id: 'staff.products.missing.heading', message: 'Product not found' })}</h2>
      <p role="status">
        {id === undefined
          ? i18n._({
              id: 'staff.products.missing.notAnId',
              message: '“{idText}” is not a product id: ids are whole numbers from 1.',
              values: { idText },
            })
          : i18n._({
              id: 'staff.products.missing.noProduct',
              message: 'There is no product with the id {id}: it was deleted, or never added.',
              values: { id },
            })}
      </p>
      <p className="staff-actions">
        <AppLink to={SCREENS.admin} className="button button--primary">
          {TEXT.backToList}
        </AppLink>
        <AppLink to={SCREENS.adminProductNew} className="button button--secondary">
          {i18n._({ id: 'staff.products.missing.add', message: 'Add a product' })}
        </AppLink>
      </p>
      {id !== undefined && <ProductHistory id={id} etag={undefined} onUndone={() => undefined} hideWhenMissing />}
    </section>
  );
}
