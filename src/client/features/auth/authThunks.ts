// The auth thunks (docs/requirements.md §4, §8): their work comes with Firebase's chunk (lazy/);
// an anonymous shopper and an offline download are answered here.
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { LoadAuthService } from './authService';
import type { AuthRootState, Credentials, SignedIn } from './authTypes';
import { NETWORK_FAILED_MESSAGE } from './networkMessage';
import { loginMarkerUid } from './loginMarker';
import * as i18n from '@/client/i18n/i18n';

const NOT_LOGGED_IN_ALERT = i18n._({ id: 'auth.notLoggedIn', message: 'You are not logged in!' });

/** `extra`: the store's services (app/services.ts), of which these thunks use the auth service. */
type AuthThunkConfig = { state: AuthRootState; rejectValue: string; extra: { authService: LoadAuthService } };

/** Without Firebase: the login marker holds a uid, or the store holds a user. */
function maySomeoneBeSignedIn(state: AuthRootState): boolean {
  return loginMarkerUid() !== null || state.auth.user !== null;
}

/** The thunks' work from Firebase's chunk, or `offline` with the network message. */
function withWork<T>(
  work: (module: typeof import('./lazy/sessionChanges')) => T | Promise<T>,
  offline: (message: string) => T,
) {
  return import(/* webpackChunkName: "firebase-auth" */ './lazy/sessionChanges').then(work, () =>
    offline(NETWORK_FAILED_MESSAGE),
  );
}

/** A failing sign-out or 'Add to Basket' alerts its message as well (§8.5), also when offline. */
const alerted =
  <Rejected>(reject: (message: string) => Rejected) =>
  (message: string): Rejected => {
    window.alert(message);
    return reject(message);
  };

// A second click while a request is in flight dispatches nothing (one request per double click).
const notWhilePending = (_arg: unknown, { getState }: { getState: () => AuthRootState }) =>
  getState().auth.status !== 'pending';

export const signIn = createAsyncThunk<SignedIn, Credentials, AuthThunkConfig>(
  'auth/signIn',
  (credentials, { rejectWithValue, extra }) =>
    withWork((work) => work.signIn(extra.authService, credentials, rejectWithValue), rejectWithValue),
  { condition: notWhilePending },
);

export const register = createAsyncThunk<SignedIn, Credentials, AuthThunkConfig>(
  'auth/register',
  (credentials, { rejectWithValue, extra }) =>
    withWork((work) => work.registerAccount(extra.authService, credentials, rejectWithValue), rejectWithValue),
  { condition: notWhilePending },
);

/** The header's login icon: signs out, or tells the shopper nobody is signed in. */
export const signOutClicked = createAsyncThunk<'signedOut' | 'notSignedIn', void, AuthThunkConfig>(
  'auth/signOutClicked',
  (_arg, { getState, rejectWithValue, extra }) => {
    if (!maySomeoneBeSignedIn(getState())) {
      window.alert(NOT_LOGGED_IN_ALERT);
      return 'notSignedIn';
    }
    return withWork((work) => work.signOut(extra.authService, alerted(rejectWithValue)), alerted(rejectWithValue));
  },
);

/** 'Add to Basket' only reports whether someone is signed in (spec); anonymous: 'NO' at once. */
export const addToBasketClicked = createAsyncThunk<boolean, void, AuthThunkConfig>(
  'auth/addToBasketClicked',
  (_arg, { getState, rejectWithValue, extra }) => {
    if (!maySomeoneBeSignedIn(getState())) {
      window.alert(i18n._({ id: 'auth.addToBasket.no', message: 'NO' }));
      return false;
    }
    return withWork((work) => work.isSignedIn(extra.authService, alerted(rejectWithValue)), alerted(rejectWithValue));
  },
);
