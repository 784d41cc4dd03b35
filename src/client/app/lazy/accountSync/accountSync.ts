// Favourites on every device (docs/requirements.md §10.21), in Firebase's chunk: each sign-in joins
// the browser's and the account's lists; each later heart click is written to the account too.
import { authStateChanged } from '@/client/features/auth/authSlice';
import type { AuthUser } from '@/client/features/auth/authTypes';
import { selectIsFavourite } from '@/client/features/favourites/favouritesSelectors';
import type { favouriteToggled } from '@/client/features/favourites/favouritesSlice';
import { AccountSession, type SyncApi } from './accountSession';

export type SyncedAction = ReturnType<typeof authStateChanged> | ReturnType<typeof favouriteToggled>;

export class AccountSync {
  private session: AccountSession | undefined;
  /** Per account, the writes a sign-out cut short: sent when that account signs in again. */
  private readonly unsent = new Map<string, Map<number, boolean>>();
  /** Hearts clicked while the session was being restored: the join leaves them to the click. */
  private readonly clickedBefore = new Map<number, boolean>();

  onAction(action: SyncedAction, api: SyncApi): Promise<void> | void {
    if (authStateChanged.match(action)) return this.follow(action.payload, api);
    this.heartClicked(action.payload, selectIsFavourite(api.getState(), action.payload));
  }

  private heartClicked(productId: number, marked: boolean): void {
    if (this.session) this.session.writes.set(productId, marked);
    else this.clickedBefore.set(productId, marked);
  }

  private async follow(user: AuthUser | null, api: SyncApi): Promise<void> {
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
    this.session = new AccountSession(user.uid, api.extra.authService, toSend);
    await this.session.merge(api);
  }
}
