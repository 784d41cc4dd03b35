// A 400's problems (`{ field, message }[]`, docs/staff.md) by the form's fields, for any staff form.
import type { AdminProductInvalid } from '@/contract';

/** Every staff resource's 400 lists its problems as the product's does. */
type ProblemsBody = Partial<Pick<AdminProductInvalid, 'problems'>>;

export interface FieldProblems<F extends string> {
  /** Each field's messages; 'images[1]' counts as `images`. */
  fields: Partial<Record<F, string[]>>;
  /** Problems about a field the form does not have, or the whole record. */
  other: string[];
}

/** The body's problems, each under one of `formFields` or among the others. */
export function problemsByField<F extends string>(body: unknown, formFields: readonly F[]): FieldProblems<F> {
  const problems = (body as ProblemsBody | undefined)?.problems ?? [];
  const found: FieldProblems<F> = { fields: {}, other: [] };
  for (const { field, message } of problems) {
    const name = field.replace(/\[\d+\]$/, '');
    if ((formFields as readonly string[]).includes(name)) (found.fields[name as F] ??= []).push(message);
    else found.other.push(message);
  }
  return found;
}

/** Each form field's problems joined into the one line the form shows; `other`: those of no field. */
export const problemsInOneLine = <F extends string>(
  { fields, other }: FieldProblems<F>,
  formFields: readonly F[],
): Partial<Record<F | 'other', string>> =>
  ({
    ...Object.fromEntries(
      formFields.filter((field) => fields[field]).map((field) => [field, fields[field]!.join('; ')]),
    ),
    ...(other.length > 0 && { other: other.join('; ') }),
  }) as Partial<Record<F | 'other', string>>;
