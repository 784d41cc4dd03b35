// Product detail (spec 2 and 4): carousel clamped at both ends with arrows and keys, facts,
// 'Add to Basket', and a not-found page for unknown ids.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppRoutes } from '@/client/app/router';
import { makeStore } from '@/client/app/store';
import { missingProductEmbedded } from '@/client/features/product/productSlice';
import { apiServer, apiUrl, catalogHandlers, mockApiDuringTests } from '../../../support/apiMocks';
import { makeProduct } from '../../../support/fixtures';
import { renderWithProviders } from '../../../support/renderWithProviders';

// Add to Basket asks the auth feature whether someone is signed in; Firebase is not loaded here.
const currentUser = jest.fn();
jest.mock('@/client/features/auth/authService', () => ({
  createAuthService: async () => ({ currentUser }),
}));

mockApiDuringTests();
beforeEach(() => {
  window.localStorage.clear();
  apiServer.use(
    ...catalogHandlers([
      makeProduct(5, {
        title: 'Ohrensessel Samt grün',
        price: 1299,
        mark: 'Polsterei',
        description: 'Ein bequemer Sessel.',
        images: ['/images/a.svg', '/images/b.svg', '/images/c.svg'],
      }),
      makeProduct(6, { title: 'Hocker', images: ['/images/only.svg'] }),
    ]),
  );
});

const picture = () => screen.getByRole('img', { name: /picture \d of \d/ });

describe('product detail', () => {
  it('shows title, mark, price and description', async () => {
    renderWithProviders(<AppRoutes />, { route: '/product/5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ohrensessel Samt grün' })).toBeInTheDocument();
    expect(screen.getByText('Polsterei')).toBeInTheDocument();
    expect(screen.getByText('1.299,00 €')).toBeInTheDocument();
    expect(screen.getByText('Ein bequemer Sessel.')).toBeInTheDocument();
  });

  it('moves through the pictures with the arrows, clamped at both ends without wrap-around', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/product/5' });
    await screen.findByRole('heading', { level: 1 });
    const previous = screen.getByRole('button', { name: 'Previous picture' });
    const next = screen.getByRole('button', { name: 'Next picture' });
    expect(picture()).toHaveAttribute('src', '/images/a.svg');
    expect(previous).toBeDisabled();
    await user.click(next);
    await user.click(next);
    expect(picture()).toHaveAttribute('src', '/images/c.svg');
    expect(next).toBeDisabled();
    await user.click(next); // disabled: nothing happens, no wrap to the first picture
    expect(picture()).toHaveAttribute('src', '/images/c.svg');
    await user.click(previous);
    expect(picture()).toHaveAttribute('src', '/images/b.svg');
    expect(screen.getByText('Picture 2 of 3')).toBeInTheDocument();
  });

  it('hands keyboard focus to the other arrow when an arrow reaches the end and is disabled', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/product/5' });
    await screen.findByRole('heading', { level: 1 });
    const previous = screen.getByRole('button', { name: 'Previous picture' });
    const next = screen.getByRole('button', { name: 'Next picture' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(next).toHaveFocus(); // picture 2 of 3: the way on is still open
    await user.keyboard('{Enter}');
    expect(next).toBeDisabled();
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    expect(previous).toBeDisabled();
    expect(next).toHaveFocus();
  });

  it('moves with the left and right arrow keys, clamped too', async () => {
    renderWithProviders(<AppRoutes />, { route: '/product/5' });
    await screen.findByRole('heading', { level: 1 });
    const press = (key: string) => act(() => void fireEvent.keyDown(document.body, { key }));
    press('ArrowLeft');
    expect(picture()).toHaveAttribute('src', '/images/a.svg');
    press('ArrowRight');
    press('ArrowRight');
    press('ArrowRight');
    expect(picture()).toHaveAttribute('src', '/images/c.svg');
    press('ArrowLeft');
    expect(picture()).toHaveAttribute('src', '/images/b.svg');
  });

  it('leaves the arrow keys to a text field that has focus', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/product/5' });
    await screen.findByRole('heading', { level: 1 });
    const field = document.createElement('input');
    document.body.append(field);
    await user.click(field);
    await user.keyboard('{ArrowRight}');
    expect(picture()).toHaveAttribute('src', '/images/a.svg');
    field.remove();
  });

  it('disables both arrows for a product with one picture', async () => {
    renderWithProviders(<AppRoutes />, { route: '/product/6' });
    await screen.findByRole('heading', { level: 1, name: 'Hocker' });
    expect(screen.getByRole('button', { name: 'Previous picture' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next picture' })).toBeDisabled();
  });

  it.each([
    [null, 'NO'],
    [{ uid: 'u1', email: 'a@b.de', displayName: null, emailVerified: false }, 'YES'],
  ])("alerts the signed-in status on 'Add to Basket' (user %p → %s)", async (user, expected) => {
    currentUser.mockResolvedValue(user);
    if (user) window.localStorage.setItem('shopUser', user.uid); // the login marker of a signed-in shopper
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user: shopper } = renderWithProviders(<AppRoutes />, { route: '/product/5' });
    await shopper.click(await screen.findByRole('button', { name: 'Add to Basket' }));
    await act(async () => undefined);
    expect(alert).toHaveBeenCalledWith(expected);
    alert.mockRestore();
  });

  it('shows "Product not found" with a way home for an unknown id (404)', async () => {
    renderWithProviders(<AppRoutes />, { route: '/product/999' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });

  it('a product the server rendered as missing shows "Product not found" from the first render (as the server did), then the product when the shop has it after all', async () => {
    const store = makeStore();
    store.dispatch(missingProductEmbedded(5));
    renderWithProviders(<AppRoutes />, { route: '/product/5', store });
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to Basket' })).toBeInTheDocument();
  });

  it('another product is not taken for the one the server found missing', async () => {
    const store = makeStore();
    store.dispatch(missingProductEmbedded(7));
    renderWithProviders(<AppRoutes />, { route: '/product/5', store });
    expect(screen.queryByRole('heading', { level: 1, name: 'Product not found' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to Basket' })).toBeInTheDocument();
  });

  it('shows "Product not found" for an id that cannot exist, without asking the server', async () => {
    renderWithProviders(<AppRoutes />, { route: '/product/abc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
  });

  it('shows the error with Retry when the server fails, and Retry recovers', async () => {
    let failing = true;
    apiServer.use(
      http.get(apiUrl('/product/:id'), () =>
        failing
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json(makeProduct(5, { title: 'Ohrensessel Samt grün' })),
      ),
    );
    const { user } = renderWithProviders(<AppRoutes />, { route: '/product/5' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop answered with an error (500).');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ohrensessel Samt grün' })).toBeInTheDocument();
  });

  it("writes 'False' for a product first displayed on its page", async () => {
    renderWithProviders(<AppRoutes />, { route: '/product/6' });
    await screen.findByRole('heading', { level: 1, name: 'Hocker' });
    await waitFor(() => expect(window.localStorage.getItem('6')).toBe('False'));
  });
});
