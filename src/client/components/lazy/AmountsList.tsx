// Subtotal, shipping, total and the VAT in it per rate: the checkout's totals, the shopper's order
// page and the staff's order screen.
import type { Totals } from '@/contract';
import { formatCents } from '@/contract/selling';
import { TotalsStyles } from './TotalsStyles';
import * as i18n from '@/client/i18n/i18n';

export function AmountsList({ totals, shippingLabel }: { totals: Totals; shippingLabel: string }) {
  return (
    <>
      <TotalsStyles />
      <dl className="totals">
        <dt>{i18n._({ id: 'order.totals.subtotal', message: 'Subtotal' })}</dt>
        <dd>{formatCents(totals.subtotalCents)}</dd>
        <dt>{shippingLabel}</dt>
        <dd>
          {totals.shippingCents === 0
            ? i18n._({ id: 'order.totals.shippingFree', message: 'Free' })
            : formatCents(totals.shippingCents)}
        </dd>
        <dt>
          <strong>{i18n._({ id: 'order.totals.total', message: 'Total' })}</strong>
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
    <dt>{i18n._({ id: 'order.totals.vat', message: 'incl. {rate}\u00a0% VAT', values: { rate } })}</dt>
    <dd>{formatCents(cents)}</dd>
  </>
);
