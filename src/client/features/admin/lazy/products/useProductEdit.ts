// One product's edit over the version read (If-Match): a save, its problems by field, a newer
// version (412) kept beside the edits, and a newer version read in the background.
import { useEffect, useRef, useState } from 'react';
import { describeApiError } from '@/client/api/apiError';
import type { AdminProductConflict } from '@/contract';
import { httpFailure } from '../editProtocol/versionedAnswers';
import { useSaveAdminProductMutation, type ReadProduct } from './productEditApi';
import { focusFirstProblem } from './ProductFields';
import {
  bodyOf,
  differingFields,
  draftOf,
  productProblems,
  type FieldProblems,
  type ProductDraft,
} from './productForm';
import { useStaffStatus } from './staffStatus';
import { useUnsavedWarning } from './useUnsavedWarning';
import * as i18n from '@/client/i18n/i18n';

const NO_PROBLEMS: { fields: FieldProblems; other: string[] } = { fields: {}, other: [] };
const clock = () => new Date().toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The edit's state over the version read: draft, problems, a newer version (412), the status line. */
export function useProductEdit(id: number, read: ReadProduct, fieldsPrefix: string) {
  const [base, setBase] = useState(read);
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(read.product));
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const [newer, setNewer] = useState<ReadProduct | undefined>();
  const [status, setStatus] = useState(useStaffStatus());
  const [save, { isLoading: saving }] = useSaveAdminProductMutation();
  const otherProblems = useRef<HTMLDivElement>(null);
  const unsaved = differingFields(draft, draftOf(base.product)).length > 0;
  useUnsavedWarning(unsaved);

  const show = (version: ReadProduct, message: string) => {
    setBase(version);
    setDraft(draftOf(version.product));
    setProblems(NO_PROBLEMS);
    setNewer(undefined);
    setStatus(message);
  };

  // A newer version read in the background (after an undo, or a refetch) replaces an untouched form.
  useEffect(() => {
    if (read.etag !== base.etag && !unsaved && !newer)
      show(read, i18n._({ id: 'staff.products.edit.refreshed', message: 'The form shows the product as it is now.' }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read.etag]);

  const saveOver = async (version: ReadProduct) => {
    setStatus('');
    const { data, error: failure } = await save({ id, product: bodyOf(draft, false), etag: version.etag });
    if (data)
      return show(
        data,
        i18n._({
          id: 'staff.products.edit.saved',
          message: 'Saved at {time}. Shoppers see it within a second.',
          values: { time: clock() },
        }),
      );
    const answered = httpFailure(failure);
    if (answered?.status === 412) {
      const conflict = answered.body as AdminProductConflict;
      setProblems(NO_PROBLEMS);
      setNewer({ product: conflict.current, etag: conflict.etag });
      return;
    }
    if (answered?.status === 400) {
      const found = productProblems(answered.body);
      setProblems(found);
      if (!focusFirstProblem(fieldsPrefix, found.fields)) otherProblems.current?.focus();
      return;
    }
    setProblems({
      fields: {},
      other: [
        i18n._({
          id: 'staff.products.edit.failed',
          message: 'Nothing was saved: {reason} Save again to retry.',
          values: { reason: describeApiError(failure) },
        }),
      ],
    });
    otherProblems.current?.focus();
  };

  return { base, draft, setDraft, problems, newer, setNewer, status, saving, otherProblems, unsaved, show, saveOver };
}
