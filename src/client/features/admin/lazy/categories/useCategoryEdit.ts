// What one category's form holds and does: the draft, the version it is saved over (If-Match), the
// server's problems by field, a newer version (412) to choose against, and a failure to retry.
import { useState } from 'react';
import type { AdminCategoryConflict, AdminCategoryInput } from '@/contract';
import { problemsByField, problemsInOneLine } from '../editProtocol/fieldProblems';
import { httpFailure } from '../editProtocol/versionedAnswers';
import { useAddCategoryMutation, useSaveCategoryMutation, type SavedCategory } from './categoriesApi';
import { CATEGORY_FIELDS, fieldsOf, NEW_CATEGORY, type CategoryField } from './categoryFields';

/** Each field's problems in one line; `other`: those of no field of the form. */
export type CategoryProblems = Partial<Record<CategoryField | 'other', string>>;

function useCategorySaves() {
  const [add, adding] = useAddCategoryMutation();
  const [save, saving] = useSaveCategoryMutation();
  const send = (over: SavedCategory | undefined, fields: AdminCategoryInput) =>
    over
      ? save({ id: over.category.id, etag: over.etag, fields, renamed: fields.catName !== over.category.catName })
      : add({ fields });
  return { send, busy: adding.isLoading || saving.isLoading };
}

export function useCategoryEdit(opened: SavedCategory | undefined, onSaved: (saved: SavedCategory) => void) {
  const [draft, setDraft] = useState<AdminCategoryInput>(opened ? fieldsOf(opened.category) : NEW_CATEGORY);
  /** The version this edit is saved over: the one opened, a save's, or the newer one taken in a conflict. */
  const [base, setBase] = useState(opened);
  const [conflict, setConflict] = useState<SavedCategory>();
  const [problems, setProblems] = useState<CategoryProblems>({});
  const [failure, setFailure] = useState<unknown>();
  const [saved, setSaved] = useState(false);
  const { send: sendOver, busy } = useCategorySaves();

  const show = (version: SavedCategory) => {
    setBase(version);
    setDraft(fieldsOf(version.category));
    setConflict(undefined);
  };

  async function send(over: SavedCategory | undefined) {
    setFailure(undefined);
    setSaved(false);
    const answer = await sendOver(over, { ...draft, catName: draft.catName.trim() });
    if (answer.data) {
      show(answer.data);
      setProblems({});
      setSaved(true);
      onSaved(answer.data);
      return;
    }
    const body = httpFailure(answer.error)?.body;
    const newer = body as AdminCategoryConflict | undefined;
    if (newer?.error === 'changed_since_read') return setConflict({ category: newer.current, etag: newer.etag });
    const byField = problemsInOneLine(problemsByField(body, CATEGORY_FIELDS), CATEGORY_FIELDS);
    setProblems(byField);
    if (Object.keys(byField).length === 0) setFailure(answer.error);
  }

  return {
    draft,
    base,
    conflict,
    problems,
    failure,
    saved,
    busy,
    change: (field: CategoryField, value: string) => {
      setDraft((now) => ({ ...now, [field]: value }));
      setSaved(false);
    },
    send: () => void send(base),
    keepMine: (newer: SavedCategory) => {
      setBase(newer);
      setConflict(undefined);
      void send(newer);
    },
    takeNewer: show,
  };
}
