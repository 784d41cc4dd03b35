// Numbers and dates as each language writes them, through Intl, for server and client alike.
// Prices are not here: they keep the spec's form in both languages ('1.299,00 €', euroText.ts),
// since the shop sells in Germany and its first load must not wait for Intl's number data.
import type { Language } from './languages';

/** The regional form each language is written in: British English (day before month), German German. */
const LOCALE_OF: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** The shop's clock: an order's date is the day it was in Germany. */
const SHOP_TIME_ZONE = 'Europe/Berlin';

const counts = new Map<Language, Intl.NumberFormat>();
const languageNames = new Map<Language, Intl.DisplayNames>();
const dates = new Map<Language, Intl.DateTimeFormat>();

/** A whole count with the language's grouping: 1,000,000 / 1.000.000. */
export function formatCount(count: number, language: Language): string {
  let format = counts.get(language);
  if (!format) counts.set(language, (format = new Intl.NumberFormat(LOCALE_OF[language])));
  return format.format(count);
}

/** A day as the language writes it in the shop's time zone: '29 Nov 2026' / '29.11.2026'; text that is no date stays as it is. */
export function formatDate(at: string | number | Date, language: Language): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  let format = dates.get(language);
  if (!format)
    dates.set(
      language,
      (format = new Intl.DateTimeFormat(LOCALE_OF[language], { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE })),
    );
  return format.format(date);
}

/** A language's name as `inLanguage` writes it: 'de' in English is 'German', in German 'Deutsch'. */
export function languageName(language: Language, inLanguage: Language): string {
  let names = languageNames.get(inLanguage);
  if (!names)
    languageNames.set(inLanguage, (names = new Intl.DisplayNames([LOCALE_OF[inLanguage]], { type: 'language' })));
  return names.of(language) ?? language;
}
