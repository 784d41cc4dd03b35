// The staff's product table (docs/staff.md): a page at a time, searched by title (the shop's own index)
// or by id, at any catalogue size. The search and the page are in the address, so Back and a
// reload show the same page; each title opens that product's edit screen.
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { describeApiError } from '@/client/api/apiError';
import { AppLink } from '@/client/components/AppLink';
import { ErrorState } from '@/client/components/ErrorState';
import { formatEuro } from '@/euroText';
import type { AdminProductPage } from '@/contract';
import { adminProductPath } from '@/shopRoutes';
import { StaffPager } from '../StaffPager';
import { StaffTable } from '../StaffTable';
import { useGetAdminProductsQuery } from './productTableApi';
import { useStaffStatus } from './staffStatus';
import * as i18n from '@/client/i18n/i18n';

/** 'Products 51–100 of 1,000,000', or 'of more than 1,000' where the count stopped at its cap. */
function rangeText(page: AdminProductPage): string {
  const first = page.offset + 1;
  const last = page.offset + page.products.length;
  const total = page.matching;
  return page.matchingCapped
    ? i18n._({
        id: 'staff.products.table.rangeCapped',
        message: 'Products {first, number}–{last, number} of more than {total, number}',
        values: { first, last, total },
      })
    : i18n._({
        id: 'staff.products.table.range',
        message: 'Products {first, number}–{last, number} of {total, number}',
        values: { first, last, total },
      });
}

function statusText(page: AdminProductPage): string {
  if (page.products.length > 0) return rangeText(page);
  if (page.q === '')
    return i18n._({ id: 'staff.products.table.emptyPage', message: 'The catalogue has no products on this page.' });
  return i18n._({ id: 'staff.products.table.noMatch', message: 'No product matches “{q}”.', values: { q: page.q } });
}

export function ProductTable() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const q = params.get('q') ?? '';
  const offset = Math.max(0, Number.parseInt(params.get('offset') ?? '0', 10) || 0);
  const query = useGetAdminProductsQuery({ q, offset });
  // What the screen before did (a delete, an undo), said once above the table.
  const leftStatus = useStaffStatus();
  const { data, error, isError, isFetching, refetch } = query;
  const show = (next: { q: string; offset: number }) => {
    const shown = new URLSearchParams();
    if (next.q) shown.set('q', next.q);
    if (next.offset > 0) shown.set('offset', String(next.offset));
    void navigate(`${pathname}${shown.size > 0 ? `?${shown}` : ''}`);
  };
  return (
    <section className="staff-products" aria-labelledby="staff-products-heading">
      <h2 id="staff-products-heading">{i18n._({ id: 'staff.products.table.title', message: 'Products' })}</h2>
      {leftStatus && <p role="status">{leftStatus}</p>}
      <ProductSearch key={q} term={q} onSearch={(term) => show({ q: term, offset: 0 })} />
      {isError ? (
        <ErrorState message={describeApiError(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <p role="status">{i18n._({ id: 'staff.products.table.loading', message: 'Loading the products…' })}</p>
      ) : (
        <>
          <p role="status" aria-busy={isFetching}>
            {statusText(data)}
          </p>
          {data.products.length > 0 && <ProductRows page={data} />}
          <Pager page={data} onShow={(nextOffset) => show({ q, offset: nextOffset })} />
        </>
      )}
    </section>
  );
}

function ProductSearch({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const [typed, setTyped] = useState(term);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" className="staff-search" onSubmit={submit}>
      <label htmlFor={inputId}>
        {i18n._({ id: 'staff.products.search.label', message: 'Search products by title or #id' })}
      </label>
      <div className="staff-search__row">
        <input id={inputId} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <button type="submit" className="button button--primary">
          {i18n._({ id: 'staff.products.search.button', message: 'Search' })}
        </button>
      </div>
    </form>
  );
}

function ProductRows({ page }: { page: AdminProductPage }) {
  return (
    <StaffTable
      label={i18n._({ id: 'staff.products.table.label', message: 'Product table' })}
      caption={i18n._({ id: 'staff.products.table.caption', message: 'The products of this page' })}
      columns={[
        i18n._({ id: 'staff.products.table.column.id', message: 'Id' }),
        i18n._({ id: 'staff.products.table.column.title', message: 'Title' }),
        i18n._({ id: 'staff.products.table.column.price', message: 'Price' }),
        i18n._({ id: 'staff.products.table.column.category', message: 'Category' }),
        i18n._({ id: 'staff.products.table.column.mark', message: 'Mark' }),
      ]}
    >
      {page.products.map((product) => (
        <tr key={product.id}>
          <td>{product.id}</td>
          <td className="staff-table__title">
            <AppLink to={adminProductPath(product.id)}>{product.title}</AppLink>
          </td>
          <td className="staff-table__number">{formatEuro(product.price)}</td>
          <td>{product.category}</td>
          <td>{product.mark}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

function Pager({ page, onShow }: { page: AdminProductPage; onShow: (offset: number) => void }) {
  return (
    <StaffPager
      label={i18n._({ id: 'staff.products.table.pages', message: 'Pages of the product table' })}
      hasPrevious={page.offset > 0}
      hasNext={page.products.length === page.limit && (page.offset + page.limit < page.matching || page.matchingCapped)}
      onPrevious={() => onShow(Math.max(0, page.offset - page.limit))}
      onNext={() => onShow(page.offset + page.limit)}
    />
  );
}
