// The one auth text the first load needs: shown when Firebase's chunk itself cannot be downloaded.
// Every other text is in lazy/authMessages.ts.
export const NETWORK_FAILED_MESSAGE =
  'Network error: the sign-in service cannot be reached. Check your connection and try again.';
