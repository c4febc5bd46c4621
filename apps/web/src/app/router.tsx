import { permissionCatalogue, permissionSections, routeEntryName } from '@groundwork/domain/permissions';
import type { ComponentType } from 'react';
import { createBrowserRouter, data, Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import RouteErrorScreen from './routes/misc/not-found';

/** Each screen is its own chunk, loaded when its route is first visited. */
function lazyRoute(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

function RouteFallback() {
  return <PageSpinner className="min-h-svh" />;
}

/**
 * First path segments the app knows (dashes as underscores): every permission entry, plus the
 * routes of SPEC.md §2 without an entry of their own. Anything else is a 404.
 */
const knownEntryNames: ReadonlySet<string> = new Set([
  ...permissionSections.flatMap((section) => permissionCatalogue[section]),
  'coming_soon',
  'onboarding',
]);

export function isKnownAppPath(pathname: string): boolean {
  return knownEntryNames.has(routeEntryName(pathname));
}

/**
 * The catch-all under the guarded layout: areas not built yet are left to the route-access check
 * (→ /coming-soon); a path that belongs to no area is 'Unexpected Application Error!' / '404 Not Found'.
 */
function unknownRouteLoader({ request }: LoaderFunctionArgs) {
  if (!isKnownAppPath(new URL(request.url).pathname)) {
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  return null;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteErrorScreen />,
    HydrateFallback: RouteFallback,
    children: [
      { path: paths.login, lazy: lazyRoute(() => import('./routes/auth/login')) },
      { path: paths.forgotPassword, lazy: lazyRoute(() => import('./routes/auth/forgot-password')) },
      { path: paths.resetPassword, lazy: lazyRoute(() => import('./routes/auth/reset-password')) },
      { path: '/legal/:type', lazy: lazyRoute(() => import('./routes/legal/legal-document')) },
      {
        id: 'guarded',
        lazy: lazyRoute(() => import('./layout/guarded-layout')),
        children: [
          { index: true, element: <Navigate to={paths.dashboard} replace /> },
          { path: 'dashboard', handle: { title: 'Dashboard' }, lazy: lazyRoute(() => import('./routes/dashboard/dashboard')) },
          { path: 'profile', handle: { title: 'Profile' }, lazy: lazyRoute(() => import('./routes/profile/profile')) },
          { path: 'outbox', handle: { title: 'Outbox' }, lazy: lazyRoute(() => import('./routes/outbox/outbox')) },
          { path: 'coming-soon', handle: { title: 'Coming Soon' }, lazy: lazyRoute(() => import('./routes/misc/coming-soon')) },
          { path: '*', loader: unknownRouteLoader, lazy: lazyRoute(() => import('./routes/misc/coming-soon')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
