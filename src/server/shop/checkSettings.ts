// The shop settings a staff member sends, checked: each part's shape (a text, a whole number of
// cents, a known payment method), a filled-in postal code, email and IBAN well-formed, and with
// `selling` true every field the law asks of a seller filled in. Problems are named by field
// ('seller.postalCode'), so the staff screen shows each beside its field.
import {
  LEGAL_TEXTS,
  PAYMENT_METHODS,
  type LegalText,
  type PaymentMethod,
  type Seller,
  type ShopSettings,
} from '../../contract';
import { missingForSelling, REQUIRED_SELLER } from '../../sellerReadiness';
import { compactIban, ibanChecksumHolds } from './ibanChecksum';

export interface SettingsProblem {
  field: string;
  message: string;
}

/** A seller's text at most; a legal text at most (a long privacy policy fits many times). */
const MAX_TEXT = 200;
const MAX_LEGAL_TEXT = 50_000;
/** Cents up to 10,000,000 € : a bound that catches a euro amount typed as cents times 100. */
const MAX_CENTS = 1_000_000_000;

const OPTIONAL_SELLER = ['phone', 'vatId', 'iban'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class Checker {
  readonly problems: SettingsProblem[] = [];

  problem(field: string, message: string): void {
    this.problems.push({ field, message: `field '${field}' ${message}` });
  }

  /** A text ('' when absent), trimmed; a problem for another type or one too long. */
  text(value: unknown, field: string, max = MAX_TEXT): string {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') {
      this.problem(field, 'must be a text');
      return '';
    }
    const trimmed = max === MAX_TEXT ? value.trim() : value.replace(/\r\n?/g, '\n').trim();
    if (trimmed.length > max) this.problem(field, `must be at most ${max.toLocaleString('en')} characters`);
    return trimmed;
  }

  cents(value: unknown, field: string): number {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_CENTS) return value;
    this.problem(field, 'must be a whole number of cents, 0 or more');
    return 0;
  }

  seller(value: unknown): Seller {
    const raw = isObject(value) ? value : {};
    if (value !== undefined && !isObject(value)) this.problem('seller', 'must be an object');
    const seller = Object.fromEntries(
      [...REQUIRED_SELLER, ...OPTIONAL_SELLER].map((name) => [name, this.text(raw[name], `seller.${name}`)]),
    ) as Required<Seller>;
    if (seller.postalCode && !/^\d{5}$/.test(seller.postalCode))
      this.problem('seller.postalCode', 'must be five digits');
    if (seller.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(seller.email))
      this.problem('seller.email', 'must be an email address');
    seller.iban = compactIban(seller.iban);
    if (seller.iban && !ibanChecksumHolds(seller.iban))
      this.problem('seller.iban', 'is not a valid IBAN (its check digits do not match)');
    // The optional ones are left out when empty, as the contract writes them.
    for (const name of OPTIONAL_SELLER) if (!seller[name]) delete seller[name];
    return seller;
  }

  paymentMethods(value: unknown): PaymentMethod[] {
    if (value === undefined) return [];
    const known = (item: unknown): item is PaymentMethod => PAYMENT_METHODS.includes(item as PaymentMethod);
    if (!Array.isArray(value) || !value.every(known)) {
      this.problem('paymentMethods', `must be a list of ${PAYMENT_METHODS.map((m) => `'${m}'`).join(', ')}`);
      return [];
    }
    return PAYMENT_METHODS.filter((method) => value.includes(method));
  }

  legal(value: unknown): Record<LegalText, string> {
    const raw = isObject(value) ? value : {};
    if (value !== undefined && !isObject(value)) this.problem('legal', 'must be an object');
    return Object.fromEntries(
      LEGAL_TEXTS.map((name) => [name, this.text(raw[name], `legal.${name}`, MAX_LEGAL_TEXT)]),
    ) as Record<LegalText, string>;
  }
}

/** The body as settings to store, or every problem with it. */
export function checkSettings(body: unknown): { settings: ShopSettings } | { problems: SettingsProblem[] } {
  const check = new Checker();
  if (!isObject(body)) return { problems: [{ field: '(body)', message: 'the settings must be a JSON object' }] };
  if (typeof body.selling !== 'boolean') check.problem('selling', 'must be true or false');
  const shipping = isObject(body.shipping) ? body.shipping : {};
  const settings: ShopSettings = {
    selling: body.selling === true,
    seller: check.seller(body.seller),
    shipping: {
      flatCents: check.cents(shipping.flatCents, 'shipping.flatCents'),
      freeFromCents: check.cents(shipping.freeFromCents, 'shipping.freeFromCents'),
    },
    paymentMethods: check.paymentMethods(body.paymentMethods),
    legal: check.legal(body.legal),
  };
  if (settings.selling) {
    const named = new Set(check.problems.map((problem) => problem.field));
    for (const field of missingForSelling(settings))
      if (!named.has(field)) check.problem(field, 'is required to sell: fill it in, or leave selling off');
  }
  return check.problems.length > 0 ? { problems: check.problems } : { settings };
}
