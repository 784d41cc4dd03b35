// A server that never answers must end in the error state (with Retry), not an endless spinner.
import { screen } from '@testing-library/react';
import { API_TIMEOUT_MS } from '@/client/api/shopApi';
import { AppRoutes } from '@/client/app/router';
import { renderWithProviders } from '../../support/renderWithProviders';

/** Like a browser talking to a hung server: no answer, until the request's signal aborts it. */
function hungFetch(input: RequestInfo | URL): Promise<Response> {
  const signal = input instanceof Request ? input.signal : undefined;
  return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason as Error)));
}

it('shows the error with Retry when the API hangs past the timeout', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(hungFetch);
  jest.useFakeTimers();
  try {
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByText('Loading products…')).toBeInTheDocument();
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS - 500);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await jest.advanceTimersByTimeAsync(1000);
    const alerts = await screen.findAllByRole('alert'); // products and categories
    expect(alerts[0]).toHaveTextContent('The shop is taking too long to answer.');
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  } finally {
    jest.useRealTimers();
    fetchSpy.mockRestore();
  }
});
