// The forms of a message the build writes as calls (scripts/inlineMessages.ts): plurals and selects.
// Apart from count.ts, so a chunk whose words need no count carries no number formatter.
import type { Language } from '@/i18n/languages';

type Forms = Readonly<Record<string, string>>;

/** `{count, plural, =0 {…} one {…} other {…}}`: an exact match first, then the language's category. @public */
export const plural = (language: Language, count: number, forms: Forms): string =>
  forms[count] ?? forms[new Intl.PluralRules(language).select(count)] ?? forms.other ?? '';

/** `{kind, select, all {…} other {…}}`. @public */
export const select = (value: string, forms: Forms): string => forms[value] ?? forms.other ?? '';
