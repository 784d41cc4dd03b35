// How product facts are written on cards and the detail page (spec 1 and 9).

export const TITLE_CUT_LENGTH = 20;

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** German price with the euro sign after it: 1299 → '1.299,00 €' (non-breaking space). */
export function formatEuro(price: number): string {
  return euro.format(price);
}

/**
 * The card title: its first 20 characters followed by '...'. Titles of 20 characters or fewer
 * are shown whole, with no ellipsis, since nothing was cut. Counts code points, so an emoji or
 * a rare character is never split in half.
 */
export function cutTitle(title: string): string {
  const characters = Array.from(title);
  return characters.length <= TITLE_CUT_LENGTH ? title : `${characters.slice(0, TITLE_CUT_LENGTH).join('')}...`;
}
