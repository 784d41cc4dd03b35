// The product form's fields for the edit and add screens, each with the API's problems beside it
// (aria-invalid, aria-describedby); Category a select of the shop's categories.
import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { useGetCategoriesQuery } from '@/client/api/shopApi';
import { VAT_RATES } from '@/contract/selling';
import { PicturesField } from '../pictures/PicturesField';
import { FIELD_LABELS, FIELD_ORDER, type DraftField, type FieldProblems, type ProductDraft } from './productForm';
import * as i18n from '@/client/i18n/i18n';

interface ProductFieldsProps {
  draft: ProductDraft;
  onChange: (draft: ProductDraft) => void;
  problems: FieldProblems;
  /** The add form's id field, with the proposed id; an edit's id is the address's. */
  withId?: boolean;
  idPrefix: string;
}

const ID_HINT = i18n._({ id: 'staff.products.field.idHint', message: 'Proposed: the next free id.' });
const PRICE_HINT = i18n._({
  id: 'staff.products.field.priceHint',
  message: 'In euros, e.g. 1299 or 49,90, VAT included.',
});
const CHOOSE_CATEGORY = i18n._({ id: 'staff.products.field.chooseCategory', message: 'Choose a category' });
const STOCK_HINT = i18n._({
  id: 'staff.products.field.stockHint',
  message: 'Items in stock, e.g. 12; orders lower it. Empty: not counted, never sold out.',
});

const fieldId = (prefix: string, field: DraftField) => `${prefix}-${field}`;
const errorId = (prefix: string, field: DraftField) => `${prefix}-${field}-error`;

/** Focus on the first field (in screen order) with a problem; true when there was one. */
export function focusFirstProblem(prefix: string, problems: FieldProblems): boolean {
  const field = FIELD_ORDER.find((name) => problems[name]?.length);
  if (!field) return false;
  const element = document.getElementById(fieldId(prefix, field));
  // The pictures are a group: its first button, or the group's own note when it has none.
  const target = element?.matches('input, select, textarea')
    ? element
    : element?.querySelector<HTMLElement>('button:not(:disabled), [tabindex="-1"]');
  target?.focus();
  return true;
}

export function ProductFields({ draft, onChange, problems, withId = false, idPrefix }: ProductFieldsProps) {
  const categories = useGetCategoriesQuery().data ?? [];
  const names = categories.map((category) => category.catName);
  // A category the shop no longer lists stays choosable as it is, so opening a product never changes it.
  if (draft.category && !names.includes(draft.category)) names.unshift(draft.category);
  const hintId = useId();
  const set =
    (field: Exclude<DraftField, 'images'>) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange({ ...draft, [field]: event.target.value });

  const field = (name: Exclude<DraftField, 'images'>, control: (props: ControlProps) => ReactNode, hint?: string) => {
    const shown = problems[name] ?? [];
    const describedBy = [shown.length > 0 && errorId(idPrefix, name), hint && `${hintId}-${name}`].filter(Boolean);
    return (
      <div className="staff-field">
        <label htmlFor={fieldId(idPrefix, name)}>{FIELD_LABELS[name]}</label>
        {hint && (
          <p id={`${hintId}-${name}`} className="staff-field__hint">
            {hint}
          </p>
        )}
        {control({
          id: fieldId(idPrefix, name),
          value: draft[name],
          onChange: set(name),
          'aria-invalid': shown.length > 0 || undefined,
          'aria-describedby': describedBy.join(' ') || undefined,
        })}
        <FieldErrors id={errorId(idPrefix, name)} messages={shown} />
      </div>
    );
  };

  return (
    <>
      {withId && field('id', (props) => <input {...props} inputMode="numeric" autoComplete="off" />, ID_HINT)}
      {field('title', (props) => (
        <input {...props} autoComplete="off" />
      ))}
      {field(
        'price',
        (props) => (
          <input {...props} inputMode="decimal" autoComplete="off" />
        ),
        PRICE_HINT,
      )}
      {sellingFields(field)}
      {field('description', (props) => (
        <textarea {...props} rows={5} />
      ))}
      {field('mark', (props) => (
        <input {...props} autoComplete="off" />
      ))}
      {field('category', (props) => (
        <select {...props}>
          {!draft.category && <option value="">{CHOOSE_CATEGORY}</option>}
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      ))}
      <div className="staff-field" id={fieldId(idPrefix, 'images')}>
        <PicturesField
          value={draft.images}
          onChange={(images) => onChange({ ...draft, images })}
          errorId={problems.images?.length ? errorId(idPrefix, 'images') : undefined}
        />
        <FieldErrors id={errorId(idPrefix, 'images')} messages={problems.images ?? []} />
      </div>
    </>
  );
}

type FieldOf = (
  name: Exclude<DraftField, 'images'>,
  control: (props: ControlProps) => ReactNode,
  hint?: string,
) => ReactNode;

/** The VAT rate (one of the shop's rates) and the stock (empty: not counted), after the price. */
const sellingFields = (field: FieldOf) => (
  <>
    {field('vatRate', (props) => (
      <select {...props}>
        {VAT_RATES.map((rate) => (
          <option key={rate} value={String(rate)}>
            {rate} %
          </option>
        ))}
      </select>
    ))}
    {field(
      'stock',
      (props) => (
        <input {...props} inputMode="numeric" autoComplete="off" />
      ),
      STOCK_HINT,
    )}
  </>
);

interface ControlProps {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

function FieldErrors({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="staff-field__error">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** Problems no field shows (or a failed call), where focus goes when no field has one. */
export function FormProblems({ messages, ref }: { messages: string[]; ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} className="focus-target">
      {messages.length > 0 && (
        <ul role="alert" className="staff-field__error">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
