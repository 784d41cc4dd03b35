// An order's body checked field by field, so a shopper's form can show each problem beside its field
// (400 `problems`), in the language the request asks for: what a person typed is trimmed, bounded and
// kept as text, never read as markup.
import type { I18n } from '@lingui/core';
import {
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  PAYMENT_METHODS,
  isProductId,
  type OrderRequest,
  type PaymentMethod,
} from '../../contract';
import { isLanguage, LANGUAGES } from '../../i18n/languages';
import type { FieldProblem } from '../http/fieldProblems';

/** A pragmatic address check: one @, something before it, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;
const POSTAL_CODE = /^[0-9]{5}$/;

type Checked = { order: OrderRequest; problems: [] } | { order?: undefined; problems: FieldProblem[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The typed fields, each named in its problems' sentences (German gives each its own article). */
type TextField = 'email' | 'name' | 'street' | 'city';

/** Text of 1 to `max` characters after trimming; a problem for `field` otherwise. */
function text(
  i18n: I18n,
  value: unknown,
  [field, named]: [field: string, named: TextField],
  max: number,
  problems: FieldProblem[],
): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed)
    problems.push({
      field,
      message: i18n._({
        id: 'order.problem.missing',
        message:
          '{field, select, email {The email is missing.} name {The name is missing.} street {The street is missing.} other {The city is missing.}}',
        values: { field: named },
      }),
    });
  else if (trimmed.length > max)
    problems.push({
      field,
      message: i18n._({
        id: 'order.problem.tooLong',
        message:
          '{field, select, email {The email is longer than {max} characters.} name {The name is longer than {max} characters.} street {The street is longer than {max} characters.} other {The city is longer than {max} characters.}}',
        values: { field: named, max: String(max) },
      }),
    });
  return trimmed;
}

function checkLine(i18n: I18n, line: unknown, index: number, problems: FieldProblem[], seen: Set<number>) {
  const field = `lines[${index}]`;
  const { productId, quantity } = isObject(line) ? line : {};
  if (!isProductId(productId)) {
    problems.push({
      field: `${field}.productId`,
      message: i18n._({ id: 'order.problem.productId', message: 'The product id is not a whole number from 1.' }),
    });
    return [];
  }
  if (seen.has(productId))
    problems.push({
      field,
      message: i18n._({
        id: 'order.problem.listedTwice',
        message: 'Product {id} is listed twice.',
        values: { id: String(productId) },
      }),
    });
  seen.add(productId);
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    problems.push({
      field: `${field}.quantity`,
      message: i18n._({
        id: 'order.problem.quantity',
        message: 'The quantity must be from 1 to {max}.',
        values: { max: String(MAX_LINE_QUANTITY) },
      }),
    });
    return [];
  }
  return [{ productId, quantity }];
}

function checkLines(i18n: I18n, value: unknown, problems: FieldProblem[]): OrderRequest['lines'] {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push({
      field: 'lines',
      message: i18n._({ id: 'order.problem.noLines', message: 'The order has no lines.' }),
    });
    return [];
  }
  if (value.length > MAX_ORDER_LINES) {
    problems.push({
      field: 'lines',
      message: i18n._({
        id: 'order.problem.tooManyLines',
        message: 'An order holds at most {max} lines.',
        values: { max: String(MAX_ORDER_LINES) },
      }),
    });
    return [];
  }
  const seen = new Set<number>();
  return value.flatMap((line: unknown, index) => checkLine(i18n, line, index, problems, seen));
}

/** The address and who orders; each problem beside its field. */
function checkAddressee(i18n: I18n, raw: Record<string, unknown>, problems: FieldProblem[]) {
  const address = isObject(raw.address) ? raw.address : {};
  const email = text(i18n, raw.email, ['email', 'email'], 320, problems);
  if (email && !EMAIL.test(email))
    problems.push({
      field: 'email',
      message: i18n._({ id: 'order.problem.email.invalid', message: 'The email is not an email address.' }),
    });
  const name = text(i18n, raw.name, ['name', 'name'], 200, problems);
  const street = text(i18n, address.street, ['address.street', 'street'], 200, problems);
  const postalCode = typeof address.postalCode === 'string' ? address.postalCode.trim() : '';
  if (!POSTAL_CODE.test(postalCode))
    problems.push({
      field: 'address.postalCode',
      message: i18n._({ id: 'order.problem.postalCode', message: 'The postal code must be five digits.' }),
    });
  const city = text(i18n, address.city, ['address.city', 'city'], 100, problems);
  if (address.country !== 'DE')
    problems.push({
      field: 'address.country',
      message: i18n._({
        id: 'order.problem.country',
        message: "The shop ships within Germany only: the country is 'DE'.",
      }),
    });
  return { email, name, address: { street, postalCode, city, country: 'DE' as const } };
}

/** The order as the shop takes it, or every problem found, in `i18n`'s language. */
export function checkOrderRequest(body: unknown, i18n: I18n): Checked {
  const problems: FieldProblem[] = [];
  const raw = isObject(body) ? body : {};
  const addressee = checkAddressee(i18n, raw, problems);
  const paymentMethod = raw.paymentMethod as PaymentMethod;
  if (!PAYMENT_METHODS.includes(paymentMethod))
    problems.push({
      field: 'paymentMethod',
      message: i18n._({
        id: 'order.problem.paymentMethod',
        message: 'The payment method is one of {methods}.',
        values: { methods: PAYMENT_METHODS.join(', ') },
      }),
    });
  const lines = checkLines(i18n, raw.lines, problems);
  const expectedTotalCents = raw.expectedTotalCents;
  if (typeof expectedTotalCents !== 'number' || !Number.isInteger(expectedTotalCents) || expectedTotalCents < 0)
    problems.push({
      field: 'expectedTotalCents',
      message: i18n._({ id: 'order.problem.expectedTotal', message: 'The expected total is whole cents from 0.' }),
    });
  const language = raw.language;
  if (language !== undefined && !isLanguage(language))
    problems.push({
      field: 'language',
      message: i18n._({
        id: 'order.problem.language',
        message: 'The language is one of {languages}.',
        values: { languages: LANGUAGES.join(', ') },
      }),
    });
  if (problems.length > 0) return { problems };
  const order = {
    ...addressee,
    paymentMethod,
    lines,
    expectedTotalCents: expectedTotalCents as number,
    ...(isLanguage(language) && { language }),
  };
  return { order, problems: [] };
}
