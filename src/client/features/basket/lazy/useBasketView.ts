// The basket's lines at today's figures, for the basket and the checkout.
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import type { ShippingRule } from '@/contract';
import { useGetShopQuery } from '@/client/api/shopApi';
import { useAppSelector } from '@/client/app/hooks';
import { selectBasketLines } from './basketSlice';
import { viewBasket } from './basketView';
import { useGetAvailabilityQuery, useGetBasketProductsQuery } from './sellingApi';

const NO_SHIPPING: ShippingRule = { flatCents: 0, freeFromCents: 0 };

export function useBasketView() {
  const lines = useAppSelector(selectBasketLines);
  const ids = useMemo(() => lines.map((line) => line.productId), [lines]);
  const shop = useGetShopQuery().data;
  const availability = useGetAvailabilityQuery(ids.length ? ids : skipToken, { refetchOnMountOrArgChange: true });
  const products = useGetBasketProductsQuery(ids.length ? ids : skipToken);
  const shipping = shop?.selling ? shop.shipping : NO_SHIPPING;
  const view = useMemo(() => viewBasket(lines, availability.data, shipping), [lines, availability.data, shipping]);
  return {
    shop,
    view,
    shipping,
    products: products.data ?? [],
    /** Today's figures have come (none are needed for an empty basket). */
    ready: ids.length === 0 || availability.data !== undefined,
    failed: availability.isError,
    retry: () => void availability.refetch(),
    availability: availability.data ?? [],
  };
}
