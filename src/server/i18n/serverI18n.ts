// The server's words in each language: one Lingui instance per language over its compiled catalogue
// (catalogs/, written by `npm run i18n:compile` from the .po files), made once and shared.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Language } from '../../i18n/languages';
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
