// The regional form each language is written in, and one Intl formatter per language made on first
// use: the ground of format.ts and formatCount.ts.
import type { Language } from './languages';

/** The regional form each language is written in: British English (day before month), German German. */
const LOCALE_OF: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** One formatter per language, made on first use (making one loads Intl's data for its locale). */
export function perLanguage<T>(make: (locale: string) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) made.set(language, (formatter = make(LOCALE_OF[language])));
    return formatter;
  };
}
