// Adding or changing one category, saved over the version opened (If-Match). When someone changed
// the category meanwhile, the newer version shows beside what was typed, which stays until the
// staff member chooses.
import { useEffect, useId, useRef } from 'react';
import { describeApiError } from '@/client/api/apiError';
import { ErrorState } from '@/client/components/ErrorState';
import { ConflictView } from '../editProtocol/ConflictView';
import type { SavedCategory } from './categoriesApi';
import { CategoryFields } from './CategoryFields';
import { CATEGORY_LABELS, fieldsOf } from './categoryFields';
import { useCategoryEdit } from './useCategoryEdit';
import * as i18n from '@/client/i18n/i18n';

interface CategoryFormProps {
  /** The category as opened, with its ETag; undefined to add one. */
  opened?: SavedCategory;
  pictures: readonly string[];
  onSaved: (saved: SavedCategory) => void;
  onClose: () => void;
}

/** A category's fields are all texts. */
const shown = (_field: string, value: unknown): string => value as string;

export function CategoryForm({ opened, pictures, onSaved, onClose }: CategoryFormProps) {
  const id = useId();
  const edit = useCategoryEdit(opened, onSaved);
  const { draft, base, conflict, problems, busy } = edit;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by a button: the keyboard continues in the form.
  useEffect(() => heading.current?.focus(), []);
  const renaming = busy && base && draft.catName.trim() !== base.category.catName;
  return (
    <section className="category-form" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {opened
          ? i18n._({
              id: 'staff.categories.form.editHeading',
              message: 'Edit “{name}”',
              values: { name: opened.category.catName },
            })
          : i18n._({ id: 'staff.categories.form.addHeading', message: 'Add a category' })}
      </h3>
      {conflict && (
        <ConflictView
          role="alert"
          heading={i18n._({
            id: 'staff.categories.conflict.heading',
            message: 'Someone changed this category since you opened it',
          })}
          labels={CATEGORY_LABELS}
          shown={shown}
          mine={draft}
          base={base ? fieldsOf(base.category) : draft}
          newer={fieldsOf(conflict.category)}
          saveMineLabel={i18n._({ id: 'staff.categories.conflict.saveMine', message: 'Save mine over it' })}
          takeNewerLabel={i18n._({ id: 'staff.categories.conflict.takeNewer', message: 'Use the newer version' })}
          saving={busy}
          onSaveMine={() => edit.keepMine(conflict)}
          onTakeNewer={() => edit.takeNewer(conflict)}
        />
      )}
      <form
        className="category-form__fields"
        onSubmit={(event) => {
          event.preventDefault();
          edit.send();
        }}
        noValidate
      >
        {problems.other && (
          <p className="category-field__problem" role="alert">
            {problems.other}
          </p>
        )}
        <CategoryFields draft={draft} problems={problems} pictures={pictures} onChange={edit.change} />
        <div className="category-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy
              ? i18n._({ id: 'staff.categories.form.saving', message: 'Saving…' })
              : i18n._({ id: 'staff.categories.form.save', message: 'Save' })}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {i18n._({ id: 'staff.categories.form.close', message: 'Close' })}
          </button>
        </div>
        <p role="status" className="category-form__status">
          {edit.saved
            ? i18n._({ id: 'staff.categories.form.saved', message: 'Saved. Shoppers see it within a second.' })
            : renaming
              ? i18n._({
                  id: 'staff.categories.form.renaming',
                  message: 'Renaming moves every product of the category; this can take a few seconds.',
                })
              : ''}
        </p>
      </form>
      {edit.failure !== undefined && (
        <ErrorState message={describeApiError(edit.failure as never)} onRetry={edit.send} retrying={busy} />
      )}
    </section>
  );
}
