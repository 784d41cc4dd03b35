// The staff member every staff screen test renders as, and the fake Firebase service behind the
// session. A test mocks the auth service with `authServiceModule` and calls resetStaffSession first.
import type { AuthState } from '@/client/features/auth/authTypes';

export const authService = { idToken: jest.fn(), currentUser: jest.fn(), signOut: jest.fn(), watch: jest.fn() };

/** What `jest.mock('@/client/features/auth/authService', …)` answers with. */
export const authServiceModule = { createAuthService: async () => authService };

export const staffSignedIn = (): { auth: AuthState } => ({
  auth: {
    user: { uid: 'u1', email: 'ana@shop.example', displayName: null, emailVerified: true },
    status: 'idle',
    message: null,
  },
});

/** A fresh fake: token-1 for every call, no session to watch. */
export function resetStaffSession(): void {
  for (const mock of Object.values(authService)) mock.mockReset();
  authService.idToken.mockResolvedValue('token-1');
  authService.watch.mockReturnValue(() => undefined);
}
