// Tells the server's renderer that its screen says "not found", so the answer is a 404, and the
// screen's title in the build's language, for the page's <title>.
import { createContext, useContext } from 'react';

export interface ScreenStatus {
  notFound: boolean;
  title?: string;
}

export const ScreenStatusContext = createContext<ScreenStatus | null>(null);

/** Called while rendering a "not found" screen. */
export function useNotFoundStatus(): void {
  const status = useContext(ScreenStatusContext);
  // Written during render on purpose: a server render runs no effects, and this object lives for that one render.
  if (status) status.notFound = true;
}
