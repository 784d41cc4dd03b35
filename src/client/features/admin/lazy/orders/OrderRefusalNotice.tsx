// A change the shop refused (409): its message, and for an undo of a cancel the lines whose stock
// is short, named as the order names them.
import type { AdminOrder, AdminOrderRefusal } from '@/contract';
import * as i18n from '@/client/i18n/i18n';

export function OrderRefusalNotice({ refusal, order }: { refusal: AdminOrderRefusal; order: AdminOrder }) {
  const titleOf = (id: number) =>
    order.lines.find((line) => line.productId === id)?.title ??
    i18n._({ id: 'staff.orders.refusal.product', message: 'Product {id}', values: { id } });
  return (
    <div role="alert" className="staff-field__error">
      <p>{refusal.message}</p>
      {refusal.lines && refusal.lines.length > 0 && (
        <ul>
          {refusal.lines.map((line) => (
            <li key={line.productId} lang="de">
              {i18n._({
                id: 'staff.orders.refusal.line',
                message: '{title}: {requested, number} needed, {available, number} in stock',
                values: { title: titleOf(line.productId), requested: line.requested, available: line.available },
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
