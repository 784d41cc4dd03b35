// The product form's values as typed, the body sent for them, and the API's problems by field.
import { formatEuro } from '@/euroText';
import type { AdminProduct } from '@/contract';
import { differingFields as differing } from '../editProtocol/drafts';
import { problemsByField, type FieldProblems as ProblemsOf } from '../editProtocol/fieldProblems';
import * as i18n from '@/client/i18n/i18n';

/** What the form holds: texts as typed (a price too, so '12,5' or a mistake reaches the server's rule). */
export interface ProductDraft {
  id: string;
  title: string;
  price: string;
  description: string;
  mark: string;
  category: string;
  images: string[];
  /** '' for not counted, else the number as typed. */
  stock: string;
  /** '19' or '7' (a select). */
  vatRate: string;
}

export type DraftField = keyof ProductDraft;

/** The fields in screen order, labelled as docs/staff.md names them; the first with a problem gets focus. */
export const FIELD_LABELS: Record<DraftField, string> = {
  id: i18n._({ id: 'staff.products.field.id', message: 'Id' }),
  title: i18n._({ id: 'staff.products.field.title', message: 'Title' }),
  price: i18n._({ id: 'staff.products.field.price', message: 'Price' }),
  vatRate: i18n._({ id: 'staff.products.field.vatRate', message: 'VAT rate' }),
  stock: i18n._({ id: 'staff.products.field.stock', message: 'Stock' }),
  description: i18n._({ id: 'staff.products.field.description', message: 'Description' }),
  mark: i18n._({ id: 'staff.products.field.mark', message: 'Mark' }),
  category: i18n._({ id: 'staff.products.field.category', message: 'Category' }),
  images: i18n._({ id: 'staff.products.field.images', message: 'Pictures' }),
};
export const FIELD_ORDER = Object.keys(FIELD_LABELS) as DraftField[];

export const draftOf = (product: AdminProduct): ProductDraft => ({
  ...product,
  id: String(product.id),
  price: String(product.price),
  stock: product.stock === null ? '' : String(product.stock),
  vatRate: String(product.vatRate),
});

/** A text that reads as a number is sent as one ('12,50' too); anything else as typed, for the server to name. */
function numberOrText(text: string): number | string {
  const trimmed = text.trim().replace(',', '.');
  const value = trimmed === '' ? NaN : Number(trimmed);
  return Number.isFinite(value) ? value : text;
}

/** The body the staff API checks by the import's rules; `withId` for an add, whose id is typed. */
export const bodyOf = (draft: ProductDraft, withId: boolean): Record<string, unknown> => ({
  ...(withId && { id: numberOrText(draft.id) }),
  title: draft.title,
  price: numberOrText(draft.price),
  description: draft.description,
  mark: draft.mark,
  category: draft.category,
  images: draft.images,
  // Empty is "not counted"; a fraction or a mistake goes as typed, for the server to name.
  stock: draft.stock.trim() === '' ? null : numberOrText(draft.stock),
  vatRate: numberOrText(draft.vatRate),
});

export const differingFields = (a: ProductDraft, b: ProductDraft): DraftField[] => differing(FIELD_ORDER, a, b);

export type FieldProblems = ProblemsOf<DraftField>['fields'];

/** The API's problems by the product form's fields. */
export const productProblems = (body: unknown): ProblemsOf<DraftField> => problemsByField(body, FIELD_ORDER);

/** Shown in the history and the conflict view: a value as a person reads it. */
export function shownValue(field: string, value: unknown): string {
  if (field === 'stock' && (value === null || value === ''))
    return i18n._({ id: 'staff.products.value.notCounted', message: 'Not counted' });
  if (field === 'vatRate' && (typeof value === 'number' || typeof value === 'string')) return `${value} %`;
  if (value === undefined || value === null) return '—';
  if (Array.isArray(value))
    return value.length === 0 ? i18n._({ id: 'staff.products.value.none', message: '(none)' }) : value.join(', ');
  const price =
    field === 'price' && (typeof value === 'string' || typeof value === 'number')
      ? numberOrText(`${value}`)
      : undefined;
  if (typeof price === 'number') return formatEuro(price);
  if (typeof value === 'string')
    return value === '' ? i18n._({ id: 'staff.products.value.empty', message: '(empty)' }) : value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}
