import type { ShippingRule, Totals } from '@/contract';
import { AmountsList } from '@/client/components/lazy/AmountsList';
import { formatCents } from '@/contract/selling';
import { PriceNote } from './PriceNote';
import * as i18n from '@/client/i18n/i18n';

/** Subtotal, shipping (free from the shop's figure), total and the VAT in it per rate. */
export function TotalsList({ totals, shipping }: { totals: Totals; shipping: ShippingRule }) {
  return (
    <>
      <AmountsList
        totals={totals}
        shippingLabel={i18n._({
          id: 'basket.totals.shipping',
          message: 'Shipping (free from {amount})',
          values: { amount: formatCents(shipping.freeFromCents) },
        })}
      />
      <PriceNote />
    </>
  );
}
