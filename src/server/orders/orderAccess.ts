// Who may see an order: the account that placed it, or whoever holds its access token (the link a
// guest keeps). Anyone else gets the same "not found" as for no order, so numbers tell nothing.
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** 192 random bits, URL-safe: unguessable, and short enough for a link in an email. */
export const newAccessToken = (): string => randomBytes(24).toString('base64url');

export function mayRead(order: { account: string | null; accessToken: string }, account: string, token?: string) {
  if (account && order.account === account) return true;
  if (!token) return false;
  const given = Buffer.from(token);
  const kept = Buffer.from(order.accessToken);
  return given.length === kept.length && timingSafeEqual(given, kept);
}
