import type { Product, OrderRefusal } from '@/contract';
import { SCREENS } from '@/shopRoutes';
import { AppLink } from '@/client/components/AppLink';
import { formatCents } from '@/contract/selling';
import * as i18n from '@/client/i18n/i18n';

/** A 409: nothing was ordered; what is left of each short line, or the new total. */
export function RefusalNotice({ refusal, products }: { refusal: OrderRefusal; products: readonly Product[] }) {
  const titleOf = (id: number) =>
    products.find((product) => product.id === id)?.title ??
    i18n._({ id: 'basket.productFallback', message: 'Product {id}', values: { id } });
  return (
    <div role="alert" className="refusal">
      <p>
        {i18n._({ id: 'checkout.refused.nothingOrdered', message: 'Nothing was ordered and nothing will be charged.' })}
      </p>
      {refusal.error === 'out_of_stock' ? (
        <ul>
          {refusal.lines.map((line) => (
            <li key={line.productId} lang="de">
              {i18n._({
                id: 'checkout.refused.line',
                message: '{title}: you asked for {requested, number}, {available, number} left.',
                values: { title: titleOf(line.productId), requested: line.requested, available: line.available },
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {i18n._({
            id: 'checkout.refused.total',
            message: 'The total is now {total}.',
            values: { total: formatCents(refusal.totalCents) },
          })}
        </p>
      )}
      <p>
        <AppLink to={SCREENS.basket}>
          {i18n._({ id: 'checkout.refused.checkBasket', message: 'Check your basket' })}
        </AppLink>{' '}
        {i18n._({ id: 'checkout.refused.orderAgain', message: 'and order again.' })}
      </p>
    </div>
  );
}
