// Every normalised title of a list in one string: a search is a native indexOf per match, not a
// comparison per product.
import { normaliseForSearch } from '@/contract';

/** Between titles; a search field's value never holds it (browsers strip line breaks). */
const SEPARATOR = '\n';

export interface TitleIndex {
  /** The normalised titles, each followed by SEPARATOR. */
  text: string;
  /** Where title i starts in `text`; one more entry at the end (text.length). */
  starts: Int32Array;
}

export function buildTitleIndex(titles: readonly string[]): TitleIndex {
  const starts = new Int32Array(titles.length + 1);
  const parts: string[] = [];
  let offset = 0;
  titles.forEach((title, index) => {
    starts[index] = offset;
    // A separator inside a title would end it early and could let a term match across two titles.
    const part = normaliseForSearch(title).replaceAll(SEPARATOR, ' ') + SEPARATOR;
    parts.push(part);
    offset += part.length;
  });
  starts[titles.length] = offset;
  return { text: parts.join(''), starts };
}

/** The title that holds text position `position` (binary search over the starts). */
function titleAt(starts: Int32Array, position: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Positions (in list order) of the titles that contain `needle`, itself already normalised and
 * not empty. Each title is counted once, however often it holds the needle.
 */
export function titlesContaining(index: TitleIndex, needle: string): number[] {
  const found: number[] = [];
  if (needle.includes(SEPARATOR)) return found;
  let from = 0;
  for (;;) {
    const position = index.text.indexOf(needle, from);
    if (position === -1) return found;
    const title = titleAt(index.starts, position);
    found.push(title);
    from = index.starts[title + 1] as number;
  }
}
