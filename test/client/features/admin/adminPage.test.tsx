// The staff area at /admin (issue 38, docs/staff.md) as the router shows it: signed out, a shopper,
// a listed email not verified yet, staff, and a failed call with Retry. Firebase is a fake; the
// staff API is MSW's. The real server's answers: test/server/staff/.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, preloadScreenOf } from '@/client/app/router';
import { makeStore } from '@/client/app/store';
import type { AuthState, AuthUser } from '@/client/features/auth/authTypes';
import { API } from '@/shopRoutes';
import { apiServer, mockApiDuringTests } from '../../../support/apiMocks';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { STAFF_API } from '@/staffRoutes';

const service = { idToken: jest.fn(), currentUser: jest.fn(), signOut: jest.fn(), watch: jest.fn() };
jest.mock('@/client/features/auth/authService', () => ({ createAuthService: async () => service }));

const ana: AuthUser = { uid: 'u1', email: 'ana@shop.example', displayName: null, emailVerified: true };
const signedIn = (): { auth: AuthState } => ({ auth: { user: ana, status: 'idle', message: null } });
const adminMe = `${window.location.origin}${STAFF_API.adminMe}`;

const SHOPPER = "This area is for the shop's staff.";
const UNVERIFIED =
  "This area is for the shop's staff, who sign in with a verified email address. Verify yours with the link the shop emailed you, then sign in again.";
const forbidden = (message: string) => HttpResponse.json({ error: 'forbidden', message }, { status: 403 });

mockApiDuringTests();
let authorizations: (string | null)[];
beforeAll(() => preloadScreenOf('/admin'));
beforeEach(() => {
  localStorage.clear();
  for (const mock of Object.values(service)) mock.mockReset();
  service.idToken.mockImplementation(async (_uid: string, fresh = false) => (fresh ? 'token-fresh' : 'token-1'));
  service.currentUser.mockResolvedValue(null);
  service.watch.mockReturnValue(() => undefined);
  authorizations = [];
});
// The signed-in shopper's favourites sync runs too: an empty list.
const answerWith = (...answers: (() => Response)[]) =>
  apiServer.use(
    http.get(`${window.location.origin}${API.favourites}`, () => HttpResponse.json({ productIds: [] })),
    // The product table, the staff area's first screen (its own tests: productTable.test.tsx).
    http.get(`${window.location.origin}${STAFF_API.adminProducts}`, () =>
      HttpResponse.json({ q: '', by: 'list', offset: 0, limit: 50, matching: 0, matchingCapped: false, products: [] }),
    ),
    http.get(adminMe, ({ request }) => {
      authorizations.push(request.headers.get('authorization'));
      return (answers.length > 1 ? answers.shift()! : answers[0]!)();
    }),
  );

const staffArea = () => screen.getByRole('region', { name: 'Staff area' });

describe('the staff area at /admin', () => {
  it('asks a signed-out visitor to sign in, with a link to the login screen, and calls no API', async () => {
    renderWithProviders(<AppRoutes />, { route: '/admin' });
    const link = await screen.findByRole('link', { name: 'Sign in' });
    // The login screen brings them back here (test/client/features/auth/loginReturn.test.tsx).
    expect(link).toHaveAttribute('href', '/login?next=%2Fadmin');
    expect(staffArea()).toHaveTextContent("This area is for the shop's staff.");
    expect(document.title).toBe('Staff area – Shopfront');
    expect(service.idToken).not.toHaveBeenCalled();
  });

  it('tells a signed-in shopper the area is for staff (the API’s 403)', async () => {
    answerWith(() => forbidden(SHOPPER));
    renderWithProviders(<AppRoutes />, { route: '/admin', preloadedState: signedIn() });
    expect(await within(staffArea()).findByText(SHOPPER)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('ana@shop.example')).not.toBeInTheDocument();
    expect(authorizations).toEqual(['Bearer token-1']);
  });

  it('shows an unverified email the API’s message about verifying', async () => {
    answerWith(() => forbidden(UNVERIFIED));
    renderWithProviders(<AppRoutes />, { route: '/admin', preloadedState: signedIn() });
    expect(await within(staffArea()).findByText(UNVERIFIED)).toHaveAttribute('role', 'status');
  });

  it('shows staff who is signed in, and signs out', async () => {
    answerWith(() => HttpResponse.json({ email: 'ana@shop.example' }));
    service.signOut.mockResolvedValue(undefined);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined); // the shop's sign-out alert (spec)
    const { user, store } = renderWithProviders(<AppRoutes />, { route: '/admin', preloadedState: signedIn() });
    expect(await within(staffArea()).findByText('ana@shop.example')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff area' })).toBeInTheDocument();

    await user.click(within(staffArea()).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(service.signOut).toHaveBeenCalled();
    expect(alert).toHaveBeenCalledTimes(1);
    alert.mockRestore();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('ana@shop.example')).not.toBeInTheDocument();
  });

  it('tries a refused token once more with a fresh one', async () => {
    answerWith(
      () => HttpResponse.json({ error: 'unauthorized', message: 'The sign-in has expired.' }, { status: 401 }),
      () => HttpResponse.json({ email: 'ana@shop.example' }),
    );
    renderWithProviders(<AppRoutes />, { route: '/admin', preloadedState: signedIn() });
    expect(await within(staffArea()).findByText('ana@shop.example')).toBeInTheDocument();
    expect(authorizations).toEqual(['Bearer token-1', 'Bearer token-fresh']);
  });

  it('shows a failed call as an error with Retry, and Retry asks again', async () => {
    answerWith(
      () => HttpResponse.json({ error: 'unavailable', message: 'The shop is busy. Try again.' }, { status: 503 }),
      () => HttpResponse.json({ email: 'ana@shop.example' }),
    );
    const { user } = renderWithProviders(<AppRoutes />, { route: '/admin', preloadedState: signedIn() });
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is busy. Try again.');

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await within(staffArea()).findByText('ana@shop.example')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(authorizations).toHaveLength(2);
  });

  it('waits for a stored session (the login marker) before deciding, then asks as that account', async () => {
    localStorage.setItem('shopUser', 'u1');
    service.currentUser.mockResolvedValue(ana);
    answerWith(() => HttpResponse.json({ email: 'ana@shop.example' }));
    renderWithProviders(<AppRoutes />, { route: '/admin' });
    expect(within(staffArea()).getByRole('status')).toHaveTextContent('Checking your sign-in…');
    expect(await within(staffArea()).findByText('ana@shop.example')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('is rendered by the server in its neutral state, whoever is signed in', () => {
    const store = makeStore(signedIn(), { connectBrowser: false });
    const markup = renderToString(
      <Provider store={store}>
        <StaticRouter location="/admin">
          <AppRoutes />
        </StaticRouter>
      </Provider>,
    );
    expect(markup).toContain('Checking your sign-in…');
    expect(markup).not.toContain('ana@shop.example');
    expect(markup).not.toContain('Sign in</a>');
  });
});
