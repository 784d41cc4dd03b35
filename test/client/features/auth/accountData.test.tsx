// 'Download my data' and 'Delete my account' on a signed-in shopper's login screen
// (docs/requirements.md §10.24), with a fake Firebase and a fake shop API. The real provider and
// server: test/auth/accountDeletion.test.tsx.
import { screen, waitFor } from '@testing-library/react';
import type { AuthState, AuthUser } from '@/client/features/auth/authTypes';
import { LoginPage } from '@/client/features/auth/LoginPage';
import { renderWithProviders } from '../../../support/renderWithProviders';

const providerError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
const service = {
  reloadUser: jest.fn(),
  idToken: jest.fn(),
  deleteAccount: jest.fn(),
  reauthenticate: jest.fn(),
};
jest.mock('@/client/features/auth/authService', () => ({ createAuthService: async () => service }));

const shopper: AuthUser = { uid: 'u1', email: 'kunde@example.com', displayName: null, emailVerified: true };
const signedIn = (): { auth: AuthState } => ({ auth: { user: shopper, status: 'idle', message: null } });
const EXPORT = { account: 'u1', exportedAt: '2026-11-25T00:00:00.000Z', favourites: [] };

let fetchSpy: jest.SpyInstance;
let saved: { name: string; blob: Blob }[];
const answer = (status: number, body: unknown = null, headers: Record<string, string> = {}) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers });

beforeEach(() => {
  for (const mock of Object.values(service)) mock.mockReset().mockResolvedValue(undefined);
  service.reloadUser.mockResolvedValue(null);
  service.idToken.mockResolvedValue('token-1');
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  saved = [];
  let blob: Blob | undefined;
  URL.createObjectURL = jest.fn((object: Blob) => ((blob = object), 'blob:export'));
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href === 'blob:export' && blob) saved.push({ name: this.download, blob });
  });
  localStorage.setItem('shopUser', 'u1');
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

const bubble = () => screen.getByRole('status');
const calls = () => fetchSpy.mock.calls.map(([url, init]) => [String(url), (init as RequestInit).method]);
const authorization = (call = 0) =>
  new Headers((fetchSpy.mock.calls[call] as [string, RequestInit])[1].headers).get('authorization');

describe("'Download my data'", () => {
  it('is offered only to a signed-in shopper', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });

  it("saves the server's answer under the server's file name, with the ID token", async () => {
    fetchSpy.mockResolvedValue(
      answer(200, EXPORT, { 'content-disposition': 'attachment; filename="shop-data-u1.json"' }),
    );
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', preloadedState: signedIn() });

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(bubble()).toHaveTextContent('Your data has been saved as shop-data-u1.json.'));
    expect(bubble()).toHaveClass('status-bubble--success');
    expect(calls()).toEqual([[`${window.location.origin}/api/account`, 'GET']]);
    expect(authorization()).toBe('Bearer token-1');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('shop-data-u1.json');
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(EXPORT);
  });

  it('names the file shopfront-account-data.json when the answer names none', async () => {
    fetchSpy.mockResolvedValue(answer(200, EXPORT));
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', preloadedState: signedIn() });

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['shopfront-account-data.json']));
  });

  it.each([
    [401, 'Your sign-in could not be confirmed. Sign in again and try once more.'],
    [429, 'Too many requests! Try again in a minute.'],
    [503, 'The shop cannot answer right now. Please try again in a few minutes.'],
  ])('shows a %i in red and saves nothing', async (status, text) => {
    fetchSpy.mockResolvedValue(answer(status, { error: 'x', message: 'y' }));
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', preloadedState: signedIn() });

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(bubble()).toHaveTextContent(`Your data could not be downloaded. ${text}`));
    expect(bubble()).toHaveClass('status-bubble--error');
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('says so when the shop cannot be reached', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', preloadedState: signedIn() });

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() =>
      expect(bubble()).toHaveTextContent(
        'Your data could not be downloaded. The shop cannot be reached right now. Check your connection and try again.',
      ),
    );
  });
});

describe("'Delete my account'", () => {
  const confirm = (yes: boolean) => jest.spyOn(window, 'confirm').mockReturnValue(yes);
  const CONFIRMATION = 'Delete your account and everything the shop keeps for you? This cannot be undone.';
  const DELETED =
    'Your account and your data have been deleted. The favourites marked in this browser stay in this browser.';

  it('asks first, then erases the shop data, then the Firebase account, and signs out', async () => {
    const asked = confirm(true);
    fetchSpy.mockResolvedValue(answer(204));
    localStorage.setItem('3', 'True');
    const { user, store } = renderWithProviders(<LoginPage />, { route: '/login', preloadedState: signedIn() });

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(bubble()).toHaveTextContent(DELETED));
    expect(asked).toHaveBeenCalledWith(CONFIRMATION);
    expect(bubble()).toHaveClass('status-bubble--success');
    expect(calls()).toEqual([[`${window.location.origin}/api/account`, 'DELETE']]);
    expect(authorization()).toBe('Bearer token-1');
    expect(service.deleteAccount).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.invocationCallOrder[0]).toBeLessThan(service.deleteAccount.mock.invocationCallOrder[0]!);
    expect(store.getState().auth.user).toBeNull();
    expect(localStorage.getItem('shopUser')).toBe('out');
    expect(localStorage.getItem('3')).toBe('True'); // the browser's flags stay, as on sign-out
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });

  it('does nothing when the shopper cancels', async () => {
    confirm(false);
    const { user, store } = renderWithProviders(<LoginPage />, { route: '/login', preloadedState: signedIn() });

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(service.deleteAccount).not.toHaveBeenCalled();
    expect(store.getState().auth.user).toEqual(shopper);
    expect(bubble()).toHaveTextContent('');
  });

  it('asks for the password when Firebase wants a recent sign-in, signs in again and goes on', async () => {
    confirm(true);
    fetchSpy.mockImplementation(async () => answer(204));
    service.deleteAccount.mockRejectedValueOnce(providerError('auth/requires-recent-login'));
    const { user, store } = renderWithProviders(<LoginPage />, { route: '/login', preloadedState: signedIn() });

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const password = await screen.findByLabelText('Your password');
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription(
      "The shop's data has been deleted. To delete your account too, enter your password again.",
    );
    expect(store.getState().auth.user).toEqual(shopper);
    await user.type(password, 'geheim123{Enter}');

    await waitFor(() => expect(bubble()).toHaveTextContent(DELETED));
    expect(service.reauthenticate).toHaveBeenCalledWith('geheim123');
    expect(service.deleteAccount).toHaveBeenCalledTimes(2);
    expect(store.getState().auth.user).toBeNull();
    expect(localStorage.getItem('shopUser')).toBe('out');
  });

  it('keeps asking for the password after a wrong one, and Cancel gives focus back', async () => {
    confirm(true);
    fetchSpy.mockImplementation(async () => answer(204));
    service.deleteAccount.mockRejectedValue(providerError('auth/requires-recent-login'));
    service.reauthenticate.mockRejectedValue(providerError('auth/wrong-password'));
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', preloadedState: signedIn() });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.type(await screen.findByLabelText('Your password'), 'falsch{Enter}');

    await waitFor(() =>
      expect(bubble()).toHaveTextContent("The shop's data has been deleted, but not your account. password is wrong!"),
    );
    expect(screen.getByLabelText('Your password')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus();
  });

  it.each([
    [429, 'Nothing has been deleted. Too many requests! Try again in a minute.'],
    [503, 'Nothing has been deleted. The shop cannot answer right now. Please try again in a few minutes.'],
  ])('stops at a %i from the shop: the Firebase account stays', async (status, text) => {
    confirm(true);
    fetchSpy.mockResolvedValue(answer(status, { error: 'x', message: 'y' }));
    const { user, store } = renderWithProviders(<LoginPage />, { route: '/login', preloadedState: signedIn() });

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(bubble()).toHaveTextContent(text));
    expect(bubble()).toHaveClass('status-bubble--error');
    expect(service.deleteAccount).not.toHaveBeenCalled();
    expect(store.getState().auth.user).toEqual(shopper);
    expect(localStorage.getItem('shopUser')).toBe('u1');
  });

  it('says when only the shop data went because Firebase could not be reached', async () => {
    confirm(true);
    fetchSpy.mockResolvedValue(answer(204));
    service.deleteAccount.mockRejectedValue(providerError('auth/network-request-failed'));
    const { user, store } = renderWithProviders(<LoginPage />, { route: '/login', preloadedState: signedIn() });

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() =>
      expect(bubble()).toHaveTextContent(
        "The shop's data has been deleted, but not your account. Network error: the sign-in service cannot be reached.",
      ),
    );
    expect(store.getState().auth.user).toEqual(shopper);
  });
});
