// The basket on every device of an account (docs/orders.md): at sign-in a guest's basket merges into
// the account's (POST merge: quantities add, capped by the server), a basket already the account's is
// read again (GET); each later change is written (PUT); at sign-out the account keeps its basket and
// this browser's starts again as a guest's.
import { addListener, createAction, isAnyOf, type ListenerEffectAPI } from '@reduxjs/toolkit';
import type { BasketLine } from '@/contract';
import { authStateChanged } from '@/client/features/auth/authSlice';
import { withIdToken } from '@/client/features/auth/lazy/withIdToken';
import {
  basketChangesSeen,
  basketEmptied,
  basketItemAdded,
  basketLineRemoved,
  basketQuantityChanged,
  basketReplaced,
  basketSignedOut,
  selectBasketAccount,
  selectBasketLines,
} from '@/client/features/basket/lazy/basketSlice';
import { selectBasketReady } from '@/client/features/basket/lazy/basketPersistence';
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

async function joinAccount(uid: string, api: Api): Promise<void> {
  if (!selectBasketReady(api.getState())) await api.condition((_action, state) => selectBasketReady(state));
  const state = api.getState();
  const lines = selectBasketLines(state);
  const guestLines = selectBasketAccount(state) === uid ? [] : lines;
  const joined = await withIdToken(api.extra.authService, uid, (token) =>
    guestLines.length ? mergeBasket(token, guestLines) : fetchAccountBasket(token),
  ).catch(() => null);
  if (joined && api.getState().auth.user?.uid === uid) api.dispatch(basketReplaced({ lines: joined, account: uid }));
}

/** Selling started with a shopper perhaps signed in already: joins as at a sign-in. */
export const basketSyncStarted = createAction('basket/syncStarted');

export function addBasketSync(dispatch: AppDispatch): void {
  dispatch(
    addAppListener({
      matcher: isAnyOf(authStateChanged, basketSyncStarted),
      effect: async (_action, api) => {
        const user = api.getState().auth.user;
        if (!user) {
          if (selectBasketAccount(api.getState()) !== null) api.dispatch(basketSignedOut());
          return;
        }
        api.cancelActiveListeners(); // a newer sign-in wins
        await joinAccount(user.uid, api);
      },
    }),
  );
  dispatch(
    addAppListener({
      matcher: isAnyOf(basketItemAdded, basketQuantityChanged, basketLineRemoved, basketChangesSeen, basketEmptied),
      effect: async (_action, api) => {
        const user = api.getState().auth.user;
        const account = selectBasketAccount(api.getState());
        if (!user || account !== user.uid) return; // a guest's basket, or not joined yet
        const changes = changedLines(selectBasketLines(api.getOriginalState()), selectBasketLines(api.getState()));
        await Promise.all(
          changes.map((line) =>
            withIdToken(api.extra.authService, user.uid, (token) => writeBasketLine(token, line)).catch(() => null),
          ),
        );
      },
    }),
  );
}
