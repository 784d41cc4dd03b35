// One product's edit and add screens in the staff area (issue 38), as the router shows them: the
// labelled fields, saving over the version read, the API's problems beside their fields with focus
// on the first, the 412 conflict keeping every edit, the history with Older changes and Undo, add
// with the proposed id, delete with its confirmation, an unknown id, pictures by keyboard, and the
// warning before leaving unsaved edits. The staff API is an in-memory fake (support/fakeProductApi.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
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
  images: ['sofa-1.webp', 'sofa-2.webp', 'sofa-3.webp'],
  stock: null,
  vatRate: 19,
};

mockApiDuringTests();
let api: ReturnType<typeof fakeProductApi>;
beforeAll(() => preloadScreenOf('/admin/products/7'));
beforeEach(() => {
  resetStaffSession();
  api = fakeProductApi([sofa, { ...sofa, id: 8, title: 'Sessel Ulla' }]);
  apiServer.use(...catalogHandlers(), ...api.handlers);
});

const open = (route: string) => renderWithProviders(<AppRoutes />, { route, preloadedState: staffSignedIn() });
const field = (name: string) => screen.getByLabelText(name);
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('the product edit screen', () => {
  it('shows the product in fields labelled Title, Price, Description, Mark and Category, and saves an edit', async () => {
    const { user } = open('/admin/products/7');
    expect(await screen.findByRole('heading', { name: 'Edit product 7: Sofa Lindholm' })).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Sofa Lindholm');
    expect(field('Price')).toHaveValue('899');
    expect(field('Description')).toHaveValue('Drei Sitze.');
    expect(field('Mark')).toHaveValue('Nordlicht');
    const category = field('Category');
    expect(category).toHaveValue('sofa');
    await waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['sofa', 'laptop', 'drilling machine']),
    );
    expect(screen.getByText('No unsaved edits.')).toBeInTheDocument();

    await user.clear(field('Price'));
    await user.type(field('Price'), '749,5');
    await user.selectOptions(field('Category'), 'laptop');
    expect(screen.getByText('You have unsaved edits.')).toBeInTheDocument();
    await user.click(saveButton());

    expect(await screen.findByText(/^Saved at \d\d:\d\d/)).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/admin/products/7',
      ifMatch: '"v7-1"',
      body: { title: 'Sofa Lindholm', price: 749.5, category: 'laptop', images: sofa.images },
    });
    expect(api.product(7)).toMatchObject({ price: 749.5, category: 'laptop' });
    // The next save is made over the saved version, and the history shows the change without a reload.
    expect(await screen.findByText('Price: 899,00 € → 749,50 €')).toBeInTheDocument();
    await user.clear(field('Mark'));
    await user.type(field('Mark'), 'Neu{Enter}');
    await waitFor(() => expect(api.requests.at(-1)?.ifMatch).toBe('"v7-2"'));
  });

  it('shows each problem beside its field and moves focus to the first, then saves once corrected', async () => {
    api.refuseWith((body) => [
      ...(typeof body.price !== 'number'
        ? [
            {
              field: 'price',
              message: 'field \'price\' must be a number of euros from 0 with at most 2 decimals, got "zwölf"',
            },
          ]
        : []),
      ...(body.title === ''
        ? [{ field: 'title', message: 'field \'title\' must be a non-empty text of at most 200 characters, got ""' }]
        : []),
      ...((body.images as string[]).length === 0
        ? [{ field: 'images', message: "field 'images' must be a list of 1 to 4 picture file names, got []" }]
        : []),
    ]);
    const { user } = open('/admin/products/7');
    await screen.findByRole('heading', { name: /Edit product 7/ });
    await user.clear(field('Price'));
    await user.type(field('Price'), 'zwölf');
    await user.clear(field('Title'));
    await user.click(saveButton());

    await waitFor(() => expect(field('Title')).toHaveFocus());
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Title')).toHaveAccessibleDescription(/must be a non-empty text/);
    expect(field('Price')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Price')).toHaveAccessibleDescription(/must be a number of euros.*In euros/);
    expect(field('Mark')).not.toHaveAttribute('aria-invalid');
    expect(api.product(7)).toEqual(sofa);

    await user.type(field('Title'), 'Sofa Lindholm');
    await user.clear(field('Price'));
    await user.type(field('Price'), '12');
    await user.click(saveButton());
    expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();
    expect(field('Title')).not.toHaveAttribute('aria-invalid');
  });

  it('on 412 shows the newer version beside the staff member’s edits, keeps them, and saves them over it', async () => {
    const { user } = open('/admin/products/7');
    await screen.findByRole('heading', { name: /Edit product 7/ });
    api.saveElsewhere(7, { price: 950, description: 'Vier Sitze.' });
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Sofa Lindholm XL');
    await user.clear(field('Price'));
    await user.type(field('Price'), '799');
    await user.click(saveButton());

    const conflict = await screen.findByRole('region', { name: 'Someone saved this product since you opened it' });
    expect(within(conflict).getByRole('heading')).toHaveFocus();
    const rows = within(conflict)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'TitleSofa Lindholm XL (your change)Sofa Lindholm',
      'Price799,00\u00a0€ (your change)950,00\u00a0€ (changed since)',
      'DescriptionDrei Sitze.Vier Sitze. (changed since)',
    ]);
    // Nothing typed is lost.
    expect(field('Title')).toHaveValue('Sofa Lindholm XL');
    expect(field('Price')).toHaveValue('799');

    await user.click(within(conflict).getByRole('button', { name: 'Save my edits over the newer version' }));
    expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({ ifMatch: '"v7-2"', body: { title: 'Sofa Lindholm XL', price: 799 } });
    expect(screen.queryByRole('region', { name: /Someone saved/ })).not.toBeInTheDocument();
  });

  it('on 412 can take the newer version instead, dropping the edits', async () => {
    const { user } = open('/admin/products/7');
    await screen.findByRole('heading', { name: /Edit product 7/ });
    api.saveElsewhere(7, { mark: 'Südwind' });
    await user.type(field('Title'), ' Neu');
    await user.click(saveButton());
    await user.click(await screen.findByRole('button', { name: 'Take the newer version' }));
    expect(field('Mark')).toHaveValue('Südwind');
    expect(field('Title')).toHaveValue('Sofa Lindholm');
    expect(screen.getByText('The form shows the newer version now.')).toBeInTheDocument();
  });

  it('lists the history newest first with Older changes, and Undo restores a change and refreshes the form', async () => {
    api.saveElsewhere(7, { price: 1 });
    api.saveElsewhere(7, { price: 2 });
    api.saveElsewhere(7, { mark: 'Dritte' });
    const { user } = open('/admin/products/7');
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('Mark: Nordlicht → Dritte')).toBeInTheDocument();
    const changes = () =>
      within(history)
        .getAllByText(/by ana@shop\.example/)
        .map((node) => node.textContent);
    expect(changes()).toHaveLength(2);

    await user.click(within(history).getByRole('button', { name: 'Older changes' }));
    expect(await within(history).findByText('Price: 899,00 € → 1,00 €')).toBeInTheDocument();
    expect(within(history).getByRole('list', { name: 'Older changes' })).toHaveFocus();

    // Undo of the first change (899 → 1): the whole product as it was before it.
    const undoButtons = within(history).getAllByRole('button', { name: /^Undo: saved/ });
    await user.click(undoButtons.at(-1)!);
    expect(
      await screen.findByText('Undone: the form shows the product as it was before that change.'),
    ).toBeInTheDocument();
    expect(field('Price')).toHaveValue('899');
    expect(field('Mark')).toHaveValue('Nordlicht');
    expect(api.requests.at(-1)).toMatchObject({ method: 'UNDO', ifMatch: '"v7-4"' });
    expect(await within(history).findByText(/Undone/)).toBeInTheDocument();
  });

  it('blocks Undo while edits are unsaved, and Discard edits puts the form back', async () => {
    api.saveElsewhere(7, { price: 1 });
    const { user } = open('/admin/products/7');
    const history = await screen.findByRole('region', { name: 'History' });
    await user.type(field('Title'), '!');
    expect(await within(history).findByRole('button', { name: /^Undo/ })).toBeDisabled();
    expect(within(history).getByText('Save or discard your edits to undo a change.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard edits' }));
    expect(field('Title')).toHaveValue('Sofa Lindholm');
    expect(within(history).getByRole('button', { name: /^Undo/ })).toBeEnabled();
  });

  it('warns before leaving unsaved edits: the tab’s beforeunload and a link of the shop', async () => {
    const { user } = open('/admin/products/7');
    await screen.findByRole('heading', { name: /Edit product 7/ });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(field('Description'), ' Neu.');
    expect(unload()).toBe(true);

    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('link', { name: 'Back to the products' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved edits. Leave this product without saving them?');
    expect(screen.getByRole('heading', { name: /Edit product 7/ })).toBeInTheDocument();
    confirm.mockReturnValue(true);
    apiServer.use(...productTableAnswer());
    await user.click(screen.getByRole('link', { name: 'Back to the products' }));
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('deletes after a confirmation step, back to the table with a status; Keep it changes nothing', async () => {
    apiServer.use(...productTableAnswer());
    const { user } = open('/admin/products/7');
    await screen.findByRole('heading', { name: /Edit product 7/ });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(screen.getByRole('group', { name: /Delete product 7 “Sofa Lindholm”\?/ })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(api.product(7)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText(/Product 7 “Sofa Lindholm” was deleted\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({ method: 'DELETE', ifMatch: '"v7-1"' });
    expect(api.product(7)).toBeUndefined();
  });

  it('says plainly when no product has the id, and a deleted one’s history can bring it back', async () => {
    const { user } = open('/admin/products/404');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(
      screen.getByText('There is no product with the id 404: it was deleted, or never added.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the products' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Add a product' }));
    expect(await screen.findByRole('heading', { name: 'Add a product' })).toBeInTheDocument();
  });

  it('brings a deleted product back from its not-found screen with Undo', async () => {
    apiServer.use(...productTableAnswer());
    const first = open('/admin/products/8');
    await screen.findByRole('heading', { name: /Edit product 8/ });
    await first.user.click(screen.getByRole('button', { name: 'Delete' }));
    await first.user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await screen.findByText(/was deleted/);
    first.unmount();

    const { user } = open('/admin/products/8');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    const history = await screen.findByRole('region', { name: 'History' });
    await user.click(await within(history).findByRole('button', { name: /^Undo: deleted/ }));
    expect(await screen.findByRole('heading', { name: 'Edit product 8: Sessel Ulla' })).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Sessel Ulla');
  });

  it('says an address that is no id is not a product, without asking the API', async () => {
    open('/admin/products/abc');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByText('“abc” is not a product id: ids are whole numbers from 1.')).toBeInTheDocument();
  });

  it('moves and removes pictures by keyboard, focus staying on the picture that moved', async () => {
    const { user } = open('/admin/products/7');
    await screen.findByRole('heading', { name: /Edit product 7/ });
    const pictures = screen.getByRole('group', { name: 'Pictures' });
    expect(
      within(pictures)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/pictures/sofa-1.webp', '/pictures/sofa-2.webp', '/pictures/sofa-3.webp']);
    expect(within(pictures).getByRole('button', { name: 'Move up: picture 1 of 3' })).toBeDisabled();

    within(pictures).getByRole('button', { name: 'Move down: picture 1 of 3' }).focus();
    await user.keyboard('{Enter}');
    expect(within(pictures).getByRole('button', { name: 'Move down: picture 2 of 3' })).toHaveFocus();
    await user.keyboard(' ');
    // Last now, it cannot move down: focus stays on the picture, on Move up.
    expect(within(pictures).getByRole('button', { name: 'Move up: picture 3 of 3' })).toHaveFocus();
    await user.tab();
    expect(within(pictures).getByRole('button', { name: 'Remove: picture 3 of 3' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      within(pictures)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Main picture: sofa-2.webp', 'Picture 2: sofa-3.webp']);
    expect(within(pictures).getByRole('button', { name: 'Remove: picture 2 of 2' })).toHaveFocus();

    await user.type(within(pictures).getByLabelText('Add a picture by its file name'), 'sofa-9.webp{Enter}');
    await user.click(saveButton());
    await screen.findByText(/^Saved at/);
    expect(api.product(7)?.images).toEqual(['sofa-2.webp', 'sofa-3.webp', 'sofa-9.webp']);
  });
});

describe('the add product screen', () => {
  it('is in the nav, proposes the next free id, and opens the new product once added', async () => {
    const { user } = open('/admin/products/new');
    expect(await screen.findByRole('heading', { name: 'Add a product' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(field('Id')).toHaveValue('9'));
    await user.type(field('Title'), 'Hocker Ilse');
    await user.type(field('Price'), '59,90');
    await user.type(field('Description'), 'Klein.');
    await user.type(field('Mark'), 'Werkstatt');
    await user.selectOptions(field('Category'), 'sofa');
    await user.type(screen.getByLabelText('Add a picture by its file name'), 'hocker-1.webp');
    await user.click(screen.getByRole('button', { name: 'Add picture' }));
    await user.click(saveButton());

    expect(await screen.findByRole('heading', { name: 'Edit product 9: Hocker Ilse' })).toBeInTheDocument();
    expect(screen.getByText('Product 9 “Hocker Ilse” was added.')).toBeInTheDocument();
    expect(api.product(9)).toEqual({
      id: 9,
      title: 'Hocker Ilse',
      price: 59.9,
      description: 'Klein.',
      mark: 'Werkstatt',
      category: 'sofa',
      images: ['hocker-1.webp'],
      stock: null,
      vatRate: 19,
    });
  });

  it('shows a taken id beside the Id field, with focus there', async () => {
    const { user } = open('/admin/products/new');
    await waitFor(() => expect(field('Id')).toHaveValue('9'));
    await user.clear(field('Id'));
    await user.type(field('Id'), '7');
    await user.type(field('Title'), 'Doppelt');
    await user.click(saveButton());
    await waitFor(() => expect(field('Id')).toHaveFocus());
    expect(field('Id')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Id')).toHaveAccessibleDescription(/A product with the id 7 exists already/);
    expect(api.product(7)?.title).toBe('Sofa Lindholm');
  });
});

/** The table the screens go back to, answered with one empty page. */
function productTableAnswer() {
  return [
    http.get(`${window.location.origin}/api/admin/products`, () =>
      HttpResponse.json({ q: '', by: 'list', offset: 0, limit: 50, matching: 0, matchingCapped: false, products: [] }),
    ),
  ];
}
