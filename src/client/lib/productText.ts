// How product facts are written on cards and the detail page (docs/requirements.md §1, §9).

const TITLE_CUT_LENGTH = 20;

/**
 * 1299 → '1.299,00 €' with a non-breaking space, as Intl.NumberFormat('de-DE') writes it, without
 * Intl: its first use loads ICU's number data, a long task at start-up.
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
