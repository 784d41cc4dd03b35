import type { ShippingRule, Totals } from '@/contract';
import { AmountsList } from '@/client/components/lazy/AmountsList';
import { formatCents } from '@/contract/selling';
import { PriceNote } from './PriceNote';

/** Subtotal, shipping (free from the shop's figure), total and the VAT in it per rate. */
export function TotalsList({ totals, shipping }: { totals: Totals; shipping: ShippingRule }) {
  return (
    <>
      <AmountsList totals={totals} shippingLabel={`Shipping (free from ${formatCents(shipping.freeFromCents)})`} />
      <PriceNote />
    </>
  );
}
