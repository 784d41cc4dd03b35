// GET /api/shop, one RTK Query cache entry every screen shares: whether the shop sells and, if so,
// the seller, shipping and payment methods (docs/api.md). The footer asks it; basket, checkout and
// product page read the same entry.
import type { ShopInfo } from '@/contract';
import { API } from '@/shopRoutes';
import { shopApi } from './shopApi';

export const shopInfoApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getShop: build.query<ShopInfo, void>({ query: () => API.shop }),
  }),
});

export const { useGetShopQuery } = shopInfoApi;
