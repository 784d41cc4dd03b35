// Renders UI with a fresh store and a memory router, returning the store and a user-event instance
// so tests act like a shopper. It follows the Redux docs' reusable test render function:
// https://redux.js.org/usage/writing-tests#setting-up-a-reusable-test-render-function
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, type AppStore, type MakeStoreOptions, type RootState } from '@/client/app/store';

interface ExtendedRenderOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  preloadedState?: Partial<RootState>;
  route?: string;
  store?: AppStore;
  storeOptions?: MakeStoreOptions;
}

export function renderWithProviders(ui: ReactElement, options: ExtendedRenderOptions = {}) {
  const {
    preloadedState,
    route = '/',
    storeOptions,
    store = makeStore(preloadedState, storeOptions),
    ...renderOptions
  } = options;
  const user = userEvent.setup();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </Provider>
    );
  }
  return { store, user, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
