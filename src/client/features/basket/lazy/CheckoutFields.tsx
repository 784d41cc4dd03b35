// The checkout's fields: each labelled, its problem beside it (aria-describedby), invalid marked.
import type { PaymentMethod } from '@/contract';
import { PAYMENT_METHOD_NAMES } from '@/client/lib/paymentMethodNames';
import type { CheckoutField, CheckoutProblems, CheckoutValues } from './checkoutForm';
import * as i18n from '@/client/i18n/i18n';

interface FieldsProps {
  values: CheckoutValues;
  problems: CheckoutProblems;
  paymentMethods: readonly PaymentMethod[];
  onChange: (field: CheckoutField, value: string) => void;
  /** The email is the account's when signed in. */
  emailFixed: boolean;
}

const TEXT_FIELDS: { field: Exclude<CheckoutField, 'paymentMethod'>; label: string; autoComplete: string }[] = [
  { field: 'email', label: i18n._({ id: 'checkout.field.email', message: 'Email' }), autoComplete: 'email' },
  { field: 'name', label: i18n._({ id: 'checkout.field.name', message: 'Full name' }), autoComplete: 'name' },
  {
    field: 'street',
    label: i18n._({ id: 'checkout.field.street', message: 'Street and number' }),
    autoComplete: 'street-address',
  },
  {
    field: 'postalCode',
    label: i18n._({ id: 'checkout.field.postalCode', message: 'Postal code' }),
    autoComplete: 'postal-code',
  },
  { field: 'city', label: i18n._({ id: 'checkout.field.city', message: 'City' }), autoComplete: 'address-level2' },
];

const Problem = ({ field, text }: { field: CheckoutField; text?: string }) =>
  text ? (
    <span id={`${field}-problem`} className="field__error">
      {text}
    </span>
  ) : null;

export function CheckoutFields({ values, problems, paymentMethods, onChange, emailFixed }: FieldsProps) {
  return (
    <>
      {TEXT_FIELDS.map(({ field, label, autoComplete }) => (
        <div className="field" key={field}>
          <label htmlFor={`checkout-${field}`}>{label}</label>
          <input
            id={`checkout-${field}`}
            name={field}
            type={field === 'email' ? 'email' : 'text'}
            inputMode={field === 'postalCode' ? 'numeric' : undefined}
            autoComplete={autoComplete}
            value={values[field]}
            readOnly={field === 'email' && emailFixed}
            aria-invalid={problems[field] ? true : undefined}
            aria-describedby={problems[field] ? `${field}-problem` : undefined}
            onChange={(event) => onChange(field, event.target.value)}
          />
          <Problem field={field} text={problems[field]} />
        </div>
      ))}
      <div className="field">
        <label htmlFor="checkout-country">{i18n._({ id: 'checkout.field.country', message: 'Country' })}</label>
        <select id="checkout-country" name="country" value="DE" disabled>
          <option value="DE">{i18n._({ id: 'checkout.field.countryGermany', message: 'Germany' })}</option>
        </select>
      </div>
      <fieldset
        className="field"
        aria-invalid={problems.paymentMethod ? true : undefined}
        aria-describedby={problems.paymentMethod ? 'paymentMethod-problem' : undefined}
      >
        <legend>{i18n._({ id: 'checkout.field.paymentMethod', message: 'Payment method' })}</legend>
        {paymentMethods.map((method) => (
          <label key={method}>
            <input
              type="radio"
              name="paymentMethod"
              id={`checkout-paymentMethod-${method}`}
              value={method}
              checked={values.paymentMethod === method}
              onChange={() => onChange('paymentMethod', method)}
            />{' '}
            {PAYMENT_METHOD_NAMES[method]}
          </label>
        ))}
        <Problem field="paymentMethod" text={problems.paymentMethod} />
      </fieldset>
    </>
  );
}
