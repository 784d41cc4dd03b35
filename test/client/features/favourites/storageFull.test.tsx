// localStorage that is full: reading works, every write throws QuotaExceededError (the existing
// favourites tests cover storage that throws on everything, or is disabled). Stored favourites
// still show, new ones work for the visit, and the page says they cannot be kept.
import { screen, waitFor } from '@testing-library/react';
import { AppRoutes } from '@/client/app/router';
import { mockApiDuringTests } from '../../../support/apiMocks';
import { renderWithProviders } from '../../../support/renderWithProviders';

mockApiDuringTests();
jest.setTimeout(20_000); // a full render and several clicks; slow when the machine is busy

/** A Storage holding `entries` that refuses to store anything more, as a full quota does. */
function fullStorage(entries: Record<string, string>): Storage & { writes: number } {
  const data = new Map(Object.entries(entries));
  const storage = {
    writes: 0,
    get length() {
      return data.size;
    },
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => data.get(key) ?? null,
    setItem() {
      storage.writes += 1;
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
  };
  return storage;
}

it('shows stored favourites, keeps new ones for the visit, and says they cannot be saved', async () => {
  const storage = fullStorage({ '2': 'True', unrelated: 'x'.repeat(100) });
  const { user } = renderWithProviders(<AppRoutes />, { storeOptions: { getStorage: () => storage } });

  const hearts = await screen.findAllByRole('button', { name: /^Favourite:/ });
  await waitFor(() => expect(hearts[1]).toHaveAttribute('aria-pressed', 'true')); // read from the full storage
  await user.click(hearts[0]!);
  expect(hearts[0]).toHaveAttribute('aria-pressed', 'true');

  expect(
    await screen.findByText(/Your favourites cannot be saved in this browser \(storage is turned off or full\)/),
  ).toBeInTheDocument();
  expect(storage.writes).toBeGreaterThan(0); // it did try
  await user.click(hearts[0]!);
  expect(hearts[0]).toHaveAttribute('aria-pressed', 'false'); // still toggles after the failures
});
