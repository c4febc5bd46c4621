import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { CompanyTimeZoneProvider } from '@/lib/company-time-zone';
import { createQueryClient } from '@/lib/query-client';

function testQueryClient() {
  const client = createQueryClient();
  // No retry delays in tests: a failure shows at once.
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  return client;
}

/** The whole app (real route table and providers) at a path. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, user };
}

/**
 * One component inside the app's providers and a router, at a path. The signed-in shell would give it the company's
 * time zone; here it is `timeZone` (Chicago unless a test sets another), so no test leans on the machine's zone.
 */
export function renderWithProviders(ui: ReactElement, { path = '/', timeZone = 'America/Chicago' }: { path?: string; timeZone?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path: '*', element: <CompanyTimeZoneProvider timeZone={timeZone}>{ui}</CompanyTimeZoneProvider> },
      { path: '/login', element: <p>Login screen</p> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, user };
}
