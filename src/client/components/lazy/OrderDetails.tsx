// An order as the shopper placed it: on their order page, and on the staff's order screen, so staff
// see exactly what the shopper saw. What the shopper typed (name, address) is shown as text only.
import type { ReactNode } from 'react';
import type { OrderView } from '@/contract';
import { formatCents } from '@/contract/selling';
import { PAYMENT_METHOD_NAMES } from '@/client/lib/paymentMethodNames';
import { pageLanguage } from '@/client/lib/pageLanguage';
import { formatDate } from '@/i18n/format';
import { AmountsList } from './AmountsList';

interface OrderDetailsProps {
  order: OrderView;
  /** The level of the sections' headings under the screen's own. */
  Heading?: 'h2' | 'h3' | 'h4';
  /** What the screen says under the payment method (the shopper's payment instructions). */
  payment?: ReactNode;
}

export function OrderDetails({ order, Heading = 'h2', payment }: OrderDetailsProps) {
  return (
    <>
      <p>
        Order {order.number} of {formatDate(order.createdAt, pageLanguage())}, status: {order.status}
      </p>
      <ul>
        {order.lines.map((line) => (
          <li key={line.productId} lang="de">
            {line.quantity} × {line.title} à {formatCents(line.unitPriceCents)} ={' '}
            {formatCents(line.unitPriceCents * line.quantity)}
          </li>
        ))}
      </ul>
      <AmountsList totals={order} shippingLabel="Shipping" />
      <Heading>Delivery to</Heading>
      <address>
        {order.name}
        <br />
        {order.address.street}
        <br />
        {order.address.postalCode} {order.address.city}
        <br />
        Germany
      </address>
      <Heading>Payment</Heading>
      <p>{PAYMENT_METHOD_NAMES[order.paymentMethod]}</p>
      {payment}
      {order.trackingNumber && <p>Tracking number: {order.trackingNumber}</p>}
    </>
  );
}
