// The staff's order list (issue 48) at /admin/orders: its rows and links, the status filter, the
// search and the page in the address (so a reload shows the same), nothing found, and a failed call
// with Retry. The staff API is MSW's; the real server's answers: test/server/orders/.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { AppRoutes, preloadScreenOf } from '@/client/app/router';
import type { AdminOrderPage } from '@/contract';
import { STAFF_API } from '@/staffRoutes';
import { apiServer, mockApiDuringTests } from '../../../support/apiMocks';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { fakeOrderApi, rowOf, sampleOrder } from './support/fakeOrderApi';
import { resetStaffSession, staffSignedIn } from './support/staffSession';

jest.mock(
  '@/client/features/auth/authService',
  () => jest.requireActual<typeof import('./support/staffSession')>('./support/staffSession').authServiceModule,
);

const url = (path: string) => `${window.location.origin}${path}`;

/** A page as the API answers it: `count` orders from `offset`, newest (highest number) first. */
const page = (params: URLSearchParams, count: number, more: boolean): AdminOrderPage => {
  const offset = Number(params.get('offset') ?? 0);
  return {
    q: params.get('q') ?? '',
    offset,
    limit: 50,
    more,
    orders: Array.from({ length: count }, (_, i) => rowOf(sampleOrder(2000 - offset - i, 'paid'))),
  };
};

let asked: URLSearchParams[];
function answerPages(answer: (params: URLSearchParams) => Response) {
  apiServer.use(
    ...fakeOrderApi(sampleOrder(1)).handlers,
    http.get(url(STAFF_API.adminOrders), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      expect(request.headers.get('authorization')).toBe('Bearer token-1');
      return answer(params);
    }),
  );
}

/** The address the app shows, as a reload would read it. */
let address = '';
function Where() {
  const { pathname, search } = useLocation();
  address = `${pathname}${search}`;
  return null;
}

const open = (route: string) =>
  renderWithProviders(
    <>
      <AppRoutes />
      <Where />
    </>,
    { route, preloadedState: staffSignedIn() },
  );

mockApiDuringTests();
beforeAll(() => preloadScreenOf('/admin/orders'));
beforeEach(() => {
  resetStaffSession();
  asked = [];
});

describe('the staff order list', () => {
  it('lists a page of orders, each number a link to its screen, in the staff nav', async () => {
    answerPages((params) => HttpResponse.json(page(params, 50, true)));
    const { user } = open('/admin/orders');

    const table = await screen.findByRole('table', { name: 'The orders of this page, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(51);
    expect(within(rows[1]!).getByRole('link', { name: '#2000' })).toHaveAttribute('href', '/admin/orders/2000');
    expect(rows[1]).toHaveTextContent('shopper2000@example.de');
    expect(rows[1]).toHaveTextContent('250,00 €');
    expect(rows[1]).toHaveTextContent('Payment in advance (bank transfer)');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[1]).toHaveTextContent('28 Nov 2026, 10:00 UTC');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Orders 1–50, more on the next page.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));

    expect(await screen.findByRole('link', { name: '#1950' })).toBeInTheDocument();
    expect(address).toBe('/admin/orders?page=2');
    expect(asked.map((params) => params.get('offset'))).toEqual(['0', '50']);
  });

  it('puts the status filter and the search in the address, from the first page', async () => {
    answerPages((params) => HttpResponse.json(page(params, params.get('q') ? 1 : 3, false)));
    const { user } = open('/admin/orders?page=3');
    await screen.findByRole('table');

    await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await user.type(screen.getByRole('searchbox', { name: 'Order number or email' }), ' ana@example.de ');
    await user.click(screen.getByRole('button', { name: 'Show orders' }));

    expect(await screen.findByText('Orders 1–1.')).toBeInTheDocument();
    expect(address).toBe('/admin/orders?status=paid&q=ana%40example.de');
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ status: 'paid', q: 'ana@example.de', offset: '0' });
  });

  it('reads filter, search and page from the address, as after a reload', async () => {
    answerPages((params) => HttpResponse.json(page(params, 2, false)));
    open('/admin/orders?status=shipped&q=1042&page=2');

    expect(await screen.findByText('Orders 51–52.')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0]!)).toEqual({ status: 'shipped', q: '1042', offset: '50' });
    expect(screen.getByLabelText('Status')).toHaveValue('shipped');
    expect(screen.getByRole('searchbox', { name: 'Order number or email' })).toHaveValue('1042');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says when no order matches', async () => {
    answerPages((params) => HttpResponse.json(page(params, 0, false)));
    open('/admin/orders?q=nobody');
    expect(await screen.findByText('No orders match.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of the order list' })).not.toBeInTheDocument();
  });

  it('shows a failed page as an error with Retry, and Retry asks again', async () => {
    let calls = 0;
    answerPages((params) =>
      ++calls === 1
        ? HttpResponse.json({ error: 'unavailable', message: 'The shop is busy.' }, { status: 503 })
        : HttpResponse.json(page(params, 2, false)),
    );
    const { user } = open('/admin/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is busy.');

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
