// The staff's product table, a page at a time at any catalogue size: the list in
// catalogue order, a product by its id, or the titles searched as the shop searches them
// (catalogQueries.ts's searchPage: the title index, its scan bound and MATCH_COUNT_CAP). No call
// counts the whole table: the list's count is the catalogue's kept one, a search's stops at the cap.
import type { AdminProductPage, Product } from '../../contract';
import { parseProductId } from '../../contract';
import type { CatalogQueries } from '../catalog/catalogQueries';
import { guarded } from '../db/unavailableOnError';
import type { Words } from '../i18n/serverI18n';

/** A search's term read as a product id: '#12345' is one always, a bare '12345' when a product has it. */
const ID_TERM = /^(#?)\s*(\d+)$/;

const UNAVAILABLE: Words = (i18n) =>
  i18n._({
    id: 'api.staff.products.unavailable',
    message: 'The product list cannot be read right now. Please try again in a few seconds.',
  });

interface AdminPageRequest {
  q: string;
  offset: number;
  limit: number;
}

type AdminProductQueries = Pick<CatalogQueries, 'searchPage' | 'productsByIds'>;

/** Runs a title search where searches wait for room (the shop's SearchSlots); the list runs at once. */
type RunSearch = <T extends { matchingCapped?: boolean }>(search: () => Promise<T>) => Promise<T>;

const rowOf = ({ id, title, price, category, mark, image }: Product) => ({ id, title, price, category, mark, image });

/** A page of the staff's product table: `q` '' the list, an id that product, else a title search. */
export async function adminProductPage(
  queries: AdminProductQueries,
  { q: raw, offset, limit }: AdminPageRequest,
  runSearch: RunSearch = (search) => search(),
): Promise<AdminProductPage> {
  const q = raw.trim();
  const idTerm = ID_TERM.exec(q);
  if (idTerm) {
    const id = parseProductId(idTerm[2]);
    const found = id === null ? [] : await guarded(() => queries.productsByIds([id]), UNAVAILABLE);
    // '#…' asks for an id only; a bare number no product has is searched for in the titles ('2000').
    if (found.length > 0 || idTerm[1] === '#')
      return {
        q,
        by: 'id',
        offset,
        limit,
        matching: found.length,
        matchingCapped: false,
        products: offset === 0 ? found.map(rowOf) : [],
      };
  }
  const read = () => guarded(() => queries.searchPage(q, { offset, limit }), UNAVAILABLE);
  const page = q === '' ? await read() : await runSearch(read);
  return {
    q,
    by: q === '' ? 'list' : 'title',
    offset,
    limit,
    matching: page.matching,
    matchingCapped: page.matchingCapped,
    products: page.products.map(rowOf),
  };
}
