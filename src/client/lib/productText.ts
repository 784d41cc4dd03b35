// How product facts are written on cards and the detail page (docs/requirements.md §1, §9).

export const TITLE_CUT_LENGTH = 20;

/**
 * German price with the euro sign after it: 1299 → '1.299,00 €' (a non-breaking space before the
 * sign, so a price never wraps apart). What `Intl.NumberFormat('de-DE', { style: 'currency',
 * currency: 'EUR' })` writes, without it: the first number format a page makes loads ICU's number
 * data, a long task inside the app's start-up.
 * Prices are whole cents (the catalogue's validation), which `toFixed(2)` writes exactly.
 */
export function formatEuro(price: number): string {
  const [whole, cents] = price.toFixed(2).split('.');
  return `${whole?.replace(/\B(?=(\d{3})+$)/g, '.')},${cents}\u00a0€`;
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
