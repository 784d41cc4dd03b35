// The analytics question (docs/requirements.md §10.22) in the app's layout: asked only in a shop
// configured for analytics, Firebase Analytics (stood in for: tracker.ts) started only after an
// Accept, a page view per screen, and a withdrawal that stops it.
import { act, screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '@/client/app/router';
import type { ClientConfig } from '@/contract';
import type { PageView } from '@/client/features/analytics/lazy/pageView';
import { mockApiDuringTests } from '../../../support/apiMocks';
import { renderWithProviders } from '../../../support/renderWithProviders';

const ANALYTICS = { appId: '1:1234567890:web:0a1b2c3d4e5f', measurementId: 'G-ABC123XYZ' };
const firebase = { apiKey: 'k', authDomain: 'shop.firebaseapp.com', projectId: 'shop' };
let config: ClientConfig;
jest.mock('@/client/lib/clientConfig', () => ({ readClientConfig: () => Promise.resolve(config) }));

const tracker = { pageView: jest.fn<void, [PageView]>(), stop: jest.fn<void, []>() };
const startTracker = jest.fn((_config: ClientConfig, _firstView: PageView) => Promise.resolve(tracker));
jest.mock('@/client/features/analytics/lazy/tracker', () => ({
  startTracker: (c: ClientConfig, v: PageView) => startTracker(c, v),
}));

mockApiDuringTests();
beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
  config = { firebase, registeredDisplayName: 'Kunde', analytics: ANALYTICS };
});

const banner = () => screen.queryByRole('region', { name: 'Your privacy' });
const privacySettings = () =>
  within(screen.getByRole('contentinfo')).findByRole('button', { name: 'Privacy settings' });
const pagePaths = () => tracker.pageView.mock.calls.map(([view]) => view.page_path);

async function openShop(route = '/') {
  const rendered = renderWithProviders(<AppRoutes />, { route });
  await privacySettings();
  return rendered;
}

describe('the analytics question', () => {
  it('is not asked, and no consent code shows, in a shop without analytics settings', async () => {
    config = { firebase, registeredDisplayName: 'Kunde' };
    renderWithProviders(<AppRoutes />, { route: '/' });
    await screen.findAllByRole('heading', { level: 1 });
    await act(() => Promise.resolve());
    expect(banner()).toBeNull();
    expect(within(screen.getByRole('contentinfo')).queryByRole('button')).toBeNull();
    expect(startTracker).not.toHaveBeenCalled();
  });

  it('is asked on a first visit, with nothing measured until an answer', async () => {
    await openShop();
    expect(banner()).toBeInTheDocument();
    expect(banner()).toHaveTextContent('we count which screens of the shop are opened');
    expect(
      within(banner()!)
        .getAllByRole('button')
        .map((b) => [b.textContent, b.className]),
    ).toEqual([
      ['Accept', 'button button--secondary'],
      ['Decline', 'button button--secondary'],
    ]);
    expect(startTracker).not.toHaveBeenCalled();
    // The favourites' flags of the cards shown (numeric keys, §3.4), and no answer.
    expect(Object.keys(localStorage).filter((key) => !/^\d+$/.test(key))).toEqual([]);
  });

  it('after Accept starts Analytics and logs each screen by its path, never the search', async () => {
    const { user } = await openShop('/?q=sofa');
    await user.click(within(banner()!).getByRole('button', { name: 'Accept' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem('shopAnalytics')).toBe('granted');
    await waitFor(() => expect(pagePaths()).toEqual(['/']));
    expect(startTracker).toHaveBeenCalledTimes(1);
    expect(startTracker.mock.calls[0]![0]).toBe(config);
    expect(startTracker.mock.calls[0]![1]).toMatchObject({ page_path: '/', page_location: 'http://localhost/' });

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Favourites' }));
    await screen.findByRole('heading', { level: 1, name: 'Your Marked Articles' });
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Login' }));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(pagePaths()).toEqual(['/', '/favourites', '/login']);
    expect(tracker.pageView.mock.calls.every(([view]) => !view.page_location.includes('?'))).toBe(true);
  });

  it("names a product's view by the product's own title, which the screen gives itself once it is here", async () => {
    localStorage.setItem('shopAnalytics', 'granted');
    const { user } = await openShop();
    await waitFor(() => expect(pagePaths()).toEqual(['/']));
    const firstCard = (await screen.findAllByRole('article'))[0]!;
    await user.click(within(firstCard).getAllByRole('link')[0]!);
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(tracker.pageView).toHaveBeenCalledTimes(2));
    const [view] = tracker.pageView.mock.calls[1]!;
    expect(view.page_path).toMatch(/^\/product\/\d+$/);
    expect(view.page_title).toBe(`${heading.textContent} – Shopfront`);
  });

  it('after Decline loads nothing, and is not asked again on the next visit', async () => {
    const { user, unmount } = await openShop();
    await user.click(within(banner()!).getByRole('button', { name: 'Decline' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem('shopAnalytics')).toBe('denied');
    unmount();
    await openShop('/favourites');
    expect(banner()).toBeNull();
    expect(startTracker).not.toHaveBeenCalled();
  });

  it('is asked again from Privacy settings, and a withdrawal stops Analytics at once', async () => {
    localStorage.setItem('shopAnalytics', 'granted');
    const { user } = await openShop();
    expect(banner()).toBeNull();
    await waitFor(() => expect(pagePaths()).toEqual(['/']));

    await user.click(await privacySettings());
    expect(banner()).toHaveFocus();
    expect(banner()).toHaveTextContent('You accepted');
    await user.click(within(banner()!).getByRole('button', { name: 'Decline' }));
    expect(tracker.stop).toHaveBeenCalledTimes(1);
    expect(await privacySettings()).toHaveFocus();
    expect(localStorage.getItem('shopAnalytics')).toBe('denied');

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Login' }));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(pagePaths()).toEqual(['/']);
  });

  it('closes with Escape once answered, and not before', async () => {
    const { user } = await openShop();
    within(banner()!).getByRole('button', { name: 'Accept' }).focus();
    await user.keyboard('{Escape}');
    expect(banner()).toBeInTheDocument(); // a first visit must answer
    await user.click(within(banner()!).getByRole('button', { name: 'Decline' }));
    await user.click(await privacySettings());
    expect(await privacySettings()).toHaveAttribute('aria-expanded', 'true');
    expect(banner()).toHaveTextContent('You declined: nothing is measured.');
    await user.keyboard('{Escape}');
    expect(banner()).toBeNull();
    expect(await privacySettings()).toHaveFocus();
    expect(localStorage.getItem('shopAnalytics')).toBe('denied');
  });

  it('follows an answer given in another tab: a withdrawal there stops Analytics here', async () => {
    localStorage.setItem('shopAnalytics', 'granted');
    await openShop();
    await waitFor(() => expect(pagePaths()).toEqual(['/']));
    localStorage.setItem('shopAnalytics', 'denied');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'shopAnalytics', newValue: 'denied' }));
    });
    expect(tracker.stop).toHaveBeenCalledTimes(1);
  });

  it('closes the question when another tab answered it', async () => {
    await openShop();
    localStorage.setItem('shopAnalytics', 'granted');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'shopAnalytics', newValue: 'granted' }));
    });
    expect(banner()).toBeNull();
    await waitFor(() => expect(startTracker).toHaveBeenCalledTimes(1));
  });

  it('stops a start still on its way when the shopper withdraws first', async () => {
    let finishStart: (value: typeof tracker) => void = () => undefined;
    startTracker.mockImplementationOnce(() => new Promise((resolve) => (finishStart = resolve)));
    const { user } = await openShop();
    await user.click(within(banner()!).getByRole('button', { name: 'Accept' }));
    await user.click(await privacySettings());
    await user.click(within(banner()!).getByRole('button', { name: 'Decline' }));
    await act(async () => finishStart(tracker));
    expect(tracker.stop).toHaveBeenCalledTimes(1);
    expect(tracker.pageView).not.toHaveBeenCalled();
  });
});
