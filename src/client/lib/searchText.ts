// Search matching (docs/requirements.md §5: case-insensitive substring of the title), extended so
// shoppers can type without umlauts or accents: 'kuche' finds 'Küche', 'strasse' finds 'Straße'.

/**
 * Lower case, 'ß' as 'ss', accents and umlaut dots removed: NFD splits them off as combining
 * diacritical marks (U+0300–U+036F). That range, not every Unicode mark (`\p{M}`): the same
 * letters, and the title index is built faster, which matters when a first search comes before
 * it is ready.
 */
export function normaliseForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
