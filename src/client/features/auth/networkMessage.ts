// The one auth text the first load needs: shown when Firebase's chunk itself cannot be downloaded.
// Every other text is in lazy/authMessages.ts.
import * as i18n from '@/client/i18n/i18n';

export const NETWORK_FAILED_MESSAGE = i18n._({
  id: 'auth.networkFailed',
  message: 'Network error: the sign-in service cannot be reached. Check your connection and try again.',
});
