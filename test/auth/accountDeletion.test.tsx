// 'Delete my account' with the real Firebase Auth emulator (docs/requirements.md §10.24): the
// emulator confirms the account is gone. The shop's API is stood in, and checks the token is the account's.
import { screen, waitFor } from '@testing-library/react';
import { signIn } from '@/client/features/auth/authThunks';
import { LoginPage } from '@/client/features/auth/LoginPage';
import { deleteAccount } from '@/client/features/auth/lazy/accountData';
import { makeStore, type ShopServices } from '@/client/app/store';
import { renderWithProviders } from '../support/renderWithProviders';
import { accountByEmail, createAccount } from './support/emulatorAdmin';

const email = 'kunde@example.com';
const password = 'geheim123';
const realFetch = globalThis.fetch;

/** The shop's DELETE /api/account: 204 for the token's account; the SDK's own calls go through. */
function standInShopApi(): string[] {
  const erased: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.endsWith('/api/account')) return realFetch(input, init);
    const token = new Headers(init?.headers).get('authorization')?.replace('Bearer ', '') ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
    erased.push(`${init?.method} ${claims.sub}`);
    return new Response(null, { status: 204 });
  });
  return erased;
}

async function signedInStore() {
  const uid = await createAccount(email, password);
  const store = makeStore();
  await store.dispatch(signIn({ email, password }));
  const { authService } = store.dispatch((_dispatch, _getState, services: ShopServices) => services);
  return { store, uid, authService };
}

describe('deleting an account against the Auth emulator', () => {
  it("erases the shop's data, then the Firebase account, and signs out", async () => {
    const { store, uid } = await signedInStore();
    const erased = standInShopApi();
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', store });

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your account and your data have been deleted.'),
    );
    expect(erased).toEqual([`DELETE ${uid}`]);
    expect(await accountByEmail(email)).toBeUndefined();
    expect(store.getState().auth.user).toBeNull();
    expect(window.localStorage.getItem('shopUser')).toBe('out');
  });

  it('signs in again with the password first when asked to', async () => {
    const { uid, authService } = await signedInStore();
    standInShopApi();

    const deletion = await deleteAccount(authService, uid, password);

    expect(deletion.outcome).toBe('deleted');
    expect(await accountByEmail(email)).toBeUndefined();
  });

  it('keeps the account when the password is wrong', async () => {
    const { uid, authService } = await signedInStore();
    standInShopApi();

    const deletion = await deleteAccount(authService, uid, 'falsch999');

    expect(deletion).toMatchObject({ outcome: 'failed', message: { kind: 'error' } });
    expect(await accountByEmail(email)).toMatchObject({ localId: uid });
  });
});
