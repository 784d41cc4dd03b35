// Signing in from the staff area comes back to it (issue 38): '/login?next=/admin…' goes on to that
// screen once signed in; a shopper's plain /login stays on the login screen with its bubble (§2.5),
// and a return path that is not one of the shop's screens is ignored.
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { LoginPage } from '@/client/features/auth/LoginPage';
import { renderWithProviders } from '../../../support/renderWithProviders';

const user = { uid: 'u1', email: 'ana@shop.example', displayName: null, emailVerified: true };
jest.mock('@/client/features/auth/authService', () => ({
  createAuthService: async () => ({
    signIn: async () => user,
    reloadUser: async () => null,
    watch: () => () => undefined,
  }),
}));

function Where() {
  const { pathname, search } = useLocation();
  return <p>Now at {`${pathname}${search}`}</p>;
}

function signInAt(route: string) {
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
  return rendered;
}

async function signIn(route: string) {
  const { user: keyboard } = signInAt(route);
  await keyboard.type(screen.getByLabelText('Email'), 'ana@shop.example');
  await keyboard.type(screen.getByLabelText('Password'), 'geheim123{Enter}');
}

describe('the login screen’s return path', () => {
  it('goes on to the staff screen it was opened from, once signed in', async () => {
    await signIn('/login?next=%2Fadmin%2Fproducts%2F7%3Ftab%3D1');
    expect(await screen.findByText('Now at /admin/products/7?tab=1')).toBeInTheDocument();
  });

  it('stays on the login screen for a shopper, with the spec’s bubble', async () => {
    await signIn('/login');
    expect(await screen.findByText('You have loged in successfully!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login here to access your Profile' })).toBeInTheDocument();
  });

  it('ignores a return path to another site', async () => {
    await signIn('/login?next=%2F%2Fevil.example%2Fadmin');
    expect(await screen.findByText('You have loged in successfully!')).toBeInTheDocument();
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
  });

  it('keeps the return path on the register link', () => {
    signInAt('/login?next=%2Fadmin');
    expect(screen.getByRole('link', { name: /Not registered yet/ })).toHaveAttribute(
      'href',
      '/login?mode=register&next=%2Fadmin',
    );
  });
});
