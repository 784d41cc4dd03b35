// An order as the shopper placed it: on their order page, and on the staff's order screen, so staff
// see exactly what the shopper saw. What the shopper typed (name, address) is shown as text only.
import type { ReactNode } from 'react';
import type { OrderView } from '@/contract';
import { formatCents } from '@/contract/selling';
import { PAYMENT_METHOD_NAMES } from '@/client/lib/paymentMethodNames';
import { pageLanguage } from '@/client/lib/pageLanguage';
import { formatDate } from '@/i18n/format';
import { AmountsList } from './AmountsList';
import * as i18n from '@/client/i18n/i18n';
import type { OrderStatus } from '@/contract/selling';

/** An order's status as the shopper reads it. */
const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  new: i18n._({ id: 'order.status.new', message: 'new' }),
  paid: i18n._({ id: 'order.status.paid', message: 'paid' }),
  shipped: i18n._({ id: 'order.status.shipped', message: 'shipped' }),
  completed: i18n._({ id: 'order.status.completed', message: 'completed' }),
  cancelled: i18n._({ id: 'order.status.cancelled', message: 'cancelled' }),
};

export const orderStatusText = (status: OrderStatus): string => ORDER_STATUS_NAMES[status] ?? status;

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
        {i18n._({
          id: 'order.details.summary',
          message: 'Order {number} of {date}, status: {status}',
          values: {
            number: order.number,
            date: formatDate(order.createdAt, pageLanguage()),
            status: orderStatusText(order.status),
          },
        })}
      </p>
      <ul>
        {order.lines.map((line) => (
          <li key={line.productId} lang="de">
            {line.quantity} × {line.title} à {formatCents(line.unitPriceCents)} ={' '}
            {formatCents(line.unitPriceCents * line.quantity)}
          </li>
        ))}
      </ul>
      <AmountsList totals={order} shippingLabel={i18n._({ id: 'order.details.shipping', message: 'Shipping' })} />
      <Heading>{i18n._({ id: 'order.details.deliveryTo', message: 'Delivery to' })}</Heading>
      <address>
        {order.name}
        <br />
        {order.address.street}
        <br />
        {order.address.postalCode} {order.address.city}
        <br />
        {i18n._({ id: 'order.details.country', message: 'Germany' })}
      </address>
      <Heading>{i18n._({ id: 'order.details.payment', message: 'Payment' })}</Heading>
      <p>{PAYMENT_METHOD_NAMES[order.paymentMethod]}</p>
      {payment}
      {order.trackingNumber && (
        <p>
          {i18n._({
            id: 'order.details.trackingNumber',
            message: 'Tracking number: {trackingNumber}',
            values: { trackingNumber: order.trackingNumber },
          })}
        </p>
      )}
    </>
  );
}
