import { RotateCw } from '@/client/lib/icons/firstLoadShapes';
import { Icon } from './Icon';
import * as i18n from '@/client/i18n/i18n';

interface ErrorStateProps {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed API call: what happened and a Retry button (the spec does not handle failures). */
export function ErrorState({ message, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div className="error-state" role="alert">
      <p className="error-state__message">{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry} disabled={retrying}>
        <Icon icon={RotateCw} size={18} />
        <span>
          {retrying
            ? i18n._({ id: 'error.retrying', message: 'Retrying…' })
            : i18n._({ id: 'error.retry', message: 'Retry' })}
        </span>
      </button>
    </div>
  );
}
