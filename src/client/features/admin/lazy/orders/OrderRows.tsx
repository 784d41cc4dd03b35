// The order list's table: each number opens that order's screen.
import { AppLink } from '@/client/components/AppLink';
import { PAYMENT_METHOD_NAMES } from '@/client/lib/paymentMethodNames';
import type { AdminOrderRow } from '@/contract';
import { formatCents } from '@/contract/selling';
import { adminOrderPath } from '@/shopRoutes';
import { staffTime } from '../staffTime';
import { STATUS_NAMES } from './orderText';

export function OrderRows({ orders }: { orders: readonly AdminOrderRow[] }) {
  return (
    // Focusable, so a keyboard can scroll a table wider than a small phone.
    <div className="staff-table-scroll" role="region" aria-label="Order table" tabIndex={0}>
      <table className="staff-table">
        <caption className="visually-hidden">The orders of this page, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Customer email</th>
            <th scope="col">Total</th>
            <th scope="col">Payment</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.number}>
              <td>
                <AppLink to={adminOrderPath(order.number)} className="staff-orders__link">
                  #{order.number}
                </AppLink>
              </td>
              <td>{staffTime(order.createdAt)}</td>
              <td className="staff-table__title">{order.email}</td>
              <td className="staff-table__number">{formatCents(order.totalCents)}</td>
              <td>{PAYMENT_METHOD_NAMES[order.paymentMethod]}</td>
              <td>{STATUS_NAMES[order.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
