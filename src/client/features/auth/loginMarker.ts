// The spec's login marker: the signed-in user's uid in localStorage, or 'out'. It tells without
// Firebase whether a session may exist; when storage throws it reads as absent.

export const LOGIN_MARKER_KEY = 'shopUser';
export const SIGNED_OUT_MARKER = 'out';

export function readLoginMarker(): string | null {
  try {
    return window.localStorage.getItem(LOGIN_MARKER_KEY);
  } catch {
    return null;
  }
}

export function writeLoginMarker(value: string): void {
  try {
    window.localStorage.setItem(LOGIN_MARKER_KEY, value);
  } catch {
    // Storage unavailable: the marker is only a hint, Firebase keeps the real session.
  }
}

/** The uid the marker holds, or null when it is absent, empty or 'out'. */
export function loginMarkerUid(): string | null {
  const value = readLoginMarker();
  return value && value !== SIGNED_OUT_MARKER ? value : null;
}
