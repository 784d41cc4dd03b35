// Sign-in state: the plain user, the request status and the bubble's message.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthMessage, AuthRootState, AuthState, AuthStatus, AuthUser, SignedIn } from './authTypes';
import { register, signIn, signOutClicked } from './authThunks';
import * as i18n from '@/client/i18n/i18n';

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
      state.message = {
        kind: 'error',
        text: action.payload ?? action.error.message ?? i18n._({ id: 'auth.unknownError', message: 'Unknown error' }),
      };
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
