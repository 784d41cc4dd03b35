// The staff's categories (issue 38) as the router shows them at /admin/categories: the list with
// product counts, editing with Name/Colour/Picture and Save (If-Match, problems beside their fields,
// the newer version on a 412 with what was typed kept), adding, removing (refused with the count),
// the history, and a failed list with Retry. The staff API is MSW's, holding state as the server
// does; the real server's answers: test/server/staff/adminCategories.test.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppRoutes, preloadScreenOf } from '@/client/app/router';
import type { AdminCategory, AdminCategoryList, CategoryHistory } from '@/contract';
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

interface Stored {
  category: AdminCategory;
  version: number;
  products: number;
  productsCapped?: boolean;
}

/** The categories as the fake server keeps them; each change moves a category's version on. */
let stored: Stored[];
let requests: { method: string; path: string; ifMatch: string | null; body: unknown }[];
let history: CategoryHistory;
let listCalls: number;
const etag = (row: Stored) => `"c-${row.category.id}-${row.version}"`;

function serve(overrides: { put?: () => Response | undefined; list?: () => Response | undefined } = {}) {
  apiServer.use(
    http.get(url(API.favourites), () => HttpResponse.json({ productIds: [] })),
    http.get(url(STAFF_API.adminMe), () => HttpResponse.json({ email: 'ana@shop.example' })),
    http.get(url(STAFF_API.adminCategories), () => {
      listCalls++;
      const body: AdminCategoryList = {
        categories: stored.map((row) => ({
          category: row.category,
          etag: etag(row),
          products: row.products,
          productsCapped: row.productsCapped ?? false,
        })),
        pictures: ['/images/categories/sofa.webp', '/images/categories/garden.webp'],
      };
      return overrides.list?.() ?? HttpResponse.json(body);
    }),
    http.get(url(STAFF_API.adminCategoriesHistory), () => HttpResponse.json(history)),
    http.get(url(`${STAFF_API.adminCategories}/:id/history`), () => HttpResponse.json(history)),
    http.post(url(STAFF_API.adminCategories), async ({ request }) => {
      const body = (await request.json()) as Omit<AdminCategory, 'id'>;
      requests.push({ method: 'POST', path: new URL(request.url).pathname, ifMatch: null, body });
      if (stored.some((row) => row.category.catName === body.catName))
        return HttpResponse.json(
          {
            error: 'name_taken',
            message: 'Nothing was saved.',
            problems: [{ field: 'catName', message: `a category named "${body.catName}" is in the shop already` }],
          },
          { status: 409 },
        );
      const row = { category: { id: 50, ...body }, version: 1, products: 0 };
      stored.push(row);
      return HttpResponse.json(row.category, { status: 201, headers: { etag: etag(row) } });
    }),
    http.put(url(`${STAFF_API.adminCategories}/:id`), async ({ request, params }) => {
      const body = (await request.json()) as AdminCategory;
      const ifMatch = request.headers.get('if-match');
      requests.push({ method: 'PUT', path: new URL(request.url).pathname, ifMatch, body });
      const row = stored.find((each) => String(each.category.id) === params.id)!;
      const answer = overrides.put?.();
      if (answer) return answer;
      if (ifMatch !== etag(row))
        return HttpResponse.json(
          { error: 'changed_since_read', message: 'changed', current: row.category, etag: etag(row) },
          { status: 412, headers: { etag: etag(row) } },
        );
      row.category = { ...row.category, ...body };
      row.version++;
      return HttpResponse.json(row.category, { headers: { etag: etag(row) } });
    }),
    http.delete(url(`${STAFF_API.adminCategories}/:id`), ({ request, params }) => {
      requests.push({
        method: 'DELETE',
        path: new URL(request.url).pathname,
        ifMatch: request.headers.get('if-match'),
        body: null,
      });
      const row = stored.find((each) => String(each.category.id) === params.id)!;
      if (row.products > 0)
        return HttpResponse.json({ error: 'category_in_use', message: 'in use', products: 125_000 }, { status: 409 });
      stored = stored.filter((each) => each !== row);
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

mockApiDuringTests();
beforeAll(() => preloadScreenOf('/admin/categories'));
beforeEach(() => {
  resetStaffSession();
  stored = [
    {
      category: { id: 5, catName: 'sofa', bgColor: '#f3e3d3', imageUrl: '/images/categories/sofa.webp' },
      version: 1,
      products: 6,
    },
    {
      category: { id: 2, catName: 'laptop', bgColor: '#dbe7f5', imageUrl: '/images/categories/laptop.webp' },
      version: 1,
      products: 1000,
      productsCapped: true,
    },
    {
      category: { id: 9, catName: 'leer', bgColor: '#eee', imageUrl: '/images/categories/sale.webp' },
      version: 1,
      products: 0,
    },
  ];
  requests = [];
  listCalls = 0;
  history = { changes: [] };
});

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLTableRowElement;
/** The screen with sofa's form open. */
async function openSofa() {
  const { user } = renderWithProviders(<AppRoutes />, { route: '/admin/categories', preloadedState: staffSignedIn() });
  await user.click(within(await rowOf('sofa')).getByRole('button', { name: 'Edit “sofa”' }));
  return { user, form: screen.getByRole('region', { name: 'Edit “sofa”' }) };
}

describe('the staff categories screen', () => {
  it('lists the categories with how many products use each, in the staff nav', async () => {
    serve();
    renderWithProviders(<AppRoutes />, { route: '/admin/categories', preloadedState: staffSignedIn() });
    expect(await rowOf('sofa')).toHaveTextContent('6 products use this category');
    expect(await rowOf('laptop')).toHaveTextContent('more than 1,000 products use this category');
    expect(await rowOf('leer')).toHaveTextContent('No products');
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current');
  });

  it('saves a new name and colour over the version opened, and the list shows it', async () => {
    serve();
    const { user, form } = await openSofa();
    expect(within(form).getByRole('heading', { name: 'Edit “sofa”' })).toHaveFocus();
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Sofas & Sessel');
    await user.clear(within(form).getByLabelText('Colour'));
    await user.type(within(form).getByLabelText('Colour'), '#abc');
    expect(within(form).getByLabelText('Pick the colour')).toHaveValue('#aabbcc');
    const lists = listCalls;

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Saved. Shoppers see it within a second.')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/categories/5',
        ifMatch: '"c-5-1"',
        body: { catName: 'Sofas & Sessel', bgColor: '#abc', imageUrl: '/images/categories/sofa.webp' },
      },
    ]);
    expect(await screen.findByRole('rowheader', { name: 'Sofas & Sessel' })).toBeInTheDocument();
    expect(listCalls).toBeGreaterThan(lists);
    // The next save goes over the version this one made.
    await user.type(within(form).getByLabelText('Name'), '!');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.at(-1)?.ifMatch).toBe('"c-5-2"'));
  });

  it('chooses a picture the shop has, or takes a typed path', async () => {
    serve();
    const { user, form } = await openSofa();
    const choices = within(form).getByRole('group', { name: 'Pictures the shop has' });
    expect(within(choices).getByRole('button', { name: 'sofa.webp' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(choices).getByRole('button', { name: 'garden.webp' }));
    expect(within(form).getByLabelText('Picture')).toHaveValue('/images/categories/garden.webp');
    expect(within(choices).getByRole('button', { name: 'garden.webp' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ imageUrl: '/images/categories/garden.webp' }));
  });

  it('shows the server’s problems beside their fields, and nothing else changes', async () => {
    serve({
      put: () =>
        HttpResponse.json(
          {
            error: 'invalid_category',
            message: 'Nothing was saved.',
            problems: [
              { field: 'bgColor', message: "field 'bgColor' must be a colour like '#f3e3d3', got \"rot\"" },
              {
                field: 'imageUrl',
                message: "field 'imageUrl' must be a path starting with '/' or an http(s) URL, got \"x\"",
              },
            ],
          },
          { status: 400 },
        ),
    });
    const { user, form } = await openSofa();
    await user.clear(within(form).getByLabelText('Colour'));
    await user.type(within(form).getByLabelText('Colour'), 'rot');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const colour = within(form).getByLabelText('Colour');
    await waitFor(() => expect(colour).toHaveAttribute('aria-invalid', 'true'));
    expect(colour).toHaveAccessibleDescription("field 'bgColor' must be a colour like '#f3e3d3', got \"rot\"");
    expect(within(form).getByLabelText('Picture')).toHaveAccessibleDescription(/must be a path starting with/);
    expect(within(form).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(colour).toHaveValue('rot');
  });

  it('on a 412 shows the newer version beside what was typed, and saves mine over it on request', async () => {
    serve();
    const { user, form } = await openSofa();
    // Someone else saves meanwhile.
    stored[0] = { ...stored[0]!, category: { ...stored[0]!.category, bgColor: '#000000' }, version: 7 };
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Mein Sofa');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const conflict = await within(form).findByRole('alert');
    expect(conflict).toHaveTextContent('Someone changed this category since you opened it');
    expect(conflict).toHaveTextContent('#000000');
    expect(within(form).getByLabelText('Name')).toHaveValue('Mein Sofa');
    expect(within(form).getByLabelText('Colour')).toHaveValue('#f3e3d3');

    await user.click(within(conflict).getByRole('button', { name: 'Save mine over it' }));

    expect(await within(form).findByText('Saved. Shoppers see it within a second.')).toBeInTheDocument();
    expect(requests.map((request) => [request.ifMatch, (request.body as AdminCategory).catName])).toEqual([
      ['"c-5-1"', 'Mein Sofa'],
      ['"c-5-7"', 'Mein Sofa'],
    ]);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on a 412 takes the newer version into the form when asked', async () => {
    serve();
    const { user, form } = await openSofa();
    stored[0] = { ...stored[0]!, category: { ...stored[0]!.category, catName: 'Couch' }, version: 3 };
    await user.type(within(form).getByLabelText('Name'), ' neu');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await user.click(await within(form).findByRole('button', { name: 'Use the newer version' }));
    expect(within(form).getByLabelText('Name')).toHaveValue('Couch');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.at(-1)?.ifMatch).toBe('"c-5-3"'));
  });

  it('adds a category, with a name the shop has refused beside the Name field', async () => {
    serve();
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/admin/categories',
      preloadedState: staffSignedIn(),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a category' }));
    const form = screen.getByRole('region', { name: 'Add a category' });
    await user.type(within(form).getByLabelText('Name'), 'sofa');
    await user.type(within(form).getByLabelText('Picture'), '/images/categories/garden.webp');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('a category named "sofa" is in the shop already')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Garten');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('rowheader', { name: 'Garten' })).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: '/api/admin/categories',
      ifMatch: null,
      body: { catName: 'Garten', bgColor: '#eeeeee', imageUrl: '/images/categories/garden.webp' },
    });
    // Saved, the form edits the new category from then on.
    expect(await screen.findByRole('region', { name: 'Edit “Garten”' })).toBeInTheDocument();
  });

  it('is refused removing a category products use, with their number; removes an unused one after a yes', async () => {
    serve();
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/admin/categories',
      preloadedState: staffSignedIn(),
    });
    await user.click(within(await rowOf('laptop')).getByRole('button', { name: 'Remove “laptop”' }));
    const refusal = await screen.findByText(/was not removed/);
    expect(refusal).toHaveTextContent(
      '“laptop” was not removed: 125,000 products use this category. Move them to another category first.',
    );
    expect(requests).toEqual([{ method: 'DELETE', path: '/api/admin/categories/2', ifMatch: '"c-2-1"', body: null }]);

    await user.click(within(await rowOf('leer')).getByRole('button', { name: 'Remove “leer”' }));
    const ask = screen.getByRole('group', { name: 'Remove “leer”?' });
    expect(within(ask).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Yes, remove' }));

    expect(await screen.findByText('Removed “leer”.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'leer' })).not.toBeInTheDocument());
    expect(requests.at(-1)).toEqual({
      method: 'DELETE',
      path: '/api/admin/categories/9',
      ifMatch: '"c-9-1"',
      body: null,
    });
  });

  it('shows the history, each changed field before and after', async () => {
    history = {
      changes: [
        {
          id: 3,
          at: '2026-11-27T10:15:00.000Z',
          by: 'ana@shop.example',
          action: 'save',
          before: { id: 5, catName: 'sofa', bgColor: '#f3e3d3', imageUrl: '/a.webp' },
          after: { id: 5, catName: 'Sofas', bgColor: '#f3e3d3', imageUrl: '/a.webp' },
          changed: ['catName'],
        },
      ],
    };
    serve();
    renderWithProviders(<AppRoutes />, { route: '/admin/categories', preloadedState: staffSignedIn() });
    const section = await screen.findByRole('region', { name: 'History of every category' });
    const [entry] = await within(section).findAllByRole('listitem');
    expect(entry).toHaveTextContent('Changed “Sofas” by ana@shop.example, 27 Nov 2026, 10:15 UTC');
    expect(entry).toHaveTextContent('Name: sofa → Sofas');
  });

  it('shows a failed list as an error with Retry, and Retry asks again', async () => {
    let calls = 0;
    serve({
      list: () =>
        ++calls === 1
          ? HttpResponse.json({ error: 'unavailable', message: 'The shop is busy.' }, { status: 503 })
          : undefined,
    });
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/admin/categories',
      preloadedState: staffSignedIn(),
    });
    expect(await screen.findByText('The shop is busy.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowOf('sofa')).toBeInTheDocument();
  });
});
