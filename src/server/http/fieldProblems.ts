// A 400's problems by field, as every form of the shop shows them beside their field.
import type { I18n } from '@lingui/core';
import type { Words } from '../i18n/serverI18n';

export interface FieldProblem {
  /** The field, e.g. 'price', 'images[1]' or 'address.postalCode'. */
  field: string;
  message: string;
}

/** A field's problem found before the answer's language is known (in a transaction, by a shared check). */
export interface FieldWords {
  field: string;
  words: Words;
}

/** The problems as the answer sends them, in `i18n`'s language. */
export const saidProblems = (i18n: I18n, problems: readonly FieldWords[]): FieldProblem[] =>
  problems.map(({ field, words }) => ({ field, message: words(i18n) }));
