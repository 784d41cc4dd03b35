// Favourites on every device, the client's half (requirements §10.21): at sign-in the browser's and
// the account's lists are joined; a signed-in shopper's heart clicks go to the account too, with the
// ID token, and are tried again when they fail; localStorage keeps the spec's format throughout.
// Firebase is a fake service; the favourites API is MSW's.
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/client/app/store';
import { authStateChanged } from '@/client/features/auth/authSlice';
import type { AuthUser } from '@/client/features/auth/authTypes';
import { selectIsFavourite } from '@/client/features/favourites/favouritesSelectors';
import { favouriteToggled } from '@/client/features/favourites/favouritesSlice';
import { apiServer, apiUrl, mockApiDuringTests } from '../../../../support/apiMocks';

const shopper: AuthUser = { uid: 'uid-1', email: 'kunde@example.com', displayName: null, emailVerified: true };
const service = { idToken: jest.fn() };
jest.mock('@/client/features/auth/authService', () => ({ createAuthService: async () => service }));

mockApiDuringTests();

/** The account's list as the fake server holds it, and every call it received. */
let account: Set<number>;
let calls: string[];
/** Statuses the next writes answer with, before the server answers normally. */
let failNextWrites: number[];

beforeEach(() => {
  window.localStorage.clear();
  account = new Set();
  calls = [];
  failNextWrites = [];
  service.idToken.mockReset().mockImplementation(async (_uid: string, force?: boolean) => (force ? 'fresh' : 'token'));
  const write =
    (marked: boolean) =>
    async ({
      request,
      params,
    }: {
      request: Request;
      params: Record<string, string | readonly string[] | undefined>;
    }) => {
      const id = Number(params.id);
      calls.push(`${request.method} ${id} ${request.headers.get('authorization')}`);
      const status = failNextWrites.shift();
      if (status) return HttpResponse.json({ error: 'x', message: 'x' }, { status });
      if (marked) account.add(id);
      else account.delete(id);
      return new HttpResponse(null, { status: 204 });
    };
  apiServer.use(
    http.get(apiUrl('/favourites'), ({ request }) => {
      calls.push(`GET ${request.headers.get('authorization')}`);
      return HttpResponse.json({ productIds: [...account].sort((a, b) => a - b) });
    }),
    http.put(apiUrl('/favourites/:id'), write(true)),
    http.delete(apiUrl('/favourites/:id'), write(false)),
  );
});

async function signedInStore() {
  const store = makeStore();
  store.dispatch(authStateChanged(shopper));
  await waitFor(() => expect(calls).toContain('GET Bearer token'));
  return store;
}

describe('signing in joins the lists', () => {
  it("sends what only this browser marked, and marks here ('True') what only the account has", async () => {
    window.localStorage.setItem('3', 'True');
    window.localStorage.setItem('5', 'False');
    account = new Set([5, 8]);

    const store = await signedInStore();

    await waitFor(() => expect(account).toEqual(new Set([3, 5, 8])));
    expect(calls).toEqual(['GET Bearer token', 'PUT 3 Bearer token']);
    await waitFor(() => {
      for (const id of ['3', '5', '8']) expect(window.localStorage.getItem(id)).toBe('True');
    });
    expect(selectIsFavourite(store.getState(), 8)).toBe(true);
  });

  it('unmarks nothing: a flag "False" here stays only where the account does not have it', async () => {
    window.localStorage.setItem('4', 'False');
    account = new Set([9]);

    await signedInStore();

    await waitFor(() => expect(window.localStorage.getItem('9')).toBe('True'));
    expect(window.localStorage.getItem('4')).toBe('False');
    expect(account).toEqual(new Set([9]));
  });
});

describe('heart clicks of a signed-in shopper', () => {
  it('go to the account (PUT, then DELETE) as well as to localStorage', async () => {
    const store = await signedInStore();

    store.dispatch(favouriteToggled(6));
    await waitFor(() => expect(account.has(6)).toBe(true));
    store.dispatch(favouriteToggled(6));
    await waitFor(() => expect(account.has(6)).toBe(false));

    expect(calls.slice(1)).toEqual(['PUT 6 Bearer token', 'DELETE 6 Bearer token']);
    await waitFor(() => expect(window.localStorage.getItem('6')).toBe('False'));
  });

  it('are tried again when the server fails for a moment, and the local flag never changes', async () => {
    const store = await signedInStore();
    failNextWrites = [503];
    // The wait before the next try (a second) passes on Jest's clock, moved by hand.
    jest.useFakeTimers();
    try {
      store.dispatch(favouriteToggled(6));

      await waitFor(() => expect(window.localStorage.getItem('6')).toBe('True'));
      await waitFor(() => expect(calls.slice(1)).toEqual(['PUT 6 Bearer token']));
      expect(account.has(6)).toBe(false); // refused (503)
      await jest.advanceTimersByTimeAsync(1000);
      await waitFor(() => expect(account.has(6)).toBe(true));
    } finally {
      jest.useRealTimers();
    }
    expect(calls.slice(1)).toEqual(['PUT 6 Bearer token', 'PUT 6 Bearer token']);
    expect(selectIsFavourite(store.getState(), 6)).toBe(true);
  });

  it('get a fresh ID token when the server refuses the one sent', async () => {
    const store = await signedInStore();
    failNextWrites = [401];

    store.dispatch(favouriteToggled(6));

    await waitFor(() => expect(account.has(6)).toBe(true));
    expect(calls.slice(1)).toEqual(['PUT 6 Bearer token', 'PUT 6 Bearer fresh']);
    expect(service.idToken).toHaveBeenLastCalledWith('uid-1', true);
  });

  it('stay local after sign-out: nothing is sent, and the flags are kept', async () => {
    const store = await signedInStore();
    store.dispatch(favouriteToggled(6));
    await waitFor(() => expect(account.has(6)).toBe(true));

    store.dispatch(authStateChanged(null));
    store.dispatch(favouriteToggled(7));

    await waitFor(() => expect(window.localStorage.getItem('7')).toBe('True'));
    expect(window.localStorage.getItem('6')).toBe('True');
    expect(calls.slice(1)).toEqual(['PUT 6 Bearer token']);
  });
});

describe('hearts clicked before the sync has started', () => {
  it('count as clicks while a session is being restored: an unmark is sent, not undone by the join', async () => {
    window.localStorage.setItem('shopUser', shopper.uid); // a returning shopper, session not restored yet
    window.localStorage.setItem('5', 'True');
    account = new Set([5, 8]);
    const store = makeStore();
    await waitFor(() => expect(selectIsFavourite(store.getState(), 5)).toBe(true));

    store.dispatch(favouriteToggled(5));
    store.dispatch(authStateChanged(shopper));

    await waitFor(() => expect(account).toEqual(new Set([8])));
    expect(calls).toContain('DELETE 5 Bearer token');
    await waitFor(() => expect(window.localStorage.getItem('8')).toBe('True'));
    expect(window.localStorage.getItem('5')).toBe('False');
  });

  it("are a guest's own when no one was signed in: the join marks the account's again", async () => {
    window.localStorage.setItem('9', 'True');
    account = new Set([9]);
    const store = makeStore();
    await waitFor(() => expect(selectIsFavourite(store.getState(), 9)).toBe(true));
    store.dispatch(favouriteToggled(9)); // unmarked as a guest

    store.dispatch(authStateChanged(shopper));

    await waitFor(() => expect(window.localStorage.getItem('9')).toBe('True'));
    expect(account).toEqual(new Set([9]));
    expect(calls).toEqual(['GET Bearer token']);
  });
});

describe('an anonymous visitor', () => {
  it('makes no favourites call (a heart click stays in localStorage)', async () => {
    const store = makeStore();

    store.dispatch(favouriteToggled(2));

    await waitFor(() => expect(window.localStorage.getItem('2')).toBe('True'));
    expect(calls).toEqual([]);
    expect(service.idToken).not.toHaveBeenCalled();
  });
});
