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
  if (!data) return <p role="status">Loading product {id}…</p>;
  return <ProductEditForm id={id} read={data} />;
}

const FIELDS_PREFIX = 'staff-edit';

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
        <AppLink to={SCREENS.admin}>Back to the products</AppLink>
      </p>
      <h2 id={headingId}>
        Edit product {id}: {base.product.title}
      </h2>
      <p role="status" className="staff-edit__status">
        {saving ? 'Saving…' : unsaved ? 'You have unsaved edits.' : status || 'No unsaved edits.'}
      </p>
      <form className="staff-form" noValidate onSubmit={submit} aria-busy={saving}>
        <ProductFields draft={draft} onChange={setDraft} problems={problems.fields} idPrefix={FIELDS_PREFIX} />
        <FormProblems ref={otherProblems} messages={problems.other} />
        {newer && (
          <ConflictView
            heading="Someone saved this product since you opened it"
            labels={FIELD_LABELS}
            shown={shownValue}
            saveMineLabel="Save my edits over the newer version"
            takeNewerLabel="Take the newer version"
            mine={draft}
            base={draftOf(base.product)}
            newer={draftOf(newer.product)}
            saving={saving}
            onSaveMine={() => void saveOver(newer)}
            onTakeNewer={() => show(newer, 'The form shows the newer version now.')}
          />
        )}
        <div className="staff-actions">
          <button type="submit" className="button button--primary" disabled={saving}>
            Save
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={!unsaved || saving}
            onClick={() => show(base, 'Your edits were discarded.')}
          >
            Discard edits
          </button>
        </div>
      </form>
      <DeleteProduct
        id={id}
        title={base.product.title}
        etag={base.etag}
        onStale={(version) =>
          unsaved
            ? setNewer(version)
            : show(
                version,
                'Someone saved this product since you opened it: nothing was deleted. The form shows the newer version.',
              )
        }
      />
      <ProductHistory
        id={id}
        etag={base.etag}
        undoBlocked={unsaved ? 'Save or discard your edits to undo a change.' : undefined}
        onUndone={(restored) =>
          restored
            ? show(restored, 'Undone: the form shows the product as it was before that change.')
            : void navigate(SCREENS.admin, {
                state: staffStatusState(`Undone: product ${id}, which that change added, is deleted again.`),
              })
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
      <h2 id={headingId}>Product not found</h2>
      <p role="status">
        {id === undefined
          ? `“${idText}” is not a product id: ids are whole numbers from 1.`
          : `There is no product with the id ${id}: it was deleted, or never added.`}
      </p>
      <p className="staff-actions">
        <AppLink to={SCREENS.admin} className="button button--primary">
          Back to the products
        </AppLink>
        <AppLink to={SCREENS.adminProductNew} className="button button--secondary">
          Add a product
        </AppLink>
      </p>
      {id !== undefined && <ProductHistory id={id} etag={undefined} onUndone={() => undefined} hideWhenMissing />}
    </section>
  );
}
