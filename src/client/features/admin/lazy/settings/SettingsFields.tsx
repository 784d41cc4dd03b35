// The settings form's inputs, grouped (Seller, Shipping, Payment methods, Legal texts), each labelled
// with the API's problem beside it (aria-invalid, aria-describedby).
import type { ReactNode } from 'react';
import {
  LEGAL_ORDER,
  PAYMENT_LABELS,
  PAYMENT_ORDER,
  SETTINGS_LABELS,
  type SettingsDraft,
  type SettingsField,
  type TextField,
} from './settingsForm';
import type { SettingsProblems } from './useSettingsEdit';
import * as i18n from '@/client/i18n/i18n';

interface SettingsFieldsProps {
  idPrefix: string;
  draft: SettingsDraft;
  problems: SettingsProblems;
  onChange: (next: (now: SettingsDraft) => SettingsDraft) => void;
}

export const settingsFieldId = (prefix: string, field: SettingsField): string => `${prefix}-${field.replace('.', '-')}`;

const SELLER: readonly TextField[] = [
  'seller.name',
  'seller.street',
  'seller.postalCode',
  'seller.city',
  'seller.email',
  'seller.phone',
  'seller.vatId',
  'seller.iban',
];
const LEGEND = {
  seller: i18n._({ id: 'staff.settings.group.seller', message: 'Seller' }),
  shipping: i18n._({ id: 'staff.settings.group.shipping', message: 'Shipping' }),
  legal: i18n._({ id: 'staff.settings.group.legal', message: 'Legal texts' }),
};
const LEGAL_HINT = i18n._({
  id: 'staff.settings.legal.hint',
  message: 'Plain text; a blank line starts a new paragraph.',
});
const AUTOCOMPLETE: Partial<Record<TextField, string>> = {
  'seller.name': 'organization',
  'seller.street': 'street-address',
  'seller.postalCode': 'postal-code',
  'seller.city': 'address-level2',
  'seller.email': 'email',
  'seller.phone': 'tel',
};

export function SettingsFields({ idPrefix, draft, problems, onChange }: SettingsFieldsProps) {
  const errorId = (field: SettingsField) => `${settingsFieldId(idPrefix, field)}-error`;
  const invalid = (field: SettingsField) => ({
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? errorId(field) : undefined,
  });
  const problem = (field: SettingsField): ReactNode =>
    problems[field] && (
      <p id={errorId(field)} className="staff-field__error">
        {problems[field]}
      </p>
    );
  const setText = (field: TextField, value: string) =>
    onChange((now) => ({ ...now, texts: { ...now.texts, [field]: value } }));

  const text = (field: TextField, multiline = false) => (
    <div className="staff-field" key={field}>
      <label htmlFor={settingsFieldId(idPrefix, field)}>{SETTINGS_LABELS[field]}</label>
      {multiline ? (
        <textarea
          id={settingsFieldId(idPrefix, field)}
          rows={8}
          value={draft.texts[field]}
          onChange={(event) => setText(field, event.target.value)}
          {...invalid(field)}
        />
      ) : (
        <input
          id={settingsFieldId(idPrefix, field)}
          value={draft.texts[field]}
          inputMode={field.startsWith('shipping.') ? 'decimal' : undefined}
          autoComplete={AUTOCOMPLETE[field] ?? 'off'}
          onChange={(event) => setText(field, event.target.value)}
          {...invalid(field)}
        />
      )}
      {problem(field)}
    </div>
  );

  return (
    <>
      <fieldset className="settings-group">
        <legend>{LEGEND.seller}</legend>
        {SELLER.map((field) => text(field))}
      </fieldset>
      <fieldset className="settings-group">
        <legend>{LEGEND.shipping}</legend>
        {text('shipping.flatCents')}
        {text('shipping.freeFromCents')}
      </fieldset>
      <fieldset className="settings-group" {...invalid('paymentMethods')}>
        <legend>{SETTINGS_LABELS.paymentMethods}</legend>
        {PAYMENT_ORDER.map((method, index) => (
          <label key={method} className="settings-check">
            <input
              type="checkbox"
              id={index === 0 ? settingsFieldId(idPrefix, 'paymentMethods') : undefined}
              checked={draft.paymentMethods.includes(method)}
              onChange={(event) =>
                onChange((now) => ({
                  ...now,
                  paymentMethods: event.target.checked
                    ? [...now.paymentMethods, method]
                    : now.paymentMethods.filter((each) => each !== method),
                }))
              }
            />{' '}
            {PAYMENT_LABELS[method]}
          </label>
        ))}
        {problem('paymentMethods')}
      </fieldset>
      <fieldset className="settings-group">
        <legend>{LEGEND.legal}</legend>
        <p className="staff-field__hint">{LEGAL_HINT}</p>
        {LEGAL_ORDER.map((name) => text(`legal.${name}`, true))}
      </fieldset>
    </>
  );
}
