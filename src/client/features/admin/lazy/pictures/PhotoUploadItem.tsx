// One photo on its way: its name, its progress (a bar of the bytes sent, then an open-ended one while
// the server encodes), and then Added, the refusal in the server's words, or Retry.
import type { PhotoEntry, PhotoState } from './usePhotoUploads';
import * as i18n from '@/client/i18n/i18n';

interface PhotoUploadItemProps {
  entry: PhotoEntry;
  nameId: string;
  onRetry: (key: number) => void;
}

function stateText(state: PhotoState): string {
  switch (state.kind) {
    case 'waiting':
      return i18n._({ id: 'staff.pictures.upload.waiting', message: 'Waiting…' });
    case 'uploading':
      return i18n._({
        id: 'staff.pictures.upload.uploading',
        message: 'Uploading, {percent} %',
        values: { percent: Math.round(state.sent * 100) },
      });
    case 'encoding':
      return i18n._({ id: 'staff.pictures.upload.encoding', message: 'Encoding AVIF and WebP…' });
    case 'added':
      return i18n._({ id: 'staff.pictures.upload.added', message: 'Added' });
    case 'refused':
      return state.message;
    case 'failed':
      return i18n._({
        id: 'staff.pictures.upload.failed',
        message: 'Not sent: {reason}',
        values: { reason: state.message },
      });
  }
}

export function PhotoUploadItem({ entry: { key, file, state }, nameId, onRetry }: PhotoUploadItemProps) {
  const problem = state.kind === 'refused' || state.kind === 'failed';
  return (
    <li className={`photo-upload__item photo-upload__item--${state.kind}`}>
      <span id={nameId} className="photo-upload__name">
        {file.name}
      </span>
      {state.kind === 'uploading' && <progress aria-labelledby={nameId} max={1} value={state.sent} />}
      {state.kind === 'encoding' && <progress aria-labelledby={nameId} />}
      <span className={problem ? 'photo-upload__problem' : 'photo-upload__state'}>{stateText(state)}</span>
      {state.kind === 'failed' && (
        <button
          type="button"
          className="button button--secondary"
          aria-label={i18n._({
            id: 'staff.pictures.upload.retryLabel',
            message: 'Retry {name}',
            values: { name: file.name },
          })}
          onClick={() => onRetry(key)}
        >
          {i18n._({ id: 'staff.pictures.upload.retry', message: 'Retry' })}
        </button>
      )}
    </li>
  );
}
