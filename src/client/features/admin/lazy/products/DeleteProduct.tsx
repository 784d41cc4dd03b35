// Delete, after a confirmation, over the version read; a newer version (412) goes back to the form.
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeApiError, type QueryError } from '@/client/api/apiError';
import type { AdminProductConflict } from '@/contract';
import { SCREENS } from '@/shopRoutes';
import { httpFailure } from '../editProtocol/versionedAnswers';
import { useDeleteAdminProductMutation, type ReadProduct } from './productEditApi';
import { staffStatusState } from './staffStatus';
import * as i18n from '@/client/i18n/i18n';

interface DeleteProductProps {
  id: number;
  title: string;
  etag: string;
  onStale: (newer: ReadProduct) => void;
}

/** The delete's words; those with a value are functions. */
const TEXT = {
  section: i18n._({ id: 'staff.products.delete.section', message: 'Delete this product' }),
  button: i18n._({ id: 'staff.products.delete.button', message: 'Delete' }),
  retry: i18n._({ id: 'staff.products.delete.retry', message: 'Try again: delete it' }),
  confirm: i18n._({ id: 'staff.products.delete.confirm', message: 'Yes, delete it' }),
  keep: i18n._({ id: 'staff.products.delete.keep', message: 'Keep it' }),
  done: (id: number, title: string) =>
    i18n._({
      id: 'staff.products.delete.done',
      message: 'Product {id} “{title}” was deleted. Its history keeps it: Undo there brings it back.',
      values: { id, title },
    }),
  question: (id: number, title: string) =>
    i18n._({
      id: 'staff.products.delete.question',
      message:
        'Delete product {id} “{title}”? Shoppers will no longer find it, and their favourites of it are hidden until it is back. Its history stays: Undo there brings it back.',
      values: { id, title },
    }),
  failed: (reason: string) =>
    i18n._({ id: 'staff.products.delete.failed', message: 'Nothing was deleted: {reason}', values: { reason } }),
};

export function DeleteProduct({ id, title, etag, onStale }: DeleteProductProps) {
  const navigate = useNavigate();
  const questionId = useId();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<QueryError>(undefined);
  const [remove, { isLoading }] = useDeleteAdminProductMutation();
  const keepButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // The question takes focus when it opens, on its safe answer; closed, focus goes back to Delete.
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const confirmDelete = async () => {
    setError(undefined);
    const { error: failure } = await remove({ id, etag });
    if (!failure) {
      const status = TEXT.done(id, title);
      void navigate(SCREENS.admin, { state: staffStatusState(status) });
      return;
    }
    if (httpFailure(failure)?.status === 412) {
      const conflict = httpFailure(failure)!.body as AdminProductConflict;
      setConfirming(false);
      onStale({ product: conflict.current, etag: conflict.etag });
      return;
    }
    setError(failure);
  };

  return (
    <section className="staff-delete" aria-label={TEXT.section}>
      {!confirming ? (
        <button
          type="button"
          ref={deleteButton}
          className="button button--secondary"
          onClick={() => setConfirming(true)}
        >
          {TEXT.button}
        </button>
      ) : (
        <div className="staff-delete__confirm" role="group" aria-labelledby={questionId}>
          <p id={questionId}>{TEXT.question(id, title)}</p>
          {error && (
            <p role="alert" className="staff-field__error">
              {TEXT.failed(describeApiError(error))}
            </p>
          )}
          <div className="staff-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={isLoading}
              onClick={() => void confirmDelete()}
            >
              {error ? TEXT.retry : TEXT.confirm}
            </button>
            <button
              type="button"
              ref={keepButton}
              className="button button--secondary"
              onClick={() => setConfirming(false)}
            >
              {TEXT.keep}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
