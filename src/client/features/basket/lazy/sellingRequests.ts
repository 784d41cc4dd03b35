// The selling API's calls that carry a token or a key (docs/api.md): plain fetch, so the answers
// (an account's basket, an order) never enter the shared cache.
import type { BasketLine, OrderRefusal, OrderRequest, OrderView, PlacedOrder } from '@/contract';
import { SELLING_API, basketLineApiPath, orderApiPathFor } from '@/sellingRoutes';
import { pageLanguage } from '@/client/lib/pageLanguage';
import * as i18n from '@/client/i18n/i18n';

/** As for the catalogue: a hung server counts as no answer. */
const TIMEOUT_MS = 10_000;

/** An answer: `status` 0 when none came (network, timeout); `body` the JSON, or null. */
export interface Answer<T> {
  status: number;
  body: T | null;
}

interface Call {
  method?: 'GET' | 'PUT' | 'POST';
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

async function callSellingApi<T>(path: string, { method = 'GET', token, body, headers = {} }: Call = {}) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(`${globalThis.location.origin}${path}`, {
      method,
      headers: {
        ...headers,
        // The shop's messages (a field's problem, a refusal) in the language the shopper reads.
        'accept-language': pageLanguage(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      signal: abort.signal,
    });
    const parsed = (await response.json().catch(() => null)) as T | null;
    return { status: response.status, body: parsed } satisfies Answer<T>;
  } catch {
    return { status: 0, body: null } satisfies Answer<T>;
  } finally {
    clearTimeout(timer);
  }
}

type Lines = { lines: BasketLine[] };

const linesOf = (answer: Answer<Lines>): BasketLine[] | null =>
  answer.status === 200 && Array.isArray(answer.body?.lines) ? answer.body.lines : null;

/** The account's basket; null when it could not be read. */
export const fetchAccountBasket = async (token: string) =>
  linesOf(await callSellingApi<Lines>(SELLING_API.basket, { token }));

export const writeBasketLine = async (token: string, line: BasketLine) =>
  linesOf(
    await callSellingApi<Lines>(basketLineApiPath(line.productId), {
      method: 'PUT',
      token,
      body: { quantity: line.quantity, seenPriceCents: line.seenPriceCents },
    }),
  );

/**
 * A guest's basket joined into the account's at sign-in (the server adds, capped at stock and 99);
 * the same key sent again adds nothing twice.
 */
export const mergeBasket = async (token: string, lines: BasketLine[], mergeKey: string) =>
  linesOf(await callSellingApi<Lines>(SELLING_API.basketMerge, { method: 'POST', token, body: { lines, mergeKey } }));

/** What POST /api/orders answered, as the checkout tells it. */
export type OrderOutcome =
  | { kind: 'placed'; order: PlacedOrder }
  | { kind: 'refused'; refusal: OrderRefusal }
  | { kind: 'problems'; message: string; problems: Record<string, string> }
  | { kind: 'failed'; message: string; retry: boolean };

interface ErrorAnswer {
  error?: string;
  message?: string;
  problems?: Record<string, string> | { field?: string; path?: string; message: string }[];
}

/** Problems by field, whichever of the two shapes the server sent. */
function problemsOf(body: ErrorAnswer | null): Record<string, string> {
  const problems = body?.problems;
  if (!problems) return {};
  if (!Array.isArray(problems)) return problems;
  return Object.fromEntries(problems.map((problem) => [problem.field ?? problem.path ?? '', problem.message]));
}

export async function placeOrder(order: OrderRequest, idempotencyKey: string, token: string | null) {
  const answer = await callSellingApi<unknown>(SELLING_API.orders, {
    method: 'POST',
    token,
    body: order,
    headers: { 'idempotency-key': idempotencyKey },
  });
  return outcomeOf(answer.status, answer.body);
}

function outcomeOf(status: number, body: unknown): OrderOutcome {
  if (status === 201 && body) return { kind: 'placed', order: body as PlacedOrder };
  if (status === 409 && body) return { kind: 'refused', refusal: body as OrderRefusal };
  const error = body as ErrorAnswer | null;
  if (status === 400)
    return {
      kind: 'problems',
      message:
        error?.message ?? i18n._({ id: 'checkout.error.checkFields', message: 'Please check the marked fields.' }),
      problems: problemsOf(error),
    };
  return {
    kind: 'failed',
    message: failureText(status, error),
    retry: status === 0 || status >= 500 || status === 429,
  };
}

function failureText(status: number, body: ErrorAnswer | null): string {
  if (status === 0)
    return i18n._({
      id: 'checkout.error.unreachable',
      message: 'The shop cannot be reached right now. Check your connection and try again.',
    });
  if (status === 403)
    return i18n._({ id: 'checkout.error.notSelling', message: 'The shop does not take orders at the moment.' });
  if (status === 429)
    return i18n._({
      id: 'checkout.error.tooMany',
      message: 'Too many orders from here just now. Please wait a minute and try again.',
    });
  return (
    body?.message ??
    i18n._({
      id: 'checkout.error.status',
      message: 'The shop answered with an error ({status}). Please try again.',
      values: { status },
    })
  );
}

/** An order for its account holder (`idToken`) or a guest (`accessToken`); null for not found. */
export async function fetchOrder(number: number, access: { idToken?: string | null; accessToken?: string | null }) {
  return callSellingApi<OrderView>(orderApiPathFor(number, access.accessToken), { token: access.idToken });
}

export const fetchAccountOrders = (idToken: string) =>
  callSellingApi<{ orders: OrderView[] }>(SELLING_API.accountOrders, { token: idToken });
