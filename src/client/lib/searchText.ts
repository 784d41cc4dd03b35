// Search matching (docs/requirements.md §5: case-insensitive substring of the title), extended so
// shoppers can type without umlauts or accents: 'kuche' finds 'Küche', 'strasse' finds 'Straße'.

/** Lower case, 'ß' as 'ss', accents removed (NFD's combining marks, U+0300–U+036F only: faster). */
export function normaliseForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
