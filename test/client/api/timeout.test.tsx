// A server that never answers must end in the error state (with Retry), not an endless spinner:
// after 10 s (docs/requirements.md §7.2, §8.7 and §9.3). The 10 s are written here as
// the shopper meets them, not read from the code's constant, so changing that constant fails here.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AppRoutes } from '@/client/app/router';
import { mockApiDuringTests } from '../../support/apiMocks';
import { renderWithProviders } from '../../support/renderWithProviders';

mockApiDuringTests(); // the answers once the server is back (Retry)

const TEN_SECONDS = 10_000;

/** Like a browser talking to a hung server: no answer, until the request's signal aborts it. */
function hungFetch(input: RequestInfo | URL): Promise<Response> {
  const signal = input instanceof Request ? input.signal : undefined;
  return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason as Error)));
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('shows the error with Retry 10 s after a request the server never answers, and Retry then loads', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(hungFetch);
  jest.useFakeTimers();
  renderWithProviders(<AppRoutes />);
  expect(await screen.findByText('Loading products…')).toBeInTheDocument();
  expect(fetchSpy).toHaveBeenCalled(); // the requests are out, and hang

  // Still waiting just before the 10 s: the placeholders, no error.
  await act(() => jest.advanceTimersByTimeAsync(TEN_SECONDS - 250));
  expect(screen.getByText('Loading products…')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  // Just after: both the products and the categories say so, each with its Retry.
  await act(() => jest.advanceTimersByTimeAsync(500));
  const alerts = screen.getAllByRole('alert');
  expect(alerts.map((alert) => alert.querySelector('p')?.textContent)).toEqual([
    'The shop is taking too long to answer. Please try again.',
    'The shop is taking too long to answer. Please try again.',
  ]);
  expect(screen.queryByText('Loading products…')).not.toBeInTheDocument();

  // The server answers again: Retry loads the products.
  fetchSpy.mockRestore();
  jest.useRealTimers();
  fireEvent.click(within(alerts[0]!).getByRole('button', { name: 'Retry' }));
  expect(within(await screen.findByRole('list', { name: 'Offers' })).getAllByRole('article')).toHaveLength(6);
});
