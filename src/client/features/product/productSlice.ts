// What the product screen knows beyond the API's cache: the id of a product the server found
// missing when it rendered the page, so the client's first render says "not found" as the server's
// did, until the product's own answer says otherwise.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ProductState {
  missingProductId: number | null;
}

const initialState: ProductState = { missingProductId: null };

const productSlice = createSlice({
  name: 'product',
  initialState,
  reducers: {
    missingProductEmbedded(state, action: PayloadAction<number>) {
      state.missingProductId = action.payload;
    },
  },
});

export const { missingProductEmbedded } = productSlice.actions;
export const productReducer = productSlice.reducer;

export const selectMissingProductId = (state: { product: ProductState }) => state.product.missingProductId;
