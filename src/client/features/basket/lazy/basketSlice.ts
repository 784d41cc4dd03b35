// The basket (docs/orders.md): what the shopper put in it and the price each line showed then, so a
// price that changed since is told, never charged silently. Comes with selling's chunk; persisted
// under its own key (basketPersistence.ts), synced with the account by app/lazy/selling/.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, type BasketLine, type ProductAvailability } from '@/contract/selling';

export interface BasketState {
  lines: BasketLine[];
  /** The account these lines are synced with (uid); null for a guest's basket, merged at sign-in. */
  account: string | null;
  /** Products whose line the account has not taken yet (offline, server down): written again later. */
  unsynced?: number[];
  /**
   * The key of this guest basket's merge into an account, kept from before it is sent until the
   * account's basket replaces it: a merge sent again after a reload is taken in once.
   */
  mergeKey?: string;
}

/** The store's basket: absent until selling's chunk has come (catalogue mode: always). */
export interface BasketRootState {
  basket?: BasketState;
}

const initialState: BasketState = { lines: [], account: null };

/** A quantity as a line may hold it: a whole number within 0–99 (0 removes the line). */
const boundedQuantity = (quantity: number): number =>
  Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.trunc(Number.isFinite(quantity) ? quantity : 0)));

function setQuantity(state: BasketState, productId: number, quantity: number, seenPriceCents?: number): void {
  const bounded = boundedQuantity(quantity);
  const index = state.lines.findIndex((line) => line.productId === productId);
  if (bounded === 0) {
    if (index >= 0) state.lines.splice(index, 1);
  } else if (index >= 0) {
    const line = state.lines[index] as BasketLine;
    line.quantity = bounded;
  } else if (seenPriceCents !== undefined && state.lines.length < MAX_ORDER_LINES) {
    state.lines.push({ productId, quantity: bounded, seenPriceCents });
  }
}

const basketSlice = createSlice({
  name: 'basket',
  initialState,
  reducers: {
    /** Add to Basket: one more of the product (at most 99); a new line remembers the price shown. */
    basketItemAdded(state, { payload }: PayloadAction<{ productId: number; priceCents: number }>) {
      const quantity = state.lines.find((line) => line.productId === payload.productId)?.quantity ?? 0;
      setQuantity(state, payload.productId, quantity + 1, payload.priceCents);
    },
    /** The shopper's quantity for a line; 0 removes it. */
    basketQuantityChanged(state, { payload }: PayloadAction<{ productId: number; quantity: number }>) {
      setQuantity(state, payload.productId, payload.quantity);
    },
    basketLineRemoved(state, { payload }: PayloadAction<number>) {
      setQuantity(state, payload, 0);
    },
    /** The account's basket (sign-in, another device): it replaces this browser's. */
    basketReplaced(state, { payload }: PayloadAction<{ lines: BasketLine[]; account: string }>) {
      state.account = payload.account;
      state.unsynced = [];
      delete state.mergeKey;
      state.lines = payload.lines
        .map((line) => ({ ...line, quantity: boundedQuantity(line.quantity) }))
        .filter((line) => line.quantity > 0);
    },
    /** The order was placed. */
    basketEmptied(state) {
      state.lines = [];
    },
    /** Sign-out: the account keeps its basket; this browser's starts again as a guest's. */
    basketSignedOut(state) {
      state.lines = [];
      state.account = null;
      state.unsynced = [];
      delete state.mergeKey;
    },
    /** A guest basket is about to be merged into an account under this key. */
    basketMergeKeyMade(state, { payload }: PayloadAction<string>) {
      state.mergeKey = payload;
    },
    /** The outcome of writing lines to the account: the failed ones wait for the next attempt. */
    basketLinesWritten(state, { payload }: PayloadAction<{ written: number[]; failed: number[] }>) {
      const waiting = new Set(state.unsynced ?? []);
      for (const productId of payload.written) waiting.delete(productId);
      for (const productId of payload.failed) waiting.add(productId);
      state.unsynced = [...waiting];
    },
    /**
     * The shopper has seen what changed: each line takes the price now, at most what is left, and
     * a sold-out line leaves.
     */
    basketChangesSeen(state, { payload }: PayloadAction<ProductAvailability[]>) {
      // A product the shop no longer has leaves (the payload names every line's product it still has).
      state.lines = state.lines.filter((line) => payload.some((now) => now.id === line.productId));
      for (const now of payload) {
        const line = state.lines.find((candidate) => candidate.productId === now.id);
        if (!line) continue;
        line.seenPriceCents = now.priceCents;
        if (now.stock !== null) setQuantity(state, now.id, Math.min(line.quantity, now.stock));
      }
    },
  },
});

export const {
  basketItemAdded,
  basketQuantityChanged,
  basketLineRemoved,
  basketReplaced,
  basketEmptied,
  basketSignedOut,
  basketChangesSeen,
  basketLinesWritten,
  basketMergeKeyMade,
} = basketSlice.actions;
export const basketReducer = basketSlice.reducer;

const NO_LINES: BasketLine[] = [];
export const selectBasketLines = (state: BasketRootState): BasketLine[] => state.basket?.lines ?? NO_LINES;
export const selectBasketAccount = (state: BasketRootState): string | null => state.basket?.account ?? null;
const NO_IDS: number[] = [];
export const selectUnsyncedLines = (state: BasketRootState): number[] => state.basket?.unsynced ?? NO_IDS;
export const selectMergeKey = (state: BasketRootState): string | undefined => state.basket?.mergeKey;
