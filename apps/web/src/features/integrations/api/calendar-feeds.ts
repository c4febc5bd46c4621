import { calendarFeedListSchema, calendarFeedResultSchema, deletedSchema, type CalendarFeedInput } from '@groundwork/domain/integrations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrationsKeys } from './integrations-keys';

/** GET /integrations/calendar_feeds: the feeds, and the crews and employees one can be for. */
export function useCalendarFeeds(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: integrationsKeys.calendarFeeds(),
      queryFn: async ({ signal }) => calendarFeedListSchema.parse(await api.get<unknown>('/integrations/calendar_feeds', { signal })),
      enabled,
    }),
  );
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CalendarFeedInput) => calendarFeedResultSchema.parse(await api.post<unknown>('/integrations/calendar_feeds', input)).feed,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: integrationsKeys.all }),
  });
}

/** DELETE /integrations/calendar_feeds/{id}: the address stops working. */
export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => deletedSchema.parse(await api.delete<unknown>(`/integrations/calendar_feeds/${encodeURIComponent(id)}`)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: integrationsKeys.all }),
  });
}
