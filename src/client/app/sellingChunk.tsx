// Selling's chunk (docs/orders.md): its screens and the header's basket, loaded once the shop says it
// sells. Not in the router's LAZY_SCREENS, so catalogue mode never fetches it.
import { lazyScreen } from '@/client/lib/lazyScreen';

export const Selling = lazyScreen(() =>
  import(/* webpackChunkName: "selling" */ './lazy/selling/Selling').then((m) => m.Selling),
);
