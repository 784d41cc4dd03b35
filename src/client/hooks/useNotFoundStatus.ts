// How the server learns that the screen it rendered says "not found", so it can answer 404 (a
// crawler or a link checker must not take a missing page for a real one). Only the server's
// renderer provides it; in the browser there is no provider and nothing is recorded.
import { createContext, useContext } from 'react';

export interface ScreenStatus {
  notFound: boolean;
}

export const ScreenStatusContext = createContext<ScreenStatus | null>(null);

/** Called while rendering a "not found" screen. */
export function useNotFoundStatus(): void {
  const status = useContext(ScreenStatusContext);
  // Written during render on purpose: a server render runs no effects, and this object lives for that one render.
  if (status) status.notFound = true;
}
