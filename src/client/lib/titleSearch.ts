// Title search (§5), shared by the home and the favourites screen. A list searched here is at most
// WHOLE_LIST_LIMIT products (larger catalogues are searched by the server), so a plain scan suffices.
import { normaliseForSearch, type Product } from '@/contract';

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

/** Products whose title contains the term (normaliseForSearch in the contract); all of them for a blank term. */
export function filterByTitle(products: Product[], term: string): Product[] {
  const needle = normaliseForSearch(term.trim());
  if (needle === '') return products;
  const titles = foldedTitlesOf(products);
  return products.filter((_, index) => (titles[index] as string).includes(needle));
}
