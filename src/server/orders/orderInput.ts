// An order's body checked field by field, so a shopper's form can show each problem beside its field
// (400 `problems`): what a person typed is trimmed, bounded and kept as text, never read as markup.
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

/** Text of 1 to `max` characters after trimming; a problem for `field` otherwise. */
function text(value: unknown, field: string, max: number, problems: FieldProblem[], label: string): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed) problems.push({ field, message: `${label} is missing.` });
  else if (trimmed.length > max) problems.push({ field, message: `${label} is longer than ${max} characters.` });
  return trimmed;
}

function checkLines(value: unknown, problems: FieldProblem[]): OrderRequest['lines'] {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push({ field: 'lines', message: 'The order has no lines.' });
    return [];
  }
  if (value.length > MAX_ORDER_LINES) {
    problems.push({ field: 'lines', message: `An order holds at most ${MAX_ORDER_LINES} lines.` });
    return [];
  }
  const seen = new Set<number>();
  return value.flatMap((line: unknown, index) => {
    const field = `lines[${index}]`;
    const { productId, quantity } = isObject(line) ? line : {};
    if (!isProductId(productId)) {
      problems.push({ field: `${field}.productId`, message: 'The product id is not a whole number from 1.' });
      return [];
    }
    if (seen.has(productId)) problems.push({ field, message: `Product ${productId} is listed twice.` });
    seen.add(productId);
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
      problems.push({ field: `${field}.quantity`, message: `The quantity must be from 1 to ${MAX_LINE_QUANTITY}.` });
      return [];
    }
    return [{ productId, quantity }];
  });
}

/** The order as the shop takes it, or every problem found. */
export function checkOrderRequest(body: unknown): Checked {
  const problems: FieldProblem[] = [];
  const raw = isObject(body) ? body : {};
  const address = isObject(raw.address) ? raw.address : {};
  const email = text(raw.email, 'email', 320, problems, 'The email');
  if (email && !EMAIL.test(email)) problems.push({ field: 'email', message: 'The email is not an email address.' });
  const name = text(raw.name, 'name', 200, problems, 'The name');
  const street = text(address.street, 'address.street', 200, problems, 'The street');
  const postalCode = typeof address.postalCode === 'string' ? address.postalCode.trim() : '';
  if (!POSTAL_CODE.test(postalCode))
    problems.push({ field: 'address.postalCode', message: 'The postal code must be five digits.' });
  const city = text(address.city, 'address.city', 100, problems, 'The city');
  if (address.country !== 'DE')
    problems.push({ field: 'address.country', message: "The shop ships within Germany only: the country is 'DE'." });
  const paymentMethod = raw.paymentMethod as PaymentMethod;
  if (!PAYMENT_METHODS.includes(paymentMethod))
    problems.push({ field: 'paymentMethod', message: `The payment method is one of ${PAYMENT_METHODS.join(', ')}.` });
  const lines = checkLines(raw.lines, problems);
  const expectedTotalCents = raw.expectedTotalCents;
  if (typeof expectedTotalCents !== 'number' || !Number.isInteger(expectedTotalCents) || expectedTotalCents < 0)
    problems.push({ field: 'expectedTotalCents', message: 'The expected total is whole cents from 0.' });
  const language = raw.language;
  if (language !== undefined && !isLanguage(language))
    problems.push({ field: 'language', message: `The language is one of ${LANGUAGES.join(', ')}.` });
  if (problems.length > 0) return { problems };
  const order = {
    email,
    name,
    address: { street, postalCode, city, country: 'DE' as const },
    paymentMethod,
    lines,
    expectedTotalCents: expectedTotalCents as number,
    ...(isLanguage(language) && { language }),
  };
  return { order, problems: [] };
}
