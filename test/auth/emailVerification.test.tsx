// Email verification against the real Auth emulator (requirements §10.19, §10.20): the link of the
// verification email opened on the shop's action page verifies the address, the login screen then
// says so, and 'Resend verification email' sends a new link.
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { makeStore } from '@/client/app/store';
import { register } from '@/client/features/auth/authThunks';
import { selectAuthUser } from '@/client/features/auth/authSlice';
import { AuthActionPage } from '@/client/features/auth/AuthActionPage';
import { LoginPage } from '@/client/features/auth/LoginPage';
import { renderWithProviders } from '../support/renderWithProviders';
import { accountByEmail, shopActionPath, verificationEmailsSentTo, type OobCode } from './support/emulatorAdmin';

const password = 'geheim123';
let email: string;
beforeEach(() => {
  email = `verify-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
});

const bubble = () => screen.getByRole('status');

async function registeredStore() {
  const store = makeStore();
  await store.dispatch(register({ email, password }));
  expect(selectAuthUser(store.getState())?.emailVerified).toBe(false);
  return store;
}

async function verificationEmails(count: number): Promise<OobCode[]> {
  let emails: OobCode[] = [];
  await waitFor(async () => {
    emails = await verificationEmailsSentTo(email);
    expect(emails).toHaveLength(count);
  });
  return emails;
}

const actionRoutes = (
  <Routes>
    <Route path="/auth/action" element={<AuthActionPage />} />
  </Routes>
);

describe('email verification with the Auth emulator', () => {
  it("the email's link verifies the address, and the signed-in shopper shows as verified at once", async () => {
    const store = await registeredStore();
    const [mail] = await verificationEmails(1);

    renderWithProviders(actionRoutes, { route: shopActionPath(mail!), store });

    await waitFor(() => expect(bubble()).toHaveTextContent('Your email address is verified.'));
    expect(bubble()).toHaveAttribute('data-kind', 'success');
    expect((await accountByEmail(email))?.emailVerified).toBe(true);
    await waitFor(() => expect(selectAuthUser(store.getState())?.emailVerified).toBe(true));
  });

  it('the login screen says "not verified yet", then "verified" once the link was opened', async () => {
    const store = await registeredStore();
    const login = renderWithProviders(<LoginPage />, { route: '/login', store });
    expect(screen.getByText('Your email address is not verified yet.')).toBeInTheDocument();
    login.unmount();
    const [mail] = await verificationEmails(1);
    // Opened in a page whose store knows nothing of the session (another tab).
    const other = renderWithProviders(actionRoutes, { route: shopActionPath(mail!) });
    await waitFor(() => expect(bubble()).toHaveAttribute('data-kind', 'success'));
    other.unmount();

    renderWithProviders(<LoginPage />, { route: '/login', store });

    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });

  it('"Resend verification email" sends a new link, which verifies the address', async () => {
    const store = await registeredStore();
    await verificationEmails(1);
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', store });

    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));

    await waitFor(() => expect(bubble()).toHaveTextContent(`We have sent a new verification email to ${email}.`));
    const mails = await verificationEmails(2);
    const newest = mails[1]!;
    expect(new URL(newest.oobLink).searchParams.get('continueUrl')).toBe(`${window.location.origin}/login`);
  });

  it('a used verification link says so in red', async () => {
    await registeredStore();
    const [mail] = await verificationEmails(1);
    const first = renderWithProviders(actionRoutes, { route: shopActionPath(mail!) });
    await waitFor(() => expect(bubble()).toHaveAttribute('data-kind', 'success'));
    first.unmount();

    renderWithProviders(actionRoutes, { route: shopActionPath(mail!) });

    await waitFor(() => expect(bubble()).toHaveAttribute('data-kind', 'error'));
    expect(bubble()).toHaveTextContent(
      'This link is no longer valid: it has been used already, or a newer one was sent.',
    );
  });
});
