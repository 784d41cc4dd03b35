import type { Product } from '@/contract';
import { shopApi } from './shopApi';

/** Products a list brought, as answers of their own: a card opened from it shows at once (§10.23). */
export const productsCached = (products: readonly Product[]) =>
  shopApi.util.upsertQueryEntries(
    products.map((product) => ({ endpointName: 'getProduct' as const, arg: product.id, value: product })),
  );
