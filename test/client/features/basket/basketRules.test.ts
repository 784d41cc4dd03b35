// The basket's rules where they live: the slice's reducers, the basket as seen today (changes and
// totals by the shared orderTotals), the checkout's checks, the attempt's key and the sync's diff.
import { changedLines } from '@/client/app/lazy/selling/basketSync';
import {
  basketChangesSeen,
  basketEmptied,
  basketItemAdded,
  basketLineRemoved,
  basketQuantityChanged,
  basketReducer,
  basketReplaced,
  basketSignedOut,
  type BasketState,
} from '@/client/features/basket/lazy/basketSlice';
import { changeText, viewBasket } from '@/client/features/basket/lazy/basketView';
import { checkCheckout, checkoutFieldOf, type CheckoutValues } from '@/client/features/basket/lazy/checkoutForm';
import { createAttemptKeys } from '@/client/features/basket/lazy/idempotencyKey';
import { stockText } from '@/client/features/basket/lazy/stockText';

const run = (...actions: Parameters<typeof basketReducer>[1][]): BasketState =>
  actions.reduce(basketReducer, basketReducer(undefined, { type: 'init' }));

describe('the basket slice', () => {
  it('adds one at a time, remembering the price shown when the line was made', () => {
    const state = run(
      basketItemAdded({ productId: 5, priceCents: 1250 }),
      basketItemAdded({ productId: 5, priceCents: 1300 }),
      basketItemAdded({ productId: 6, priceCents: 200 }),
    );
    expect(state.lines).toEqual([
      { productId: 5, quantity: 2, seenPriceCents: 1250 },
      { productId: 6, quantity: 1, seenPriceCents: 200 },
    ]);
  });

  it('holds 1–99 of a line: more is capped, 0 or remove takes the line out', () => {
    const added = run(basketItemAdded({ productId: 5, priceCents: 100 }));
    expect(basketReducer(added, basketQuantityChanged({ productId: 5, quantity: 150 })).lines[0]?.quantity).toBe(99);
    expect(basketReducer(added, basketQuantityChanged({ productId: 5, quantity: 0 })).lines).toEqual([]);
    expect(basketReducer(added, basketLineRemoved(5)).lines).toEqual([]);
    const full = basketReducer(added, basketQuantityChanged({ productId: 5, quantity: 99 }));
    expect(basketReducer(full, basketItemAdded({ productId: 5, priceCents: 100 })).lines[0]?.quantity).toBe(99);
  });

  it('takes the new figures the shopper has seen: price now, at most what is left, sold out leaves', () => {
    const state = run(
      basketItemAdded({ productId: 1, priceCents: 100 }),
      basketQuantityChanged({ productId: 1, quantity: 4 }),
      basketItemAdded({ productId: 2, priceCents: 100 }),
      basketChangesSeen([
        { id: 1, stock: 2, priceCents: 120, vatRate: 19 },
        { id: 2, stock: 0, priceCents: 100, vatRate: 7 },
      ]),
    );
    expect(state.lines).toEqual([{ productId: 1, quantity: 2, seenPriceCents: 120 }]);
  });

  it('takes the account’s basket at sign-in, empties after an order, and starts as a guest’s at sign-out', () => {
    const joined = run(basketReplaced({ lines: [{ productId: 3, quantity: 2, seenPriceCents: 50 }], account: 'u1' }));
    expect(joined).toEqual({ lines: [{ productId: 3, quantity: 2, seenPriceCents: 50 }], account: 'u1', unsynced: [] });
    expect(basketReducer(joined, basketEmptied())).toEqual({ lines: [], account: 'u1', unsynced: [] });
    expect(basketReducer(joined, basketSignedOut())).toEqual({ lines: [], account: null, unsynced: [] });
  });
});

describe('the basket as seen today', () => {
  const shipping = { flatCents: 495, freeFromCents: 5000 };

  it('totals by today’s prices with shipping and the VAT per rate', () => {
    const view = viewBasket(
      [
        { productId: 1, quantity: 2, seenPriceCents: 1000 },
        { productId: 2, quantity: 1, seenPriceCents: 1070 },
      ],
      [
        { id: 1, stock: null, priceCents: 1000, vatRate: 19 },
        { id: 2, stock: 9, priceCents: 1070, vatRate: 7 },
      ],
      shipping,
    );
    expect(view.changed).toBe(false);
    expect(view.totals.subtotalCents).toBe(3070);
    expect(view.totals.shippingCents).toBe(495);
    expect(view.totals.totalCents).toBe(3565);
    expect(view.totals.vat.map((share) => share.rate)).toEqual([19, 7]);
  });

  it('tells a line that sold out, fell below its quantity or changed price, with the new figure', () => {
    const view = viewBasket(
      [
        { productId: 1, quantity: 1, seenPriceCents: 1000 },
        { productId: 2, quantity: 5, seenPriceCents: 1000 },
        { productId: 3, quantity: 1, seenPriceCents: 1000 },
      ],
      [
        { id: 1, stock: 0, priceCents: 1000, vatRate: 19 },
        { id: 2, stock: 3, priceCents: 1000, vatRate: 19 },
        { id: 3, stock: null, priceCents: 1299, vatRate: 19 },
      ],
      shipping,
    );
    expect(view.changed).toBe(true);
    expect(view.lines.map((line) => line.changes.map(changeText).join(' '))).toEqual([
      'Sold out since you added it.',
      'Only 3 left now.',
      'The price changed from 10,00\u00a0€ to 12,99\u00a0€.',
    ]);
  });

  it('tells a line the shop no longer has, but not while today’s figures are on their way', () => {
    const lines = [{ productId: 8, quantity: 1, seenPriceCents: 100 }];
    expect(viewBasket(lines, undefined, shipping).changed).toBe(false);
    const view = viewBasket(lines, [], shipping);
    expect(view.lines[0]?.changes.map(changeText)).toEqual(['The shop no longer has this product.']);
    expect(view.totals.totalCents).toBe(0);
    expect(basketReducer({ lines, account: null }, basketChangesSeen([])).lines).toEqual([]);
  });

  it('writes the stock as the product page says it', () => {
    expect([null, 6, 5, 1, 0].map(stockText)).toEqual([
      'In stock',
      'In stock',
      'Only 5 left',
      'Only 1 left',
      'Sold out',
    ]);
  });
});

describe('the checkout', () => {
  const good: CheckoutValues = {
    email: 'max@example.de',
    name: 'Max <b>Mustermann</b>',
    street: 'Hauptstr. 1',
    postalCode: '10115',
    city: 'Berlin',
    paymentMethod: 'invoice',
  };

  it('checks each field as the server does', () => {
    expect(checkCheckout(good)).toEqual({});
    expect(checkCheckout({ ...good, email: 'max', name: ' ', postalCode: '1011', paymentMethod: '' })).toEqual({
      email: 'Enter an email address like name@example.de.',
      name: 'Please fill this in.',
      postalCode: 'A German postal code has five digits.',
      paymentMethod: 'Choose how you want to pay.',
    });
  });

  it('reads the server’s field paths', () => {
    expect(['address.postalCode', '/address/city', 'email', 'lines.0.quantity'].map(checkoutFieldOf)).toEqual([
      'postalCode',
      'city',
      'email',
      undefined,
    ]);
  });

  it('keeps one key per attempt: the same order again sends the same key, a changed one a new key', () => {
    let made = 0;
    const keyFor = createAttemptKeys(() => `key-${++made}`);
    expect(keyFor({ a: 1 })).toBe('key-1');
    expect(keyFor({ a: 1 })).toBe('key-1');
    expect(keyFor({ a: 2 })).toBe('key-2');
  });
});

describe('the basket sync', () => {
  it('writes the lines that changed, and a line gone as quantity 0', () => {
    const before = [
      { productId: 1, quantity: 1, seenPriceCents: 100 },
      { productId: 2, quantity: 1, seenPriceCents: 100 },
    ];
    const after = [
      { productId: 1, quantity: 3, seenPriceCents: 100 },
      { productId: 3, quantity: 1, seenPriceCents: 50 },
    ];
    expect(changedLines(before, after)).toEqual([
      { productId: 1, quantity: 3, seenPriceCents: 100 },
      { productId: 3, quantity: 1, seenPriceCents: 50 },
      { productId: 2, quantity: 0, seenPriceCents: 100 },
    ]);
  });
});
