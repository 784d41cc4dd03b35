// Keeps the store's user in step with Firebase, loaded after the first paint and only when the
// login marker says someone signed in earlier.
import { createAction, isAnyOf } from '@reduxjs/toolkit';
import type { AppDispatch, AppStartListening } from '@/client/app/hooks';
import type { LoadAuthService } from './authService';
import { afterNextPaint, whenIdle } from '@/client/lib/scheduling';
import { authStateChanged } from './authSlice';
import { register, signIn } from './authThunks';
import type { AuthUser } from './authTypes';
import { loginMarkerUid, SIGNED_OUT_MARKER, writeLoginMarker } from './loginMarker';

/** Dispatch once after the first render (app/start.tsx); the restore waits for the paint itself. */
export const sessionRestoreRequested = createAction('auth/sessionRestoreRequested');

export function addAuthListeners(startListening: AppStartListening): () => void {
  // The store's one session watch, kept by its listener middleware (one per store, so per page).
  let watching: Promise<void> | undefined;
  const watchSession = (dispatch: AppDispatch, loadAuthService: LoadAuthService): Promise<void> =>
    (watching ??= loadAuthService()
      .then((service) => {
        service.watch((user) => {
          syncMarker(user);
          dispatch(authStateChanged(user));
        });
      })
      .catch(() => {
        // Offline or blocked: the shopper stays shown as signed out; their next action retries.
        watching = undefined;
      }));

  const onStart = startListening({
    actionCreator: sessionRestoreRequested,
    effect: async (_action, { dispatch, extra }) => {
      if (loginMarkerUid() === null) return;
      await afterFirstPaint();
      await watchSession(dispatch, extra.authService);
    },
  });
  // A sign-in during this visit gets the same watch (sign-outs in other tabs show here too).
  const onSignedIn = startListening({
    predicate: isAnyOf(signIn.fulfilled, register.fulfilled),
    effect: async (_action, { dispatch, extra }) => watchSession(dispatch, extra.authService),
  });
  return () => {
    onStart();
    onSignedIn();
  };
}

// A session ended elsewhere marks the shopper as signed out, so later visits skip Firebase.
function syncMarker(user: AuthUser | null): void {
  if (user) writeLoginMarker(user.uid);
  else if (loginMarkerUid() !== null) writeLoginMarker(SIGNED_OUT_MARKER);
}

function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(() => whenIdle(() => resolve(), 0)));
}
