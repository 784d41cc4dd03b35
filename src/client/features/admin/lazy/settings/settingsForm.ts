// The settings form's model: one flat field per input, named as the API names its problems
// ('seller.postalCode'), so a 400's problems land beside their inputs; shipping in euros here and
// in cents in the API.
import { centsOf, eurosOf } from '@/money';
import type { LegalText, PaymentMethod, ShopSettings } from '@/contract';

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
  selling: 'Selling',
  'seller.name': 'Seller name',
  'seller.street': 'Street and number',
  'seller.postalCode': 'Postal code',
  'seller.city': 'City',
  'seller.email': 'Email',
  'seller.phone': 'Phone (optional)',
  'seller.vatId': 'VAT id (optional)',
  'seller.iban': 'IBAN (for payment in advance)',
  'shipping.flatCents': 'Shipping per order (€)',
  'shipping.freeFromCents': 'Free shipping from (€)',
  paymentMethods: 'Payment methods',
  'legal.imprint': 'Impressum',
  'legal.terms': 'AGB (terms)',
  'legal.withdrawal': 'Widerrufsbelehrung (withdrawal)',
  'legal.privacy': 'Datenschutz (privacy)',
  'legal.shippingInfo': 'Versand & Zahlung (shipping and payment)',
};

export const SETTINGS_FIELDS = Object.keys(SETTINGS_LABELS) as SettingsField[];

export const PAYMENT_LABELS: Readonly<Record<PaymentMethod, string>> = {
  prepayment: 'Payment in advance (bank transfer)',
  invoice: 'Invoice (pay within 14 days)',
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
