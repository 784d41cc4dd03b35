// The order list's table: each number opens that order's screen.
import { AppLink } from '@/client/components/AppLink';
import { PAYMENT_METHOD_NAMES } from '@/client/lib/paymentMethodNames';
import type { AdminOrderRow } from '@/contract';
import { formatCents } from '@/contract/selling';
import { adminOrderPath } from '@/shopRoutes';
import { StaffTable } from '../StaffTable';
import { staffTime } from '../staffFormat';
import { STATUS_NAMES } from './orderText';
import * as i18n from '@/client/i18n/i18n';

export function OrderRows({ orders }: { orders: readonly AdminOrderRow[] }) {
  return (
    <StaffTable
      label={i18n._({ id: 'staff.orders.table.label', message: 'Order table' })}
      caption={i18n._({ id: 'staff.orders.table.caption', message: 'The orders of this page, newest first' })}
      columns={[
        i18n._({ id: 'staff.orders.table.order', message: 'Order' }),
        i18n._({ id: 'staff.orders.table.date', message: 'Date' }),
        i18n._({ id: 'staff.orders.table.email', message: 'Customer email' }),
        i18n._({ id: 'staff.orders.table.total', message: 'Total' }),
        i18n._({ id: 'staff.orders.table.payment', message: 'Payment' }),
        i18n._({ id: 'staff.orders.table.status', message: 'Status' }),
      ]}
    >
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
    </StaffTable>
  );
}
