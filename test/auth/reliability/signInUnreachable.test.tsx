// The sign-in service cannot be reached (the configured Auth endpoint is a closed port, a real
// network failure for the Firebase SDK): the login screen says the network failed, and the
// shopper can go on browsing the catalogue and product pages as before.
import { screen, within } from '@testing-library/react';
import { http, passthrough } from 'msw';
import { AppRoutes } from '@/client/app/router';
import { NETWORK_FAILED_MESSAGE } from '@/client/features/auth/networkMessage';
import { apiServer } from '../../support/apiMocks';
import { renderWithProviders } from '../../support/renderWithProviders';
import { embedClientConfig, testClientConfig } from '../support/clientConfigFixture';
import { emulatorUrl } from '../support/emulatorAdmin';
import { findFreePort } from '@/server/auth/localPorts';

let unreachable: string;
beforeAll(async () => {
  unreachable = `http://127.0.0.1:${await findFreePort('127.0.0.1')}`;
  embedClientConfig(testClientConfig(unreachable));
  // Only the catalogue API is mocked: the SDK's requests really go out (and find nothing listening),
  // and so do the auth setup's calls that clean the test emulator between tests.
  apiServer.listen({ onUnhandledRequest: 'error' });
  apiServer.use(
    http.all(`${unreachable}/*`, () => passthrough()),
    http.all(`${emulatorUrl()}/*`, () => passthrough()),
  );
});
afterAll(() => apiServer.close());

it('says the network failed on sign-in, and browsing keeps working', async () => {
  const { user } = renderWithProviders(<AppRoutes />, { route: '/login' });
  await user.type(await screen.findByLabelText('Email'), 'kunde@example.com');
  await user.type(screen.getByLabelText('Password'), 'geheim123');

  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByText(NETWORK_FAILED_MESSAGE, {}, { timeout: 15_000 })).toBeInTheDocument();
  const home = screen.getAllByRole('link').find((link) => link.getAttribute('href') === '/');
  await user.click(home!);
  const offers = await screen.findByRole('list', { name: 'Offers' });
  expect(within(offers).getAllByRole('article')).toHaveLength(6);
  await user.click(within(offers).getByRole('link', { name: 'Küchenstuhl aus Eich...' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Küchenstuhl aus Eiche, 2er-Set' })).toBeInTheDocument();
  console.log(
    `sign-in against ${unreachable} (nothing listening): "${NETWORK_FAILED_MESSAGE}"; home and product page still shown`,
  );
});
