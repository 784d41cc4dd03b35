// Signing in joins this browser's favourites and the account's (docs/requirements.md §10.21): the
// union. What only this browser marked goes to the account; what only the account has is marked
// here ('True'). Nothing is ever unmarked by the join.
import { parseProductId } from '@/contract';

export interface FavouritesMergePlan {
  /** Marked here, not on the account: to be added there (PUT), ascending. */
  toUpload: number[];
  /** On the account, not marked here: to be marked here, ascending. */
  toMarkHere: number[];
}

/**
 * `pending` are ids whose heart was clicked since the sign-in (their writes on the way or through):
 * the click decides them, not an account's list that may have been read before the write arrived.
 */
export function planFavouritesMerge(
  localFlags: Readonly<Record<string, boolean>>,
  accountIds: readonly number[],
  pending: ReadonlySet<number> = new Set(),
): FavouritesMergePlan {
  const onAccount = new Set(accountIds);
  const markedHere = new Set(
    Object.entries(localFlags)
      .filter(([, marked]) => marked)
      .map(([key]) => parseProductId(key))
      .filter((id): id is number => id !== null),
  );
  const ascending = (ids: Iterable<number>) =>
    [...ids].filter((id) => !pending.has(id)).sort((left, right) => left - right);
  return {
    toUpload: ascending([...markedHere].filter((id) => !onAccount.has(id))),
    toMarkHere: ascending([...onAccount].filter((id) => !markedHere.has(id))),
  };
}
