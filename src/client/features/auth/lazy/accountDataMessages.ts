// The texts of 'Download my data' and 'Delete my account' (docs/requirements.md §10.24).
import { AccountApiError } from '@/client/api/accountApi';
import { authErrorCode, signInErrorMessage } from './authMessages';
import * as i18n from '@/client/i18n/i18n';

export const DEFAULT_EXPORT_FILE_NAME = 'shopfront-account-data.json';
export const dataSaved = (file: string): string =>
  i18n._({ id: 'account.data.saved', message: 'Your data has been saved as {file}.', values: { file } });
export const ACCOUNT_DELETED = i18n._({
  id: 'account.data.deleted',
  message: 'Your account and your data have been deleted. The favourites marked in this browser stay in this browser.',
});
export const DOWNLOAD_FAILED = i18n._({
  id: 'account.data.downloadFailed',
  message: 'Your data could not be downloaded.',
});
export const NOTHING_DELETED = i18n._({ id: 'account.data.nothingDeleted', message: 'Nothing has been deleted.' });
export const ONLY_SHOP_DATA_DELETED = i18n._({
  id: 'account.data.onlyShopDataDeleted',
  message: "The shop's data has been deleted, but not your account.",
});

const NOT_CONFIRMED = i18n._({
  id: 'account.data.notConfirmed',
  message: 'Your sign-in could not be confirmed. Sign in again and try once more.',
});
const CALL_FAILURES: Readonly<Record<number, string>> = {
  0: i18n._({
    id: 'account.data.unreachable',
    message: 'The shop cannot be reached right now. Check your connection and try again.',
  }),
  401: NOT_CONFIRMED,
  403: NOT_CONFIRMED,
  429: i18n._({ id: 'account.data.tooManyRequests', message: 'Too many requests! Try again in a minute.' }),
};

/** The shop's API or Firebase failing, in words. */
export function failureText(error: unknown): string {
  if (!(error instanceof AccountApiError)) return signInErrorMessage(authErrorCode(error));
  const { status } = error;
  if (status >= 500)
    return i18n._({
      id: 'account.data.serverError',
      message: 'The shop cannot answer right now. Please try again in a few minutes.',
    });
  return (
    CALL_FAILURES[status] ??
    i18n._({
      id: 'account.data.otherError',
      message: 'The shop answered with an error ({status}). Please try again.',
      values: { status },
    })
  );
}
