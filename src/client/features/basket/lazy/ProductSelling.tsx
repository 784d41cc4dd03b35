// The product page's basket button while the shop sells: one more in the basket, said in a status
// message (no alert), and the stock now; a sold-out product's button is disabled and says why.
import { useEffect, useId, useRef, useState } from 'react';
import type { Product } from '@/contract';
import { availabilityOf, MAX_LINE_QUANTITY } from '@/contract/selling';
import { useAppDispatch, useAppSelector } from '@/client/app/hooks';
import { Icon } from '@/client/components/Icon';
import { ShoppingCart } from '@/client/lib/icons/lazyScreenShapes';
import { centsOf } from '@/money';
import { useBasketButtonFocus } from '../AddToBasketButton';
import { selectBasketReady } from './basketPersistence';
import { basketItemAdded, selectBasketLines } from './basketSlice';
import { useGetAvailabilityQuery } from './sellingApi';
import { stockText } from './stockText';
import * as i18n from '@/client/i18n/i18n';

interface ProductSellingProps {
  product: Product;
  /** The shopper tapped before selling's code was here; it counts once the basket has started. */
  heldTap?: boolean;
}

export function ProductSelling({ product, heldTap = false }: ProductSellingProps) {
  const button = useRef<HTMLButtonElement>(null);
  useBasketButtonFocus(button);
  const dispatch = useAppDispatch();
  const basketReady = useAppSelector(selectBasketReady);
  const stockId = useId();
  const [said, setSaid] = useState('');
  const { data, isError } = useGetAvailabilityQuery([product.id], { refetchOnMountOrArgChange: true });
  const now = data?.find((candidate) => candidate.id === product.id);
  const inBasket = useAppSelector(selectBasketLines).find((line) => line.productId === product.id)?.quantity ?? 0;
  const soldOut = now !== undefined && availabilityOf(now.stock).kind === 'sold_out';
  const allTaken = now?.stock != null && inBasket >= now.stock;
  const full = inBasket >= MAX_LINE_QUANTITY;
  const add = () => {
    dispatch(basketItemAdded({ productId: product.id, priceCents: now?.priceCents ?? centsOf(product.price) }));
    setSaid(
      i18n._({
        id: 'selling.added',
        message: 'Added to your basket: {count, number} of “{title}” in it.',
        values: { count: inBasket + 1, title: product.title },
      }),
    );
  };
  const unanswered = useRef(heldTap);
  // Before the basket holds what the browser kept, an added line would be overwritten by it: held.
  const tap = () => {
    if (basketReady) add();
    else unanswered.current = true;
  };
  useEffect(() => {
    // Offline the stock cannot be asked: the tap counts at the price shown, as a later one would.
    if (!unanswered.current || !basketReady || (!now && !isError)) return;
    unanswered.current = false;
    if (!(soldOut || allTaken || full)) add();
  });
  // The stock comes after the button: its arrival never moves the button from under a finger.
  return (
    <div className="product-selling">
      <button
        ref={button}
        type="button"
        className="button button--primary"
        onClick={tap}
        disabled={soldOut || allTaken || full}
        aria-describedby={now ? stockId : undefined}
      >
        <Icon icon={ShoppingCart} size={20} />
        <span>{i18n._({ id: 'basket.add', message: 'Add to Basket' })}</span>
      </button>
      {now && (
        <p id={stockId} className={`stock-label stock-label--${availabilityOf(now.stock).kind}`}>
          {stockText(now.stock)}
          {!soldOut &&
            allTaken &&
            ` ${i18n._({ id: 'selling.allInBasket', message: '(all of them are in your basket)' })}`}
        </p>
      )}
      <p className="product-selling__status" role="status">
        {said}
      </p>
    </div>
  );
}
