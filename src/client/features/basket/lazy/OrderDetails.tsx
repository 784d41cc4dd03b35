import type { OrderView } from '@/contract';
import { formatCents } from '@/contract/selling';
import { PAYMENT_METHOD_NAMES } from './checkoutForm';
import { PaymentInstructions } from './PaymentInstructions';

const dateOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('de-DE');
};

/** An order as the shopper placed it; what they typed (name, address) is shown as text only. */
export function OrderDetails({ order }: { order: OrderView }) {
  return (
    <>
      <p>
        Order {order.number} of {dateOf(order.createdAt)}, status: {order.status}
      </p>
      <ul>
        {order.lines.map((line) => (
          <li key={line.productId} lang="de">
            {line.quantity} × {line.title} à {formatCents(line.unitPriceCents)} ={' '}
            {formatCents(line.unitPriceCents * line.quantity)}
          </li>
        ))}
      </ul>
      <dl className="totals">
        <dt>Subtotal</dt>
        <dd>{formatCents(order.subtotalCents)}</dd>
        <dt>Shipping</dt>
        <dd>{order.shippingCents === 0 ? 'Free' : formatCents(order.shippingCents)}</dd>
        <dt>
          <strong>Total</strong>
        </dt>
        <dd>
          <strong>{formatCents(order.totalCents)}</strong>
        </dd>
        {order.vat.map((share) => (
          <VatRow key={share.rate} rate={share.rate} cents={share.amountCents} />
        ))}
      </dl>
      <h2>Delivery to</h2>
      <address>
        {order.name}
        <br />
        {order.address.street}
        <br />
        {order.address.postalCode} {order.address.city}
        <br />
        Germany
      </address>
      <h2>Payment</h2>
      <p>{PAYMENT_METHOD_NAMES[order.paymentMethod]}</p>
      <PaymentInstructions order={order} />
      {order.trackingNumber && <p>Tracking number: {order.trackingNumber}</p>}
    </>
  );
}

const VatRow = ({ rate, cents }: { rate: number; cents: number }) => (
  <>
    <dt>incl. {rate}&nbsp;% VAT</dt>
    <dd>{formatCents(cents)}</dd>
  </>
);
