import type { ApplicationListItem, ApplicationSettings } from '@groundwork/domain/chemical-applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The chemical-applications feature's query root (features/chemical-applications/api/get-applications.ts): a record
 * saved from the crew's screen changes its lists too. A feature never imports another.
 */
export const applicationsQueryRoot = ['chemical-applications'] as const;

export const orderApplicationsKeys = {
  order: (orderId: string) => [...applicationsQueryRoot, 'list', { workOrderId: orderId }] as const,
  settings: [...applicationsQueryRoot, 'settings'] as const,
};

/** GET /chemical_applications?workOrderId=: the records already kept for this order's applications. */
export async function getOrderApplications(orderId: string, signal?: AbortSignal): Promise<ApplicationListItem[]> {
  const { applications } = await api.get<{ applications: ApplicationListItem[] }>('/chemical_applications', { query: { workOrderId: orderId, page: 1, limit: 100 }, signal });
  return applications;
}

export function useOrderApplications(orderId: string, enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: orderApplicationsKeys.order(orderId), queryFn: ({ signal }) => getOrderApplications(orderId, signal) }), enabled });
}

/** GET /chemical_applications/settings: the company's states (which fields a record needs) and wind limit. */
export async function getApplicationRules(signal?: AbortSignal): Promise<ApplicationSettings> {
  const { settings } = await api.get<{ settings: ApplicationSettings }>('/chemical_applications/settings', { signal });
  return settings;
}

export function useApplicationRules(enabled: boolean) {
  return useQuery({ queryKey: orderApplicationsKeys.settings, queryFn: ({ signal }) => getApplicationRules(signal), enabled });
}
