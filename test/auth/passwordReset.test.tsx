// Password reset against the real Auth emulator (requirements §10.18, §10.20): 'Forgot password?'
// asks for the email (read back from the emulator's mail box), the shop's action page sets the new
// password, signing in with it works, and the used link then fails with a clear message.
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { makeStore } from '@/client/app/store';
import { selectAuthMessage } from '@/client/features/auth/authSlice';
import { signIn } from '@/client/features/auth/authThunks';
import { AuthActionPage } from '@/client/features/auth/AuthActionPage';
import { LoginPage } from '@/client/features/auth/LoginPage';
import { renderWithProviders } from '../support/renderWithProviders';
import {
  createAccount,
  passwordResetEmailsSentTo,
  setEmailEnumerationProtection,
  shopActionPath,
  type OobCode,
} from './support/emulatorAdmin';

const oldPassword = 'altes-geheim-1';
const newPassword = 'neues-geheim-2';
// The emulator keeps its mail box when accounts are wiped: every test has an address of its own.
let email: string;
beforeEach(() => {
  email = `reset-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
});

const bubble = () => screen.getByRole('status');

async function askForResetLink(address: string) {
  const { user, unmount } = renderWithProviders(<LoginPage />, { route: '/login' });
  if (address) await user.type(screen.getByLabelText('Email'), address);
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  await waitFor(() => expect(bubble()).not.toHaveTextContent(/^$/));
  const answer = { text: bubble().textContent, kind: bubble().getAttribute('data-kind') };
  unmount();
  return answer;
}

async function theResetEmail(address: string): Promise<OobCode> {
  let emails: OobCode[] = [];
  await waitFor(async () => {
    emails = await passwordResetEmailsSentTo(address);
    expect(emails).toHaveLength(1);
  });
  return emails[0]!;
}

function openActionPage(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth/action" element={<AuthActionPage />} />
    </Routes>,
    { route: path },
  );
}

async function signInWith(password: string) {
  const store = makeStore();
  await store.dispatch(signIn({ email, password }));
  return selectAuthMessage(store.getState());
}

describe('password reset with the Auth emulator', () => {
  it('sends a reset email for an account, with a link back to the login screen', async () => {
    await createAccount(email, oldPassword);

    expect(await askForResetLink(email)).toEqual({
      kind: 'success',
      text: `If an account exists for ${email}, we have sent a link to reset the password.`,
    });

    const resetEmail = await theResetEmail(email);
    const link = new URL(resetEmail.oobLink);
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('oobCode')).toBe(resetEmail.oobCode);
    expect(link.searchParams.get('continueUrl')).toBe(`${window.location.origin}/login`);
  });

  it('the action page sets the new password: signing in works with it and no longer with the old one', async () => {
    await createAccount(email, oldPassword);
    await askForResetLink(email);
    const path = shopActionPath(await theResetEmail(email));
    const { user } = openActionPage(path);

    expect(await screen.findByText(`Choose a new password for ${email}.`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), newPassword);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    await waitFor(() =>
      expect(bubble()).toHaveTextContent('Your password has been changed. You can sign in with the new one now.'),
    );
    expect(await signInWith(newPassword)).toEqual({ kind: 'success', text: 'You have loged in successfully!' });
    expect(await signInWith(oldPassword)).toEqual({ kind: 'error', text: 'password is wrong!' });
  });

  it('a used link fails with a clear message and a way to a new one', async () => {
    await createAccount(email, oldPassword);
    await askForResetLink(email);
    const path = shopActionPath(await theResetEmail(email));
    const first = openActionPage(path);
    await first.user.type(await screen.findByLabelText('New password'), newPassword);
    await first.user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(bubble()).toHaveAttribute('data-kind', 'success'));
    first.unmount();

    openActionPage(path);

    await waitFor(() =>
      expect(bubble()).toHaveTextContent(
        'This link is no longer valid: it has been used already, or a newer one was sent.',
      ),
    );
    expect(bubble()).toHaveAttribute('data-kind', 'error');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link on the login page' })).toBeInTheDocument();
  });

  it('a weak new password is refused in red, and the link still works afterwards', async () => {
    await createAccount(email, oldPassword);
    await askForResetLink(email);
    const { user } = openActionPage(shopActionPath(await theResetEmail(email)));
    const field = await screen.findByLabelText('New password');

    await user.type(field, '123');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(bubble()).toHaveTextContent('The new password is too weak: choose a longer one (at least 6 characters).'),
    );
    await user.clear(field);
    await user.type(field, newPassword);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    await waitFor(() => expect(bubble()).toHaveAttribute('data-kind', 'success'));
    expect(await signInWith(newPassword)).toEqual({ kind: 'success', text: 'You have loged in successfully!' });
  });

  it.each([false, true])(
    'says the same for an address without an account, and sends nothing (enumeration protection %s)',
    async (protection) => {
      await setEmailEnumerationProtection(protection);

      expect(await askForResetLink(email)).toEqual({
        kind: 'success',
        text: `If an account exists for ${email}, we have sent a link to reset the password.`,
      });
      expect(await passwordResetEmailsSentTo(email)).toHaveLength(0);
    },
  );

  it("shows the provider's code for an empty address in red", async () => {
    expect(await askForResetLink('')).toEqual({ kind: 'error', text: 'auth/missing-email' });
  });

  it('a malformed address: the emulator does not check its form, so the answer is the neutral one', async () => {
    // A real project answers auth/invalid-email, shown raw (test/client/features/auth/accountScreens.test.tsx);
    // the emulator answers EMAIL_NOT_FOUND for any address it does not know.
    expect(await askForResetLink('not-an-address')).toEqual({
      kind: 'success',
      text: 'If an account exists for not-an-address, we have sent a link to reset the password.',
    });
    expect(await passwordResetEmailsSentTo('not-an-address')).toHaveLength(0);
  });
});
