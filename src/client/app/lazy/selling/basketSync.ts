// The basket on every device of an account (docs/orders.md): at sign-in a guest's basket merges into
// the account's (POST merge: quantities add, capped by the server), a basket already the account's is
// read again (GET); each later change is written (PUT), and a write that fails (offline, server down)
// is made again when the browser is back online, at the next change or the next start, before the
// account's basket is read over it; at sign-out the account keeps its basket and this browser's
// starts again as a guest's.
import { addListener, createAction, isAnyOf, type ListenerEffectAPI } from '@reduxjs/toolkit';
import type { BasketLine } from '@/contract';
import { authStateChanged } from '@/client/features/auth/authSlice';
import { withIdToken } from '@/client/features/auth/lazy/withIdToken';
import {
  basketChangesSeen,
  basketEmptied,
  basketItemAdded,
  basketLineRemoved,
  basketLinesWritten,
  basketMergeKeyMade,
  basketQuantityChanged,
  basketReplaced,
  basketSignedOut,
  selectBasketAccount,
  selectBasketLines,
  selectMergeKey,
  selectUnsyncedLines,
} from '@/client/features/basket/lazy/basketSlice';
import { flushBasketStorage, selectBasketReady } from '@/client/features/basket/lazy/basketPersistence';
import { fetchAccountBasket, mergeBasket, writeBasketLine } from '@/client/features/basket/lazy/sellingRequests';
import type { AppDispatch, RootState, ShopServices } from '../../store';

const addAppListener = addListener.withTypes<RootState, AppDispatch, ShopServices>();
type Api = ListenerEffectAPI<RootState, AppDispatch, ShopServices>;

/** The lines whose quantity or price differs between two baskets; a line gone is quantity 0. */
export function changedLines(before: readonly BasketLine[], after: readonly BasketLine[]): BasketLine[] {
  const written = after.filter((line) => {
    const old = before.find((candidate) => candidate.productId === line.productId);
    return old?.quantity !== line.quantity || old.seenPriceCents !== line.seenPriceCents;
  });
  const gone = before
    .filter((line) => !after.some((candidate) => candidate.productId === line.productId))
    .map((line) => ({ ...line, quantity: 0 }));
  return [...written, ...gone];
}

/**
 * Writes these products' lines to the account as this browser has them (a line gone: quantity 0) and
 * notes which failed; true when all were taken.
 */
async function writeLines(uid: string, productIds: readonly number[], api: Api): Promise<boolean> {
  if (productIds.length === 0) return true;
  const lines = selectBasketLines(api.getState());
  const outcomes = await Promise.all(
    productIds.map(async (productId) => {
      const line = lines.find((candidate) => candidate.productId === productId);
      const written = await withIdToken(api.extra.authService, uid, (token) =>
        writeBasketLine(token, line ?? { productId, quantity: 0, seenPriceCents: 0 }),
      ).catch(() => null);
      return { productId, taken: written !== null };
    }),
  );
  const ids = (taken: boolean) => outcomes.filter((outcome) => outcome.taken === taken).map((o) => o.productId);
  api.dispatch(basketLinesWritten({ written: ids(true), failed: ids(false) }));
  return ids(false).length === 0;
}

/**
 * This guest basket's merge key, made and stored before the merge is sent: a page left while the merge
 * was on its way sends the same key at its next start, and the server adds the lines once.
 */
async function keptMergeKey(api: Api): Promise<string> {
  const kept = selectMergeKey(api.getState());
  if (kept) return kept;
  const key = crypto.randomUUID();
  api.dispatch(basketMergeKeyMade(key));
  await flushBasketStorage(api.dispatch);
  return key;
}

async function joinAccount(uid: string, api: Api): Promise<void> {
  if (!selectBasketReady(api.getState())) await api.condition((_action, state) => selectBasketReady(state));
  const state = api.getState();
  const lines = selectBasketLines(state);
  const ownBasket = selectBasketAccount(state) === uid;
  // Changes the account has not taken yet go first, or reading its basket would undo them.
  if (ownBasket && !(await writeLines(uid, selectUnsyncedLines(state), api))) return;
  const mergeKey = !ownBasket && lines.length ? await keptMergeKey(api) : undefined;
  const joined = await withIdToken(api.extra.authService, uid, (token) =>
    mergeKey ? mergeBasket(token, lines, mergeKey) : fetchAccountBasket(token),
  ).catch(() => null);
  if (joined && api.getState().auth.user?.uid === uid) api.dispatch(basketReplaced({ lines: joined, account: uid }));
}

/** Selling started with a shopper perhaps signed in already: joins as at a sign-in. */
export const basketSyncStarted = createAction('basket/syncStarted');
/** The browser is back online: the writes the account missed are made again. */
const basketBackOnline = createAction('basket/backOnline');

/** The signed-in account this browser's basket is synced with, or null (a guest's, not joined yet). */
function syncedAccount(state: RootState): string | null {
  const user = state.auth.user;
  return user && selectBasketAccount(state) === user.uid ? user.uid : null;
}

export function addBasketSync(dispatch: AppDispatch): void {
  // The account being joined: the same sign-in reported again meanwhile (twice by Firebase, or beside
  // selling's start) waits for it. Cancelling it would not stop a merge already sent, and a second
  // merge would add the guest's quantities twice.
  let joining: { uid: string; done: Promise<void> } | undefined;
  dispatch(
    addAppListener({
      matcher: isAnyOf(authStateChanged, basketSyncStarted),
      effect: async (_action, api) => {
        const user = api.getState().auth.user;
        if (!user) {
          if (selectBasketAccount(api.getState()) !== null) api.dispatch(basketSignedOut());
          return;
        }
        if (joining?.uid === user.uid) return joining.done;
        api.cancelActiveListeners(); // a newer sign-in wins
        const join = { uid: user.uid, done: joinAccount(user.uid, api) };
        joining = join;
        try {
          await join.done;
        } finally {
          if (joining === join) joining = undefined;
        }
      },
    }),
  );
  dispatch(
    addAppListener({
      matcher: isAnyOf(
        basketItemAdded,
        basketQuantityChanged,
        basketLineRemoved,
        basketChangesSeen,
        basketEmptied,
        basketBackOnline,
      ),
      effect: async (_action, api) => {
        const uid = syncedAccount(api.getState());
        if (!uid) return;
        const changes = changedLines(selectBasketLines(api.getOriginalState()), selectBasketLines(api.getState()));
        const waiting = selectUnsyncedLines(api.getState());
        await writeLines(uid, [...new Set([...changes.map((line) => line.productId), ...waiting])], api);
      },
    }),
  );
  window.addEventListener('online', () => dispatch(basketBackOnline()));
}
