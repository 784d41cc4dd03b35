// The join at sign-in (§10.21): the union of this browser's and the account's favourites.
import { parseProductId } from '@/contract';

export interface FavouritesMergePlan {
  /** Marked here, not on the account: to be added there (PUT), ascending. */
  toUpload: number[];
  /** On the account, not marked here: to be marked here, ascending. */
  toMarkHere: number[];
}

/** `pending`: hearts clicked since the sign-in, which the click decides, not the account's list. */
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
