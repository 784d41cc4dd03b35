// The basket on every device, the client's half: selling's chunk joins a guest's basket into the
// account's at sign-in (POST merge), reads an account's own basket again (GET), writes each later
// change (PUT, 0 for a line gone) with the ID token, and at sign-out starts a guest's basket, the
// account keeping its own. Firebase is a fake service; the basket API is MSW's.
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BasketLine } from '@/contract';
import { startSelling } from '@/client/app/lazy/selling/startSelling';
import { makeStore } from '@/client/app/store';
import { authStateChanged } from '@/client/features/auth/authSlice';
import type { AuthUser } from '@/client/features/auth/authTypes';
import { basketItemAdded, basketLineRemoved } from '@/client/features/basket/lazy/basketSlice';
import { apiServer, apiUrl, mockApiDuringTests } from '../../../../support/apiMocks';

const shopper: AuthUser = { uid: 'uid-1', email: 'kunde@example.com', displayName: null, emailVerified: true };
const service = { idToken: jest.fn(async () => 'token'), watch: jest.fn(), currentUser: jest.fn(async () => null) };
jest.mock('@/client/features/auth/authService', () => ({ createAuthService: async () => service }));

mockApiDuringTests();

let account: BasketLine[];
let calls: string[];

beforeEach(() => {
  window.localStorage.clear();
  account = [{ productId: 7, quantity: 2, seenPriceCents: 500 }];
  calls = [];
  apiServer.use(
    http.get(apiUrl('/basket'), ({ request }) => {
      calls.push(`GET ${request.headers.get('authorization')}`);
      return HttpResponse.json({ lines: account });
    }),
    http.post(apiUrl('/basket/merge'), async ({ request }) => {
      const { lines } = (await request.json()) as { lines: BasketLine[] };
      calls.push(`MERGE ${lines.map((line) => `${line.productId}x${line.quantity}`).join(',')}`);
      for (const line of lines) {
        const mine = account.find((candidate) => candidate.productId === line.productId);
        if (mine) mine.quantity = Math.min(99, mine.quantity + line.quantity);
        else account.push({ ...line });
      }
      return HttpResponse.json({ lines: account });
    }),
    http.put(apiUrl('/basket/:id'), async ({ request, params }) => {
      const { quantity } = (await request.json()) as { quantity: number };
      calls.push(`PUT ${String(params.id)}x${quantity} ${request.headers.get('authorization')}`);
      return HttpResponse.json({ lines: account });
    }),
  );
});

function sellingStore() {
  const store = makeStore();
  startSelling(store);
  return store;
}

describe('the basket follows the account', () => {
  it('merges a guest’s basket at sign-in and takes the account’s answer', async () => {
    const store = sellingStore();
    store.dispatch(basketItemAdded({ productId: 7, priceCents: 500 }));
    store.dispatch(basketItemAdded({ productId: 9, priceCents: 100 }));
    store.dispatch(authStateChanged(shopper));
    await waitFor(() => expect(store.getState().basket?.account).toBe('uid-1'));
    expect(calls).toEqual(['MERGE 7x1,9x1']);
    expect(store.getState().basket?.lines).toEqual([
      { productId: 7, quantity: 3, seenPriceCents: 500 },
      { productId: 9, quantity: 1, seenPriceCents: 100 },
    ]);
  });

  it('merges a guest’s basket once when the sign-in is reported again while the merge is on its way', async () => {
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    apiServer.use(
      http.post(apiUrl('/basket/merge'), async ({ request }) => {
        const { lines } = (await request.json()) as { lines: BasketLine[] };
        calls.push(`MERGE ${lines.map((line) => `${line.productId}x${line.quantity}`).join(',')}`);
        await held;
        for (const line of lines) account.find((mine) => mine.productId === line.productId)!.quantity += line.quantity;
        return HttpResponse.json({ lines: account });
      }),
    );
    const store = sellingStore();
    store.dispatch(basketItemAdded({ productId: 7, priceCents: 500 }));
    store.dispatch(authStateChanged(shopper));
    await waitFor(() => expect(calls).toEqual(['MERGE 7x1']));
    store.dispatch(authStateChanged(shopper));
    answer();
    await waitFor(() => expect(store.getState().basket?.account).toBe('uid-1'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual(['MERGE 7x1']);
    expect(store.getState().basket?.lines).toEqual([{ productId: 7, quantity: 3, seenPriceCents: 500 }]);
  });

  it('sends a merge whose answer the page never saw again after a reload, under the same key, stored before it was sent', async () => {
    const sent: Array<{ key: string | undefined; storedFirst: boolean }> = [];
    let answerFirst = () => undefined as void;
    const firstHeld = new Promise<void>((resolve) => (answerFirst = resolve));
    apiServer.use(
      http.post(apiUrl('/basket/merge'), async ({ request }) => {
        const { mergeKey } = (await request.json()) as { mergeKey?: string };
        const stored = window.localStorage.getItem('persist:basket') ?? '';
        sent.push({ key: mergeKey, storedFirst: mergeKey !== undefined && stored.includes(mergeKey) });
        if (sent.length === 1) await firstHeld; // the page is left before this answer comes
        return HttpResponse.json({ lines: account });
      }),
    );
    const left = sellingStore();
    left.dispatch(basketItemAdded({ productId: 7, priceCents: 500 }));
    left.dispatch(authStateChanged(shopper));
    await waitFor(() => expect(sent).toHaveLength(1));

    const reloaded = sellingStore();
    await waitFor(() => expect(reloaded.getState().basket?.lines).toHaveLength(1));
    reloaded.dispatch(authStateChanged(shopper));
    await waitFor(() => expect(reloaded.getState().basket?.account).toBe('uid-1'));
    answerFirst();
    expect(sent).toEqual([sent[0], sent[0]]);
    expect(sent[0]).toEqual({ key: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) as string, storedFirst: true });
    // Joined: the next guest basket of this browser gets a key of its own.
    expect(reloaded.getState().basket?.mergeKey).toBeUndefined();
  });

  it('writes each later change with the token, a line gone as 0; reads its own basket again, not merging it twice', async () => {
    const store = sellingStore();
    store.dispatch(authStateChanged(shopper));
    await waitFor(() => expect(store.getState().basket?.account).toBe('uid-1'));
    expect(calls).toEqual(['GET Bearer token']);
    store.dispatch(basketItemAdded({ productId: 7, priceCents: 500 }));
    await waitFor(() => expect(calls).toEqual(['GET Bearer token', 'PUT 7x3 Bearer token']));
    // The session again (a reload): the basket is the account's already, so it is read, not merged.
    store.dispatch(authStateChanged(shopper));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toBe('GET Bearer token');
    store.dispatch(basketLineRemoved(7));
    await waitFor(() => expect(calls.at(-1)).toBe('PUT 7x0 Bearer token'));
  });

  it('starts a guest’s basket at sign-out, sending nothing: the account keeps its own', async () => {
    const store = sellingStore();
    store.dispatch(authStateChanged(shopper));
    await waitFor(() => expect(store.getState().basket?.lines).toHaveLength(1));
    store.dispatch(authStateChanged(null));
    expect(store.getState().basket).toMatchObject({ lines: [], account: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual(['GET Bearer token']);
  });

  it('keeps the basket in the browser under its own key, leaving the favourites’ format alone', async () => {
    const store = sellingStore();
    store.dispatch(basketItemAdded({ productId: 4, priceCents: 250 }));
    await waitFor(() => expect(window.localStorage.getItem('persist:basket')).toContain('"productId\\":4'));
    const reloaded = sellingStore();
    await waitFor(() =>
      expect(reloaded.getState().basket?.lines).toEqual([{ productId: 4, quantity: 1, seenPriceCents: 250 }]),
    );
    expect(Object.keys(window.localStorage).sort()).toEqual(['persist:basket']);
  });
});
