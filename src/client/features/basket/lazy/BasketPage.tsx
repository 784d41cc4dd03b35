// /basket (docs/orders.md): the lines, the totals as the order will charge them, and the way to the
// checkout, which waits while a line changed since it was added until the shopper has seen it.
import { SCREENS } from '@/shopRoutes';
import { useAppDispatch } from '@/client/app/hooks';
import { AppLink } from '@/client/components/AppLink';
import { usePageTitle } from '@/client/hooks/usePageTitle';
import { EmptyBasket } from './EmptyBasket';
import { basketChangesSeen } from './basketSlice';
import { BasketLineItem } from './BasketLineItem';
import { TotalsList } from './TotalsList';
import { useBasketView } from './useBasketView';
import * as i18n from '@/client/i18n/i18n';

const BASKET_TITLE = i18n._({ id: 'basket.title', message: 'Basket' });

export function BasketPage() {
  usePageTitle(BASKET_TITLE);
  const dispatch = useAppDispatch();
  const { view, products, shipping, ready, failed, retry, availability } = useBasketView();
  if (view.lines.length === 0) return <EmptyBasket title={BASKET_TITLE} />;
  return (
    <section className="selling-screen" aria-labelledby="basket-heading">
      <h1 id="basket-heading">{BASKET_TITLE}</h1>
      <ul className="basket-lines">
        {view.lines.map((line) => (
          <BasketLineItem key={line.productId} line={line} product={products.find((p) => p.id === line.productId)} />
        ))}
      </ul>
      {failed && (
        <p role="alert">
          {i18n._({ id: 'basket.availabilityFailed', message: "Today's prices and stock could not be read." })}{' '}
          <button type="button" className="button button--secondary" onClick={retry}>
            {i18n._({ id: 'basket.retry', message: 'Try again' })}
          </button>
        </p>
      )}
      {ready && !failed && <TotalsList totals={view.totals} shipping={shipping} />}
      {view.changed ? (
        <div role="alert">
          <p>
            {i18n._({
              id: 'basket.changed.text',
              message: 'Some lines changed since you added them (see above). Please check them before you order.',
            })}
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => dispatch(basketChangesSeen(availability))}
          >
            {i18n._({ id: 'basket.changed.accept', message: 'Accept the new figures' })}
          </button>
        </div>
      ) : (
        ready &&
        !failed && (
          <AppLink to={SCREENS.checkout} className="button button--primary">
            {i18n._({ id: 'basket.toCheckout', message: 'Go to checkout' })}
          </AppLink>
        )
      )}
    </section>
  );
}
