import { shopApi } from '@/client/api/shopApi';
import { adoptFirstScreen } from '@/client/app/firstScreen';
import { makeStore } from '@/client/app/store';
import {
  selectFilteredProducts,
  selectHasMoreProducts,
  selectHomeListing,
  selectVisibleProducts,
} from '@/client/features/catalog/catalogSelectors';
import { catalogReducer, searchSubmitted, showMoreClicked } from '@/client/features/catalog/catalogSlice';
import { makeProduct, makeProducts } from '../../support/fixtures';

async function storeWithProducts(count: number) {
  const store = makeStore();
  await store.dispatch(shopApi.util.upsertQueryData('getProducts', undefined, makeProducts(count)));
  return store;
}

describe('catalog reducer', () => {
  it('starts with no search and six visible products', () => {
    expect(catalogReducer(undefined, { type: 'init' })).toEqual({
      searchTerm: '',
      visibleCount: 6,
      firstPage: null,
    });
  });

  it('adds six per Show More click', () => {
    let state = catalogReducer(undefined, showMoreClicked());
    expect(state.visibleCount).toBe(12);
    state = catalogReducer(state, showMoreClicked());
    expect(state.visibleCount).toBe(18);
  });

  it('starts a new search at the first six results, with the term trimmed', () => {
    const state = catalogReducer({ searchTerm: '', visibleCount: 18, firstPage: null }, searchSubmitted('  sofa '));
    expect(state).toEqual({ searchTerm: 'sofa', visibleCount: 6, firstPage: null });
  });
});

describe('catalog selectors over the products cache', () => {
  it('shows the first six of all products and says there are more', async () => {
    const store = await storeWithProducts(14);
    expect(selectVisibleProducts(store.getState()).map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(selectHasMoreProducts(store.getState())).toBe(true);
  });

  it('has no more once everything is visible', async () => {
    const store = await storeWithProducts(14);
    store.dispatch(showMoreClicked());
    expect(selectVisibleProducts(store.getState())).toHaveLength(12);
    expect(selectHasMoreProducts(store.getState())).toBe(true);
    store.dispatch(showMoreClicked());
    expect(selectVisibleProducts(store.getState())).toHaveLength(14);
    expect(selectHasMoreProducts(store.getState())).toBe(false);
  });

  it('has no more when exactly six products exist', async () => {
    expect(selectHasMoreProducts((await storeWithProducts(6)).getState())).toBe(false);
  });

  it('filters by the applied search term and restores all on an empty one', async () => {
    const store = makeStore();
    await store.dispatch(
      shopApi.util.upsertQueryData('getProducts', undefined, [
        makeProduct(1, { title: 'Küchenstuhl aus Eiche' }),
        makeProduct(2, { title: 'SESSEL Lounge' }),
        makeProduct(3, { title: 'Laptop' }),
      ]),
    );
    store.dispatch(searchSubmitted('kuche'));
    expect(selectFilteredProducts(store.getState()).map((p) => p.id)).toEqual([1]);
    store.dispatch(searchSubmitted(''));
    expect(selectFilteredProducts(store.getState()).map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('returns the same list object while nothing changed (memoised)', async () => {
    const store = await storeWithProducts(8);
    expect(selectVisibleProducts(store.getState())).toBe(selectVisibleProducts(store.getState()));
  });

  it('is empty before the products have loaded', () => {
    const store = makeStore();
    expect(selectVisibleProducts(store.getState())).toEqual([]);
    expect(selectHasMoreProducts(store.getState())).toBe(false);
  });
});

describe('home listing with the server-rendered first page', () => {
  const firstPageStore = (total: number) => {
    const store = makeStore();
    adoptFirstScreen(store.dispatch, {
      categories: [],
      firstPage: { total, products: makeProducts(Math.min(total, 6)) },
    });
    return store;
  };

  it('lists the embedded first page with the catalogue total before the whole list has arrived', () => {
    const listing = selectHomeListing(firstPageStore(10_000).getState());
    expect(listing).toMatchObject({ ready: true, total: 10_000, matchingCount: 10_000, hasMore: true });
    expect(listing.visible.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is ready with a catalogue smaller than a page, and with an empty one', () => {
    expect(selectHomeListing(firstPageStore(1).getState())).toMatchObject({ ready: true, total: 1, hasMore: false });
    expect(selectHomeListing(firstPageStore(0).getState())).toMatchObject({ ready: true, total: 0, visible: [] });
  });

  it('waits for the whole list for a search, or for more cards than the first page has', () => {
    const searching = firstPageStore(100);
    searching.dispatch(searchSubmitted('sofa'));
    expect(selectHomeListing(searching.getState()).ready).toBe(false);
    const more = firstPageStore(100);
    more.dispatch(showMoreClicked());
    expect(selectHomeListing(more.getState()).ready).toBe(false);
  });

  it('follows the products cache as soon as it holds the list', async () => {
    const store = firstPageStore(10_000);
    await store.dispatch(shopApi.util.upsertQueryData('getProducts', undefined, makeProducts(14)));
    store.dispatch(showMoreClicked());
    expect(selectHomeListing(store.getState())).toMatchObject({
      ready: true,
      total: 14,
      matchingCount: 14,
      hasMore: true,
    });
    expect(selectHomeListing(store.getState()).visible).toHaveLength(12);
  });

  it('puts the embedded categories and product into the cache as answers (no request for them)', () => {
    const product = makeProduct(7);
    const store = makeStore();
    adoptFirstScreen(store.dispatch, {
      categories: [{ id: 1, catName: 'Sofa', bgColor: '#fff', imageUrl: '/s.svg' }],
      firstPage: { total: 0, products: [] },
      product,
    });
    expect(shopApi.endpoints.getProduct.select(7)(store.getState())).toMatchObject({
      status: 'fulfilled',
      data: product,
    });
    expect(shopApi.endpoints.getCategories.select()(store.getState()).data?.[0]?.catName).toBe('Sofa');
  });
});
