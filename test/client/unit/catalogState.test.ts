import { shopApi } from '../../../src/client/api/shopApi';
import { makeStore } from '../../../src/client/app/store';
import {
  selectFilteredProducts,
  selectHasMoreProducts,
  selectVisibleProducts,
} from '../../../src/client/features/catalog/catalogSelectors';
import {
  catalogReducer,
  searchSubmitted,
  showMoreClicked,
} from '../../../src/client/features/catalog/catalogSlice';
import { makeProduct, makeProducts } from '../../support/fixtures';

async function storeWithProducts(count: number) {
  const store = makeStore();
  await store.dispatch(shopApi.util.upsertQueryData('getProducts', undefined, makeProducts(count)));
  return store;
}

describe('catalog reducer', () => {
  it('starts with no search and six visible products', () => {
    expect(catalogReducer(undefined, { type: 'init' })).toEqual({ searchTerm: '', visibleCount: 6 });
  });

  it('adds six per Show More click', () => {
    let state = catalogReducer(undefined, showMoreClicked());
    expect(state.visibleCount).toBe(12);
    state = catalogReducer(state, showMoreClicked());
    expect(state.visibleCount).toBe(18);
  });

  it('starts a new search at the first six results, with the term trimmed', () => {
    const state = catalogReducer({ searchTerm: '', visibleCount: 18 }, searchSubmitted('  sofa '));
    expect(state).toEqual({ searchTerm: 'sofa', visibleCount: 6 });
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
