// The one auth text the first load needs: the network message, shown when Firebase's chunk itself
// cannot be downloaded, so it cannot come with that chunk. Every other text and the code → text
// tables come with Firebase's chunk (authMessages.ts).
export const NETWORK_FAILED_MESSAGE =
  'Network error: the sign-in service cannot be reached. Check your connection and try again.';
