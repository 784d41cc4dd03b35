// One basket line: picture, title, unit price, quantity (1–99, by keyboard), remove, line total, and
// what changed since it was added.
import { useEffect, useState } from 'react';
import type { Product } from '@/contract';
import { MAX_LINE_QUANTITY, formatCents } from '@/contract/selling';
import { useAppDispatch } from '@/client/app/hooks';
import { AppLink } from '@/client/components/AppLink';
import { productPath } from '@/shopRoutes';
import { basketLineRemoved, basketQuantityChanged } from './basketSlice';
import { changeText, type ViewedLine } from './basketView';
import * as i18n from '@/client/i18n/i18n';

export function BasketLineItem({ line, product }: { line: ViewedLine; product?: Product }) {
  const dispatch = useAppDispatch();
  const title =
    product?.title ?? i18n._({ id: 'basket.productFallback', message: 'Product {id}', values: { id: line.productId } });
  const [draft, setDraft] = useState(String(line.quantity));
  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);
  const change = (text: string) => {
    setDraft(text);
    const quantity = Number(text);
    if (Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY)
      dispatch(basketQuantityChanged({ productId: line.productId, quantity }));
  };
  const unitCents = line.now?.priceCents ?? line.seenPriceCents;
  const inputId = `quantity-${line.productId}`;
  return (
    <li className="basket-line">
      {product ? <img src={product.image} alt="" width={64} height={64} loading="lazy" /> : <span />}
      <div>
        <h2 className="basket-line__title" lang="de">
          <AppLink to={productPath(line.productId)}>{title}</AppLink>
        </h2>
        <p>
          {i18n._({
            id: 'basket.line.unitPrice',
            message: 'Unit price: {price}',
            values: { price: formatCents(unitCents) },
          })}
        </p>
        <div className="basket-line__controls">
          <label htmlFor={inputId}>{i18n._({ id: 'basket.line.quantity', message: 'Quantity' })}</label>
          <input
            id={inputId}
            className="basket-line__quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LINE_QUANTITY}
            value={draft}
            onChange={(event) => change(event.target.value)}
            onBlur={() => setDraft(String(line.quantity))}
            aria-describedby={line.changes.length ? `change-${line.productId}` : undefined}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dispatch(basketLineRemoved(line.productId))}
            aria-label={i18n._({ id: 'basket.line.removeLabel', message: 'Remove {title}', values: { title } })}
          >
            {i18n._({ id: 'basket.line.remove', message: 'Remove' })}
          </button>
        </div>
        <p>
          {i18n._({
            id: 'basket.line.total',
            message: 'Line total: {total}',
            values: { total: formatCents(unitCents * line.quantity) },
          })}
        </p>
        {line.changes.length > 0 && (
          <p id={`change-${line.productId}`} className="basket-line__change">
            {line.changes.map(changeText).join(' ')}
          </p>
        )}
      </div>
    </li>
  );
}
