import type { Product, OrderRefusal } from '@/contract';
import { SCREENS } from '@/shopRoutes';
import { AppLink } from '@/client/components/AppLink';
import { formatCents } from '@/contract/selling';

/** A 409: nothing was ordered; what is left of each short line, or the new total. */
export function RefusalNotice({ refusal, products }: { refusal: OrderRefusal; products: readonly Product[] }) {
  const titleOf = (id: number) => products.find((product) => product.id === id)?.title ?? `Product ${id}`;
  return (
    <div role="alert" className="refusal">
      <p>Nothing was ordered and nothing will be charged.</p>
      {refusal.error === 'out_of_stock' ? (
        <ul>
          {refusal.lines.map((line) => (
            <li key={line.productId} lang="de">
              {titleOf(line.productId)}: you asked for {line.requested}, {line.available} left.
            </li>
          ))}
        </ul>
      ) : (
        <p>The total is now {formatCents(refusal.totalCents)}.</p>
      )}
      <p>
        <AppLink to={SCREENS.basket}>Check your basket</AppLink> and order again.
      </p>
    </div>
  );
}
