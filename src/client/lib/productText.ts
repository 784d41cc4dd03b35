// How product facts are written on cards and the detail page (docs/requirements.md §1, §9).

const TITLE_CUT_LENGTH = 20;

/**
 * The card title: its first 20 characters followed by '...'. Titles of 20 characters or fewer
 * are shown whole, with no ellipsis, since nothing was cut. Counts code points, so an emoji or
 * a rare character is never split in half.
 */
export function cutTitle(title: string): string {
  const characters = Array.from(title);
  return characters.length <= TITLE_CUT_LENGTH ? title : `${characters.slice(0, TITLE_CUT_LENGTH).join('')}...`;
}
