// A form's draft against a version: which fields differ (unsaved edits, a conflict's rows).

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The fields, in `order`, whose values differ between `a` and `b`. */
export const differingFields = <F extends string>(
  order: readonly F[],
  a: Readonly<Record<F, unknown>>,
  b: Readonly<Record<F, unknown>>,
): F[] => order.filter((field) => !sameValue(a[field], b[field]));
