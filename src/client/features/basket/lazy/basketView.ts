// The basket as the shopper sees it now: each line at today's price and stock, what changed since it
// was added, and the totals by the one function the order is charged with (orderTotals).
import {
  availabilityOf,
  orderTotals,
  type BasketLine,
  type ProductAvailability,
  type ShippingRule,
  type Totals,
} from '@/contract/selling';
import { formatCents } from '@/contract/selling';
import * as i18n from '@/client/i18n/i18n';

/** 319 → '3,19 €', as the shop writes prices. */

export type LineChange =
  | { kind: 'gone' }
  | { kind: 'sold_out' }
  | { kind: 'short'; left: number }
  | { kind: 'price'; before: number; now: number };

export interface ViewedLine extends BasketLine {
  /** Today's figures; undefined while loading, or for a product the shop no longer has. */
  now?: ProductAvailability;
  changes: LineChange[];
}

function lineChanges(line: BasketLine, now: ProductAvailability | undefined, loading: boolean): LineChange[] {
  if (!now) return loading ? [] : [{ kind: 'gone' }];
  if (availabilityOf(now.stock).kind === 'sold_out') return [{ kind: 'sold_out' }];
  const changes: LineChange[] = [];
  if (now.stock !== null && now.stock < line.quantity) changes.push({ kind: 'short', left: now.stock });
  if (now.priceCents !== line.seenPriceCents)
    changes.push({ kind: 'price', before: line.seenPriceCents, now: now.priceCents });
  return changes;
}

export function changeText(change: LineChange): string {
  switch (change.kind) {
    case 'gone':
      return i18n._({ id: 'basket.change.gone', message: 'The shop no longer has this product.' });
    case 'sold_out':
      return i18n._({ id: 'basket.change.soldOut', message: 'Sold out since you added it.' });
    case 'short':
      return i18n._({
        id: 'basket.change.short',
        message: 'Only {left, number} left now.',
        values: { left: change.left },
      });
    case 'price':
      return i18n._({
        id: 'basket.change.price',
        message: 'The price changed from {before} to {now}.',
        values: { before: formatCents(change.before), now: formatCents(change.now) },
      });
  }
}

export interface BasketView {
  lines: ViewedLine[];
  /** A line changed since it was added: the checkout waits until the shopper has taken the new figures. */
  changed: boolean;
  totals: Totals;
}

export function viewBasket(
  lines: readonly BasketLine[],
  /** Today's figures; undefined while they are on their way. */
  availability: readonly ProductAvailability[] | undefined,
  shipping: ShippingRule,
): BasketView {
  const byId = new Map((availability ?? []).map((now) => [now.id, now]));
  const viewed = lines.map((line) => {
    const now = byId.get(line.productId);
    return { ...line, now, changes: lineChanges(line, now, availability === undefined) };
  });
  const priced = viewed.flatMap((line) =>
    line.now ? [{ quantity: line.quantity, unitPriceCents: line.now.priceCents, vatRate: line.now.vatRate }] : [],
  );
  return {
    lines: viewed,
    changed: viewed.some((line) => line.changes.length > 0),
    totals: orderTotals(priced, shipping),
  };
}
