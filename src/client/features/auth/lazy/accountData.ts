// The shopper's data rights (docs/requirements.md §10.24): the shop's data as a file, and the
// account's deletion: the shop's data first, then the Firebase account.
import { callAccountApi } from '@/client/api/accountApi';
import { API } from '@/shopRoutes';
import type { AuthMessage } from '../authTypes';
import type { LoadAuthService } from '../authService';
import { SIGNED_OUT_MARKER, writeLoginMarker } from '../loginMarker';
import { authErrorCode } from './authMessages';
import {
  ACCOUNT_DELETED,
  dataSaved,
  DEFAULT_EXPORT_FILE_NAME,
  DOWNLOAD_FAILED,
  failureText,
  NOTHING_DELETED,
  ONLY_SHOP_DATA_DELETED,
} from './accountDataMessages';
import { withIdToken } from './withIdToken';

/** Long enough for the browser to read the file after the click; the URL is freed after. */
const OBJECT_URL_LIFETIME_MS = 60_000;

export type Deletion =
  { outcome: 'deleted' | 'failed'; message: AuthMessage } | { outcome: 'passwordNeeded'; message: null };

const error = (text: string): AuthMessage => ({ kind: 'error', text });

/** The server's file name when it is a plain one, else the shop's. */
export function exportFileName(contentDisposition: string | null): string {
  const name = /filename="?([^";/\\]+)"?/i.exec(contentDisposition ?? '')?.[1]?.trim();
  return name || DEFAULT_EXPORT_FILE_NAME;
}

function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

export async function downloadAccountData(loadAuthService: LoadAuthService, uid: string): Promise<AuthMessage> {
  try {
    const response = await withIdToken(loadAuthService, uid, (token) => callAccountApi('GET', API.account, token));
    const name = exportFileName(response.headers.get('content-disposition'));
    saveFile(await response.blob(), name);
    return { kind: 'success', text: dataSaved(name) };
  } catch (failure) {
    return error(`${DOWNLOAD_FAILED} ${failureText(failure)}`);
  }
}

/** With `password` the account signs in again first (Firebase asked for a recent sign-in). */
export async function deleteAccount(
  loadAuthService: LoadAuthService,
  uid: string,
  password?: string,
): Promise<Deletion> {
  let shopDataErased = password !== undefined; // asked for only once the shop's data was erased
  try {
    const service = await loadAuthService();
    if (password !== undefined) await service.reauthenticate(password);
    await withIdToken(loadAuthService, uid, (token) => callAccountApi('DELETE', API.account, token));
    shopDataErased = true;
    await service.deleteAccount(); // Firebase signs the deleted account out
  } catch (failure) {
    if (authErrorCode(failure) === 'auth/requires-recent-login') return { outcome: 'passwordNeeded', message: null };
    const prefix = shopDataErased ? ONLY_SHOP_DATA_DELETED : NOTHING_DELETED;
    return { outcome: 'failed', message: error(`${prefix} ${failureText(failure)}`) };
  }
  writeLoginMarker(SIGNED_OUT_MARKER);
  return { outcome: 'deleted', message: { kind: 'success', text: ACCOUNT_DELETED } };
}
