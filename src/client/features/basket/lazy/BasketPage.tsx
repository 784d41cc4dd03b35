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

export function BasketPage() {
  usePageTitle('Basket');
  const dispatch = useAppDispatch();
  const { view, products, shipping, ready, failed, retry, availability } = useBasketView();
  if (view.lines.length === 0) return <EmptyBasket title="Basket" />;
  return (
    <section className="selling-screen" aria-labelledby="basket-heading">
      <h1 id="basket-heading">Basket</h1>
      <ul className="basket-lines">
        {view.lines.map((line) => (
          <BasketLineItem key={line.productId} line={line} product={products.find((p) => p.id === line.productId)} />
        ))}
      </ul>
      {failed && (
        <p role="alert">
          Today&apos;s prices and stock could not be read.{' '}
          <button type="button" className="button button--secondary" onClick={retry}>
            Try again
          </button>
        </p>
      )}
      {ready && !failed && <TotalsList totals={view.totals} shipping={shipping} />}
      {view.changed ? (
        <div role="alert">
          <p>Some lines changed since you added them (see above). Please check them before you order.</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => dispatch(basketChangesSeen(availability))}
          >
            Accept the new figures
          </button>
        </div>
      ) : (
        ready &&
        !failed && (
          <AppLink to={SCREENS.checkout} className="button button--primary">
            Go to checkout
          </AppLink>
        )
      )}
    </section>
  );
}
