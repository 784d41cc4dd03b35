// What one category's form holds and does: the shared versioned edit, over a new category or a saved one.
import type { AdminCategoryConflict, AdminCategoryInput } from '@/contract';
import { useVersionedEdit } from '../editProtocol/useVersionedEdit';
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
  const { send, busy } = useCategorySaves();
  const { edit, ...rest } = useVersionedEdit({
    opened,
    draftOf: (version) => (version ? fieldsOf(version.category) : NEW_CATEGORY),
    fields: CATEGORY_FIELDS,
    save: (over, draft) => send(over, { ...draft, catName: draft.catName.trim() }),
    busy,
    newerOf: ({ current, etag }: AdminCategoryConflict) => ({ category: current, etag }),
    onSaved,
  });
  return { ...rest, change: (field: CategoryField, value: string) => edit((now) => ({ ...now, [field]: value })) };
}
