// The product list as the screens read it: straight from the RTK Query cache, never copied into
// a slice, so there is one source of truth.
import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '@/contract';
import { shopApi } from './shopApi';

const NO_PRODUCTS: Product[] = [];

export const selectProductsResult = shopApi.endpoints.getProducts.select();

export const selectAllProducts = createSelector([selectProductsResult], (result) => result.data ?? NO_PRODUCTS);
