import { availabilityOf } from '@/contract/selling';

/** The product page's stock label (docs/orders.md). */
export function stockText(stock: number | null): string {
  const availability = availabilityOf(stock);
  if (availability.kind === 'sold_out') return 'Sold out';
  return availability.kind === 'low' ? `Only ${availability.left} left` : 'In stock';
}
