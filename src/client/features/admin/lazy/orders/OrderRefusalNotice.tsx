// A change the shop refused (409): its message, and for an undo of a cancel the lines whose stock
// is short, named as the order names them.
import type { AdminOrder, AdminOrderRefusal } from '@/contract';

export function OrderRefusalNotice({ refusal, order }: { refusal: AdminOrderRefusal; order: AdminOrder }) {
  const titleOf = (id: number) => order.lines.find((line) => line.productId === id)?.title ?? `Product ${id}`;
  return (
    <div role="alert" className="staff-field__error">
      <p>{refusal.message}</p>
      {refusal.lines && refusal.lines.length > 0 && (
        <ul>
          {refusal.lines.map((line) => (
            <li key={line.productId} lang="de">
              {titleOf(line.productId)}: {line.requested} needed, {line.available} in stock
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
