// Sign-in state: the plain user, the request status and the bubble's message. The thunks that
// change it live in authThunks.ts and are re-exported here, the feature's one entry point.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser, SignedIn } from './authUser';
import { register, signIn, signOutClicked } from './authThunks';

export type { AuthUser } from './authUser';
export type { Credentials } from './authThunks';
export { addToBasketClicked, NOT_LOGGED_IN_ALERT, register, signIn, signOutClicked } from './authThunks';
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

const initialState: AuthState = { user: null, status: 'idle', message: null };

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
    // Sign-in and registration bring their green text along (from Firebase's chunk, with their work).
    const signedIn = (state: AuthState, action: PayloadAction<SignedIn>) => {
      state.status = 'succeeded';
      state.user = action.payload.user;
      state.message = { kind: 'success', text: action.payload.message };
    };
    builder
      .addCase(signIn.pending, pending)
      .addCase(register.pending, pending)
      .addCase(signIn.fulfilled, signedIn)
      .addCase(register.fulfilled, signedIn)
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
