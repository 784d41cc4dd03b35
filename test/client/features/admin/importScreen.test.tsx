// The staff's catalogue import screen (issue 38) at /admin/import: a file and a mode previewed
// (counts, invalid rows by line, no Confirm while any), the confirm's progress bar as the NDJSON
// answer streams, the result and the imports list refreshed, and failures shown with a way on.
// The staff API is MSW's; the real server's answers: test/server/staff/adminImport.test.ts.
import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppRoutes, preloadScreenOf } from '@/client/app/router';
import type { ImportEntry, ImportHistory, ImportPreview } from '@/contract';
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

const figures = { categories: 0, products: 3, added: 1, changed: 1, unchanged: 1, removed: 0 };
const preview = (overrides: Partial<ImportPreview> = {}): ImportPreview => ({
  file: 'katalog.csv',
  bytes: 120,
  format: 'csv',
  mode: 'upsert',
  ...figures,
  invalid: { total: 0, rows: [] },
  token: 'token-of-the-preview',
  ...overrides,
});
const entry = (id: number, file = 'katalog.csv'): ImportEntry => ({
  id,
  at: '2026-11-27T10:15:00.000Z',
  by: 'ana@shop.example',
  via: 'browser',
  file,
  bytes: 120,
  sha256: 'a'.repeat(64),
  format: 'csv',
  mode: 'upsert',
  ...figures,
});

mockApiDuringTests();
let history: ImportEntry[];
let historyAsked: number;
beforeAll(() => preloadScreenOf('/admin/import'));
beforeEach(() => {
  resetStaffSession();
  history = [entry(1, 'alt.jsonl')];
  historyAsked = 0;
  apiServer.use(
    http.get(url(API.favourites), () => HttpResponse.json({ productIds: [] })),
    http.get(url(STAFF_API.adminMe), () => HttpResponse.json({ email: 'ana@shop.example' })),
    http.get(url(STAFF_API.adminImports), () => {
      historyAsked++;
      return HttpResponse.json({ imports: history } satisfies ImportHistory);
    }),
  );
});

// Node's File, as the browser's: jsdom's has no bytes for fetch to send.
const file = (name = 'katalog.csv') => new NodeFile(['id,title\n1,x\n'], name, { type: 'text/csv' }) as unknown as File;

async function choose(user: ReturnType<typeof renderWithProviders>['user'], name?: string) {
  await user.upload(await screen.findByLabelText('Catalogue file'), file(name));
}

describe('the staff import screen', () => {
  it('previews a file: the counts, every invalid row with its line, and no Confirm while any', async () => {
    let asked: URL | undefined;
    let body = '';
    apiServer.use(
      http.post(url(STAFF_API.adminImportPreview), async ({ request }) => {
        asked = new URL(request.url);
        body = await request.text();
        expect(request.headers.get('authorization')).toBe('Bearer token-1');
        return HttpResponse.json(
          preview({
            token: undefined,
            invalid: {
              total: 1002,
              rows: [
                { line: 4, problems: ["field 'price' must be a number of euros, got -1"] },
                { line: 9, problems: ['has 3 cells, the header 7'] },
              ],
            },
          }),
        );
      }),
    );
    const { user } = renderWithProviders(<AppRoutes />, { route: '/admin/import', preloadedState: staffSignedIn() });
    expect(await screen.findByRole('link', { name: 'Import' })).toHaveAttribute('aria-current', 'page');
    await choose(user);
    await user.click(screen.getByRole('radio', { name: /Replace the whole catalogue/ }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const heading = await screen.findByRole('heading', { name: /Preview: nothing is written/ });
    expect(heading).toHaveFocus();
    expect(asked?.searchParams.get('name')).toBe('katalog.csv');
    expect(asked?.searchParams.get('mode')).toBe('replace');
    expect(body).toBe('id,title\n1,x\n');
    const figuresShown = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(figuresShown).toEqual(
      expect.arrayContaining([
        '1 product added',
        '1 product changed',
        '1 product left as they are',
        '0 products removed',
      ]),
    );
    const table = screen.getByRole('table', { name: '1,002 invalid rows' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "4field 'price' must be a number of euros, got -1",
      '9has 3 cells, the header 7',
    ]);
    expect(screen.getByText('…and 1,000 more invalid rows after these.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm import' })).not.toBeInTheDocument();
  });

  it('confirms a clean preview: a progress bar with values while it imports, then the result and the list', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let token: string | null = null;
    apiServer.use(
      http.post(url(STAFF_API.adminImportPreview), () => HttpResponse.json(preview())),
      http.post(url(STAFF_API.adminImports), ({ request }) => {
        token = new URL(request.url).searchParams.get('token');
        const encoder = new TextEncoder();
        const stream = new ReadableStream({
          async start(controller) {
            controller.enqueue(encoder.encode('{"type":"progress","phase":"counting","done":3,"total":3}\n'));
            controller.enqueue(encoder.encode('{"type":"progress","phase":"writing","done":1,"total":4}\n'));
            await released;
            history = [entry(2), ...history];
            controller.enqueue(encoder.encode(`${JSON.stringify({ type: 'done', import: entry(2) })}\n`));
            controller.close();
          },
        });
        return new HttpResponse(stream, { headers: { 'content-type': 'application/x-ndjson' } });
      }),
    );
    const { user } = renderWithProviders(<AppRoutes />, { route: '/admin/import', preloadedState: staffSignedIn() });
    expect(await screen.findByRole('cell', { name: 'alt.jsonl' })).toBeInTheDocument();
    await choose(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('heading', { name: /Preview: nothing is written/ });
    // The keyboard reaches Confirm from the preview's heading.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm import' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    await screen.findByText('Writing 1 of 4 products');
    expect(bar).toHaveAttribute('aria-valuenow', '62');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(token).toBe('token-of-the-preview');
    const asked = historyAsked;
    release();

    expect(await screen.findByRole('heading', { name: 'Imported' })).toHaveFocus();
    expect(screen.getByText(/katalog\.csv: 1 added, 1 changed, 0 removed/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findAllByRole('cell', { name: 'katalog.csv' })).toHaveLength(1);
    expect(historyAsked).toBeGreaterThan(asked);
  });

  it('shows the import’s refusal of a stale preview, with a way to preview again', async () => {
    let previews = 0;
    apiServer.use(
      http.post(url(STAFF_API.adminImportPreview), () => {
        previews++;
        return HttpResponse.json(preview());
      }),
      http.post(url(STAFF_API.adminImports), () =>
        HttpResponse.json(
          { error: 'catalogue_changed', message: 'The catalogue changed since this file was previewed.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderWithProviders(<AppRoutes />, { route: '/admin/import', preloadedState: staffSignedIn() });
    await choose(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The catalogue changed since this file was previewed.');
    await user.click(screen.getByRole('button', { name: 'Preview again' }));
    await screen.findByRole('button', { name: 'Confirm import' });
    expect(previews).toBe(2);
  });

  it('shows a failed preview with Try again, and a file the import cannot read', async () => {
    let answer = HttpResponse.json(
      { error: 'busy', message: 'This server is previewing another file.' },
      { status: 503 },
    );
    apiServer.use(http.post(url(STAFF_API.adminImportPreview), () => answer));
    const { user } = renderWithProviders(<AppRoutes />, { route: '/admin/import', preloadedState: staffSignedIn() });
    await choose(user, 'wrong.csv');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This server is previewing another file.');
    answer = HttpResponse.json(
      preview({ token: undefined, ...figures, products: 0, problem: "line 1: unknown column 'titel'" }),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("line 1: unknown column 'titel'");
    expect(screen.queryByRole('button', { name: 'Confirm import' })).not.toBeInTheDocument();
  });
});
