// The server's words in each language: one Lingui instance per language over its compiled catalogue
// (catalogs/, written by `npm run i18n:compile` from the .po files), made once and shared.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages';
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
