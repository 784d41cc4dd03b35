// The settings form's model: one flat field per input, named as the API names its problems
// ('seller.postalCode'), so a 400's problems land beside their inputs; shipping in euros here and
// in cents in the API.
import { centsOf, eurosOf } from '@/money';
import type { LegalText, PaymentMethod, ShopSettings } from '@/contract';
import * as i18n from '@/client/i18n/i18n';

const SELLER_FIELDS = ['name', 'street', 'postalCode', 'city', 'email', 'phone', 'vatId', 'iban'] as const;
type SellerField = (typeof SELLER_FIELDS)[number];

export type TextField =
  `seller.${SellerField}` | `legal.${LegalText}` | 'shipping.flatCents' | 'shipping.freeFromCents';
export type SettingsField = 'selling' | TextField | 'paymentMethods';

export interface SettingsDraft {
  selling: boolean;
  texts: Record<TextField, string>;
  paymentMethods: PaymentMethod[];
}

/** Every field in the screen's order, with the label the form, the conflict and the missing note use. */
export const SETTINGS_LABELS: Readonly<Record<SettingsField, string>> = {
  selling: i18n._({ id: 'staff.settings.label.selling', message: 'Selling' }),
  'seller.name': i18n._({ id: 'staff.settings.label.sellerName', message: 'Seller name' }),
  'seller.street': i18n._({ id: 'staff.settings.label.sellerStreet', message: 'Street and number' }),
  'seller.postalCode': i18n._({ id: 'staff.settings.label.sellerPostalCode', message: 'Postal code' }),
  'seller.city': i18n._({ id: 'staff.settings.label.sellerCity', message: 'City' }),
  'seller.email': i18n._({ id: 'staff.settings.label.sellerEmail', message: 'Email' }),
  'seller.phone': i18n._({ id: 'staff.settings.label.sellerPhone', message: 'Phone (optional)' }),
  'seller.vatId': i18n._({ id: 'staff.settings.label.sellerVatId', message: 'VAT id (optional)' }),
  'seller.iban': i18n._({ id: 'staff.settings.label.sellerIban', message: 'IBAN (for payment in advance)' }),
  'shipping.flatCents': i18n._({ id: 'staff.settings.label.shippingFlatCents', message: 'Shipping per order (€)' }),
  'shipping.freeFromCents': i18n._({
    id: 'staff.settings.label.shippingFreeFromCents',
    message: 'Free shipping from (€)',
  }),
  paymentMethods: i18n._({ id: 'staff.settings.label.paymentMethods', message: 'Payment methods' }),
  'legal.imprint': i18n._({ id: 'staff.settings.label.legalImprint', message: 'Impressum' }),
  'legal.terms': i18n._({ id: 'staff.settings.label.legalTerms', message: 'AGB (terms)' }),
  'legal.withdrawal': i18n._({
    id: 'staff.settings.label.legalWithdrawal',
    message: 'Widerrufsbelehrung (withdrawal)',
  }),
  'legal.privacy': i18n._({ id: 'staff.settings.label.legalPrivacy', message: 'Datenschutz (privacy)' }),
  'legal.shippingInfo': i18n._({
    id: 'staff.settings.label.legalShippingInfo',
    message: 'Versand & Zahlung (shipping and payment)',
  }),
};

export const SETTINGS_FIELDS = Object.keys(SETTINGS_LABELS) as SettingsField[];

export const PAYMENT_LABELS: Readonly<Record<PaymentMethod, string>> = {
  prepayment: i18n._({ id: 'staff.settings.payment.prepayment', message: 'Payment in advance (bank transfer)' }),
  invoice: i18n._({ id: 'staff.settings.payment.invoice', message: 'Invoice (pay within 14 days)' }),
};

// From the labels, which the types hold complete: importing the contract's PAYMENT_METHODS and
// LEGAL_TEXTS here would keep those lists in the first load (webpack keeps a module's used exports).
export const PAYMENT_ORDER = Object.keys(PAYMENT_LABELS) as PaymentMethod[];
export const LEGAL_ORDER = SETTINGS_FIELDS.filter((field) => field.startsWith('legal.')).map(
  (field) => field.slice('legal.'.length) as LegalText,
);

/** Cents as the form shows euros ('4.95'). */
const eurosText = (cents: number): string => eurosOf(cents).toFixed(2);

/** The form's euros as cents; '4,95' too. Not a number: NaN, which the API names as the field's problem. */
const centsText = (text: string): number => {
  const euros = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(euros) ? Number.NaN : centsOf(euros);
};

export function draftOf(settings: ShopSettings): SettingsDraft {
  const texts = {
    'shipping.flatCents': eurosText(settings.shipping.flatCents),
    'shipping.freeFromCents': eurosText(settings.shipping.freeFromCents),
  } as Record<TextField, string>;
  for (const name of SELLER_FIELDS) texts[`seller.${name}`] = settings.seller[name] ?? '';
  for (const name of LEGAL_ORDER) texts[`legal.${name}`] = settings.legal[name];
  return { selling: settings.selling, texts, paymentMethods: [...settings.paymentMethods] };
}

export function settingsOf(draft: SettingsDraft): ShopSettings {
  const { texts } = draft;
  const seller = Object.fromEntries(SELLER_FIELDS.map((name) => [name, texts[`seller.${name}`].trim()]));
  return {
    selling: draft.selling,
    seller: seller as unknown as ShopSettings['seller'],
    shipping: {
      flatCents: centsText(texts['shipping.flatCents']),
      freeFromCents: centsText(texts['shipping.freeFromCents']),
    },
    paymentMethods: PAYMENT_ORDER.filter((method) => draft.paymentMethods.includes(method)),
    legal: Object.fromEntries(LEGAL_ORDER.map((name) => [name, texts[`legal.${name}`]])) as ShopSettings['legal'],
  };
}

/** The draft as the conflict view compares it, field by field. */
export const flatOf = (draft: SettingsDraft): Record<SettingsField, unknown> => ({
  selling: draft.selling,
  ...draft.texts,
  paymentMethods: draft.paymentMethods,
});
