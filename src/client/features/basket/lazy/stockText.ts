import { availabilityOf } from '@/contract/selling';
import * as i18n from '@/client/i18n/i18n';

/** The product page's stock label (docs/orders.md). */
export function stockText(stock: number | null): string {
  const availability = availabilityOf(stock);
  if (availability.kind === 'sold_out') return i18n._({ id: 'selling.stock.soldOut', message: 'Sold out' });
  return availability.kind === 'low'
    ? i18n._({ id: 'selling.stock.low', message: 'Only {left, number} left', values: { left: availability.left } })
    : i18n._({ id: 'selling.stock.inStock', message: 'In stock' });
}
