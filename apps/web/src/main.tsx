import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { onUnauthorized } from './lib/api-client';
import { paths } from './lib/paths';
import './index.css';

const router = createAppRouter();

// A 401 has cleared the session (api-client): back to /login, remembering where the user was.
onUnauthorized(() => {
  const { pathname, search, hash } = router.state.location;
  if (pathname === paths.login) return;
  void router.navigate(paths.login, { replace: true, state: { from: { pathname, search, hash } } });
});

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
