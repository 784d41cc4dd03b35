// Camera or phone photos into the picture store (docs/staff.md "Photos"): chosen with the file input
// (keyboard: Tab to it, Enter or Space) or dropped on the area; each one's progress, refusal by name
// with the reason, or Retry; the stored names handed to `onUploaded` to add to the product's pictures.
import { useId, useState, type DragEvent } from 'react';
import { PHOTO_MAX_MB } from '@/contract';
import { PhotoUploadItem } from './PhotoUploadItem';
import { isOnItsWay, usePhotoUploads, type PhotoEntry } from './usePhotoUploads';
import * as i18n from '@/client/i18n/i18n';

export interface PhotoUploadProps {
  onUploaded: (images: string[]) => void;
  /** How many more pictures the product may have (default: no limit here). */
  room?: number;
}

const TYPES = 'image/jpeg,image/png,image/webp,image/avif';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

function summaryOf(entries: PhotoEntry[]): string {
  const count = (kind: string) => entries.filter((entry) => entry.state.kind === kind).length;
  const [added, refused, failed] = [count('added'), count('refused'), count('failed')];
  const total = entries.length;
  const parts = [
    i18n._({
      id: 'staff.pictures.upload.summaryAdded',
      message: '{added} of {total, plural, one {# photo added} other {# photos added}}',
      values: { added, total },
    }),
  ];
  if (refused > 0)
    parts.push(
      i18n._({ id: 'staff.pictures.upload.summaryRefused', message: '{refused} refused', values: { refused } }),
    );
  if (failed > 0)
    parts.push(i18n._({ id: 'staff.pictures.upload.summaryFailed', message: '{failed} not sent', values: { failed } }));
  return `${parts.join(', ')}${entries.some(isOnItsWay) ? '…' : '.'}`;
}

export function PhotoUpload({ onUploaded, room = Number.POSITIVE_INFINITY }: PhotoUploadProps) {
  const id = useId();
  const { entries, add, retry } = usePhotoUploads(onUploaded, room);
  const [over, setOver] = useState(false);

  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault(); // lets the drop happen here instead of the browser opening the file
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    add([...event.dataTransfer.files]);
  };

  return (
    <div
      className={over ? 'photo-upload photo-upload--over' : 'photo-upload'}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
    >
      <input
        id={`${id}-input`}
        className="photo-upload__input visually-hidden"
        type="file"
        accept={TYPES}
        multiple
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          add([...(event.target.files ?? [])]);
          event.target.value = ''; // so choosing the same photo again is a change too
        }}
      />
      <label htmlFor={`${id}-input`} className="button button--secondary photo-upload__choose">
        {i18n._({ id: 'staff.pictures.upload.choose', message: 'Choose photos' })}
      </label>
      <p id={`${id}-hint`} className="photo-upload__hint">
        {i18n._({
          id: 'staff.pictures.upload.hint',
          message:
            'or drop them here. JPEG, PNG, WebP or AVIF, up to {max} MB each; each is turned upright and its location and camera details are removed.',
          values: { max: PHOTO_MAX_MB },
        })}
      </p>
      {/* Always there, so a screen reader announces each change of it. */}
      <p role="status" className="photo-upload__summary">
        {entries.length > 0 ? summaryOf(entries) : ''}
      </p>
      {entries.length > 0 && (
        <ul
          className="photo-upload__list"
          aria-label={i18n._({ id: 'staff.pictures.upload.list', message: 'Photos being added' })}
        >
          {entries.map((entry) => (
            <PhotoUploadItem key={entry.key} entry={entry} nameId={`${id}-${entry.key}`} onRetry={retry} />
          ))}
        </ul>
      )}
    </div>
  );
}
