import totalsStyles from './totals.css?inline';

/** The amounts lists' styles (React puts them in the head once, whichever screen renders them first). */
export const TotalsStyles = () => (
  <style href="totals" precedence="default">
    {totalsStyles}
  </style>
);
