import orderStyles from './orders.css?inline';

/** The order screens' styles (React puts them in the head once, whichever screen renders them). */
export const OrderStyles = () => (
  <style href="staff-orders" precedence="default">
    {orderStyles}
  </style>
);
