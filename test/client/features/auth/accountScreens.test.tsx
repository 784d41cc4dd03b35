// The account features' screens (requirements §10.18–§10.20) with a fake Firebase: 'Forgot
// password?' and the verification note on the login screen, and every state of /auth/action.
// The real provider's answers are tested against the emulator (test/auth/passwordReset.test.tsx).
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { AuthState, AuthUser } from '@/client/features/auth/authTypes';
import { AuthActionPage } from '@/client/features/auth/AuthActionPage';
import { LoginPage } from '@/client/features/auth/LoginPage';
import { renderWithProviders } from '../../../support/renderWithProviders';

const providerError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
const service = {
  sendPasswordReset: jest.fn(),
  resendVerificationEmail: jest.fn(),
  reloadUser: jest.fn(),
  verifyPasswordResetCode: jest.fn(),
  confirmPasswordReset: jest.fn(),
  applyActionCode: jest.fn(),
  // A shopper shown as signed in starts the favourites' sync: with no token it sends nothing.
  idToken: jest.fn(),
};
jest.mock('@/client/features/auth/authService', () => ({ createAuthService: async () => service }));

const unverified: AuthUser = { uid: 'u1', email: 'kunde@example.com', displayName: null, emailVerified: false };
const signedIn = (user: AuthUser): { auth: AuthState } => ({ auth: { user, status: 'idle', message: null } });

beforeEach(() => {
  for (const mock of Object.values(service)) mock.mockReset().mockResolvedValue(undefined);
  service.reloadUser.mockResolvedValue(null);
  service.idToken.mockResolvedValue(null);
});

const bubble = () => screen.getByRole('status');

describe("the login screen's 'Forgot password?'", () => {
  it('asks for a reset link for the typed address, back to the login screen, and answers neutrally in green', async () => {
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await user.type(screen.getByLabelText('Email'), 'kunde@example.com');

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    await waitFor(() =>
      expect(bubble()).toHaveTextContent(
        'If an account exists for kunde@example.com, we have sent a link to reset the password.',
      ),
    );
    expect(bubble()).toHaveClass('status-bubble--success');
    expect(service.sendPasswordReset).toHaveBeenCalledWith('kunde@example.com', `${window.location.origin}/login`);
  });

  it('says the same when the provider answers that there is no such account', async () => {
    service.sendPasswordReset.mockRejectedValue(providerError('auth/user-not-found'));
    const { user } = renderWithProviders(<LoginPage />, { route: '/users/3' });
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    await waitFor(() => expect(bubble()).toHaveClass('status-bubble--success'));
    expect(bubble()).toHaveTextContent(
      'If an account exists for nobody@example.com, we have sent a link to reset the password.',
    );
  });

  it.each(['auth/missing-email', 'auth/invalid-email'])('shows %s raw in the red bubble', async (code) => {
    service.sendPasswordReset.mockRejectedValue(providerError(code));
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    await waitFor(() => expect(bubble()).toHaveTextContent(code));
    expect(bubble()).toHaveClass('status-bubble--error');
  });

  it('disables every button while the request runs, and sends one request for a double click', async () => {
    let answer: () => void = () => undefined;
    service.sendPasswordReset.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });

    await user.dblClick(screen.getByRole('button', { name: 'Forgot password?' }));

    for (const name of ['Sign in', 'Register', 'Forgot password?'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    await act(async () => answer());
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(service.sendPasswordReset).toHaveBeenCalledTimes(1);
  });
});

describe('the verification note on the login screen', () => {
  it('says nothing to a signed-out visitor', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });

    expect(screen.queryByText(/verified/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
    expect(service.reloadUser).not.toHaveBeenCalled();
  });

  it('tells a signed-in shopper the address is not verified yet and sends a new link on request', async () => {
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', preloadedState: signedIn(unverified) });
    expect(screen.getByText('Your email address is not verified yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));

    await waitFor(() =>
      expect(bubble()).toHaveTextContent('We have sent a new verification email to kunde@example.com.'),
    );
    expect(bubble()).toHaveClass('status-bubble--success');
    expect(service.resendVerificationEmail).toHaveBeenCalledWith(`${window.location.origin}/login`);
  });

  it("shows the provider's answer in red when the link cannot be sent", async () => {
    service.resendVerificationEmail.mockRejectedValue(providerError('auth/too-many-requests'));
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', preloadedState: signedIn(unverified) });

    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));

    await waitFor(() => expect(bubble()).toHaveTextContent('Too many requests! Try again later.'));
    expect(bubble()).toHaveClass('status-bubble--error');
  });

  it('turns to "verified" when the provider says so (the link was opened elsewhere)', async () => {
    service.reloadUser.mockResolvedValue({ ...unverified, emailVerified: true });

    const { store } = renderWithProviders(<LoginPage />, { route: '/login', preloadedState: signedIn(unverified) });

    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
    expect(store.getState().auth.user?.emailVerified).toBe(true);
  });

  it('asks again when the shopper comes back to the tab', async () => {
    renderWithProviders(<LoginPage />, { route: '/login', preloadedState: signedIn(unverified) });
    await waitFor(() => expect(service.reloadUser).toHaveBeenCalledTimes(1));
    service.reloadUser.mockResolvedValue({ ...unverified, emailVerified: true });

    act(() => void window.dispatchEvent(new Event('focus')));

    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
  });
});

function openActionPage(query: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth/action" element={<AuthActionPage />} />
      <Route path="/login" element={<p>the login screen</p>} />
    </Routes>,
    { route: `/auth/action${query}` },
  );
}

describe('the action page /auth/action', () => {
  it('resetPassword: shows the account, takes a new password and links to the login screen', async () => {
    service.verifyPasswordResetCode.mockResolvedValue('kunde@example.com');
    const { user } = openActionPage('?mode=resetPassword&oobCode=code-1&apiKey=k&lang=en');
    expect(screen.getByText('Checking your link…')).toBeInTheDocument();

    expect(await screen.findByText('Choose a new password for kunde@example.com.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'neues-geheim-7');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    await waitFor(() =>
      expect(bubble()).toHaveTextContent('Your password has been changed. You can sign in with the new one now.'),
    );
    expect(bubble()).toHaveClass('status-bubble--success');
    expect(service.verifyPasswordResetCode).toHaveBeenCalledWith('code-1');
    expect(service.confirmPasswordReset).toHaveBeenCalledWith('code-1', 'neues-geheim-7');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the login page' }));
    expect(screen.getByText('the login screen')).toBeInTheDocument();
  });

  it('resetPassword: a weak password is refused in red and the form stays', async () => {
    service.verifyPasswordResetCode.mockResolvedValue('kunde@example.com');
    service.confirmPasswordReset.mockRejectedValue(providerError('auth/weak-password'));
    const { user } = openActionPage('?mode=resetPassword&oobCode=code-2');
    await user.type(await screen.findByLabelText('New password'), '123');

    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    await waitFor(() =>
      expect(bubble()).toHaveTextContent('The new password is too weak: choose a longer one (at least 6 characters).'),
    );
    expect(bubble()).toHaveClass('status-bubble--error');
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it.each([
    ['auth/invalid-action-code', 'This link is no longer valid: it has been used already, or a newer one was sent.'],
    ['auth/expired-action-code', 'This link has expired.'],
  ])('resetPassword with a dead code (%s): a red message and a way to a new link', async (code, text) => {
    service.verifyPasswordResetCode.mockRejectedValue(providerError(code));
    openActionPage('?mode=resetPassword&oobCode=used');

    await waitFor(() => expect(bubble()).toHaveTextContent(text));
    expect(bubble()).toHaveClass('status-bubble--error');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link on the login page' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('verifyEmail: applies the code and says the address is verified', async () => {
    openActionPage(
      '?mode=verifyEmail&oobCode=code-3&continueUrl=' + encodeURIComponent(`${window.location.origin}/login`),
    );

    await waitFor(() => expect(bubble()).toHaveTextContent('Your email address is verified.'));
    expect(bubble()).toHaveClass('status-bubble--success');
    expect(service.applyActionCode).toHaveBeenCalledWith('code-3');
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/login');
  });

  it('verifyEmail: a signed-in shopper on this browser shows as verified at once', async () => {
    service.reloadUser.mockResolvedValue({ ...unverified, emailVerified: true });
    const { store } = renderWithProviders(
      <Routes>
        <Route path="/auth/action" element={<AuthActionPage />} />
      </Routes>,
      { route: '/auth/action?mode=verifyEmail&oobCode=code-4', preloadedState: signedIn(unverified) },
    );

    await waitFor(() => expect(store.getState().auth.user?.emailVerified).toBe(true));
  });

  it('verifyEmail with a used code: the red message', async () => {
    service.applyActionCode.mockRejectedValue(providerError('auth/invalid-action-code'));
    openActionPage('?mode=verifyEmail&oobCode=used');

    await waitFor(() =>
      expect(bubble()).toHaveTextContent(
        'This link is no longer valid: it has been used already, or a newer one was sent.',
      ),
    );
  });

  it('leads to the shop only: a continueUrl elsewhere is not followed', async () => {
    openActionPage('?mode=verifyEmail&oobCode=code-5&continueUrl=https%3A%2F%2Fevil.example%2Fphish');

    expect(await screen.findByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/login');
  });

  it.each(['', '?mode=resetPassword', '?oobCode=abc', '?mode=recoverEmail&oobCode=abc', '?mode=signIn&oobCode=a'])(
    'a link it cannot use (%s) gets a clear message and no provider call',
    async (query) => {
      openActionPage(query);

      expect(
        await screen.findByText(
          'This link cannot be used: it is not complete, or it is not one of the links the shop sends. Open the link from the email again.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ask for a new link on the login page' })).toBeInTheDocument();
      expect(service.verifyPasswordResetCode).not.toHaveBeenCalled();
      expect(service.applyActionCode).not.toHaveBeenCalled();
    },
  );
});
