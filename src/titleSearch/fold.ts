// The fold every search applies to titles and terms alike, on both sides (docs/requirements.md §5.1).

/**
 * German spellings without umlauts, as Lucene's GermanNormalizationFilter folds them: 'ae' and 'oe'
 * are read as 'a' and 'o', 'ue' as 'u' unless a vowel or 'q' comes before it ('neue', 'quelle' stay);
 * an umlaut itself keeps the 'e' after it. Runs on lower-case text, before accents are dropped.
 */
function foldGermanSpellings(text: string): string {
  let folded = '';
  // After 'a', 'o' or 'u' that follow a consonant: an 'e' now is the umlaut's and is left out.
  let umlautMayFollow = false;
  let afterVowel = false;
  for (const char of text) {
    if (char === 'e' && umlautMayFollow) {
      umlautMayFollow = false;
      afterVowel = true;
      continue;
    }
    folded += char;
    umlautMayFollow = char === 'a' || char === 'o' || (char === 'u' && !afterVowel);
    afterVowel = 'aeiouyqäöü'.includes(char);
  }
  return folded;
}

/**
 * The search text of a title or a term (docs/requirements.md §5.1): 'kuche' and 'kueche' find
 * 'Küche'. The client searches with it and the server stores it per product, so both find the same
 * products.
 */
export function normaliseForSearch(text: string): string {
  return foldGermanSpellings(text.toLowerCase().replace(/ß/g, 'ss'))
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
