// A catalogue held in memory with the database's search rule, for tests that need odd data or a
// database that fails on cue.
import { type Category, type Product, type SearchWords } from '@/contract';
import { normaliseForSearch } from '@/titleSearch/fold';
import type { CatalogSource } from '@/server/catalog/catalogSource';
import { suggestSearches } from '@/titleSearch/suggestSearches';
import { titlesSuggestionSource } from '@/titleSearch/titlesSuggestionSource';
import { holdsEvery, needlesOf } from '@/titleSearch/titleWords';

export interface MemoryCatalogOptions {
  categories?: Category[];
  version?: () => number;
  /** Every product's last change (the sitemap's lastmod). */
  changedAt?: Date;
  /** Called before every read: throw from it to play a database that is down. */
  check?: () => void;
}

export function memoryCatalog(products: () => Product[], options: MemoryCatalogOptions = {}): CatalogSource {
  const read = <T>(value: () => T): Promise<T> => {
    try {
      options.check?.();
      return Promise.resolve(value());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  const matching = (term: string, words: SearchWords) => {
    const needle = normaliseForSearch(term.trim());
    const needles = needlesOf(needle, words);
    return products().filter((product) => holdsEvery(normaliseForSearch(product.title), needles));
  };
  const suggestions = (term: string, words: SearchWords) =>
    suggestSearches(term, words, titlesSuggestionSource(products().map((product) => product.title)));
  const source: CatalogSource = {
    catalogVersion: () => read(() => options.version?.() ?? 1),
    listCategories: () => read(() => options.categories ?? []),
    findProduct: (id) => read(() => products().find((product) => product.id === id)),
    productCount: () => read(() => products().length),
    firstPage: () =>
      read(() => ({
        total: products().length,
        products: products().slice(0, 6),
        term: '',
        matching: products().length,
      })),
    listPage: ({ offset, limit }) =>
      read(() => ({
        total: products().length,
        products: products().slice(offset, offset + limit),
        hasMore: offset + limit < products().length,
      })),
    searchPage: async (term, { offset, limit }, words = 'phrase') => {
      const found = await read(() => matching(term, words));
      return {
        products: found.slice(offset, offset + limit),
        hasMore: offset + limit < found.length,
        matching: found.length,
        matchingCapped: false,
        ...(found.length === 0 && offset === 0 ? { suggestions: await suggestions(term, words) } : {}),
      };
    },
    productsByIds: (ids) => read(() => ids.flatMap((id) => products().filter((product) => product.id === id))),
    idsInOrder: (offset, count) =>
      read(() =>
        products()
          .slice(offset, offset + count)
          .map((product) => ({ id: product.id, changedAt: options.changedAt ?? new Date(0) })),
      ),
    async *productBatches(batchSize = 1000) {
      const all = await read(products);
      for (let start = 0; start < all.length; start += batchSize) yield all.slice(start, start + batchSize);
    },
  };
  return source;
}
