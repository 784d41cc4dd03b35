// Adding or changing one category: Name, Colour and Picture, saved over the version opened (If-Match).
// The server's problems show beside their fields; when someone changed the category meanwhile, the
// newer version shows beside what was typed, which stays until the staff member chooses.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { describeApiError } from '@/client/api/apiError';
import { ErrorState } from '@/client/components/ErrorState';
import type { AdminCategory, AdminCategoryConflict, AdminCategoryInput } from '@/contract';
import { errorBody, useAddCategoryMutation, useSaveCategoryMutation, type SavedCategory } from './categoriesApi';
import { PictureField } from './PictureField';

interface CategoryFormProps {
  uid: string;
  /** The category as opened, with its ETag; undefined to add one. */
  opened?: SavedCategory;
  pictures: readonly string[];
  onSaved: (saved: SavedCategory) => void;
  onClose: () => void;
}

type Problems = Partial<Record<keyof AdminCategoryInput | 'other', string>>;

const NEW_CATEGORY: AdminCategoryInput = { catName: '', bgColor: '#eeeeee', imageUrl: '' };

const fieldsOf = ({ catName, bgColor, imageUrl }: AdminCategoryInput): AdminCategoryInput => ({
  catName,
  bgColor,
  imageUrl,
});

/** '#abc' as the colour picker takes it ('#aabbcc'); anything else it cannot show, black. */
function pickerValue(colour: string): string {
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(colour)) return `#${[...colour.slice(1)].map((hex) => hex + hex).join('')}`.toLowerCase();
  return '#000000';
}

/** The server's problems by field; one it names no field of the form goes above them. */
function problemsOf(error: unknown): Problems {
  const body = errorBody<{ problems?: { field: string; message: string }[]; message?: string }>(error);
  if (!body?.problems) return {};
  const byField: Problems = {};
  for (const { field, message } of body.problems) {
    const key = field === 'catName' || field === 'bgColor' || field === 'imageUrl' ? field : 'other';
    byField[key] = byField[key] ? `${byField[key]}; ${message}` : message;
  }
  return byField;
}

export function CategoryForm({ uid, opened, pictures, onSaved, onClose }: CategoryFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<AdminCategoryInput>(opened ? fieldsOf(opened.category) : NEW_CATEGORY);
  /** The version this edit is saved over: the one opened, a save's, or the newer one taken in a conflict. */
  const [base, setBase] = useState(opened);
  const [conflict, setConflict] = useState<SavedCategory>();
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<unknown>();
  const [saved, setSaved] = useState(false);
  const [add, adding] = useAddCategoryMutation();
  const [save, saving] = useSaveCategoryMutation();
  const busy = adding.isLoading || saving.isLoading;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by a button: the keyboard continues in the form.
  useEffect(() => heading.current?.focus(), []);

  const change = (field: keyof AdminCategoryInput, value: string) => {
    setDraft((now) => ({ ...now, [field]: value }));
    setSaved(false);
  };

  async function send(over: SavedCategory | undefined) {
    setFailure(undefined);
    setSaved(false);
    const fields = { ...draft, catName: draft.catName.trim() };
    const answer = over
      ? await save({
          uid,
          id: over.category.id,
          etag: over.etag,
          fields,
          renamed: fields.catName !== over.category.catName,
        })
      : await add({ uid, fields });
    if ('data' in answer && answer.data) {
      setBase(answer.data);
      setDraft(fieldsOf(answer.data.category));
      setProblems({});
      setConflict(undefined);
      setSaved(true);
      onSaved(answer.data);
      return;
    }
    const error = 'error' in answer ? answer.error : undefined;
    const newer = errorBody<AdminCategoryConflict>(error);
    if (newer?.error === 'changed_since_read') {
      setConflict({ category: newer.current, etag: newer.etag });
      return;
    }
    const byField = problemsOf(error);
    setProblems(byField);
    if (Object.keys(byField).length === 0) setFailure(error);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(base);
  };

  const title = opened ? `Edit “${opened.category.catName}”` : 'Add a category';
  const field = (name: keyof AdminCategoryInput) => ({
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-problem` : undefined,
  });
  const problemText = (name: keyof AdminCategoryInput) =>
    problems[name] && (
      <p id={`${id}-${name}-problem`} className="category-field__problem">
        {problems[name]}
      </p>
    );

  return (
    <section className="category-form" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {conflict && (
        <Conflict
          newer={conflict.category}
          onKeepMine={() => {
            setBase(conflict);
            setConflict(undefined);
            void send(conflict);
          }}
          onTakeTheirs={() => {
            setBase(conflict);
            setDraft(fieldsOf(conflict.category));
            setConflict(undefined);
          }}
          busy={busy}
        />
      )}
      <form className="category-form__fields" onSubmit={submit} noValidate>
        {problems.other && (
          <p className="category-field__problem" role="alert">
            {problems.other}
          </p>
        )}
        <div className="category-field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            value={draft.catName}
            onChange={(event) => change('catName', event.target.value)}
            maxLength={100}
            autoComplete="off"
            {...field('catName')}
          />
          {problemText('catName')}
        </div>
        <div className="category-field">
          <label htmlFor={`${id}-colour`}>Colour</label>
          <div className="category-field__colour">
            <input
              id={`${id}-colour`}
              value={draft.bgColor}
              onChange={(event) => change('bgColor', event.target.value)}
              spellCheck={false}
              autoComplete="off"
              {...field('bgColor')}
            />
            <input
              type="color"
              aria-label="Pick the colour"
              value={pickerValue(draft.bgColor)}
              onChange={(event) => change('bgColor', event.target.value)}
            />
          </div>
          {problemText('bgColor')}
        </div>
        <PictureField
          value={draft.imageUrl}
          onChange={(path) => change('imageUrl', path)}
          pictures={pictures}
          problem={problems.imageUrl}
        />
        <div className="category-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        </div>
        <p role="status" className="category-form__status">
          {saved
            ? 'Saved. Shoppers see it within a second.'
            : busy && base && draft.catName.trim() !== base.category.catName
              ? 'Renaming moves every product of the category; this can take a few seconds.'
              : ''}
        </p>
      </form>
      {failure !== undefined && (
        <ErrorState message={describeApiError(failure as never)} onRetry={() => void send(base)} retrying={busy} />
      )}
    </section>
  );
}

interface ConflictProps {
  newer: AdminCategory;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  busy: boolean;
}

/** The newer version someone else saved, beside the form that still holds what was typed. */
function Conflict({ newer, onKeepMine, onTakeTheirs, busy }: ConflictProps) {
  return (
    <div className="category-conflict" role="alert">
      <p>
        Someone changed this category since you opened it; nothing was saved. Your changes are still in the form. The
        newer version:
      </p>
      <dl className="category-conflict__newer">
        <dt>Name</dt>
        <dd>{newer.catName}</dd>
        <dt>Colour</dt>
        <dd>
          <span className="category-swatch" style={{ backgroundColor: newer.bgColor }} aria-hidden="true" />
          {newer.bgColor}
        </dd>
        <dt>Picture</dt>
        <dd>{newer.imageUrl}</dd>
      </dl>
      <div className="category-form__actions">
        <button type="button" className="button button--primary" onClick={onKeepMine} disabled={busy}>
          Save mine over it
        </button>
        <button type="button" className="button button--secondary" onClick={onTakeTheirs}>
          Use the newer version
        </button>
      </div>
    </div>
  );
}
