// The auth thunks (docs/requirements.md §4, §8). They load Firebase lazily, map its error codes to the
// spec's texts inside the thunk, keep the login marker up to date and show the spec's alerts.
import { createAsyncThunk } from '@reduxjs/toolkit';
import { loadAuthService } from './authService';
import type { AuthRootState } from './authSlice';
import type { AuthUser } from './authUser';
import { authErrorCode, NETWORK_FAILED_MESSAGE, signInErrorMessage } from './authMessages';
import { markedUid, SIGNED_OUT_MARKER, writeLoginMarker } from './loginMarker';
import type { Registered } from './registration';

export interface Credentials {
  email: string;
  password: string;
}

export const SIGNED_OUT_ALERT = 'Signed out successfully.';
export const NOT_LOGGED_IN_ALERT = 'You are not logged in!';

type AuthThunkConfig = { state: AuthRootState; rejectValue: string };

/**
 * Whether anyone may be signed in, decided without loading Firebase: the login marker holds a uid
 * (a session from an earlier visit, maybe not restored yet), or the store holds a user (signed in
 * during this visit, which the marker misses when localStorage throws or is full). Neither: no one.
 */
function maySomeoneBeSignedIn(state: AuthRootState): boolean {
  return markedUid() !== null || state.auth.user !== null;
}

// A second click while a request is in flight dispatches nothing (one request per double click).
const notWhilePending = (_arg: unknown, { getState }: { getState: () => AuthRootState }) =>
  getState().auth.status !== 'pending';

export const signIn = createAsyncThunk<AuthUser, Credentials, AuthThunkConfig>(
  'auth/signIn',
  async ({ email, password }, { rejectWithValue }) => {
    try {
      const user = await (await loadAuthService()).signIn(email, password);
      writeLoginMarker(user.uid);
      return user;
    } catch (error) {
      return rejectWithValue(signInErrorMessage(authErrorCode(error)));
    }
  },
  { condition: notWhilePending },
);

// Only the login screen registers: the work and its texts come with Firebase's chunk (registration.ts).
export const register = createAsyncThunk<Registered, Credentials, AuthThunkConfig>(
  'auth/register',
  (credentials, { rejectWithValue }) =>
    import(/* webpackChunkName: "firebase-auth" */ './registration').then(
      ({ registerAccount }) => registerAccount(credentials, rejectWithValue),
      () => rejectWithValue(NETWORK_FAILED_MESSAGE), // the chunk did not arrive (offline)
    ),
  { condition: notWhilePending },
);

/** The header's login icon: signs out, or tells the shopper nobody is signed in. */
export const signOutClicked = createAsyncThunk<'signedOut' | 'notSignedIn', void, AuthThunkConfig>(
  'auth/signOutClicked',
  async (_arg, { getState, rejectWithValue }) => {
    if (!maySomeoneBeSignedIn(getState())) {
      window.alert(NOT_LOGGED_IN_ALERT);
      return 'notSignedIn';
    }
    try {
      await (await loadAuthService()).signOut();
    } catch (error) {
      const message = signInErrorMessage(authErrorCode(error));
      window.alert(message);
      return rejectWithValue(message);
    }
    writeLoginMarker(SIGNED_OUT_MARKER);
    window.alert(SIGNED_OUT_ALERT);
    return 'signedOut';
  },
);

/**
 * 'Add to Basket' is a placeholder (spec): it only reports whether a user is signed in. An
 * anonymous shopper gets 'NO' at once, without downloading Firebase (which fails when offline).
 */
export const addToBasketClicked = createAsyncThunk<boolean, void, AuthThunkConfig>(
  'auth/addToBasketClicked',
  async (_arg, { getState, rejectWithValue }) => {
    try {
      const signedIn = maySomeoneBeSignedIn(getState()) && (await (await loadAuthService()).currentUser()) !== null;
      window.alert(signedIn ? 'YES' : 'NO');
      return signedIn;
    } catch (error) {
      const message = signInErrorMessage(authErrorCode(error));
      window.alert(message);
      return rejectWithValue(message);
    }
  },
);
