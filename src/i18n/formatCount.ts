// Counts as each language writes them, through Intl, for server and client alike: 1,000,000 / 1.000.000.
import type { Language } from './languages';
import { perLanguage } from './locale';

const counts = perLanguage((locale) => new Intl.NumberFormat(locale));

/** A whole count with the language's grouping: 1,000,000 / 1.000.000. */
export const formatCount = (count: number, language: Language): string => counts(language).format(count);
