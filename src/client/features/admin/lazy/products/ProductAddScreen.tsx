// Add a product (/admin/products/new): the edit form with an Id field holding the proposed id; added,
// its edit screen opens.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeApiError } from '@/client/api/apiError';
import { ErrorState } from '@/client/components/ErrorState';
import type { AdminProduct } from '@/contract';
import { DEFAULT_VAT_RATE } from '@/contract/selling';
import { adminProductPath } from '@/shopRoutes';
import { focusFirstProblem, FormProblems, ProductFields } from './ProductFields';
import { bodyOf, differingFields, productProblems, type FieldProblems, type ProductDraft } from './productForm';
import { httpFailure } from '../editProtocol/versionedAnswers';
import { useAddAdminProductMutation, useGetNextProductIdQuery } from './productEditApi';
import { staffStatusState } from './staffStatus';
import { useUnsavedWarning } from './useUnsavedWarning';
import * as i18n from '@/client/i18n/i18n';

const EMPTY: ProductDraft = {
  id: '',
  title: '',
  price: '',
  description: '',
  mark: '',
  category: '',
  images: [],
  stock: '',
  vatRate: String(DEFAULT_VAT_RATE),
};
const FIELDS_PREFIX = 'staff-add';

export function ProductAddScreen() {
  const headingId = useId();
  const navigate = useNavigate();
  const next = useGetNextProductIdQuery(undefined, { refetchOnMountOrArgChange: true });
  const [draft, setDraft] = useState(EMPTY);
  const [problems, setProblems] = useState<{ fields: FieldProblems; other: string[] }>({ fields: {}, other: [] });
  const [add, { isLoading: saving }] = useAddAdminProductMutation();
  const otherProblems = useRef<HTMLDivElement>(null);
  const proposed = next.data === undefined ? '' : String(next.data);
  useUnsavedWarning(differingFields({ ...draft, id: '' }, EMPTY).length > 0);

  // The proposed id fills the field until the staff member types their own.
  useEffect(() => {
    if (proposed) setDraft((shown) => (shown.id === '' ? { ...shown, id: proposed } : shown));
  }, [proposed]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { data, error: failure } = await add({ product: bodyOf(draft, true) });
    if (data) {
      const { id, title }: AdminProduct = data.product;
      void navigate(adminProductPath(id), {
        state: staffStatusState(
          i18n._({
            id: 'staff.products.add.done',
            message: 'Product {id} “{title}” was added.',
            values: { id, title },
          }),
        ),
      });
      return;
    }
    const answered = httpFailure(failure);
    const found =
      answered?.status === 400
        ? productProblems(answered.body)
        : answered?.status === 409
          ? { fields: { id: [describeApiError(failure)] }, other: [] }
          : {
              fields: {},
              other: [
                i18n._({
                  id: 'staff.products.add.failed',
                  message: 'Nothing was added: {reason} Save again to retry.',
                  values: { reason: describeApiError(failure) },
                }),
              ],
            };
    setProblems(found);
    if (!focusFirstProblem(FIELDS_PREFIX, found.fields)) otherProblems.current?.focus();
  };

  return (
    <section className="staff-edit" aria-labelledby={headingId}>
      <h2 id={headingId}>{i18n._({ id: 'staff.products.add.heading', message: 'Add a product' })}</h2>
      {next.isError && (
        <ErrorState
          message={i18n._({
            id: 'staff.products.add.nextIdFailed',
            message: 'The next free id could not be read: {reason} Type an id, or retry.',
            values: { reason: describeApiError(next.error) },
          })}
          onRetry={() => void next.refetch()}
          retrying={next.isFetching}
        />
      )}
      <form className="staff-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
        <ProductFields draft={draft} onChange={setDraft} problems={problems.fields} withId idPrefix={FIELDS_PREFIX} />
        <FormProblems ref={otherProblems} messages={problems.other} />
        <div className="staff-actions">
          <button type="submit" className="button button--primary" disabled={saving}>
            {i18n._({ id: 'staff.products.form.save', message: 'Save' })}
          </button>
        </div>
      </form>
    </section>
  );
}
