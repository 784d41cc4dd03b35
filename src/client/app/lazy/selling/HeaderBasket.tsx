// The header's basket while the shop sells: the count (said to a screen reader too) and the way to
// /basket. Rendering it starts selling's store part (startSelling).
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { AppLink } from '@/client/components/AppLink';
import { Icon } from '@/client/components/Icon';
import { SellingStyles } from '@/client/features/basket/lazy/SellingStyles';
import { ShoppingBasket } from '@/client/lib/icons/firstLoadShapes';
import { SCREENS } from '@/shopRoutes';
import { useAppSelector } from '../../hooks';
import type { AppStore } from '../../store';
import { startSelling } from './startSelling';
import * as i18n from '@/client/i18n/i18n';

export function HeaderBasket() {
  const store = useStore() as AppStore;
  useEffect(() => startSelling(store), [store]);
  const count = useAppSelector((state) => state.basket?.lines.reduce((sum, line) => sum + line.quantity, 0) ?? 0);
  return (
    <>
      <SellingStyles />
      <AppLink
        to={SCREENS.basket}
        className="icon-button"
        aria-label={i18n._({
          id: 'basket.header.label',
          message: 'Basket, {count, plural, one {# item} other {# items}}',
          values: { count },
        })}
      >
        <Icon icon={ShoppingBasket} />
        {count > 0 && (
          <span className="basket-count" aria-hidden="true">
            {count}
          </span>
        )}
      </AppLink>
    </>
  );
}
