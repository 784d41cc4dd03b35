// Search matching (spec 5: case-insensitive substring of the title), extended so shoppers can
// type without umlauts or accents: 'kuche' finds 'Küche', 'strasse' finds 'Straße'.

/** Lower case, 'ß' as 'ss', accents and umlaut dots removed (NFD splits them off as marks). */
export function normaliseForSearch(text: string): string {
  return text.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
}
