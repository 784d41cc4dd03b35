// The shop settings screen (issue 47) at /admin/settings: grouped, labelled fields, the note of what
// selling still needs, a save over the version read (If-Match) with shipping sent in cents, the
// server's problems beside their fields with the focus on the first, a newer version (412) beside
// the edits, and the footer's legal links once the save switched selling on. The API is MSW's; the
// real server's answers: test/server/shop/shopSettings.test.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppRoutes, preloadScreenOf } from '@/client/app/router';
import type { ShopSettings, ShopSettingsHistory } from '@/contract';
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

const EMPTY: ShopSettings = {
  selling: false,
  seller: { name: '', street: '', postalCode: '', city: '', email: '' },
  shipping: { flatCents: 0, freeFromCents: 0 },
  paymentMethods: [],
  legal: { imprint: '', terms: '', withdrawal: '', privacy: '', shippingInfo: '' },
};

let stored: { settings: ShopSettings; version: number };
let puts: { ifMatch: string | null; body: ShopSettings }[];
let putAnswer: (() => Response) | undefined;
const history: ShopSettingsHistory = { changes: [] };

function serve() {
  apiServer.use(
    http.get(url(API.favourites), () => HttpResponse.json({ productIds: [] })),
    http.get(url(STAFF_API.adminMe), () => HttpResponse.json({ email: 'olga@shop.example' })),
    http.get(url(STAFF_API.adminShopSettings), () =>
      HttpResponse.json(stored.settings, { headers: { etag: `"s-${stored.version}"` } }),
    ),
    http.get(url(STAFF_API.adminShopSettingsHistory), () => HttpResponse.json(history)),
    http.get(url(API.shop), () => HttpResponse.json(stored.settings.selling ? { selling: true } : { selling: false })),
    http.put(url(STAFF_API.adminShopSettings), async ({ request }) => {
      const body = (await request.json()) as ShopSettings;
      puts.push({ ifMatch: request.headers.get('if-match'), body });
      const answer = putAnswer?.();
      if (answer) return answer;
      stored = { settings: body, version: stored.version + 1 };
      return HttpResponse.json(body, { headers: { etag: `"s-${stored.version}"` } });
    }),
  );
}

mockApiDuringTests();
beforeAll(() => preloadScreenOf('/admin/settings'));
beforeEach(() => {
  resetStaffSession();
  stored = { settings: EMPTY, version: 0 };
  puts = [];
  putAnswer = undefined;
  serve();
});

const open = () => renderWithProviders(<AppRoutes />, { route: '/admin/settings', preloadedState: staffSignedIn() });

describe('the shop settings screen', () => {
  it('groups labelled fields, is in the staff nav, and lists what selling still needs', async () => {
    open();
    const seller = await screen.findByRole('group', { name: 'Seller' });
    expect(within(seller).getByLabelText('Postal code')).toHaveValue('');
    expect(
      within(screen.getByRole('group', { name: 'Shipping' })).getByLabelText('Shipping per order (€)'),
    ).toHaveValue('0.00');
    expect(screen.getByLabelText('Impressum').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    const note = screen.getByText('Before selling can go on, fill in:').parentElement!;
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Seller name',
      'Street and number',
      'Postal code',
      'City',
      'Email',
      'Payment methods',
      'Impressum',
      'AGB (terms)',
      'Widerrufsbelehrung (withdrawal)',
      'Datenschutz (privacy)',
      'Versand & Zahlung (shipping and payment)',
    ]);
  });

  it('saves over the version read, shipping in cents, and the note follows what is filled in', async () => {
    const { user } = open();
    await user.type(await screen.findByLabelText('Seller name'), 'Möbel Muster GmbH');
    await user.clear(screen.getByLabelText('Shipping per order (€)'));
    await user.type(screen.getByLabelText('Shipping per order (€)'), '4,95');
    await user.click(screen.getByLabelText('Invoice (pay within 14 days)'));
    expect(screen.getByText('Before selling can go on, fill in:').parentElement).not.toHaveTextContent('Seller name');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved. Shoppers see the change at once.')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]!.ifMatch).toBe('"s-0"');
    expect(puts[0]!.body).toMatchObject({
      selling: false,
      seller: { name: 'Möbel Muster GmbH' },
      shipping: { flatCents: 495, freeFromCents: 0 },
      paymentMethods: ['invoice'],
    });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.ifMatch).toBe('"s-1"');
  });

  it('shows the server’s problems beside their fields, the focus on the first', async () => {
    putAnswer = () =>
      HttpResponse.json(
        {
          error: 'invalid_settings',
          message: 'Nothing was saved.',
          problems: [
            { field: 'seller.postalCode', message: "field 'seller.postalCode' must be five digits" },
            { field: 'legal.terms', message: "field 'legal.terms' is required to sell" },
          ],
        },
        { status: 400 },
      );
    const { user } = open();
    await user.click(await screen.findByLabelText('Sell: shoppers can order (off: catalogue mode)'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const postalCode = screen.getByLabelText('Postal code');
    await waitFor(() => expect(postalCode).toHaveFocus());
    expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    expect(postalCode).toHaveAccessibleDescription("field 'seller.postalCode' must be five digits");
    expect(screen.getByLabelText('AGB (terms)')).toHaveAccessibleDescription("field 'legal.terms' is required to sell");
  });

  it('shows a newer version beside the edits on a 412, and saves the edits over it', async () => {
    const newer = { ...EMPTY, seller: { ...EMPTY.seller, city: 'Hamburg' } };
    putAnswer = () => {
      putAnswer = undefined;
      stored = { settings: newer, version: 5 };
      return HttpResponse.json(
        { error: 'changed_since_read', message: 'changed', current: newer, etag: '"s-5"' },
        { status: 412 },
      );
    };
    const { user } = open();
    await user.type(await screen.findByLabelText('City'), 'Berlin');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const conflict = await screen.findByRole('alert');
    expect(within(conflict).getByRole('row', { name: /City/ })).toHaveTextContent('CityBerlin (your change)Hamburg');
    await user.click(within(conflict).getByRole('button', { name: 'Save mine over it' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ ifMatch: '"s-5"', body: { seller: { city: 'Berlin' } } });
  });
});
