// The staff's orders API as its tests call it: a shop that sells with one staff member, orders placed
// through the shop's own API, and the staff's reads and writes with their status, body and ETag.
import { randomUUID } from 'node:crypto';
import type { AdminOrder, PlacedOrder } from '@/contract';
import { adminOrderApiPath, adminOrderHistoryApiPath, adminOrderUndoApiPath } from '@/staffRoutes';
import { createStaffList } from '@/server/staff/staffList';
import { startTestApp, type TestApp } from '../support/testApp';
import type { Engine } from '../support/testDatabase';
import { authorization, verifiedToken } from '../support/staffTokens';
import { orderBody, SELLING, writeSettings } from './sellingShop';

const STAFF = 'olga.owner@shop.example';
const staff = () => authorization(verifiedToken(STAFF));

export interface StaffAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  etag: string | undefined;
}

export async function startSellingShop(engine: Engine): Promise<TestApp> {
  const t = await startTestApp({ engine, orderRateLimit: 0, publicUrl: 'https://shop.example' });
  await createStaffList(t.database.db).add(STAFF);
  await writeSettings(t.database.db, SELLING);
  return t;
}

/** A request as staff (or with `headers` instead); JSON in and out. */
export async function asStaff<T = Record<string, unknown>>(
  t: TestApp,
  method: string,
  url: string,
  { body, ifMatch, headers = staff() }: { body?: unknown; ifMatch?: string; headers?: Record<string, string> } = {},
): Promise<StaffAnswer<T>> {
  const answer = await t.inject({
    method,
    url,
    headers: {
      ...headers,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(ifMatch !== undefined && { 'if-match': ifMatch }),
    },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  });
  return {
    status: answer.statusCode,
    body: JSON.parse(answer.body || 'null') as T,
    etag: answer.headers.etag,
  };
}

/** A guest's order through the shop's API: its number. */
export async function placeOrder(
  t: TestApp,
  lines: { productId: number; quantity: number }[],
  extra: Record<string, unknown> = {},
): Promise<number> {
  const answer = await t.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    payload: JSON.stringify(orderBody(lines, extra)),
  });
  if (answer.statusCode !== 201) throw new Error(`order refused: ${answer.statusCode} ${answer.body}`);
  return (JSON.parse(answer.body) as PlacedOrder).number;
}

export const readOrder = (t: TestApp, number: number) => asStaff<AdminOrder>(t, 'GET', adminOrderApiPath(number));

/** A status change over the ETag given, or over the order's current one. */
export async function moveOrder(t: TestApp, number: number, body: unknown, ifMatch?: string) {
  const etag = ifMatch ?? (await readOrder(t, number)).etag;
  return asStaff<AdminOrder & { error?: string }>(t, 'PATCH', adminOrderApiPath(number), { body, ifMatch: etag });
}

export const orderHistory = (t: TestApp, number: number) =>
  asStaff<{ changes: { id: number; action: string; after: { status: string } | null }[] }>(
    t,
    'GET',
    adminOrderHistoryApiPath(number),
  );

/** The undo of a change over the order's current ETag. */
export async function undoChange(t: TestApp, number: number, changeId: number) {
  const { etag } = await readOrder(t, number);
  return asStaff(t, 'POST', adminOrderUndoApiPath(number, changeId), { ifMatch: etag });
}
