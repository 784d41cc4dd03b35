// Subtotal, shipping, total and the VAT in it per rate: the checkout's totals, the shopper's order
// page and the staff's order screen.
import type { Totals } from '@/contract';
import { formatCents } from '@/contract/selling';
import { TotalsStyles } from './TotalsStyles';

export function AmountsList({ totals, shippingLabel }: { totals: Totals; shippingLabel: string }) {
  return (
    <>
      <TotalsStyles />
      <dl className="totals">
        <dt>Subtotal</dt>
        <dd>{formatCents(totals.subtotalCents)}</dd>
        <dt>{shippingLabel}</dt>
        <dd>{totals.shippingCents === 0 ? 'Free' : formatCents(totals.shippingCents)}</dd>
        <dt>
          <strong>Total</strong>
        </dt>
        <dd>
          <strong>{formatCents(totals.totalCents)}</strong>
        </dd>
        {totals.vat.map((share) => (
          <VatRow key={share.rate} rate={share.rate} cents={share.amountCents} />
        ))}
      </dl>
    </>
  );
}

const VatRow = ({ rate, cents }: { rate: number; cents: number }) => (
  <>
    <dt>incl. {rate}&nbsp;% VAT</dt>
    <dd>{formatCents(cents)}</dd>
  </>
);
