// The shop's two languages, named once for both sides: English (the spec's) and German, and where
// each one's addresses are. Small on purpose: the first load carries it (preferredLanguage.ts does not).

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

/** Where a language's addresses start: English at the spec's paths, German under /de/ ('/de/product/12'). */
export const languagePrefix = (language: Language): string => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/** The language an address is in, and its path as the route table writes it: '/de/product/12' → de, '/product/12'. */
export function languageOfPath(urlPath: string): { language: Language; path: string } {
  for (const language of LANGUAGES) {
    const prefix = languagePrefix(language);
    if (prefix && (urlPath === prefix || urlPath.startsWith(`${prefix}/`)))
      return { language, path: urlPath.slice(prefix.length) || '/' };
  }
  return { language: DEFAULT_LANGUAGE, path: urlPath };
}

/** A route table path in a language: '/product/12' in German is '/de/product/12', home '/de/'. */
export const pathInLanguage = (path: string, language: Language): string =>
  language === DEFAULT_LANGUAGE ? path : `${languagePrefix(language)}${path}`;
