// `#` in a plural and `{count, number}` (scripts/inlineMessages.ts): the count as the language writes it.
import { formatCount } from '@/i18n/formatCount';
import type { Language } from '@/i18n/languages';

/** @public (only built code calls it) */
export const count = (language: Language, value: number): string => formatCount(value, language);
