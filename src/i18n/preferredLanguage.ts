// The choice of one of the shop's languages from a browser's Accept-Language, for the server and the
// client alike, so both pick the same.
import { DEFAULT_LANGUAGE, languageOfTag, type Language } from './languages';

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
