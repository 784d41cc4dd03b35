// Delete, after a confirmation, over the version read; a newer version (412) goes back to the form.
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeApiError, type QueryError } from '@/client/api/apiError';
import type { AdminProductConflict } from '@/contract';
import { SCREENS } from '@/shopRoutes';
import { httpFailure } from '../editProtocol/versionedAnswers';
import { useDeleteAdminProductMutation, type ReadProduct } from './productEditApi';
import { staffStatusState } from './staffStatus';

interface DeleteProductProps {
  id: number;
  title: string;
  etag: string;
  onStale: (newer: ReadProduct) => void;
}

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
      const status = `Product ${id} “${title}” was deleted. Its history keeps it: Undo there brings it back.`;
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
    <section className="staff-delete" aria-label="Delete this product">
      {!confirming ? (
        <button
          type="button"
          ref={deleteButton}
          className="button button--secondary"
          onClick={() => setConfirming(true)}
        >
          Delete
        </button>
      ) : (
        <div className="staff-delete__confirm" role="group" aria-labelledby={questionId}>
          <p id={questionId}>
            Delete product {id} “{title}”? Shoppers will no longer find it, and their favourites of it are hidden until
            it is back. Its history stays: Undo there brings it back.
          </p>
          {error && (
            <p role="alert" className="staff-field__error">
              Nothing was deleted: {describeApiError(error)}
            </p>
          )}
          <div className="staff-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={isLoading}
              onClick={() => void confirmDelete()}
            >
              {error ? 'Try again: delete it' : 'Yes, delete it'}
            </button>
            <button
              type="button"
              ref={keepButton}
              className="button button--secondary"
              onClick={() => setConfirming(false)}
            >
              Keep it
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
