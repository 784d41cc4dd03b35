// The join of this browser's favourites and the account's at sign-in (requirements §10.21): a union.
import { planFavouritesMerge } from '@/client/features/favourites/favouritesMerge';

describe('planFavouritesMerge', () => {
  it('uploads what only this browser marked and marks here what only the account has', () => {
    const plan = planFavouritesMerge({ '3': true, '7': true, '9': false }, [7, 12, 9]);

    expect(plan).toEqual({ toUpload: [3], toMarkHere: [9, 12] });
  });

  it('changes nothing when both lists are the same', () => {
    expect(planFavouritesMerge({ '1': true, '2': true, '5': false }, [2, 1])).toEqual({ toUpload: [], toMarkHere: [] });
  });

  it('never unmarks: a flag only this browser has stays marked, "False" on the account side means nothing', () => {
    const plan = planFavouritesMerge({ '4': true }, []);

    expect(plan).toEqual({ toUpload: [4], toMarkHere: [] });
  });

  it('marks here an id this browser has never shown (no stored value)', () => {
    expect(planFavouritesMerge({}, [42])).toEqual({ toUpload: [], toMarkHere: [42] });
  });

  it('leaves ids with a heart click still on its way to the click', () => {
    const plan = planFavouritesMerge({ '3': true, '8': false }, [8, 11], new Set([3, 8]));

    expect(plan).toEqual({ toUpload: [], toMarkHere: [11] });
  });

  it('ignores keys that are not product ids and answers in ascending order', () => {
    const plan = planFavouritesMerge({ '10': true, '2': true, '07': true, x: true }, [30, 20]);

    expect(plan).toEqual({ toUpload: [2, 10], toMarkHere: [20, 30] });
  });
});
