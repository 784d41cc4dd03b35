// The link of the provider's account emails (§10.20): /auth/action?mode=…&oobCode=…&continueUrl=…
import { SCREENS } from '@/shopRoutes';

export type AuthActionLink =
  { mode: 'resetPassword' | 'verifyEmail'; code: string; continuePath: string } | { mode: 'unknown' };

/** Where a success leads when the link names no page of this shop. */
export const DEFAULT_CONTINUE_PATH = SCREENS.login;

export function readAuthActionLink(params: URLSearchParams, origin: string): AuthActionLink {
  const mode = params.get('mode');
  const code = params.get('oobCode');
  if (!code || (mode !== 'resetPassword' && mode !== 'verifyEmail')) return { mode: 'unknown' };
  return { mode, code, continuePath: shopPath(params.get('continueUrl'), origin) };
}

/** Only a page of this shop: a link crafted by someone else must not lead the shopper away. */
function shopPath(url: string | null, origin: string): string {
  if (!url) return DEFAULT_CONTINUE_PATH;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : DEFAULT_CONTINUE_PATH;
  } catch {
    return DEFAULT_CONTINUE_PATH;
  }
}
