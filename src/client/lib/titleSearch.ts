// Title search (§5), shared by the home and the favourites screen.
import { normaliseForSearch, type Product } from '@/contract';
import { buildTitleIndex, titlesContaining, type TitleIndex } from './titleIndex';

const titleIndexes = new WeakMap<readonly Product[], TitleIndex>();

/** The title index of a list, made once per list (lists from the API are frozen: a new list is a new array). */
export function titleIndexOf(products: readonly Product[]): TitleIndex {
  let index = titleIndexes.get(products);
  if (!index) {
    index = buildTitleIndex(products.map((product) => product.title));
    titleIndexes.set(products, index);
  }
  return index;
}

/** Products whose title contains the term (normaliseForSearch in the contract); all of them for a blank term. */
export function filterByTitle(products: Product[], term: string): Product[] {
  const needle = normaliseForSearch(term.trim());
  if (needle === '') return products;
  return titlesContaining(titleIndexOf(products), needle).map((position) => products[position] as Product);
}
