// The shop settings a staff member sends, checked: each part's shape (a text, a whole number of
// cents, a known payment method), a filled-in postal code, email and IBAN well-formed, and with
// `selling` true every field the law asks of a seller filled in. Problems are named by field
// ('seller.postalCode'), so the staff screen shows each beside its field, in its answer's language.
import type { I18n } from '@lingui/core';
import {
  LEGAL_TEXTS,
  PAYMENT_METHODS,
  type LegalText,
  type PaymentMethod,
  type Seller,
  type ShopSettings,
} from '../../contract';
import { missingForSelling, REQUIRED_SELLER } from '../../sellerReadiness';
import type { FieldWords } from '../http/fieldProblems';
import { countIn } from '../i18n/serverI18n';
import { compactIban, ibanChecksumHolds } from './ibanChecksum';

/** A seller's text at most; a legal text at most (a long privacy policy fits many times). */
const MAX_TEXT = 200;
const MAX_LEGAL_TEXT = 50_000;
/** Cents up to 10,000,000 € : a bound that catches a euro amount typed as cents times 100. */
const MAX_CENTS = 1_000_000_000;

const OPTIONAL_SELLER = ['phone', 'vatId', 'iban'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's rule, said of it: `field` comes quoted ("'seller.email'"). */
type Rule = (i18n: I18n, field: string) => string;

const OBJECT_RULE: Rule = (i18n, field) =>
  i18n._({ id: 'settings.problem.object', message: 'field {field} must be an object', values: { field } });

class Checker {
  readonly problems: FieldWords[] = [];

  problem(field: string, rule: Rule): void {
    this.problems.push({ field, words: (i18n) => rule(i18n, `'${field}'`) });
  }

  /** A text ('' when absent), trimmed; a problem for another type or one too long. */
  text(value: unknown, field: string, max = MAX_TEXT): string {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') {
      this.problem(field, (i18n, quoted) =>
        i18n._({ id: 'settings.problem.text', message: 'field {field} must be a text', values: { field: quoted } }),
      );
      return '';
    }
    const trimmed = max === MAX_TEXT ? value.trim() : value.replace(/\r\n?/g, '\n').trim();
    if (trimmed.length > max)
      this.problem(field, (i18n, quoted) =>
        i18n._({
          id: 'settings.problem.tooLong',
          message: 'field {field} must be at most {max} characters',
          values: { field: quoted, max: countIn(i18n, max) },
        }),
      );
    return trimmed;
  }

  cents(value: unknown, field: string): number {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_CENTS) return value;
    this.problem(field, (i18n, quoted) =>
      i18n._({
        id: 'settings.problem.cents',
        message: 'field {field} must be a whole number of cents, 0 or more',
        values: { field: quoted },
      }),
    );
    return 0;
  }

  seller(value: unknown): Seller {
    const raw = isObject(value) ? value : {};
    if (value !== undefined && !isObject(value)) this.problem('seller', OBJECT_RULE);
    const seller = Object.fromEntries(
      [...REQUIRED_SELLER, ...OPTIONAL_SELLER].map((name) => [name, this.text(raw[name], `seller.${name}`)]),
    ) as Required<Seller>;
    if (seller.postalCode && !/^\d{5}$/.test(seller.postalCode))
      this.problem('seller.postalCode', (i18n, field) =>
        i18n._({ id: 'settings.problem.postalCode', message: 'field {field} must be five digits', values: { field } }),
      );
    if (seller.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(seller.email))
      this.problem('seller.email', (i18n, field) =>
        i18n._({ id: 'settings.problem.email', message: 'field {field} must be an email address', values: { field } }),
      );
    seller.iban = compactIban(seller.iban);
    if (seller.iban && !ibanChecksumHolds(seller.iban))
      this.problem('seller.iban', (i18n, field) =>
        i18n._({
          id: 'settings.problem.iban',
          message: 'field {field} is not a valid IBAN (its check digits do not match)',
          values: { field },
        }),
      );
    // The optional ones are left out when empty, as the contract writes them.
    for (const name of OPTIONAL_SELLER) if (!seller[name]) delete seller[name];
    return seller;
  }

  paymentMethods(value: unknown): PaymentMethod[] {
    if (value === undefined) return [];
    const known = (item: unknown): item is PaymentMethod => PAYMENT_METHODS.includes(item as PaymentMethod);
    if (!Array.isArray(value) || !value.every(known)) {
      this.problem('paymentMethods', (i18n, field) =>
        i18n._({
          id: 'settings.problem.paymentMethods',
          message: 'field {field} must be a list of {methods}',
          values: { field, methods: PAYMENT_METHODS.map((method) => `'${method}'`).join(', ') },
        }),
      );
      return [];
    }
    return PAYMENT_METHODS.filter((method) => value.includes(method));
  }

  legal(value: unknown): Record<LegalText, string> {
    const raw = isObject(value) ? value : {};
    if (value !== undefined && !isObject(value)) this.problem('legal', OBJECT_RULE);
    return Object.fromEntries(
      LEGAL_TEXTS.map((name) => [name, this.text(raw[name], `legal.${name}`, MAX_LEGAL_TEXT)]),
    ) as Record<LegalText, string>;
  }
}

/** The body as settings to store, or every problem with it. */
export function checkSettings(body: unknown): { settings: ShopSettings } | { problems: FieldWords[] } {
  const check = new Checker();
  if (!isObject(body))
    return {
      problems: [
        {
          field: '(body)',
          words: (i18n) => i18n._({ id: 'settings.problem.body', message: 'the settings must be a JSON object' }),
        },
      ],
    };
  if (typeof body.selling !== 'boolean')
    check.problem('selling', (i18n, field) =>
      i18n._({ id: 'settings.problem.selling', message: 'field {field} must be true or false', values: { field } }),
    );
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
      if (!named.has(field))
        check.problem(field, (i18n, quoted) =>
          i18n._({
            id: 'settings.problem.requiredToSell',
            message: 'field {field} is required to sell: fill it in, or leave selling off',
            values: { field: quoted },
          }),
        );
  }
  return check.problems.length > 0 ? { problems: check.problems } : { settings };
}
