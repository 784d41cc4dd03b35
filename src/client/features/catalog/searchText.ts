// Search matching (spec 5: case-insensitive substring of the title), extended so shoppers can
// type without umlauts or accents: 'kuche' finds 'Küche', 'strasse' finds 'Straße'.

/** Lower case, 'ß' as 'ss', accents and umlaut dots removed (NFD splits them off as marks). */
export function normaliseForSearch(text: string): string {
  return text.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
}

/** True when the title contains the term; an empty (or blank) term matches every title. */
export function titleMatches(title: string, term: string): boolean {
  const needle = normaliseForSearch(term.trim());
  return needle === '' || normaliseForSearch(title).includes(needle);
}
