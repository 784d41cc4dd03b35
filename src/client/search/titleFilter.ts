// Title search (§5), shared by the home and the favourites screen. A list searched here is at most
// WHOLE_LIST_LIMIT products (larger catalogues are searched by the server), so a plain scan suffices.
import { type Product, type SearchWords } from '@/contract';
import { normaliseForSearch } from '@/titleSearch/fold';
import { holdsEvery, needlesOf } from '@/titleSearch/titleWords';

const foldedTitles = new WeakMap<readonly Product[], string[]>();

/** A list's folded titles, made once per list (lists from the API are frozen: a new list is a new array). */
function foldedTitlesOf(products: readonly Product[]): string[] {
  let titles = foldedTitles.get(products);
  if (!titles) {
    titles = products.map((product) => normaliseForSearch(product.title));
    foldedTitles.set(products, titles);
  }
  return titles;
}

/**
 * Products whose folded title holds the folded term ('phrase'), or each of its words in any order
 * ('all'): the fold and the words of src/titleSearch. All of them for a blank term.
 */
export function filterByTitle(products: Product[], term: string, words: SearchWords = 'phrase'): Product[] {
  const needle = normaliseForSearch(term.trim());
  if (needle === '') return products;
  const titles = foldedTitlesOf(products);
  const needles = needlesOf(needle, words);
  return products.filter((_, index) => holdsEvery(titles[index] as string, needles));
}
