// Keeps the store's user in step with Firebase without slowing the first paint: when the login
// marker says someone signed in earlier, the SDK is loaded after the page has painted and
// onAuthStateChanged restores the user (and later reports sign-outs made in other tabs).
// An anonymous visitor (no marker, or 'out') never loads Firebase here.
import { createAction, isAnyOf } from '@reduxjs/toolkit';
import type { AppDispatch, AppStartListening } from '@/client/app/hooks';
import { afterNextPaint, whenIdle } from '@/client/lib/scheduling';
import { authStateChanged, register, signIn } from './authSlice';
import { loadAuthService } from './authService';
import type { AuthUser } from './authUser';
import { markedUid, SIGNED_OUT_MARKER, writeLoginMarker } from './loginMarker';

/** Dispatch once after the first render (app/start.tsx); the restore waits for the paint itself. */
export const sessionRestoreRequested = createAction('auth/sessionRestoreRequested');

let watching: Promise<void> | undefined;

/** Registers the auth listeners on the store's listener middleware. */
export function addAuthListeners(startListening: AppStartListening): () => void {
  const onStart = startListening({
    actionCreator: sessionRestoreRequested,
    effect: async (_action, { dispatch }) => {
      if (markedUid() === null) return;
      await afterFirstPaint();
      await watchSession(dispatch);
    },
  });
  // A shopper who signs in during this visit gets the same watch, so a sign-out in another tab
  // shows up here too.
  const onSignedIn = startListening({
    predicate: isAnyOf(signIn.fulfilled, register.fulfilled),
    effect: async (_action, { dispatch }) => watchSession(dispatch),
  });
  return () => {
    onStart();
    onSignedIn();
  };
}

function watchSession(dispatch: AppDispatch): Promise<void> {
  watching ??= loadAuthService()
    .then((service) => {
      service.watch((user) => {
        syncMarker(user);
        dispatch(authStateChanged(user));
      });
    })
    .catch(() => {
      // Offline or blocked: the shopper stays shown as signed out; their next action retries.
      watching = undefined;
    });
  return watching;
}

// A session that ended outside this page (sign-out in another tab, expired or deleted account)
// marks the shopper as signed out, so later visits no longer load Firebase for nothing.
function syncMarker(user: AuthUser | null): void {
  if (user) writeLoginMarker(user.uid);
  else if (markedUid() !== null) writeLoginMarker(SIGNED_OUT_MARKER);
}

function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(() => whenIdle(() => resolve(), 0)));
}
