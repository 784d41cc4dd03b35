// Keeps the store's user in step with Firebase, loaded after the first paint and only when the
// login marker says someone signed in earlier.
import { createAction, isAnyOf } from '@reduxjs/toolkit';
import type { AppDispatch, AppStartListening } from '@/client/app/hooks';
import { afterNextPaint, whenIdle } from '@/client/lib/scheduling';
import { authStateChanged } from './authSlice';
import { register, signIn } from './authThunks';
import { loadAuthService } from './authService';
import type { AuthUser } from './authTypes';
import { loginMarkerUid, SIGNED_OUT_MARKER, writeLoginMarker } from './loginMarker';

/** Dispatch once after the first render (app/start.tsx); the restore waits for the paint itself. */
export const sessionRestoreRequested = createAction('auth/sessionRestoreRequested');

let watching: Promise<void> | undefined;

export function addAuthListeners(startListening: AppStartListening): () => void {
  const onStart = startListening({
    actionCreator: sessionRestoreRequested,
    effect: async (_action, { dispatch }) => {
      if (loginMarkerUid() === null) return;
      await afterFirstPaint();
      await watchSession(dispatch);
    },
  });
  // A sign-in during this visit gets the same watch (sign-outs in other tabs show here too).
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

// A session ended elsewhere marks the shopper as signed out, so later visits skip Firebase.
function syncMarker(user: AuthUser | null): void {
  if (user) writeLoginMarker(user.uid);
  else if (loginMarkerUid() !== null) writeLoginMarker(SIGNED_OUT_MARKER);
}

function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(() => whenIdle(() => resolve(), 0)));
}
