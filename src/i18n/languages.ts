// The shop's two languages, named once for both sides: English (the spec's) and German. The choice
// of one from a browser's Accept-Language lives here too, so server and client pick alike.

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The spec's language: what the shop speaks when nothing says otherwise. */
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The shop's language a tag names ('de-AT' → 'de'), or undefined for one the shop does not speak. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split('-')[0];
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The shop's language a browser prefers most, from an Accept-Language header ('de-DE,de;q=0.9,en;q=0.8'):
 * tags by their q (order breaks ties), 'de-AT' counts as 'de'; none of ours: the default.
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: languageOfTag(tag), q: q === undefined ? 1 : Number(q), position };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.position - b.position);
  return ranked.find(({ language }) => language)?.language ?? DEFAULT_LANGUAGE;
}
