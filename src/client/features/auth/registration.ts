// Registering an account (docs/requirements.md §4.4, §4.5): the register thunk's work, loaded with
// Firebase's chunk (which a registration needs anyway), so neither it nor its texts are in the
// first load.
import type { Credentials } from './authThunks';
import type { SignedIn } from './authUser';
import { authErrorCode } from './authMessages';
import { loadAuthService } from './authService';
import { writeLoginMarker } from './loginMarker';
import { registeredMessage, registerErrorMessage } from './registerMessages';

/** Creates the account; a failure comes back through `reject` with the red text (§8.2). */
export async function registerAccount<Rejected>(
  { email, password }: Credentials,
  reject: (message: string) => Rejected,
): Promise<SignedIn | Rejected> {
  try {
    const { user, failedSteps } = await (await loadAuthService()).register(email, password);
    writeLoginMarker(user.uid);
    return { user, message: registeredMessage(user.email ?? email, failedSteps) };
  } catch (error) {
    return reject(registerErrorMessage(authErrorCode(error)));
  }
}
