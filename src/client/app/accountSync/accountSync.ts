// Favourites on every device (docs/requirements.md §10.21). This module comes with Firebase's
// chunk and gets, from app/listeners.ts, every sign-in state reported and every heart click of a
// shopper who may be signed in; an anonymous visit never loads it. Each sign-in (or restored
// session) joins the browser's and the account's lists; each later heart click is written to the
// account as well as to localStorage.
import { authStateChanged, type AuthUser } from '@/client/features/auth/authSlice';
import { selectIsFavourite } from '@/client/features/favourites/favouritesSelectors';
import type { favouriteToggled } from '@/client/features/favourites/favouritesSlice';
import { AccountSession, type SyncApi } from './accountSession';

export type SyncedAction = ReturnType<typeof authStateChanged> | ReturnType<typeof favouriteToggled>;

/** The sync's state for one store: app/listeners.ts keeps the box, this module what is in it. */
export interface AccountSyncBox {
  sync?: AccountSync;
}

export function onAccountAction(action: SyncedAction, api: SyncApi, box: AccountSyncBox): Promise<void> | void {
  box.sync ??= new AccountSync();
  if (authStateChanged.match(action)) return box.sync.follow(action.payload, api);
  box.sync.heartClicked(action.payload, selectIsFavourite(api.getState(), action.payload));
}

class AccountSync {
  private session: AccountSession | undefined;
  /** Per account, the writes a sign-out cut short: sent when that account signs in again. */
  private readonly unsent = new Map<string, Map<number, boolean>>();
  /**
   * Hearts clicked while the session was still being restored: sent as clicked once it is, and the
   * join leaves them to the click (an unmark must not be undone by the account's older list).
   */
  private readonly clickedBefore = new Map<number, boolean>();

  heartClicked(productId: number, marked: boolean): void {
    if (this.session) this.session.writes.set(productId, marked);
    else this.clickedBefore.set(productId, marked);
  }

  async follow(user: AuthUser | null, api: SyncApi): Promise<void> {
    if (this.session?.uid === user?.uid) return; // the same account, its data read again
    if (this.session) this.unsent.set(this.session.uid, this.session.end());
    this.session = undefined;
    if (!user) {
      this.clickedBefore.clear(); // no session came: those were a guest's clicks
      return; // signed out: the local flags stay, they are this browser's (§6)
    }
    const toSend = new Map([...(this.unsent.get(user.uid) ?? []), ...this.clickedBefore]);
    this.unsent.delete(user.uid);
    this.clickedBefore.clear();
    this.session = new AccountSession(user.uid, toSend);
    await this.session.merge(api);
  }
}
