import type { ReactNode } from 'react';
import { LogOut, ShoppingBasket } from '@/client/lib/icons/firstLoadShapes';
import { SHOP_NAME } from '@/contract';
import { AppLink } from './AppLink';
import { Icon } from './Icon';
import * as i18n from '@/client/i18n/i18n';

interface HeaderProps {
  homeTo: string;
  onSignOut: () => void;
  /** While the shop sells: the basket (count, link) in place of the spec's inert icon. */
  basket?: ReactNode;
}

const SIGN_OUT = i18n._({ id: 'header.signOut', message: 'Sign out' });
const BASKET_SOON = i18n._({ id: 'header.basketComingSoon', message: 'Basket (coming soon)' });

/** §2: title, login icon (signs out), logo, basket; `homeTo` keeps the home's search. */
export function Header({ homeTo, onSignOut, basket }: HeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <AppLink to={homeTo} className="brand">
          <img className="brand__logo" src="/images/logos/logo.webp" alt="" width={40} height={40} />
          <span className="brand__title">{SHOP_NAME}</span>
        </AppLink>
        <div className="site-header__actions">
          <button type="button" className="icon-button" aria-label={SIGN_OUT} title={SIGN_OUT} onClick={onSignOut}>
            <Icon icon={LogOut} />
          </button>
          {basket || (
            // The spec's basket has no behaviour; it is shown as a labelled picture, not a dead button.
            <span className="icon-badge" role="img" aria-label={BASKET_SOON} title={BASKET_SOON}>
              <Icon icon={ShoppingBasket} />
            </span>
          )}
        </div>
      </div>
    </header>
  );
}
