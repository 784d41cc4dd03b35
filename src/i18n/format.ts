// Dates and language names as each language writes them, through Intl, for server and client alike
// (counts: formatCount.ts, apart so the first load carries only them).
// Prices are not here: they keep the spec's form in both languages ('1.299,00 €', euroText.ts),
// since the shop sells in Germany and its first load must not wait for Intl's number data.
import type { Language } from './languages';
import { perLanguage } from './locale';

/** The shop's clock: an order's date is the day it was in Germany. */
const SHOP_TIME_ZONE = 'Europe/Berlin';

const dates = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE }),
);
const languageNames = perLanguage((locale) => new Intl.DisplayNames([locale], { type: 'language' }));

/** A day as the language writes it in the shop's time zone: '29 Nov 2026' / '29.11.2026'; text that is no date stays as it is. */
export function formatDate(at: string | number | Date, language: Language): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? String(at) : dates(language).format(date);
}

/** A language's name as `inLanguage` writes it: 'de' in English is 'German', in German 'Deutsch'. */
export const languageName = (language: Language, inLanguage: Language): string =>
  languageNames(inLanguage).of(language) ?? language;
