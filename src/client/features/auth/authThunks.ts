// The auth thunks (docs/requirements.md §4, §8). Their work (loading Firebase, mapping its error codes
// to the spec's texts, the login marker, the alerts) is in authThunkWork.ts, which comes with
// Firebase's chunk; here stays what needs no chunk: the answers to a shopper nobody can be signed in
// as, and the network message when the chunk itself cannot be downloaded (offline).
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AuthRootState } from './authSlice';
import type { SignedIn } from './authUser';
import { NETWORK_FAILED_MESSAGE } from './firstLoadMessages';
import { markedUid } from './loginMarker';

export interface Credentials {
  email: string;
  password: string;
}

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

/**
 * Runs `work` with the thunks' work from Firebase's chunk; when the chunk does not arrive (offline),
 * `offline` with the network message instead.
 */
function withWork<T>(
  work: (module: typeof import('./authThunkWork')) => T | Promise<T>,
  offline: (message: string) => T,
) {
  return import(/* webpackChunkName: "firebase-auth" */ './authThunkWork').then(work, () =>
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
  (credentials, { rejectWithValue }) => withWork((work) => work.signIn(credentials, rejectWithValue), rejectWithValue),
  { condition: notWhilePending },
);

// Only the login screen registers: the work and its texts come with Firebase's chunk (registration.ts).
export const register = createAsyncThunk<SignedIn, Credentials, AuthThunkConfig>(
  'auth/register',
  (credentials, { rejectWithValue }) =>
    withWork((work) => work.registerAccount(credentials, rejectWithValue), rejectWithValue),
  { condition: notWhilePending },
);

/** The header's login icon: signs out, or tells the shopper nobody is signed in. */
export const signOutClicked = createAsyncThunk<'signedOut' | 'notSignedIn', void, AuthThunkConfig>(
  'auth/signOutClicked',
  (_arg, { getState, rejectWithValue }) => {
    if (!maySomeoneBeSignedIn(getState())) {
      window.alert(NOT_LOGGED_IN_ALERT);
      return 'notSignedIn';
    }
    return withWork((work) => work.signOut(alerted(rejectWithValue)), alerted(rejectWithValue));
  },
);

/**
 * 'Add to Basket' is a placeholder (spec): it only reports whether a user is signed in. An
 * anonymous shopper gets 'NO' at once, without downloading Firebase (which fails when offline).
 */
export const addToBasketClicked = createAsyncThunk<boolean, void, AuthThunkConfig>(
  'auth/addToBasketClicked',
  (_arg, { getState, rejectWithValue }) => {
    if (!maySomeoneBeSignedIn(getState())) {
      window.alert('NO');
      return false;
    }
    return withWork((work) => work.isSignedIn(alerted(rejectWithValue)), alerted(rejectWithValue));
  },
);
