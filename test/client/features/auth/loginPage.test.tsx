// The login page's own behaviour, with no request made: texts, labels, the register link,
// the pending state and the bubble. Sign-in itself is tested against the emulator
// (test/auth/loginPageAgainstEmulator.test.tsx).
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { AuthState } from '@/client/features/auth/authTypes';
import { LoginPage } from '@/client/features/auth/LoginPage';
import { renderWithProviders } from '../../../support/renderWithProviders';

// A signed-in shopper's screen asks Firebase whether the address is verified by now: a fake here.
jest.mock('@/client/features/auth/authService', () => ({
  createAuthService: async () => ({ reloadUser: async () => null }),
}));

const authState = (overrides: Partial<AuthState> = {}): AuthState => ({
  user: null,
  status: 'idle',
  message: null,
  ...overrides,
});

describe('LoginPage', () => {
  it('shows the spec texts with labelled fields', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });

    expect(screen.getByRole('heading', { level: 1, name: 'Login here to access your Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(
      screen.getByRole('link', { name: 'Not registered yet? Click Here to create your account' }),
    ).toBeInTheDocument();
  });

  it('leaves checking email and password to the provider (no browser validation)', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });

    const form = screen.getByLabelText('Email').closest('form');
    expect(form).toHaveAttribute('novalidate');
    expect(screen.getByLabelText('Email')).not.toBeRequired();
    expect(screen.getByLabelText('Password')).not.toBeRequired();
  });

  it('makes Sign in the primary action by default', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });

    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute('type', 'button');
  });

  it("'Not registered yet?' focuses the email field and makes Register the primary action", async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/users/:id" element={<LoginPage />} />
      </Routes>,
      { route: '/users/7' },
    );

    await user.click(screen.getByRole('link', { name: 'Not registered yet? Click Here to create your account' }));

    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Register' })).toHaveClass('button--primary');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('type', 'button');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('disables both buttons and marks the form busy while a request is in flight', () => {
    renderWithProviders(<LoginPage />, { route: '/login', preloadedState: { auth: authState({ status: 'pending' }) } });

    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    expect(screen.getByLabelText('Email').closest('form')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows an error in the red bubble and a success in the green one, in a live region', () => {
    const { store, unmount } = renderWithProviders(<LoginPage />, {
      route: '/login',
      preloadedState: { auth: authState({ status: 'failed', message: { kind: 'error', text: 'password is wrong!' } }) },
    });
    const bubble = screen.getByRole('status');
    expect(bubble).toHaveTextContent('password is wrong!');
    expect(bubble).toHaveClass('status-bubble--error');
    expect(bubble).toHaveAttribute('aria-live', 'polite');
    unmount();

    renderWithProviders(<LoginPage />, {
      route: '/login',
      preloadedState: { auth: authState({ message: { kind: 'success', text: 'You have loged in successfully!' } }) },
    });
    expect(screen.getByRole('status')).toHaveClass('status-bubble--success');
    expect(store.getState().auth.message).toBeNull(); // the first page cleared its message on leaving
  });

  it('says who is signed in', () => {
    renderWithProviders(<LoginPage />, {
      route: '/login',
      preloadedState: {
        auth: authState({
          user: { uid: 'u1', email: 'kunde@example.com', displayName: 'Shop Kunde', emailVerified: false },
        }),
      },
    });

    expect(screen.getByText('You are signed in as kunde@example.com.')).toBeInTheDocument();
  });
});
