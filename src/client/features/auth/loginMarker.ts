// The spec's login marker: one localStorage entry "named for the shop user" holding the signed-in
// user's uid, or 'out' after sign-out. It lets the page decide without loading Firebase whether a
// session may exist. Storage can throw (private mode, full quota, blocked cookies): then the
// marker simply reads as absent and writes are dropped, and the shop keeps working.

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
export function markedUid(): string | null {
  const value = readLoginMarker();
  return value && value !== SIGNED_OUT_MARKER ? value : null;
}
