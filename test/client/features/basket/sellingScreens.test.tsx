// With selling on (GET /api/shop): the header's basket, Add to Basket and the stock on the product
// page, the basket with its changes, the checkout's fields, order button, key and refusals, and the
// order page. The API is mocked at the fetch level (MSW), as the other screens' tests do.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import type { OrderRequest, OrderView, PlacedOrder, ProductAvailability, ShopInfo } from '@/contract';
import { AppRoutes } from '@/client/app/router';
import { basketItemAdded } from '@/client/features/basket/lazy/basketSlice';
import { apiServer, apiUrl, catalogHandlers, mockApiDuringTests } from '../../../support/apiMocks';
import { makeProduct } from '../../../support/fixtures';
import { renderWithProviders } from '../../../support/renderWithProviders';

jest.mock('@/client/features/auth/authService', () => ({
  createAuthService: async () => ({ currentUser: async () => null }),
}));

const SHOP: ShopInfo = {
  selling: true,
  seller: { name: 'Möbel Muster', street: 'Hauptstr. 1', postalCode: '10115', city: 'Berlin', email: 'a@b.de' },
  shipping: { flatCents: 495, freeFromCents: 5000 },
  paymentMethods: ['prepayment', 'invoice'],
};

const products = [
  makeProduct(5, { title: 'Ohrensessel', price: 12.5 }),
  makeProduct(6, { title: 'Hocker', price: 20 }),
];
let stock: Record<number, ProductAvailability>;
let orderAnswers: ((body: OrderRequest) => Response)[];
/** The Accept-Language of each order request. */
let orderLanguages: string[] = [];
const orderKeys: string[] = [];

const placed: PlacedOrder = {
  number: 1001,
  status: 'new',
  lines: [{ productId: 5, title: 'Ohrensessel', quantity: 1, unitPriceCents: 1250, vatRate: 19 }],
  subtotalCents: 1250,
  shippingCents: 495,
  totalCents: 1745,
  vat: [{ rate: 19, amountCents: 279 }],
  paymentMethod: 'prepayment',
  accessToken: 'secret-token',
};
const view: OrderView = {
  ...placed,
  createdAt: '2026-11-28T10:00:00Z',
  email: 'max@example.de',
  name: '<img src=x onerror=alert(1)>',
  address: { street: 'Hauptstr. 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
  payTo: { name: 'Möbel Muster', iban: 'DE02120300000000202051', reference: '1001' },
};

mockApiDuringTests();
// A selling shop's pages set its selling hint; only then does the app ask whether it sells.
beforeAll(() => {
  document.cookie = 'shop-selling=1';
});
afterAll(() => {
  document.cookie = 'shop-selling=; max-age=0';
});
beforeEach(() => {
  window.localStorage.clear();
  orderKeys.length = 0;
  stock = {
    5: { id: 5, stock: 3, priceCents: 1250, vatRate: 19 },
    6: { id: 6, stock: 0, priceCents: 2000, vatRate: 7 },
  };
  orderAnswers = [() => HttpResponse.json(placed, { status: 201 })];
  apiServer.use(
    http.get(apiUrl('/shop'), () => HttpResponse.json(SHOP)), // before the catalogue's, which says not selling
    ...catalogHandlers(products),
    http.get(apiUrl('/availability'), ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
      return HttpResponse.json({ products: ids.flatMap((id) => (stock[id] ? [stock[id]] : [])) });
    }),
    http.post(apiUrl('/orders'), async ({ request }) => {
      orderKeys.push(request.headers.get('idempotency-key') ?? '');
      orderLanguages.push(request.headers.get('accept-language') ?? '');
      const answer = orderAnswers.shift() ?? (() => HttpResponse.json(placed, { status: 201 }));
      return answer((await request.json()) as OrderRequest);
    }),
    http.get(apiUrl('/orders/:number'), ({ request }) =>
      new URL(request.url).searchParams.get('token') === 'secret-token'
        ? HttpResponse.json(view)
        : HttpResponse.json({ error: 'not_found', message: 'No such order.' }, { status: 404 }),
    ),
  );
});

const render = (route: string) =>
  renderWithProviders(
    <Suspense fallback={<p>Loading the screen…</p>}>
      <AppRoutes />
    </Suspense>,
    { route },
  );

/** The store once selling's chunk has put the basket in it. */
async function sellingStore(route: string) {
  const rendered = render(route);
  await waitFor(() => expect(rendered.store.getState().basket).toBeDefined());
  return rendered;
}

describe('the product page while the shop sells', () => {
  it('adds one with a status message, counts it in the header, and says the stock', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = await sellingStore('/product/5');
    expect(await screen.findByText('Only 3 left')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'plus shipping' })).toHaveAttribute(
      'href',
      '/versand-und-zahlung',
    );
    await user.click(screen.getByRole('button', { name: 'Add to Basket' }));
    expect(await screen.findByText(/Added to your basket: 1 of “Ohrensessel”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Basket, 1 item' })).toHaveAttribute('href', '/basket');
    expect(alert).not.toHaveBeenCalled();
  });

  it('holds a tap made before the shop has said it sells, then adds: never the catalogue alert', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    let answerShop = () => undefined as void;
    const shopAnswered = new Promise<void>((resolve) => (answerShop = resolve));
    apiServer.use(http.get(apiUrl('/shop'), async () => (await shopAnswered, HttpResponse.json(SHOP))));
    const { user } = render('/product/5');
    const button = await screen.findByRole('button', { name: 'Add to Basket' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    answerShop();
    expect(await screen.findByText(/Added to your basket: 1 of “Ohrensessel”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Basket, 1 item' })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('keeps the keyboard focus on Add to Basket when the shop says it sells', async () => {
    let answerShop = () => undefined as void;
    const shopAnswered = new Promise<void>((resolve) => (answerShop = resolve));
    apiServer.use(http.get(apiUrl('/shop'), async () => (await shopAnswered, HttpResponse.json(SHOP))));
    render('/product/5');
    const catalogButton = await screen.findByRole('button', { name: 'Add to Basket' });
    act(() => catalogButton.focus());
    answerShop();
    await screen.findByText('Only 3 left');
    const sellingButton = screen.getByRole('button', { name: 'Add to Basket' });
    expect(sellingButton).not.toBe(catalogButton);
    expect(sellingButton).toHaveFocus();
  });

  it('disables Add to Basket of a sold-out product and says why', async () => {
    await sellingStore('/product/6');
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Add to Basket' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Sold out');
  });
});

describe('the basket', () => {
  it('shows lines, totals and VAT; quantity by keyboard; remove', async () => {
    const { store, user } = await sellingStore('/basket');
    act(() => {
      store.dispatch(basketItemAdded({ productId: 5, priceCents: 1250 }));
    });
    expect(await screen.findByRole('link', { name: 'Ohrensessel' })).toBeInTheDocument();
    // Today's prices first: a loaded machine takes more than the default second.
    expect(await screen.findByText('17,45 €', {}, { timeout: 5_000 })).toBeInTheDocument(); // 12,50 € + 4,95 € shipping
    expect(screen.getByText('incl. 19 % VAT')).toBeInTheDocument();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.tripleClick(quantity);
    await user.keyboard('2'); // typed over the selected 1
    await waitFor(() => expect(store.getState().basket?.lines[0]?.quantity).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Remove Ohrensessel' }));
    expect(await screen.findByText('Your basket is empty.')).toBeInTheDocument();
  });

  it('holds the checkout until the shopper has seen a changed price', async () => {
    const { store, user } = await sellingStore('/basket');
    act(() => {
      store.dispatch(basketItemAdded({ productId: 5, priceCents: 1000 }));
    });
    expect(await screen.findByText('The price changed from 10,00 € to 12,50 €.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to checkout' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept the new figures' }));
    expect(await screen.findByRole('link', { name: 'Go to checkout' })).toBeInTheDocument();
    expect(store.getState().basket?.lines[0]?.seenPriceCents).toBe(1250);
  });
});

async function fillCheckout(user: ReturnType<typeof render>['user']) {
  await user.type(screen.getByLabelText('Email'), 'max@example.de');
  await user.type(screen.getByLabelText('Full name'), 'Max Mustermann');
  await user.type(screen.getByLabelText('Street and number'), 'Hauptstr. 1');
  await user.type(screen.getByLabelText('Postal code'), '10115');
  await user.type(screen.getByLabelText('City'), 'Berlin');
  await user.click(screen.getByLabelText('Payment in advance (bank transfer)'));
}

describe('the checkout', () => {
  async function checkout() {
    const rendered = await sellingStore('/checkout');
    act(() => {
      rendered.store.dispatch(basketItemAdded({ productId: 5, priceCents: 1250 }));
    });
    await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeEnabled());
    return rendered;
  }

  it('names the problems beside their fields and moves the cursor to the first', async () => {
    const { user } = await checkout();
    await user.type(screen.getByLabelText('Postal code'), '123');
    await user.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please fill this in.');
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription('A German postal code has five digits.');
    expect(orderKeys).toEqual([]);
  });

  it('shows every line, shipping, the total and the payment method above the button, with the legal links', async () => {
    const { user } = await checkout();
    await fillCheckout(user);
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getByText(/1 × Ohrensessel/)).toBeInTheDocument();
    expect(within(summary).getByText('17,45 €')).toBeInTheDocument();
    expect(within(summary).getByText(/Payment method: Payment in advance/)).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /AGB/ })).toHaveAttribute('href', '/agb');
    expect(within(summary).getByRole('link', { name: /Widerrufsbelehrung/ })).toHaveAttribute(
      'href',
      '/widerrufsbelehrung',
    );
    // Directly above the button: the summary is the element right before it.
    expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).previousElementSibling).toBe(summary);
  });

  it('shows a refusal, sends the same key again for the same order, and then opens the order page', async () => {
    orderAnswers = [
      () =>
        HttpResponse.json(
          { error: 'out_of_stock', message: 'Not enough.', lines: [{ productId: 5, requested: 1, available: 0 }] },
          { status: 409 },
        ),
      () => HttpResponse.json({ error: 'unavailable', message: 'Try again.' }, { status: 503 }),
    ];
    const { user, store } = await checkout();
    await fillCheckout(user);
    await user.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    expect(await screen.findByText('Ohrensessel: you asked for 1, 0 left.')).toBeInTheDocument();
    expect(screen.getByText('Nothing was ordered and nothing will be charged.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    expect(await screen.findByText('Try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expect(orderKeys).toHaveLength(3);
    expect(new Set(orderKeys).size).toBe(1);
    expect(store.getState().basket?.lines).toEqual([]);
    // What the shopper typed is text, never markup; the IBAN and the reference are there.
    expect(screen.getByText('<img src=x onerror=alert(1)>', { exact: false })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('DE02 1203 0000 0000 2020 51')).toBeInTheDocument();
  });

  it('asks for the emails and the shop’s messages in the page’s language', async () => {
    orderLanguages = [];
    const sent: OrderRequest[] = [];
    orderAnswers = [(body) => (sent.push(body), HttpResponse.json(placed, { status: 201 }))];
    document.documentElement.lang = 'de';
    try {
      const { user } = await checkout();
      await fillCheckout(user);
      await user.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
      await screen.findByRole('heading', { name: 'Thank you for your order' });
      expect(sent.map((body) => body.language)).toEqual(['de']);
      expect(orderLanguages).toEqual(['de']);
    } finally {
      document.documentElement.lang = 'en';
    }
  });
});

describe('the order page', () => {
  it('is "not found" without the token', async () => {
    render('/orders/1001');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });
});
