// The staff's product table (issue 38) as the router shows it at /admin: its rows and links, the
// search and the pages in the address, a capped count, nothing found, and a failed call with Retry.
// The staff API is MSW's; the real server's answers: test/server/staff/adminProducts.test.ts.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppRoutes, preloadScreenOf } from '@/client/app/router';
import type { AdminProductPage } from '@/contract';
import { API } from '@/shopRoutes';
import { apiServer, mockApiDuringTests } from '../../../support/apiMocks';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { resetStaffSession, staffSignedIn } from './support/staffSession';
import { STAFF_API } from '@/staffRoutes';

jest.mock(
  '@/client/features/auth/authService',
  () => jest.requireActual<typeof import('./support/staffSession')>('./support/staffSession').authServiceModule,
);

const url = (path: string) => `${window.location.origin}${path}`;

const row = (id: number) => ({
  id,
  title: `Sessel ${id}`,
  price: 199.5,
  image: '/images/x.jpg',
  mark: 'new',
  category: 'Sessel',
});

/** A page as the API answers it: `count` rows from `offset`, of `matching`. */
function page(q: string, offset: number, count: number, matching: number, capped = false): AdminProductPage {
  return {
    q,
    by: q === '' ? 'list' : 'title',
    offset,
    limit: 50,
    matching,
    matchingCapped: capped,
    products: Array.from({ length: count }, (_, i) => row(offset + i + 1)),
  };
}

mockApiDuringTests();
let asked: URLSearchParams[];
beforeAll(() => preloadScreenOf('/admin'));
beforeEach(() => {
  resetStaffSession();
  asked = [];
});

function answerPages(answer: (params: URLSearchParams) => Response) {
  apiServer.use(
    http.get(url(API.favourites), () => HttpResponse.json({ productIds: [] })),
    http.get(url(STAFF_API.adminMe), () => HttpResponse.json({ email: 'ana@shop.example' })),
    http.get(url(STAFF_API.adminProducts), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      expect(request.headers.get('authorization')).toBe('Bearer token-1');
      return answer(params);
    }),
  );
}

const table = () => screen.findByRole('table');

describe('the staff product table', () => {
  it('lists a page, each title a link to its edit screen, and pages on with Next', async () => {
    answerPages((params) => HttpResponse.json(page('', Number(params.get('offset')), 50, 1_000_000)));
    const { user } = renderWithProviders(<AppRoutes />, { route: '/admin', preloadedState: staffSignedIn() });

    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(51);
    expect(within(rows[1]!).getByRole('link', { name: 'Sessel 1' })).toHaveAttribute('href', '/admin/products/1');
    expect(rows[1]).toHaveTextContent('199,50');
    expect(screen.getByText('Products 1–50 of 1,000,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));

    expect(await screen.findByText('Products 51–100 of 1,000,000')).toBeInTheDocument();
    expect(asked.map((params) => params.get('offset'))).toEqual(['0', '50']);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('searches by what is typed, from the first page, and says when nothing matches', async () => {
    answerPages((params) => {
      const q = params.get('q') ?? '';
      return HttpResponse.json(q === 'sessel' ? page(q, 0, 3, 3) : page(q, 0, 0, 0));
    });
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/admin?offset=100',
      preloadedState: staffSignedIn(),
    });
    expect(await screen.findByText('The catalogue has no products on this page.')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search products by title or #id' }), ' sessel {Enter}');

    expect(await screen.findByText('Products 1–3 of 3')).toBeInTheDocument();
    expect(asked.at(-1)?.get('q')).toBe('sessel');
    expect(asked.at(-1)?.get('offset')).toBe('0');
    expect(screen.queryByRole('navigation', { name: 'Pages of the product table' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nichts{Enter}');
    expect(await screen.findByText('No product matches “nichts”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says "more than" where the count stopped at its cap, and keeps Next', async () => {
    answerPages((params) => HttpResponse.json(page(params.get('q') ?? '', 0, 50, 1000, true)));
    renderWithProviders(<AppRoutes />, { route: '/admin?q=a', preloadedState: staffSignedIn() });
    expect(await screen.findByText('Products 1–50 of more than 1,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('shows a failed page as an error with Retry, and Retry asks again', async () => {
    let calls = 0;
    answerPages(() =>
      ++calls === 1
        ? HttpResponse.json({ error: 'unavailable', message: 'The shop is busy.' }, { status: 503 })
        : HttpResponse.json(page('', 0, 2, 2)),
    );
    const { user } = renderWithProviders(<AppRoutes />, { route: '/admin', preloadedState: staffSignedIn() });
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is busy.');

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await table()).toBeInTheDocument();
    expect(screen.getByText('Products 1–2 of 2')).toBeInTheDocument();
  });
});
