// The staff area once the API said "staff": its nav, who is signed in, and the screen the address
// names. Each staff screen is one entry of STAFF_SCREENS; one with a `nav` label is in the nav.
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink, AppNavLink } from '@/client/components/AppLink';
import { pathRegExp, SCREENS } from '@/shopRoutes';
import { CategoryScreen } from './categories/CategoryScreen';
import { ImportScreen } from './import/ImportScreen';
import { OrderList } from './orders/OrderList';
import { OrderScreen } from './orders/OrderScreen';
import { ProductAddScreen } from './products/ProductAddScreen';
import { ProductEditScreen } from './products/ProductEditScreen';
import { ProductTable } from './products/ProductTable';
import { SettingsScreen } from './settings/SettingsScreen';
import staffStyles from './staff.css?inline';
import * as i18n from '@/client/i18n/i18n';

interface StaffScreen {
  path: string;
  /** The nav's label; a screen without one is reached from another (a product's edit from the table). */
  nav?: string;
  Screen: ComponentType;
}

/** Matched in order: a static path before a pattern that would read it as a parameter ('new' as an id). */
const STAFF_SCREENS: readonly StaffScreen[] = [
  { path: SCREENS.admin, nav: i18n._({ id: 'staff.nav.products', message: 'Products' }), Screen: ProductTable },
  {
    path: SCREENS.adminProductNew,
    nav: i18n._({ id: 'staff.nav.addProduct', message: 'Add product' }),
    Screen: ProductAddScreen,
  },
  { path: SCREENS.adminProduct, Screen: ProductEditScreen },
  {
    path: SCREENS.adminCategories,
    nav: i18n._({ id: 'staff.nav.categories', message: 'Categories' }),
    Screen: CategoryScreen,
  },
  { path: SCREENS.adminImport, nav: i18n._({ id: 'staff.nav.import', message: 'Import' }), Screen: ImportScreen },
  { path: SCREENS.adminOrders, nav: i18n._({ id: 'staff.nav.orders', message: 'Orders' }), Screen: OrderList },
  { path: SCREENS.adminOrder, Screen: OrderScreen },
  {
    path: SCREENS.adminSettings,
    nav: i18n._({ id: 'staff.nav.settings', message: 'Settings' }),
    Screen: SettingsScreen,
  },
];

interface StaffAreaProps {
  email: string;
  onSignOut: () => void;
}

export function StaffArea({ email, onSignOut }: StaffAreaProps) {
  const { pathname } = useLocation();
  const shown = STAFF_SCREENS.find((screen) => pathRegExp(screen.path).test(pathname));
  return (
    <div className="staff">
      {/* React puts it in the document's head, once, however many staff screens render it. */}
      <style href="staff-area" precedence="default">
        {staffStyles}
      </style>
      <div className="staff__bar">
        <nav aria-label={i18n._({ id: 'staff.nav.label', message: 'Staff area' })}>
          <ul className="staff-row-list">
            {STAFF_SCREENS.filter((screen) => screen.nav).map((screen) => (
              <li key={screen.path}>
                <AppNavLink to={screen.path} className="staff__nav-link">
                  {screen.nav}
                </AppNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="staff__who">
          {i18n._({ id: 'staff.signedInAs', message: 'Signed in as staff:' })} <strong>{email}</strong>
        </p>
        <button type="button" className="button button--secondary" onClick={onSignOut}>
          {i18n._({ id: 'staff.signOut', message: 'Sign out' })}
        </button>
      </div>
      {shown ? (
        <shown.Screen />
      ) : (
        <p role="status">
          {i18n._({ id: 'staff.noScreen.text', message: 'There is no staff screen at this address.' })}{' '}
          <AppLink to={SCREENS.admin}>
            {i18n._({ id: 'staff.noScreen.backToProducts', message: 'Back to the products' })}
          </AppLink>
        </p>
      )}
    </div>
  );
}
