import { kpisSchema, type Kpis } from '@groundwork/domain/reporting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /kpis: the dashboard's cards, this month and this season to date against the same days last year. */
export async function getKpis(signal?: AbortSignal): Promise<Kpis> {
  return kpisSchema.parse(await api.get<unknown>('/kpis', { signal }));
}

export function kpisQueryOptions() {
  return queryOptions({ queryKey: ['reports', 'kpis'], queryFn: ({ signal }) => getKpis(signal), staleTime: 60_000 });
}

/** The office's: the cards are not asked for until the dashboard knows the user may see them. */
export function useKpis({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...kpisQueryOptions(), enabled });
}
