// docs/requirements.md §10.23: above WHOLE_LIST_LIMIT products the screens' selectors read the
// pages and the marked products the server answered, with the same interface as for the whole list.
import { WHOLE_LIST_LIMIT, type Product, type PageOfProducts, type SearchWords } from '@/contract';
import { selectCatalogPaged } from '@/client/api/firstPage';
import { shopApi } from '@/client/api/shopApi';
import { adoptFirstScreen } from '@/client/app/firstScreen';
import { makeStore } from '@/client/app/store';
import { selectHomeListing } from '@/client/features/catalog/catalogSelectors';
import { showMoreClicked } from '@/client/features/catalog/catalogSlice';
import { productPagesApi } from '@/client/features/catalog/productPagesApi';
import {
  selectMarkedProducts,
  selectMarkedProductsMatchingSearch,
} from '@/client/features/favourites/markedProductsSelectors';
import { favouriteToggled } from '@/client/features/favourites/favouritesSlice';
import { markedProductsApi } from '@/client/features/favourites/markedProductsApi';
import { makeProduct, makeProducts } from '../../../support/fixtures';

const LARGE = WHOLE_LIST_LIMIT + 1;

const page = (products: Product[], offset: number, matching = LARGE, term = ''): PageOfProducts => ({
  total: LARGE,
  term,
  matching,
  matchingCapped: false,
  offset,
  products,
});

function largeCatalogStore(firstPage = page(makeProducts(6), 0)) {
  const store = makeStore();
  adoptFirstScreen(store.dispatch, { categories: [], firstPage });
  return store;
}

function pagesCached(
  store: ReturnType<typeof makeStore>,
  term: string,
  pages: PageOfProducts[],
  words: SearchWords = 'phrase',
) {
  store.dispatch(
    productPagesApi.util.upsertQueryEntries([
      {
        endpointName: 'getProductPages',
        arg: { term, words },
        value: { pages, pageParams: pages.map((p) => p.offset) },
      },
    ]),
  );
}

describe('the catalogue size decides how the client gets its products', () => {
  it('loads the whole list up to WHOLE_LIST_LIMIT products, page by page above it', () => {
    const withTotal = (total: number) => {
      const store = makeStore();
      adoptFirstScreen(store.dispatch, {
        categories: [],
        firstPage: { total, products: [], term: '', matching: total },
      });
      return selectCatalogPaged(store.getState());
    };
    expect(withTotal(WHOLE_LIST_LIMIT)).toBe(false);
    expect(withTotal(WHOLE_LIST_LIMIT + 1)).toBe(true);
    // A page the server did not render (the dev server) loads the whole list, as before.
    expect(selectCatalogPaged(makeStore().getState())).toBe(false);
  });
});

describe('home listing of a large catalogue', () => {
  it('lists the embedded first page until the pages are here, with the catalogue total', () => {
    const listing = selectHomeListing(largeCatalogStore().getState(), '');
    expect(listing).toMatchObject({ ready: true, total: LARGE, matchingCount: LARGE, hasMore: true, awaiting: 0 });
    expect(listing.visible.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('ignores a whole list in the cache: the pages are the source', async () => {
    const store = largeCatalogStore();
    await store.dispatch(shopApi.util.upsertQueryData('getProducts', undefined, makeProducts(14)));
    expect(selectHomeListing(store.getState(), '').total).toBe(LARGE);
  });

  it('awaits the cards Show More asked for until their page is here', () => {
    const store = largeCatalogStore();
    store.dispatch(showMoreClicked(''));
    expect(selectHomeListing(store.getState(), '')).toMatchObject({ hasMore: true, awaiting: 6 });
    expect(selectHomeListing(store.getState(), '').visible).toHaveLength(6);
    pagesCached(store, '', [page(makeProducts(6), 0), page(makeProducts(12).slice(6), 6)]);
    const listing = selectHomeListing(store.getState(), '');
    expect(listing).toMatchObject({ hasMore: true, awaiting: 0 });
    expect(listing.visible.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('has no more once every match is shown: the last page', () => {
    const store = largeCatalogStore();
    const matches = makeProducts(8);
    pagesCached(store, 'bohr', [page(matches.slice(0, 6), 0, 8, 'bohr'), page(matches.slice(6), 6, 8, 'bohr')]);
    store.dispatch(showMoreClicked('bohr'));
    expect(selectHomeListing(store.getState(), 'bohr')).toMatchObject({
      ready: true,
      total: LARGE,
      matchingCount: 8,
      hasMore: false,
      awaiting: 0,
    });
    expect(selectHomeListing(store.getState(), 'bohr').visible).toHaveLength(8);
  });

  it('is not ready for a search whose first page has not come, and shows one without matches', () => {
    const store = largeCatalogStore();
    expect(selectHomeListing(store.getState(), 'zzqx').ready).toBe(false);
    pagesCached(store, 'zzqx', [page([], 0, 0, 'zzqx')]);
    expect(selectHomeListing(store.getState(), 'zzqx')).toMatchObject({
      ready: true,
      total: LARGE,
      matchingCount: 0,
      visible: [],
      hasMore: false,
    });
  });

  it('starts at the first page the server rendered for a search (/?q=)', () => {
    const matches = makeProducts(6);
    const store = largeCatalogStore(page(matches, 0, 9, 'bohr'));
    expect(selectHomeListing(store.getState(), 'bohr')).toMatchObject({ ready: true, matchingCount: 9, hasMore: true });
    expect(selectHomeListing(store.getState(), '').ready).toBe(false);
  });
});

describe('favourites of a large catalogue', () => {
  it('are the marked ones among the products answered by id, narrowed by the search', async () => {
    const store = largeCatalogStore();
    await store.dispatch(shopApi.util.upsertQueryData('getProducts', undefined, makeProducts(14)));
    store.dispatch(favouriteToggled(3));
    store.dispatch(favouriteToggled(5000));
    expect(selectMarkedProducts(store.getState())).toEqual([]); // not the whole list's
    await store.dispatch(
      markedProductsApi.util.upsertQueryData(
        'getMarkedProducts',
        [3, 5000],
        [makeProduct(3, { title: 'Küchentisch' }), makeProduct(5000, { title: 'Sessel' })],
      ),
    );
    expect(selectMarkedProducts(store.getState()).map((p) => p.id)).toEqual([3, 5000]);
    expect(selectMarkedProductsMatchingSearch(store.getState(), 'kuche').map((p) => p.id)).toEqual([3]);
    // Unmarked: leaves at once, from the products already answered.
    store.dispatch(favouriteToggled(3));
    expect(selectMarkedProducts(store.getState()).map((p) => p.id)).toEqual([5000]);
  });

  it('keeps an all-words search apart from the phrase of the same words, each with its own pages', () => {
    const store = largeCatalogStore();
    pagesCached(store, 'sessel samt', [page([], 0, 0, 'sessel samt')]);
    pagesCached(store, 'sessel samt', [page(makeProducts(2), 0, 2, 'sessel samt')], 'all');
    expect(selectHomeListing(store.getState(), 'sessel samt')).toMatchObject({ matchingCount: 0 });
    expect(selectHomeListing(store.getState(), 'sessel samt', 'all')).toMatchObject({ matchingCount: 2 });
    expect(selectHomeListing(store.getState(), 'sessel samt', 'all').visible).toHaveLength(2);
  });

  it("gives the suggestions of a search's first page that found nothing", () => {
    const store = largeCatalogStore();
    const suggestions = [{ term: 'bohrschrauber', words: 'phrase' as const, matching: 2, matchingCapped: false }];
    pagesCached(store, 'bohrschraber', [{ ...page([], 0, 0, 'bohrschraber'), suggestions }]);
    expect(selectHomeListing(store.getState(), 'bohrschraber').serverSuggestions).toEqual(suggestions);
  });

  it('starts at the first page the server rendered only for the same words (/?q=…&words=all)', () => {
    const store = largeCatalogStore({ ...page(makeProducts(2), 0, 2, 'sessel samt'), words: 'all' });
    expect(selectHomeListing(store.getState(), 'sessel samt', 'all')).toMatchObject({ ready: true, matchingCount: 2 });
    expect(selectHomeListing(store.getState(), 'sessel samt').ready).toBe(false);
  });
});
