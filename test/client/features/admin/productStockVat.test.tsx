// Stock and VAT rate on the staff's product screens (issue 47): labelled fields (Stock empty for not
// counted, VAT rate a choice of 19 % and 7 %), sent with the save and the add, the API's problems
// beside them with focus, the history's words for them, and the conflict view when an order lowered
// the stock since the form was opened. The staff API is an in-memory fake (support/fakeProductApi.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { AppRoutes, preloadScreenOf } from '@/client/app/router';
import type { AdminProduct } from '@/contract';
import { apiServer, catalogHandlers, mockApiDuringTests } from '../../../support/apiMocks';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { resetStaffSession, staffSignedIn } from './support/staffSession';
import { fakeProductApi } from './support/fakeProductApi';

jest.mock(
  '@/client/features/auth/authService',
  () => jest.requireActual<typeof import('./support/staffSession')>('./support/staffSession').authServiceModule,
);

const sofa: AdminProduct = {
  id: 7,
  title: 'Sofa Lindholm',
  price: 899,
  description: 'Drei Sitze.',
  mark: 'Nordlicht',
  category: 'sofa',
  images: ['sofa-1.webp'],
  stock: null,
  vatRate: 19,
};

mockApiDuringTests();
let api: ReturnType<typeof fakeProductApi>;
beforeAll(() => preloadScreenOf('/admin/products/7'));
beforeEach(() => {
  resetStaffSession();
  api = fakeProductApi([sofa, { ...sofa, id: 8, title: 'Buch Kochen', stock: 5, vatRate: 7 }]);
  apiServer.use(...catalogHandlers(), ...api.handlers);
});

const open = (route: string) => renderWithProviders(<AppRoutes />, { route, preloadedState: staffSignedIn() });
const field = (name: string) => screen.getByLabelText(name);
const saveButton = () => screen.getByRole('button', { name: 'Save' });

it('shows Stock (empty: not counted) and VAT rate (19 % or 7 %), and saves both', async () => {
  const { user } = open('/admin/products/7');
  await screen.findByRole('heading', { name: /Edit product 7/ });
  expect(field('Stock')).toHaveValue('');
  expect(field('Stock')).toHaveAccessibleDescription(/Empty: not counted/);
  expect(field('VAT rate')).toHaveValue('19');
  expect(
    within(field('VAT rate'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['19 %', '7 %']);

  await user.type(field('Stock'), '12');
  await user.selectOptions(field('VAT rate'), '7 %');
  await user.click(saveButton());
  expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();
  expect(api.requests.at(-1)).toMatchObject({ method: 'PUT', body: { stock: 12, vatRate: 7 } });
  expect(api.product(7)).toMatchObject({ stock: 12, vatRate: 7 });
  expect(await screen.findByText('Stock: Not counted → 12')).toBeInTheDocument();
  expect(screen.getByText('VAT rate: 19 % → 7 %')).toBeInTheDocument();

  // Emptied, the stock is not counted again: sent as null.
  await user.clear(field('Stock'));
  await user.click(saveButton());
  await waitFor(() => expect(api.product(7)?.stock).toBeNull());
});

it('shows a refused stock beside its field, with focus there', async () => {
  api.refuseWith((body) =>
    typeof body.stock === 'number' && Number.isInteger(body.stock) && body.stock >= 0
      ? []
      : [{ field: 'stock', message: `field 'stock' must be a whole number from 0, got ${JSON.stringify(body.stock)}` }],
  );
  const { user } = open('/admin/products/8');
  await screen.findByRole('heading', { name: /Edit product 8/ });
  expect(field('Stock')).toHaveValue('5');
  expect(field('VAT rate')).toHaveValue('7');
  await user.clear(field('Stock'));
  await user.type(field('Stock'), '2,5');
  await user.click(saveButton());
  await waitFor(() => expect(field('Stock')).toHaveFocus());
  expect(api.requests.at(-1)?.body).toMatchObject({ stock: 2.5 });
  expect(field('Stock')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Stock')).toHaveAccessibleDescription(/must be a whole number from 0, got 2.5/);
  expect(field('VAT rate')).not.toHaveAttribute('aria-invalid');
  expect(api.product(8)?.stock).toBe(5);
});

it('shows an order’s lower stock in the conflict view, and saves over it', async () => {
  const { user } = open('/admin/products/8');
  await screen.findByRole('heading', { name: /Edit product 8/ });
  api.saveElsewhere(8, { stock: 3 }); // an order took two meanwhile
  await user.clear(field('Title'));
  await user.type(field('Title'), 'Buch Backen');
  await user.click(saveButton());
  const conflict = await screen.findByRole('region', { name: 'Someone saved this product since you opened it' });
  const rows = within(conflict)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
  expect(rows).toEqual(['TitleBuch Backen (your change)Buch Kochen', 'Stock53 (changed since)']);
  await user.click(within(conflict).getByRole('button', { name: 'Take the newer version' }));
  expect(field('Stock')).toHaveValue('3');
});

it('adds a product at 19 % and not counted unless told otherwise', async () => {
  const { user } = open('/admin/products/new');
  await waitFor(() => expect(field('Id')).toHaveValue('9'));
  expect(field('VAT rate')).toHaveValue('19');
  expect(field('Stock')).toHaveValue('');
  await user.type(field('Title'), 'Kochbuch');
  await user.type(field('Price'), '24');
  await user.type(field('Mark'), 'Verlag');
  await user.selectOptions(field('Category'), 'sofa');
  await user.selectOptions(field('VAT rate'), '7 %');
  await user.type(field('Stock'), '40');
  await user.type(screen.getByLabelText('Add a picture by its file name'), 'buch-1.webp');
  await user.click(screen.getByRole('button', { name: 'Add picture' }));
  await user.click(saveButton());
  expect(await screen.findByRole('heading', { name: 'Edit product 9: Kochbuch' })).toBeInTheDocument();
  expect(api.product(9)).toMatchObject({ stock: 40, vatRate: 7 });
});
