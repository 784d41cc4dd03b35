// A category's form fields: their labels in screen order, the draft a form starts from.
import type { AdminCategoryInput } from '@/contract';
import * as i18n from '@/client/i18n/i18n';

export type CategoryField = keyof AdminCategoryInput;

export const CATEGORY_LABELS: Record<CategoryField, string> = {
  catName: i18n._({ id: 'staff.categories.field.name', message: 'Name' }),
  bgColor: i18n._({ id: 'staff.categories.field.colour', message: 'Colour' }),
  imageUrl: i18n._({ id: 'staff.categories.field.picture', message: 'Picture' }),
};
export const CATEGORY_FIELDS = Object.keys(CATEGORY_LABELS) as CategoryField[];

export const NEW_CATEGORY: AdminCategoryInput = { catName: '', bgColor: '#eeeeee', imageUrl: '' };

/** The form's fields of a category (without its id). */
export const fieldsOf = ({ catName, bgColor, imageUrl }: AdminCategoryInput): AdminCategoryInput => ({
  catName,
  bgColor,
  imageUrl,
});
