// The staff API's tests: a verified account's token (the staff guard's only proof of an email), and
// what every staff error answer must be.
import type { TestResponse } from './httpClient';
import { firebaseClaims, unsignedToken } from './idTokenFactory';
import { json } from './testApp';

let accounts = 0;

/** A token of a new account with `email`, verified. */
export const verifiedToken = (email: string): string =>
  unsignedToken({ ...firebaseClaims('demo-shop', `uid-staff-${++accounts}`), email, email_verified: true });

export const authorization = (token: string) => ({ authorization: `Bearer ${token}` });

/** A staff API error: JSON, kept by no cache, naming `error`; its body, for the test's own checks. */
export function jsonError(answer: TestResponse, status: number, error: string): Record<string, unknown> {
  expect([answer.statusCode, answer.body]).toEqual([status, expect.any(String)]);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('no-store');
  const body = json<Record<string, unknown>>(answer.body);
  expect(body.error).toBe(error);
  return body;
}
