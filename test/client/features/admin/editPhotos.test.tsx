// Photos on a product's edit screen (issue 38): chosen under Pictures, each uploaded photo is added
// at the end of the product's pictures, beyond the product's room a photo is refused by name, and
// Save sends the stored names. The staff API is the in-memory fake; uploads the fake XMLHttpRequest.
import { screen, waitFor, within } from '@testing-library/react';
import { AppRoutes, preloadScreenOf } from '@/client/app/router';
import type { AdminProduct } from '@/contract';
import { apiServer, catalogHandlers, mockApiDuringTests } from '../../../support/apiMocks';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { resetStaffSession, staffSignedIn } from './support/staffSession';
import { fakeProductApi } from './support/fakeProductApi';
import { FakeXhr } from './support/fakeXhr';

jest.mock(
  '@/client/features/auth/authService',
  () => jest.requireActual<typeof import('./support/staffSession')>('./support/staffSession').authServiceModule,
);

const lamp: AdminProduct = {
  id: 7,
  title: 'Lampe Lykta',
  price: 49,
  description: '',
  mark: 'Nordlicht',
  category: 'sofa',
  images: ['lamp-1.webp', 'lamp-2.webp'],
  stock: null,
  vatRate: 19,
};
const STORED = ['aaaaaaaaaaaaaaaaaaaa-1280.webp', 'bbbbbbbbbbbbbbbbbbbb-960.webp'];

mockApiDuringTests();
FakeXhr.install();
let api: ReturnType<typeof fakeProductApi>;
beforeAll(() => preloadScreenOf('/admin/products/7'));
beforeEach(() => {
  resetStaffSession();
  api = fakeProductApi([lamp]);
  apiServer.use(...catalogHandlers(), ...api.handlers);
});

it('adds uploaded photos after the product’s pictures, refuses those beyond its 4, and saves their names', async () => {
  const { user } = renderWithProviders(<AppRoutes />, { route: '/admin/products/7', preloadedState: staffSignedIn() });
  await screen.findByRole('heading', { name: /Edit product 7/ });
  const pictures = screen.getByRole('group', { name: 'Pictures' });
  const photos = ['IMG_1.jpg', 'IMG_2.jpg', 'IMG_3.jpg'].map(
    (name) => new File([new Uint8Array(100)], name, { type: 'image/jpeg' }),
  );
  await user.upload(within(pictures).getByLabelText('Choose photos'), photos);

  expect(
    within(pictures).getByText('IMG_3.jpg was not added: the product has room for no more pictures.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
  FakeXhr.sent[1]?.answer(201, { name: STORED[1], url: `/images/products/${STORED[1]}` });
  FakeXhr.sent[0]?.answer(201, { name: STORED[0], url: `/images/products/${STORED[0]}` });

  const list = await within(pictures).findByRole('list', { name: 'Pictures, the main one first' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
  expect(within(list).getByRole('img', { name: `Picture 3: ${STORED[0]}` })).toBeInTheDocument();
  expect(within(list).getByRole('img', { name: `Picture 4: ${STORED[1]}` })).toBeInTheDocument();
  expect(screen.getByText('You have unsaved edits.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();
  expect(api.product(7)?.images).toEqual([...lamp.images, ...STORED]);
});
