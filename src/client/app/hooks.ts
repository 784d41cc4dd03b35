// What features may take from app/ (the linter allows no other file): the typed hooks and the
// store's types. Components never see an untyped state or dispatch, so the plain hooks are banned.
// eslint-disable-next-line no-restricted-imports -- the one place that wraps them
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkAction, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch, RootState, ShopServices } from './store';

export type { AppDispatch, RootState, ShopServices };
/** What a feature's `addXListeners(startListening)` receives. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch, ShopServices>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

const servicesOf: ThunkAction<ShopServices, RootState, ShopServices, UnknownAction> = (
  _dispatch,
  _getState,
  services,
) => services;

/** The store's services, for a component's calls that are no thunk (the account screens' requests). */
export const useServices = (): ShopServices => useAppDispatch()(servicesOf);
