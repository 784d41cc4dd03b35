// Sign-in state (spec sections 4 and 8). The thunks load Firebase lazily, map its error codes to
// the spec's texts inside the thunk, keep the login marker up to date and show the spec's alerts.
import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loadAuthService } from './authService';
import type { AuthUser } from './authUser';
import {
  authErrorCode,
  registerErrorMessage,
  registerSuccess,
  signInErrorMessage,
  SIGN_IN_SUCCESS,
} from './authMessages';
import { markedUid, SIGNED_OUT_MARKER, writeLoginMarker } from './loginMarker';

export type { AuthUser } from './authUser';
export type AuthStatus = 'idle' | 'pending' | 'succeeded' | 'failed';
export interface AuthMessage {
  kind: 'success' | 'error';
  text: string;
}
export interface AuthState {
  user: AuthUser | null;
  status: AuthStatus;
  message: AuthMessage | null;
}
/** The part of the root state this feature reads: the reducer is mounted under `auth`. */
export interface AuthRootState {
  auth: AuthState;
}
export interface Credentials {
  email: string;
  password: string;
}

export const SIGNED_OUT_ALERT = 'Signed out successfully.';
export const NOT_LOGGED_IN_ALERT = 'You are not logged in!';

const initialState: AuthState = { user: null, status: 'idle', message: null };

type AuthThunkConfig = { state: AuthRootState; rejectValue: string };

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

export const register = createAsyncThunk<AuthUser, Credentials, AuthThunkConfig>(
  'auth/register',
  async ({ email, password }, { rejectWithValue }) => {
    try {
      const user = await (await loadAuthService()).register(email, password);
      writeLoginMarker(user.uid);
      return user;
    } catch (error) {
      return rejectWithValue(registerErrorMessage(authErrorCode(error)));
    }
  },
  { condition: notWhilePending },
);

/** The header's login icon: signs out, or tells the shopper nobody is signed in. */
export const signOutClicked = createAsyncThunk<'signedOut' | 'notSignedIn', void, AuthThunkConfig>(
  'auth/signOutClicked',
  async (_arg, { rejectWithValue }) => {
    if (markedUid() === null) {
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

/** 'Add to Basket' is a placeholder (spec): it only reports whether a user is signed in. */
export const addToBasketClicked = createAsyncThunk<boolean, void, AuthThunkConfig>(
  'auth/addToBasketClicked',
  async (_arg, { rejectWithValue }) => {
    try {
      const signedIn = (await (await loadAuthService()).currentUser()) !== null;
      window.alert(signedIn ? 'YES' : 'NO');
      return signedIn;
    } catch (error) {
      const message = signInErrorMessage(authErrorCode(error));
      window.alert(message);
      return rejectWithValue(message);
    }
  },
);

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** Firebase reported the session (restored at start-up, or changed in another tab). */
    authStateChanged(state, action: PayloadAction<AuthUser | null>) {
      state.user = action.payload;
    },
    messageDismissed(state) {
      state.message = null;
    },
  },
  extraReducers: (builder) => {
    const pending = (state: AuthState) => {
      state.status = 'pending';
      state.message = null;
    };
    const failed = (state: AuthState, action: { payload?: string; error: { message?: string } }) => {
      state.status = 'failed';
      state.message = { kind: 'error', text: action.payload ?? action.error.message ?? 'Unknown error' };
    };
    builder
      .addCase(signIn.pending, pending)
      .addCase(register.pending, pending)
      .addCase(signIn.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.user = action.payload;
        state.message = { kind: 'success', text: SIGN_IN_SUCCESS };
      })
      .addCase(register.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.user = action.payload;
        state.message = { kind: 'success', text: registerSuccess(action.payload.email ?? action.meta.arg.email) };
      })
      .addCase(signIn.rejected, failed)
      .addCase(register.rejected, failed)
      .addCase(signOutClicked.fulfilled, (state, action) => {
        if (action.payload === 'signedOut') {
          state.user = null;
          state.status = 'idle';
          state.message = null;
        }
      });
  },
});

export const { authStateChanged, messageDismissed } = authSlice.actions;
export const authReducer = authSlice.reducer;

export const selectAuthUser = (state: AuthRootState): AuthUser | null => state.auth.user;
export const selectAuthStatus = (state: AuthRootState): AuthStatus => state.auth.status;
export const selectAuthMessage = (state: AuthRootState): AuthMessage | null => state.auth.message;
