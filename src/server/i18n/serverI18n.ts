// The server's words in each language: one Lingui instance per language over its compiled catalogue
// (catalogs/, written by `npm run i18n:compile` from the .po files), made once and shared.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatCount } from '../../i18n/formatCount';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages';
import { messages as de } from './catalogs/de';
import { messages as en } from './catalogs/en';

const CATALOGS: Record<Language, Messages> = { en, de };

const instances = new Map<Language, I18n>();

/** The server's messages in `language`. */
export function i18nFor(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n)
    instances.set(language, (i18n = setupI18n({ locale: language, messages: { [language]: CATALOGS[language] } })));
  return i18n;
}

/**
 * Words written where the language is not known yet, said once it is: an error thrown deep in a
 * request (or shared by several) speaks each answer's language. `(i18n) => i18n._({ id, message })`.
 */
export type Words = (i18n: I18n) => string;

/** The words in English, the source language: an Error's message, a log line, the CLI. */
export const inEnglish = (words: Words): string => words(i18nFor(DEFAULT_LANGUAGE));

/** Text said as written in every language: a parser's or a file's own words, quoted. */
export const asWritten =
  (text: string): Words =>
  () =>
    text;

/** A count as `i18n`'s language writes it: 1,000 / 1.000. */
export const countIn = (i18n: I18n, count: number): string =>
  formatCount(count, isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);

const tenths = new Map<string, Intl.NumberFormat>();

/** A figure to one decimal as `i18n`'s language writes it, never grouped: 12.3 / 12,3. */
export function tenthsIn(i18n: I18n, value: number): string {
  let format = tenths.get(i18n.locale);
  if (!format)
    tenths.set(
      i18n.locale,
      (format = new Intl.NumberFormat(i18n.locale, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
        useGrouping: false,
      })),
    );
  return format.format(value);
}

/** 'A or B or C' in the language: a list of choices, each as written. */
export const eitherOf = (i18n: I18n, choices: readonly string[]): string =>
  choices.length === 0
    ? ''
    : choices.reduce((before, after) =>
        i18n._({ id: 'list.either', message: '{before} or {after}', values: { before, after } }),
      );
