// A product's pictures in order, each with Move up, Move down and Remove; focus stays with the picture
// that moved, or goes to its neighbour when one is removed. Photos uploaded (PhotoUpload) come last.
import { useEffect, useId, useRef, useState } from 'react';
import { Picture } from '@/client/components/Picture';
import { MAX_PICTURES } from '@/contract';
import { useStaffMe } from '../staffApi';
import { PhotoUpload } from './PhotoUpload';
import * as i18n from '@/client/i18n/i18n';

interface PicturesFieldProps {
  value: string[];
  onChange(this: void, next: string[]): void;
  errorId?: string;
}

type Action = 'up' | 'down' | 'remove';

const moved = (list: string[], from: number, to: number): string[] => {
  const next = [...list];
  const [file] = next.splice(from, 1);
  next.splice(to, 0, file!);
  return next;
};

export function PicturesField({ value, onChange, errorId }: PicturesFieldProps) {
  // The staff area asked it on entry: the shop's picture address (IMAGE_BASE_URL), from its cache.
  const base = useStaffMe().data?.pictureBaseUrl ?? '';
  const list = useRef<HTMLOListElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);
  const [focusNext, setFocusNext] = useState<{ index: number; action: Action } | null>(null);

  useEffect(() => {
    if (!focusNext) return;
    setFocusNext(null);
    if (!list.current) return empty.current?.focus();
    const items = list.current.querySelectorAll('li');
    const item = items[Math.min(focusNext.index, items.length - 1)];
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-action="${focusNext.action}"]:not(:disabled)`);
    (wanted ?? item?.querySelector<HTMLButtonElement>('button:not(:disabled)') ?? list.current).focus();
  }, [focusNext]);

  const act = (index: number, action: Action) => {
    if (action === 'remove') {
      onChange(value.filter((_, at) => at !== index));
      setFocusNext({ index, action: 'remove' });
    } else {
      const to = action === 'up' ? index - 1 : index + 1;
      onChange(moved(value, index, to));
      setFocusNext({ index: to, action });
    }
  };

  const count = value.length;
  return (
    <fieldset className="staff-pictures" aria-describedby={errorId}>
      <legend>{i18n._({ id: 'staff.pictures.legend', message: 'Pictures' })}</legend>
      {count === 0 ? (
        <p ref={empty} tabIndex={-1}>
          {i18n._({ id: 'staff.pictures.none', message: 'No pictures: a product needs at least one.' })}
        </p>
      ) : (
        <ol
          className="staff-pictures__list"
          ref={list}
          tabIndex={-1}
          aria-label={i18n._({ id: 'staff.pictures.list', message: 'Pictures, the main one first' })}
        >
          {value.map((file, index) => (
            <PictureItem
              key={`${file}-${index}`}
              src={`${base}${file}`}
              file={file}
              index={index}
              count={count}
              onAction={(action) => act(index, action)}
            />
          ))}
        </ol>
      )}
      <PhotoUpload room={MAX_PICTURES - count} onUploaded={(images) => onChange([...value, ...images])} />
      <AddByName onAdd={(name) => onChange([...value, name])} />
    </fieldset>
  );
}

interface PictureItemProps {
  src: string;
  file: string;
  index: number;
  count: number;
  onAction: (action: Action) => void;
}

/** JSX only: one picture with Move up, Move down and Remove. */
function PictureItem({ src, file, index, count, onAction }: PictureItemProps) {
  const position = index + 1;
  const button = (action: Action, label: string, disabled = false) => (
    <button
      type="button"
      className="button button--secondary"
      data-action={action}
      aria-label={i18n._({
        id: 'staff.pictures.item.actionLabel',
        message: '{action}: picture {position} of {count}',
        values: { action: label, position, count },
      })}
      disabled={disabled}
      onClick={() => onAction(action)}
    >
      {label}
    </button>
  );
  return (
    <li className="staff-pictures__item">
      <Picture
        src={src}
        sizes="6rem"
        alt={
          index === 0
            ? i18n._({ id: 'staff.pictures.item.mainAlt', message: 'Main picture: {file}', values: { file } })
            : i18n._({
                id: 'staff.pictures.item.alt',
                message: 'Picture {position}: {file}',
                values: { position, file },
              })
        }
        className="staff-pictures__thumb"
        width={96}
        height={96}
        loading="lazy"
      />
      <div className="staff-pictures__actions">
        {button('up', i18n._({ id: 'staff.pictures.item.moveUp', message: 'Move up' }), index === 0)}
        {button('down', i18n._({ id: 'staff.pictures.item.moveDown', message: 'Move down' }), index === count - 1)}
        {button('remove', i18n._({ id: 'staff.pictures.item.remove', message: 'Remove' }))}
      </div>
    </li>
  );
}

/** A picture already in the store (the import's --images folder, an earlier upload), by its file name. */
function AddByName({ onAdd }: { onAdd: (name: string) => void }) {
  const [typedName, setTypedName] = useState('');
  const nameId = useId();
  const addByName = () => {
    const name = typedName.trim();
    if (!name) return;
    onAdd(name);
    setTypedName('');
  };
  return (
    <div className="staff-pictures__by-name">
      <label htmlFor={nameId}>
        {i18n._({ id: 'staff.pictures.byName.label', message: 'Add a picture by its file name' })}
      </label>
      <div className="staff-search__row">
        <input
          id={nameId}
          value={typedName}
          autoComplete="off"
          onChange={(event) => setTypedName(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the picture here, rather than saving the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              addByName();
            }
          }}
        />
        <button type="button" className="button button--secondary" onClick={addByName}>
          {i18n._({ id: 'staff.pictures.byName.add', message: 'Add picture' })}
        </button>
      </div>
    </div>
  );
}
