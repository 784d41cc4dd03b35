// One signed-in account on this page: its writes, and the join of the two lists at sign-in.
import type { ListenerEffectAPI } from '@reduxjs/toolkit';
import type { LoadAuthService } from '@/client/features/auth/authService';
import { fetchAccountFavourites, writeAccountFavourite } from '@/client/api/favouritesApi';
import { withIdToken } from '@/client/features/auth/lazy/withIdToken';
import { selectFavouriteFlags, selectFavouritesRead } from '@/client/features/favourites/favouritesSelectors';
import { planFavouritesMerge } from '@/client/features/favourites/favouritesMerge';
import { favouriteChangedElsewhere } from '@/client/features/favourites/favouritesSlice';
import { DEFAULT_RETRY_POLICY, retryDelay, sleep } from '@/client/lib/retry';
import type { AppDispatch, RootState, ShopServices } from '../../store';
import { FavouriteWrites, isRetryable } from './favouriteWrites';

export type SyncApi = ListenerEffectAPI<RootState, AppDispatch, ShopServices>;

export class AccountSession {
  readonly writes: FavouriteWrites;
  private ended = false;

  constructor(
    readonly uid: string,
    private readonly loadAuthService: LoadAuthService,
    unsent: ReadonlyMap<number, boolean> = new Map(),
  ) {
    this.writes = new FavouriteWrites((id, marked) =>
      withIdToken(loadAuthService, uid, (token) => writeAccountFavourite(token, id, marked)),
    );
    for (const [id, marked] of unsent) this.writes.set(id, marked);
  }

  /** Sign-out: nothing more is sent; what was not sent is handed back. */
  end(): Map<number, boolean> {
    this.ended = true;
    return this.writes.stop();
  }

  /** The join at sign-in: the account's list (a few tries) joined with this browser's; none if unreachable. */
  async merge(api: SyncApi): Promise<void> {
    if (!selectFavouritesRead(api.getState())) {
      await api.condition((_action, state) => selectFavouritesRead(state));
    }
    const accountIds = await this.fetchAccountList();
    if (accountIds === null || this.ended) return;
    const plan = planFavouritesMerge(selectFavouriteFlags(api.getState()), accountIds, this.writes.wishedIds());
    for (const id of plan.toMarkHere) api.dispatch(favouriteChangedElsewhere({ id: String(id), marked: true }));
    for (const id of plan.toUpload) this.writes.set(id, true);
  }

  private async fetchAccountList(): Promise<number[] | null> {
    for (let attempt = 1; !this.ended; attempt += 1) {
      try {
        return await withIdToken(this.loadAuthService, this.uid, fetchAccountFavourites);
      } catch (error) {
        const delay = isRetryable(error) ? retryDelay(attempt, DEFAULT_RETRY_POLICY, error.retryAfterMs) : null;
        if (delay === null) return null;
        await sleep(delay);
      }
    }
    return null;
  }
}
