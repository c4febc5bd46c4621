import { isOfficeRole } from '@groundwork/domain/auth';
import { builtEntries, canAccessRoute, routeEntryName } from '@groundwork/domain/permissions';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { PageSpinner } from '@/components/ui/spinner';
import { useAppConfig } from '@/features/app-config/api/get-app-config';
import { useAuth } from '@/features/auth/auth-provider';
import { TermsDialog } from '@/features/auth/components/terms-dialog';
import { useCompanyInformation } from '@/features/company-information/api/get-company-information';
import { LegalDocumentsPanel } from '@/features/legal/components/legal-documents-panel';
import { CompanyTimeZoneProvider } from '@/lib/company-time-zone';
import { MapSettingsProvider, type MapSettings } from '@/lib/map-settings';
import { paths, STORE_LISTING_ROUTE_ID } from '@/lib/paths';
import { getStoredTimeZone, setStoredTimeZone } from '@/lib/storage';
import { OfficeOnly } from '../routes/misc/office-only';
import { AppShell } from './app-shell';
import { prefetchClientBook } from './client-book-refresh';

export type LoginLocationState = { from?: { pathname: string; search: string; hash: string } };

/**
 * SPEC.md §2 Guarded layout: a spinner while the session loads; /login (remembering where the user was going)
 * without a session; /coming-soon when the company's permissions close the route (a crew leader on an office area is
 * told it is the office's instead); the Terms & Privacy Policy dialog instead of the page until the user has accepted
 * them. Pages show their dates and times in the company's time zone, so the first visit waits for the company
 * information too (read alongside the session check); later visits start with the zone last read.
 */
export function GuardedLayout() {
  const { status, user, company, signedOut } = useAuth();
  const information = useCompanyInformation({ enabled: user !== null });
  const appConfig = useAppConfig({ enabled: user !== null });
  const location = useLocation();
  const matches = useMatches();
  const [termsStep, setTermsStep] = useState<'none' | 'open' | 'done'>('none');
  const continueToPage = useCallback(() => setTermsStep('done'), []);
  // The first answer is waited for once: a failed read tried again later (it goes back to pending) never hides the page.
  const [zoneAnswered, setZoneAnswered] = useState(false);
  // The client book loads while the session is checked, not after (a warm list then opens at once).
  const queryClient = useQueryClient();
  useEffect(() => prefetchClientBook(queryClient), [queryClient]);
  if (!zoneAnswered && (information.isSuccess || information.isError)) setZoneAnswered(true);
  // The zone last read opens a returning user's screens at once; the fresh answer replaces it.
  const liveZone = information.data?.companyDetails.timeZone ?? null;
  const storedZone = company ? getStoredTimeZone(company.id) : null;
  const companyId = company?.id;
  useEffect(() => {
    if (companyId && liveZone) setStoredTimeZone(companyId, liveZone);
  }, [companyId, liveZone]);
  // Forms offer a map only once the server has said it has a tile server; until then they look as they always did.
  const mapTiles = appConfig.data?.mapTiles ?? null;
  const scheduling = information.data?.schedulingDetails;
  const yardLatitude = scheduling?.yardLatitude ?? null;
  const yardLongitude = scheduling?.yardLongitude ?? null;
  const mapSettings = useMemo<MapSettings>(
    () => ({
      tiles: mapTiles,
      yard: yardLatitude !== null && yardLongitude !== null ? { latitude: yardLatitude, longitude: yardLongitude } : null,
    }),
    [mapTiles, yardLatitude, yardLongitude],
  );

  // Once the dialog has opened it stays until the user continues past the acknowledgment.
  if (user && !user.isTermsAccepted && termsStep === 'none') setTermsStep('open');

  if (status === 'loading' || (user && !zoneAnswered && !storedZone)) return <PageSpinner className="min-h-svh" />;

  if (status !== 'authenticated' || !user) {
    // After a logout the next sign-in starts afresh; after an expired session it returns to this page.
    const state: LoginLocationState | undefined = signedOut
      ? undefined
      : { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return (
      <>
        <Navigate to={paths.login} replace state={state} />
        <PageSpinner className="min-h-svh" />
      </>
    );
  }

  // /{product} is a listing of the online store: it opens with the store's entry.
  const accessPath = matches.some((match) => match.id === STORE_LISTING_ROUTE_ID && match.loaderData) ? '/online-store' : location.pathname;
  const open = canAccessRoute(accessPath, company?.permissions, user.role);
  // A crew leader on a built office area is told it is the office's, not that it is coming soon.
  const officeOnly = !open && !isOfficeRole(user.role) && builtEntries.has(routeEntryName(accessPath));
  if (!open && !officeOnly) {
    return (
      <>
        <Navigate to={paths.comingSoon} replace />
        <PageSpinner className="min-h-svh" />
      </>
    );
  }

  if (termsStep === 'open' || !user.isTermsAccepted) {
    return (
      <div className="flex min-h-svh items-center justify-center bg-[#0f2a1e]">
        <LogoMark className="size-12 opacity-60" />
        <TermsDialog accepted={user.isTermsAccepted} documents={<LegalDocumentsPanel />} onContinue={continueToPage} />
      </div>
    );
  }

  return (
    <CompanyTimeZoneProvider timeZone={liveZone ?? storedZone ?? browserTimeZone()}>
      <MapSettingsProvider settings={mapSettings}>
        <AppShell companyName={company?.name ?? null}>{officeOnly ? <OfficeOnly /> : <Outlet />}</AppShell>
      </MapSettingsProvider>
    </CompanyTimeZoneProvider>
  );
}

/**
 * Only while the company information cannot be read (the request failed; it is read again on focus): the browser's
 * zone, where the office usually is, rather than a made-up default.
 */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export default GuardedLayout;
