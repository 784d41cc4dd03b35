import { TotalsStyles } from '@/client/components/lazy/TotalsStyles';
import sellingStyles from './selling.css?inline';

/** Selling's styles as text in one <style> (React puts it in the head once): a CSS chunk would add
 * mini-css-extract's loader to every shopper's first load. */
export const SellingStyles = () => (
  <>
    <style href="selling" precedence="default">
      {sellingStyles}
    </style>
    <TotalsStyles />
  </>
);
