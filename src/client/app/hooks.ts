// What features may take from app/ (the linter allows no other file): the typed hooks and the
// store's types. Components never see an untyped state or dispatch, so the plain hooks are banned.
// eslint-disable-next-line no-restricted-imports -- the one place that wraps them
import { useDispatch, useSelector } from 'react-redux';
import type { TypedStartListening } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';

export type { AppDispatch, RootState };
/** What a feature's `addXListeners(startListening)` receives. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
