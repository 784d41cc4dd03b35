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

interface StaffScreen {
  path: string;
  /** The nav's label; a screen without one is reached from another (a product's edit from the table). */
  nav?: string;
  Screen: ComponentType;
}

/** Matched in order: a static path before a pattern that would read it as a parameter ('new' as an id). */
const STAFF_SCREENS: readonly StaffScreen[] = [
  { path: SCREENS.admin, nav: 'Products', Screen: ProductTable },
  { path: SCREENS.adminProductNew, nav: 'Add product', Screen: ProductAddScreen },
  { path: SCREENS.adminProduct, Screen: ProductEditScreen },
  { path: SCREENS.adminCategories, nav: 'Categories', Screen: CategoryScreen },
  { path: SCREENS.adminImport, nav: 'Import', Screen: ImportScreen },
  { path: SCREENS.adminOrders, nav: 'Orders', Screen: OrderList },
  { path: SCREENS.adminOrder, Screen: OrderScreen },
  { path: SCREENS.adminSettings, nav: 'Settings', Screen: SettingsScreen },
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
        <nav aria-label="Staff area">
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
          Signed in as staff: <strong>{email}</strong>
        </p>
        <button type="button" className="button button--secondary" onClick={onSignOut}>
          Sign out
        </button>
      </div>
      {shown ? (
        <shown.Screen />
      ) : (
        <p role="status">
          There is no staff screen at this address. <AppLink to={SCREENS.admin}>Back to the products</AppLink>
        </p>
      )}
    </div>
  );
}
