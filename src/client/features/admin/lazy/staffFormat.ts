// Counts and moments as every staff screen writes them, in the build's language (docs/languages.md).
import { BUILD_LANGUAGE } from '@/client/i18n/buildLanguage';
import { formatCount } from '@/i18n/formatCount';
import type { Language } from '@/i18n/languages';

/** The regional form of each language: British English (day before month), German German. */
const LOCALE_OF: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** A count with the language's grouping: 1,000,000 / 1.000.000. */
export const staffCount = (count: number): string => formatCount(count, BUILD_LANGUAGE);

/** A moment in UTC, so colleagues in two places read one time: '28 Nov 2026, 10:00 UTC' / '28.11.2026, 10:00 UTC'. */
export const staffTime = (at: string): string =>
  new Date(at).toLocaleString(LOCALE_OF[BUILD_LANGUAGE], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) +
  ' UTC';

/**
 * A headline inside a sentence ('Undo: status cancelled by …'): English writes it in lower case,
 * German keeps its capitals (its nouns keep them anywhere).
 */
export const inSentence = (headline: string): string => (BUILD_LANGUAGE === 'en' ? headline.toLowerCase() : headline);
