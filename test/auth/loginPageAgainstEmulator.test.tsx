// The login page driving the real thunks against the Auth emulator, as a shopper would use it.
import { screen, waitFor } from '@testing-library/react';
import { LoginPage } from '@/client/features/auth/LoginPage';
import { renderWithProviders } from '../support/renderWithProviders';
import { accountByEmail, createAccount, verificationEmailsSentTo } from './support/emulatorAdmin';

const email = 'kunde@example.com';
const password = 'geheim123';

async function fillIn(
  user: ReturnType<typeof renderWithProviders>['user'],
  values: { email: string; password: string },
) {
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Password'), values.password);
}

describe('LoginPage with the Auth emulator', () => {
  it('registers and shows the green bubble', async () => {
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await fillIn(user, { email, password });

    await user.click(screen.getByRole('button', { name: 'Register' }));

    const bubble = await screen.findByText(`user created with this informations: ${email}`);
    expect(bubble).toHaveAttribute('role', 'status');
    expect(bubble).toHaveClass('status-bubble--success');
  });

  it("signs in on /users/:id and shows 'password is wrong!' in the red bubble", async () => {
    await createAccount(email, password);
    const { user } = renderWithProviders(<LoginPage />, { route: '/users/42' });
    await fillIn(user, { email, password: 'falsch999' });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('password is wrong!')).toHaveClass('status-bubble--error');
  });

  it('signs in with the Enter key from the password field', async () => {
    await createAccount(email, password);
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await fillIn(user, { email, password: `${password}{Enter}` });

    expect(await screen.findByText('You have loged in successfully!')).toBeInTheDocument();
  });

  it('disables both buttons while the request is in flight and enables them after', async () => {
    await createAccount(email, password);
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await fillIn(user, { email, password });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    await screen.findByText('You have loged in successfully!');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('creates one account for a double click on Register', async () => {
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await fillIn(user, { email, password });
    const mailsBefore = (await verificationEmailsSentTo(email)).length;

    await user.dblClick(screen.getByRole('button', { name: 'Register' }));

    // A second request would have failed with 'this email is registered before!'.
    expect(await screen.findByText(`user created with this informations: ${email}`)).toBeInTheDocument();
    await waitFor(async () => expect(await verificationEmailsSentTo(email)).toHaveLength(mailsBefore + 1));
    expect(await accountByEmail(email)).toBeDefined();
    expect(screen.queryByText('this email is registered before!')).not.toBeInTheDocument();
  });
});
