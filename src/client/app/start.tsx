// Entry: one store, the router, and the first render. Firebase is not imported here: the auth
// feature loads it on demand (its own chunk).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { makeStore } from './app/store';
import { AppRoutes } from './app/router';
import { sessionRestoreRequested } from './features/auth/authListeners';
import './styles/index.css';

const store = makeStore();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
// Restores a signed-in shopper's session in the background, after the first paint.
store.dispatch(sessionRestoreRequested());
