// Typed hooks: components never see an untyped state or dispatch (the plain hooks are banned by
// ESLint's no-restricted-imports rule).
// The one place allowed to use the plain hooks: it wraps them.
// eslint-disable-next-line no-restricted-imports
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
