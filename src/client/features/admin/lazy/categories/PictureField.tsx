// A category's picture: a path like the shop's others, typed or chosen among the pictures the shop
// has, with a preview. Its own component, so a photo upload (the pictures pipeline) can join it here.
import { useId } from 'react';
import * as i18n from '@/client/i18n/i18n';

interface PictureFieldProps {
  value: string;
  onChange: (path: string) => void;
  /** The pictures the shop has, to choose from (the API's `pictures`). */
  pictures: readonly string[];
  /** The server's problem with the value, shown beside the field. */
  problem?: string;
}

const fileName = (path: string): string => path.slice(path.lastIndexOf('/') + 1) || path;

export function PictureField({ value, onChange, pictures, problem }: PictureFieldProps) {
  const id = useId();
  return (
    <div className="category-field">
      <label htmlFor={id}>{i18n._({ id: 'staff.categories.field.picture', message: 'Picture' })}</label>
      <p id={`${id}-hint`} className="category-field__hint">
        {i18n._({
          id: 'staff.categories.field.pictureHint',
          message: 'A path starting with / or an http(s) address; or choose one the shop has below.',
        })}
      </p>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        spellCheck={false}
        autoComplete="off"
      />
      {problem && (
        <p id={`${id}-problem`} className="category-field__problem">
          {problem}
        </p>
      )}
      {pictures.length > 0 && (
        <fieldset className="picture-choices">
          <legend>{i18n._({ id: 'staff.categories.field.pictureChoices', message: 'Pictures the shop has' })}</legend>
          <ul className="staff-row-list">
            {pictures.map((picture) => (
              <li key={picture}>
                <button
                  type="button"
                  className="picture-choices__choice"
                  aria-pressed={picture === value}
                  onClick={() => onChange(picture)}
                >
                  <img src={picture} alt="" width={48} height={48} loading="lazy" decoding="async" />
                  <span>{fileName(picture)}</span>
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
