// Favourites persistence exactly as the spec says: localStorage key = product id, value 'True' or
// 'False'; first display writes 'False'; other tabs' changes show up; broken storage never breaks
// the page.
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '@/client/app/store';
import { AppRoutes } from '@/client/app/router';
import { selectIsFavourite } from '@/client/features/favourites/favouritesSelectors';
import { favouriteToggled } from '@/client/features/favourites/favouritesSlice';
import { productsDisplayed } from '@/client/lib/events';
import { mockApiDuringTests } from '../../../support/apiMocks';
import { renderWithProviders } from '../../../support/renderWithProviders';

mockApiDuringTests();
beforeEach(() => window.localStorage.clear());

const firstCards = () => screen.findAllByRole('button', { name: /^Favourite:/ });

function sendStorageEvent(key: string | null, newValue: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }));
  });
}

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}

describe('favourites in localStorage', () => {
  it("writes 'False' for every product displayed for the first time", async () => {
    renderWithProviders(<AppRoutes />);
    await firstCards();
    await waitFor(() => {
      for (const id of ['1', '2', '3', '4', '5', '6']) expect(window.localStorage.getItem(id)).toBe('False');
    });
    expect(window.localStorage.getItem('7')).toBeNull(); // not displayed yet
  });

  it("writes 'True' when the heart is clicked and 'False' when clicked again", async () => {
    const { user } = renderWithProviders(<AppRoutes />);
    const [heart] = await firstCards();
    await user.click(heart!);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(window.localStorage.getItem('1')).toBe('True'));
    await user.click(heart!);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(window.localStorage.getItem('1')).toBe('False'));
  });

  it('shows stored favourites as marked when the page loads', async () => {
    window.localStorage.setItem('2', 'True');
    renderWithProviders(<AppRoutes />);
    const hearts = await firstCards();
    await waitFor(() => expect(hearts[1]).toHaveAttribute('aria-pressed', 'true'));
    expect(hearts[0]).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem('2')).toBe('True');
  });

  it('shows a change made in another tab', async () => {
    renderWithProviders(<AppRoutes />);
    const hearts = await firstCards();
    sendStorageEvent('3', 'True');
    expect(hearts[2]).toHaveAttribute('aria-pressed', 'true');
    sendStorageEvent('3', 'False');
    expect(hearts[2]).toHaveAttribute('aria-pressed', 'false');
  });

  it('unmarks everything when another tab clears the whole storage', async () => {
    window.localStorage.setItem('1', 'True');
    const store = makeStore();
    await waitFor(() => expect(selectIsFavourite(store.getState(), 1)).toBe(true));
    sendStorageEvent(null, null);
    expect(selectIsFavourite(store.getState(), 1)).toBe(false);
  });

  it('keeps stored flags and flags of products displayed before storage was read', async () => {
    window.localStorage.setItem('2', 'True');
    const store = makeStore();
    store.dispatch(productsDisplayed([1, 2])); // before rehydration has finished
    await waitFor(() => expect(window.localStorage.getItem('1')).toBe('False'));
    expect(window.localStorage.getItem('2')).toBe('True');
    expect(store.getState().favourites.flags).toEqual({ '1': false, '2': true });
  });

  it('ignores other tabs writing keys that are not product ids', async () => {
    const store = makeStore();
    sendStorageEvent('shopUser', 'True');
    expect(store.getState().favourites.flags).toEqual({});
  });

  it("repairs a corrupt stored value: read as not marked and rewritten as 'False'", async () => {
    window.localStorage.setItem('1', 'yes please');
    window.localStorage.setItem('2', 'true');
    const store = makeStore();
    await waitFor(() => expect(window.localStorage.getItem('1')).toBe('False'));
    expect(window.localStorage.getItem('2')).toBe('False');
    expect(selectIsFavourite(store.getState(), 1)).toBe(false);
  });

  it('treats a corrupt value from another tab as not marked', async () => {
    const store = makeStore();
    store.dispatch(favouriteToggled(4));
    sendStorageEvent('4', '{"broken":');
    expect(selectIsFavourite(store.getState(), 4)).toBe(false);
  });

  it('leaves entries that are not product ids alone', async () => {
    window.localStorage.setItem('shopUser', 'abc');
    makeStore().dispatch(favouriteToggled(1));
    await waitFor(() => expect(window.localStorage.getItem('1')).toBe('True'));
    expect(window.localStorage.getItem('shopUser')).toBe('abc');
  });

  it('keeps working for the visit with a throwing storage, and says favourites cannot be kept', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { storeOptions: { getStorage: throwingStorage } });
    const [heart] = await firstCards();
    await user.click(heart!);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    const notice = await screen.findByText(/favourites cannot be saved in this browser/i);
    expect(notice).toHaveAttribute('role', 'status');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Die besten Angebote',
    );
  });

  it('keeps working when even reaching localStorage throws (storage disabled)', async () => {
    const store = makeStore(undefined, {
      getStorage: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    store.dispatch(favouriteToggled(5));
    expect(selectIsFavourite(store.getState(), 5)).toBe(true);
    await waitFor(() => expect(store.getState().favourites.storageUnavailable).toBe(true));
  });
});
