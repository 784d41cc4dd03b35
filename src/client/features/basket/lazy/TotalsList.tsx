import type { ShippingRule, Totals } from '@/contract';
import { formatCents } from '@/contract/selling';
import { PriceNote } from './PriceNote';

/** Subtotal, shipping (free from the shop's figure), total and the VAT in it per rate. */
export function TotalsList({ totals, shipping }: { totals: Totals; shipping: ShippingRule }) {
  return (
    <>
      <dl className="totals">
        <dt>Subtotal</dt>
        <dd>{formatCents(totals.subtotalCents)}</dd>
        <dt>Shipping (free from {formatCents(shipping.freeFromCents)})</dt>
        <dd>{totals.shippingCents === 0 ? 'Free' : formatCents(totals.shippingCents)}</dd>
        <dt>
          <strong>Total</strong>
        </dt>
        <dd>
          <strong>{formatCents(totals.totalCents)}</strong>
        </dd>
        {totals.vat.map((share) => (
          <Vat key={share.rate} rate={share.rate} cents={share.amountCents} />
        ))}
      </dl>
      <PriceNote />
    </>
  );
}

const Vat = ({ rate, cents }: { rate: number; cents: number }) => (
  <>
    <dt>incl. {rate}&nbsp;% VAT</dt>
    <dd>{formatCents(cents)}</dd>
  </>
);
