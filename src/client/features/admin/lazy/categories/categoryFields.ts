// A category's form fields: their labels in screen order, the draft a form starts from.
import type { AdminCategoryInput } from '@/contract';

export type CategoryField = keyof AdminCategoryInput;

export const CATEGORY_LABELS: Record<CategoryField, string> = {
  catName: 'Name',
  bgColor: 'Colour',
  imageUrl: 'Picture',
};
export const CATEGORY_FIELDS = Object.keys(CATEGORY_LABELS) as CategoryField[];

export const NEW_CATEGORY: AdminCategoryInput = { catName: '', bgColor: '#eeeeee', imageUrl: '' };

/** The form's fields of a category (without its id). */
export const fieldsOf = ({ catName, bgColor, imageUrl }: AdminCategoryInput): AdminCategoryInput => ({
  catName,
  bgColor,
  imageUrl,
});
