// The two auth texts the first load needs: the network message, shown when Firebase's chunk itself
// cannot be downloaded (so it cannot come with that chunk), and the green text of a sign-in, set by
// the slice. Every other text and the code → text tables come with Firebase's chunk (authMessages.ts).
export const SIGN_IN_SUCCESS = 'You have loged in successfully!';
export const NETWORK_FAILED_MESSAGE =
  'Network error: the sign-in service cannot be reached. Check your connection and try again.';
