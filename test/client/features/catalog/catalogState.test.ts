import { shopApi } from '@/client/api/shopApi';
import { adoptFirstScreen } from '@/client/app/firstScreen';
import { makeStore } from '@/client/app/store';
import { selectFilteredProducts, selectHomeListing } from '@/client/features/catalog/catalogSelectors';
import {
  catalogReducer,
  searchApplied,
  selectVisibleCount,
  showMoreClicked,
} from '@/client/features/catalog/catalogSlice';
import { makeProduct, makeProducts } from '../../../support/fixtures';

async function storeWithProducts(count: number) {
  const store = makeStore();
  await store.dispatch(shopApi.util.upsertQueryData('getProducts', undefined, makeProducts(count)));
  return store;
}

describe('catalog reducer', () => {
  // The applied search is the address's (?q=): the slice keeps only how many cards it shows.
  it('starts with six visible products', () => {
    expect(catalogReducer(undefined, { type: 'init' })).toEqual({
      shown: { term: '', count: 6 },
    });
  });

  it('adds six per Show More click', () => {
    let state = catalogReducer(undefined, showMoreClicked(''));
    expect(state.shown.count).toBe(12);
    state = catalogReducer(state, showMoreClicked(''));
    expect(state.shown.count).toBe(18);
  });

  it('starts again at six when the search button applies a search, even the same one', () => {
    let state = catalogReducer(undefined, showMoreClicked('sofa'));
    state = catalogReducer(state, searchApplied());
    expect(selectVisibleCount({ catalog: state }, 'sofa')).toBe(6);
  });

  it('starts another search at the first six results, and Show More there from six', () => {
    let state = catalogReducer(undefined, showMoreClicked(''));
    state = catalogReducer(state, showMoreClicked(''));
    expect(selectVisibleCount({ catalog: state }, '')).toBe(18);
    expect(selectVisibleCount({ catalog: state }, 'sofa')).toBe(6);
    state = catalogReducer(state, showMoreClicked('sofa'));
    expect(selectVisibleCount({ catalog: state }, 'sofa')).toBe(12);
    expect(selectVisibleCount({ catalog: state }, '')).toBe(6);
  });
});

describe('catalog selectors over the products cache', () => {
  it('shows the first six of all products and says there are more', async () => {
    const store = await storeWithProducts(14);
    expect(selectHomeListing(store.getState(), '').visible.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(selectHomeListing(store.getState(), '').hasMore).toBe(true);
  });

  it('has no more once everything is visible', async () => {
    const store = await storeWithProducts(14);
    store.dispatch(showMoreClicked(''));
    expect(selectHomeListing(store.getState(), '').visible).toHaveLength(12);
    expect(selectHomeListing(store.getState(), '').hasMore).toBe(true);
    store.dispatch(showMoreClicked(''));
    expect(selectHomeListing(store.getState(), '').visible).toHaveLength(14);
    expect(selectHomeListing(store.getState(), '').hasMore).toBe(false);
  });

  it('has no more when exactly six products exist', async () => {
    expect(selectHomeListing((await storeWithProducts(6)).getState(), '').hasMore).toBe(false);
  });

  it('filters by the search term given and restores all on an empty one', async () => {
    const store = makeStore();
    await store.dispatch(
      shopApi.util.upsertQueryData('getProducts', undefined, [
        makeProduct(1, { title: 'Küchenstuhl aus Eiche' }),
        makeProduct(2, { title: 'SESSEL Lounge' }),
        makeProduct(3, { title: 'Laptop' }),
      ]),
    );
    expect(selectFilteredProducts(store.getState(), 'kuche').map((p) => p.id)).toEqual([1]);
    expect(selectFilteredProducts(store.getState(), '').map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('finds the words of an all-words search in any order, the phrase search only as typed', async () => {
    const store = makeStore();
    await store.dispatch(
      shopApi.util.upsertQueryData('getProducts', undefined, [
        makeProduct(1, { title: 'SESSEL Lounge Samt, grün' }),
        makeProduct(2, { title: 'Samt-Kissen' }),
        makeProduct(3, { title: 'SESSEL Lounge mit Hocker, Samt petrol' }),
      ]),
    );
    expect(selectFilteredProducts(store.getState(), 'sessel samt', 'all').map((p) => p.id)).toEqual([1, 3]);
    expect(selectFilteredProducts(store.getState(), 'sessel samt', 'phrase')).toEqual([]);
    expect(selectHomeListing(store.getState(), 'samt sessel', 'all')).toMatchObject({ matchingCount: 2 });
    expect(selectHomeListing(store.getState(), 'samt sessel')).toMatchObject({ matchingCount: 0 });
  });

  it('returns the same list object while nothing changed (memoised)', async () => {
    const store = await storeWithProducts(8);
    expect(selectHomeListing(store.getState(), 'a').visible).toBe(selectHomeListing(store.getState(), 'a').visible);
  });

  it('is empty before the products have loaded', () => {
    const store = makeStore();
    expect(selectHomeListing(store.getState(), '').visible).toEqual([]);
    expect(selectHomeListing(store.getState(), '').hasMore).toBe(false);
  });
});

describe('home listing with the server-rendered first page', () => {
  const firstPageStore = (total: number) => {
    const store = makeStore();
    adoptFirstScreen(store.dispatch, {
      categories: [],
      firstPage: { total, products: makeProducts(Math.min(total, 6)), term: '', matching: total },
    });
    return store;
  };

  it('lists the embedded first page with the catalogue total before the whole list has arrived', () => {
    const listing = selectHomeListing(firstPageStore(2_000).getState(), '');
    expect(listing).toMatchObject({ ready: true, total: 2_000, matchingCount: 2_000, hasMore: true });
    expect(listing.visible.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is ready with a catalogue smaller than a page, and with an empty one', () => {
    expect(selectHomeListing(firstPageStore(1).getState(), '')).toMatchObject({
      ready: true,
      total: 1,
      hasMore: false,
    });
    expect(selectHomeListing(firstPageStore(0).getState(), '')).toMatchObject({ ready: true, total: 0, visible: [] });
  });

  it('waits for the whole list for a search the page was not rendered for', () => {
    expect(selectHomeListing(firstPageStore(100).getState(), 'sofa').ready).toBe(false);
  });

  it('keeps the first page shown when a Show More asks for more, the rest awaiting the whole list', () => {
    const more = firstPageStore(100);
    more.dispatch(showMoreClicked(''));
    const listing = selectHomeListing(more.getState(), '');
    expect(listing).toMatchObject({ ready: true, total: 100, hasMore: true, awaiting: 6 });
    expect(listing.visible.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    // Fewer matches than asked for: only those are awaited, and the last page has no more.
    const few = firstPageStore(8);
    few.dispatch(showMoreClicked(''));
    expect(selectHomeListing(few.getState(), '')).toMatchObject({ hasMore: false, awaiting: 2 });
  });

  // docs/requirements.md §4.3: /?q=bohr opened directly shows that search before the whole list arrives.
  it('lists the first matches of the search the page was rendered for, with their count', () => {
    const store = makeStore();
    const matches = makeProducts(6);
    adoptFirstScreen(store.dispatch, {
      categories: [],
      firstPage: { total: 100, products: matches, term: 'bohr', matching: 8 },
    });
    expect(selectHomeListing(store.getState(), 'bohr')).toEqual({
      ready: true,
      total: 100,
      matchingCount: 8,
      capped: false,
      stoppedEmpty: false,
      visible: matches,
      hasMore: true,
      awaiting: 0,
      serverSuggestions: [],
    });
    expect(selectHomeListing(store.getState(), '').ready).toBe(false);
    expect(selectHomeListing(store.getState(), 'sofa').ready).toBe(false);
    store.dispatch(showMoreClicked('bohr'));
    // Eight match, six are here: two awaiting, and no more after them.
    expect(selectHomeListing(store.getState(), 'bohr')).toMatchObject({ ready: true, awaiting: 2, hasMore: false });
  });

  // §10.4: a count stopped at its cap (1000+) means more match, so Show More stays past it.
  it('keeps Show More after a capped count, and says the count is capped', () => {
    const store = makeStore();
    const matches = makeProducts(6);
    adoptFirstScreen(store.dispatch, {
      categories: [],
      firstPage: { total: 5000, products: matches, term: 'so', matching: 6, matchingCapped: true },
    });
    expect(selectHomeListing(store.getState(), 'so')).toMatchObject({ capped: true, matchingCount: 6, hasMore: true });
    store.dispatch(showMoreClicked('so'));
    expect(selectHomeListing(store.getState(), 'so')).toMatchObject({ hasMore: true, awaiting: 6 });
  });

  // §9.3: a search that stopped at its bound is capped too, but a short answer is all there is.
  it('ends a capped search whose page came back short, with no cards awaited', () => {
    const store = makeStore();
    adoptFirstScreen(store.dispatch, {
      categories: [],
      firstPage: { total: 5000, products: makeProducts(2), term: 'qu', matching: 2, matchingCapped: true },
    });
    expect(selectHomeListing(store.getState(), 'qu')).toMatchObject({ capped: true, hasMore: false, awaiting: 0 });
    adoptFirstScreen(store.dispatch, {
      categories: [],
      firstPage: { total: 5000, products: [], term: 'qx', matching: 0, matchingCapped: true },
    });
    expect(selectHomeListing(store.getState(), 'qx')).toMatchObject({
      matchingCount: 0,
      capped: false,
      stoppedEmpty: true,
      hasMore: false,
      awaiting: 0,
    });
  });

  it('shows a search rendered with no matches as ready and empty', () => {
    const store = makeStore();
    adoptFirstScreen(store.dispatch, {
      categories: [],
      firstPage: { total: 100, products: [], term: 'zzqx', matching: 0 },
    });
    expect(selectHomeListing(store.getState(), 'zzqx')).toMatchObject({
      ready: true,
      total: 100,
      matchingCount: 0,
      visible: [],
      hasMore: false,
    });
  });

  it('follows the products cache as soon as it holds the list', async () => {
    const store = firstPageStore(2_000);
    await store.dispatch(shopApi.util.upsertQueryData('getProducts', undefined, makeProducts(14)));
    store.dispatch(showMoreClicked(''));
    expect(selectHomeListing(store.getState(), '')).toMatchObject({
      ready: true,
      total: 14,
      matchingCount: 14,
      hasMore: true,
    });
    expect(selectHomeListing(store.getState(), '').visible).toHaveLength(12);
  });

  it('puts the embedded categories and product into the cache as answers (no request for them)', () => {
    const product = makeProduct(7);
    const store = makeStore();
    adoptFirstScreen(store.dispatch, {
      categories: [{ id: 1, catName: 'Sofa', bgColor: '#fff', imageUrl: '/s.svg' }],
      firstPage: { total: 0, products: [], term: '', matching: 0 },
      product,
    });
    expect(shopApi.endpoints.getProduct.select(7)(store.getState())).toMatchObject({
      status: 'fulfilled',
      data: product,
    });
    expect(shopApi.endpoints.getCategories.select()(store.getState()).data?.[0]?.catName).toBe('Sofa');
  });
});
