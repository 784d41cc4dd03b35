// The checkout's fields and their checks, the same bounds as the server's (docs/api.md): a problem
// stands beside its field, and the cursor goes to the first.
import type { OrderRequest, PaymentMethod } from '@/contract';
import type { Language } from '@/i18n/languages';
import * as i18n from '@/client/i18n/i18n';

export const CHECKOUT_FIELDS = ['email', 'name', 'street', 'postalCode', 'city', 'paymentMethod'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export type CheckoutValues = Record<Exclude<CheckoutField, 'paymentMethod'>, string> & {
  paymentMethod: PaymentMethod | '';
};

export type CheckoutProblems = Partial<Record<CheckoutField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const POSTAL_CODE = /^\d{5}$/;
const MAX_TEXT = 200;

function problemOf(field: CheckoutField, values: CheckoutValues): string | undefined {
  const value = values[field].trim();
  if (field === 'paymentMethod')
    return value ? undefined : i18n._({ id: 'checkout.problem.paymentMethod', message: 'Choose how you want to pay.' });
  if (!value) return i18n._({ id: 'checkout.problem.missing', message: 'Please fill this in.' });
  if (value.length > MAX_TEXT)
    return i18n._({
      id: 'checkout.problem.tooLong',
      message: 'At most {max, number} characters.',
      values: { max: MAX_TEXT },
    });
  if (field === 'email' && !EMAIL.test(value))
    return i18n._({ id: 'checkout.problem.email', message: 'Enter an email address like name@example.de.' });
  if (field === 'postalCode' && !POSTAL_CODE.test(value))
    return i18n._({ id: 'checkout.problem.postalCode', message: 'A German postal code has five digits.' });
  return undefined;
}

export function checkCheckout(values: CheckoutValues): CheckoutProblems {
  const problems: CheckoutProblems = {};
  for (const field of CHECKOUT_FIELDS) {
    const problem = problemOf(field, values);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The field a server's problem names ('address.postalCode', '/address/postalCode' → 'postalCode'). */
export function checkoutFieldOf(path: string): CheckoutField | undefined {
  const last = path.split(/[./]/).filter(Boolean).at(-1);
  return CHECKOUT_FIELDS.find((field) => field === last);
}

export function orderRequestOf(
  values: CheckoutValues,
  lines: { productId: number; quantity: number }[],
  expectedTotalCents: number,
  language: Language,
): OrderRequest {
  return {
    email: values.email.trim(),
    name: values.name.trim(),
    address: {
      street: values.street.trim(),
      postalCode: values.postalCode.trim(),
      city: values.city.trim(),
      country: 'DE',
    },
    paymentMethod: values.paymentMethod as PaymentMethod,
    lines,
    expectedTotalCents,
    language,
  };
}
