// A catalogue source whose searches for a term wait until the test lets them go, so a test can hold
// searches in flight and know when they arrived: no sleeps, no timing. The term 'everything' stands
// for a search whose count hit its cap. `largerThanWholeList` makes the catalogue say it is too large
// for a prepared whole list, so the list is streamed.
import type { CatalogSource } from '@/server/catalog/catalogSource';
import { WHOLE_LIST_LIMIT } from '@/contract';
import { MATCH_COUNT_CAP } from '@/server/catalog/catalogQueries';

export class HeldSearches {
  /** The terms of the searches that reached the source, in order. */
  readonly arrived: string[] = [];
  private waiters: Array<{ count: number; resolve: () => void }> = [];
  private open!: () => void;
  private readonly opened = new Promise<void>((resolve) => (this.open = resolve));

  wrap(source: CatalogSource, { largerThanWholeList = false } = {}): CatalogSource {
    return {
      ...source,
      firstPage: async () => {
        const first = await source.firstPage();
        return largerThanWholeList ? { ...first, total: WHOLE_LIST_LIMIT + 1, matching: WHOLE_LIST_LIMIT + 1 } : first;
      },
      searchPage: async (term, page, words) => {
        if (term.trim() === '') return source.searchPage(term, page, words);
        this.arrived.push(term);
        for (const waiter of this.waiters.filter((one) => one.count <= this.arrived.length)) waiter.resolve();
        await this.opened;
        if (term === 'everything')
          return { products: [], hasMore: false, matching: MATCH_COUNT_CAP, matchingCapped: true };
        return source.searchPage(term, page, words);
      },
    };
  }

  /** Resolves once `count` searches have reached the source. */
  until(count: number): Promise<void> {
    if (this.arrived.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  /** Lets every held search, and every later one, go on. */
  release(): void {
    this.open();
  }
}
