// The account's basket misses no change (docs/orders.md, "The basket"): a write the server did not
// take (offline, down) is made again when the browser is back online, and at the next start before
// the account's basket is read over it, so a quantity set on a bad connection reaches every device.
import { http, HttpResponse } from 'msw';
import type { BasketLine } from '@/contract';
import { startSelling } from '@/client/app/lazy/selling/startSelling';
import { makeStore } from '@/client/app/store';
import type { AuthService } from '@/client/features/auth/authTypes';
import { authStateChanged } from '@/client/features/auth/authSlice';
import { basketItemAdded, basketQuantityChanged } from '@/client/features/basket/lazy/basketSlice';
import { apiServer, apiUrl, mockApiDuringTests } from '../../support/apiMocks';

mockApiDuringTests();

const SHOPPER = { uid: 'u1', email: 'anna@example.com', displayName: null, emailVerified: true };
const authService = async () => ({ idToken: async () => 'token-1' }) as unknown as AuthService;

/** The account's basket as the server keeps it; `down` refuses every call as a server gone would. */
let account: BasketLine[];
let down: boolean;

beforeEach(() => {
  window.localStorage.clear();
  account = [];
  down = false;
  apiServer.use(
    // The favourites' own sync starts at the sign-in too; this test is the basket's.
    http.get(apiUrl('/favourites'), () => HttpResponse.json({ productIds: [] })),
    http.get(apiUrl('/basket'), () => (down ? HttpResponse.error() : HttpResponse.json({ lines: account }))),
    http.put(apiUrl('/basket/:productId'), async ({ params, request }) => {
      if (down) return HttpResponse.error();
      const productId = Number(params.productId);
      const { quantity, seenPriceCents } = (await request.json()) as { quantity: number; seenPriceCents: number };
      account = account.filter((line) => line.productId !== productId);
      if (quantity > 0) account.push({ productId, quantity, seenPriceCents });
      return HttpResponse.json({ lines: account });
    }),
  );
});

/** A browser's store with selling started and the shopper signed in and joined to the account. */
async function signedInBrowser() {
  const store = makeStore(undefined, { services: { authService } });
  startSelling(store);
  store.dispatch(authStateChanged(SHOPPER));
  await waitUntil(() => store.getState().basket?.account === SHOPPER.uid);
  return store;
}

/** What the browser's storage keeps of the lines waiting to be written (redux-persist's format). */
const keptUnsynced = () =>
  (JSON.parse(window.localStorage.getItem('persist:basket') ?? '{}') as { unsynced?: string }).unsynced;

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 2000) throw new Error('never came true');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the basket sync with the account', () => {
  it('writes a change the server missed again once the browser is back online', async () => {
    const store = await signedInBrowser();
    store.dispatch(basketItemAdded({ productId: 7, priceCents: 1250 }));
    await waitUntil(() => account.length === 1);

    down = true;
    store.dispatch(basketQuantityChanged({ productId: 7, quantity: 4 }));
    await waitUntil(() => store.getState().basket?.unsynced?.length === 1);
    expect(account).toEqual([{ productId: 7, quantity: 1, seenPriceCents: 1250 }]);

    down = false;
    window.dispatchEvent(new Event('online'));
    await waitUntil(() => account[0]?.quantity === 4);
    await waitUntil(() => store.getState().basket?.unsynced?.length === 0);
  });

  it('writes what is waiting before reading the account’s basket at the next start', async () => {
    const first = await signedInBrowser();
    first.dispatch(basketItemAdded({ productId: 7, priceCents: 1250 }));
    await waitUntil(() => account.length === 1);
    down = true;
    first.dispatch(basketQuantityChanged({ productId: 7, quantity: 3 }));
    await waitUntil(() => first.getState().basket?.unsynced?.length === 1);

    // A reload: the kept basket comes back from storage (once written there); the server is up again.
    await waitUntil(() => keptUnsynced() === '[7]');
    down = false;
    const reloaded = await signedInBrowser();
    await waitUntil(() => account[0]?.quantity === 3);
    expect(reloaded.getState().basket?.lines).toEqual([{ productId: 7, quantity: 3, seenPriceCents: 1250 }]);
  });
});
