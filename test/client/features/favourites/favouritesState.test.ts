import { shopApi } from '@/client/api/shopApi';
import { makeStore } from '@/client/app/store';
import { selectIsFavourite } from '@/client/features/favourites/favouritesSelectors';
import { selectMarkedProductsMatchingSearch } from '@/client/features/favourites/markedProductsSelectors';
import {
  favouriteChangedElsewhere,
  favouritesClearedInAnotherTab,
  favouritesReducer,
  favouriteToggled,
} from '@/client/features/favourites/favouritesSlice';
import { productsDisplayed } from '@/client/lib/events';
import { clampIndex } from '@/client/features/product/carouselIndex';
import { makeProduct } from '../../../support/fixtures';

const initial = () => favouritesReducer(undefined, { type: 'init' });

describe('favourites reducer', () => {
  it('flips a flag on each toggle', () => {
    let state = favouritesReducer(initial(), favouriteToggled(7));
    expect(state.flags['7']).toBe(true);
    state = favouritesReducer(state, favouriteToggled(7));
    expect(state.flags['7']).toBe(false);
  });

  it('sets products displayed for the first time to false and keeps known flags', () => {
    const state = favouritesReducer({ ...initial(), flags: { '1': true } }, productsDisplayed([1, 2]));
    expect(state.flags).toEqual({ '1': true, '2': false });
  });

  it('takes over a change made in another tab', () => {
    const state = favouritesReducer(initial(), favouriteChangedElsewhere({ id: '3', marked: true }));
    expect(state.flags['3']).toBe(true);
  });

  it('unmarks everything when another tab cleared the storage', () => {
    const state = favouritesReducer(
      { ...initial(), flags: { '1': true, '2': false } },
      favouritesClearedInAnotherTab(),
    );
    expect(state.flags).toEqual({ '1': false, '2': false });
  });
});

describe('favourites selectors', () => {
  beforeEach(() => window.localStorage.clear());

  it("lists only marked products, narrowed by the favourites search (the address's, passed in)", async () => {
    const store = makeStore();
    await store.dispatch(
      shopApi.util.upsertQueryData('getProducts', undefined, [
        makeProduct(1, { title: 'Küchenstuhl' }),
        makeProduct(2, { title: 'Sessel' }),
        makeProduct(3, { title: 'Küchentisch' }),
      ]),
    );
    store.dispatch(favouriteToggled(1));
    store.dispatch(favouriteToggled(2));
    expect(selectIsFavourite(store.getState(), 1)).toBe(true);
    expect(selectIsFavourite(store.getState(), 3)).toBe(false);
    expect(selectMarkedProductsMatchingSearch(store.getState(), '').map((p) => p.id)).toEqual([1, 2]);
    expect(selectMarkedProductsMatchingSearch(store.getState(), 'kuche').map((p) => p.id)).toEqual([1]);
  });
});

describe('carousel index', () => {
  it('is clamped at both ends without wrapping around', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(3, 3)).toBe(2);
    expect(clampIndex(1, 3)).toBe(1);
    expect(clampIndex(5, 0)).toBe(0);
  });
});
