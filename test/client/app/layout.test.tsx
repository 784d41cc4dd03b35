// Header and footer on every screen, the login routes, and the not-found page.
import { render, screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '@/client/app/router';
import { Icon } from '@/client/components/Icon';
import { User } from '@/client/lib/icons/firstLoadShapes';
import { mockApiDuringTests } from '../../support/apiMocks';
import { makeProduct } from '../../support/fixtures';
import { renderWithProviders } from '../../support/renderWithProviders';

mockApiDuringTests();
beforeEach(() => window.localStorage.clear());

describe('layout', () => {
  it.each(['/', '/favourites', '/login', '/users/abc', '/product/1', '/nowhere'])(
    'has header, main and footer landmarks on %s',
    async (route) => {
      renderWithProviders(<AppRoutes />, { route });
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('main')).toBeInTheDocument();
      const footer = screen.getByRole('contentinfo');
      const links = within(footer).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Home', '/'],
        ['Favourites', '/favourites'],
        ['Login', '/login'],
        // The language switch: this screen in German (docs/languages.md).
        ['Deutsch', `/de${route}`],
      ]);
      expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );

  // The texts of docs/requirements.md §2.1, written out here: the screens take them from their
  // messages (the server's <title> from the screen's render), and this holds the list to the spec.
  it.each([
    ['/', 'Die besten Angebote – Shopfront'],
    ['/favourites', 'Your Marked Articles – Shopfront'],
    ['/login', 'Login – Shopfront'],
    ['/users/abc', 'Login – Shopfront'],
    ['/product/1', `${makeProduct(1).title} – Shopfront`],
    ['/product/999', 'Product not found – Shopfront'],
    ['/auth/action', 'Your account – Shopfront'],
    ['/nowhere', 'Page not found – Shopfront'],
  ])('names the browser tab on %s "%s"', async (route, title) => {
    document.title = '';
    renderWithProviders(<AppRoutes />, { route });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('labels the header icons and links the logo home', () => {
    renderWithProviders(<AppRoutes />, { route: '/nowhere' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: 'Basket (coming soon)' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: /shopfront/i })).toHaveAttribute('href', '/');
  });

  it("shows the shop's logo in the header and the person icon on the footer's login link", () => {
    renderWithProviders(<AppRoutes />, { route: '/nowhere' });
    const brand = within(screen.getByRole('banner')).getByRole('link', { name: /shopfront/i });
    expect(brand.querySelector('img')).toHaveAttribute('src', '/images/logos/logo.webp');
    const login = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Login' });
    const person = render(<Icon icon={User} />).container.querySelector('svg');
    expect(login.querySelector('svg')?.innerHTML).toBe(person?.innerHTML);
  });

  it("alerts 'You are not logged in!' from the header's login icon when nobody signed in", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<AppRoutes />, { route: '/nowhere' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(alert).toHaveBeenCalledWith('You are not logged in!');
    alert.mockRestore();
  });

  it('shows the login form on /login and on /users/:id', () => {
    for (const route of ['/login', '/users/42']) {
      const { unmount } = renderWithProviders(<AppRoutes />, { route });
      expect(screen.getByRole('heading', { level: 1, name: 'Login here to access your Profile' })).toBeInTheDocument();
      unmount();
    }
  });

  it('shows a not-found page with a way home for an unknown route', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/does/not/exist' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the shop' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Die besten Angebote' })).toBeInTheDocument();
  });
});
