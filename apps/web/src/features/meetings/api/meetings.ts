import type { Meeting, MeetingInput, MeetingKind, MeetingResult } from '@groundwork/domain/meetings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const meetingsKeys = {
  all: ['meetings'] as const,
  list: (kind: MeetingKind | null) => [...meetingsKeys.all, 'list', kind] as const,
  one: (id: string) => [...meetingsKeys.all, 'one', id] as const,
};

type MeetingList = { upcoming: Meeting[]; past: Meeting[]; canRun: boolean };

export function useMeetings(kind: MeetingKind | null) {
  return useQuery(
    queryOptions({ queryKey: meetingsKeys.list(kind), queryFn: ({ signal }) => api.get<MeetingList>('/meetings', { query: kind ? { kind } : {}, signal }) }),
  );
}

/** A running meeting is read again every 10 seconds, so everyone in the room follows the one running it. */
export function useMeeting(id: string) {
  return useQuery(
    queryOptions({
      queryKey: meetingsKeys.one(id),
      queryFn: ({ signal }) => api.get<MeetingResult>(`/meetings/${encodeURIComponent(id)}`, { signal }),
      refetchInterval: (query) => (query.state.data?.meeting.status === 'in_progress' ? 10_000 : false),
    }),
  );
}

const meetingPath = (id: string) => `/meetings/${encodeURIComponent(id)}`;

/** Every change answers the meeting as it now stands: it replaces the cached one and the lists are read again. */
function useMeetingMutation<TInput>(call: (input: TInput) => Promise<MeetingResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      queryClient.setQueryData(meetingsKeys.one(result.meeting.id), result);
      void queryClient.invalidateQueries({ queryKey: [...meetingsKeys.all, 'list'] });
    },
  });
}

export const useScheduleMeeting = () => useMeetingMutation((input: MeetingInput) => api.post<MeetingResult>('/meetings', input));
export const useUpdateMeeting = () => useMeetingMutation(({ id, input }: { id: string; input: MeetingInput }) => api.put<MeetingResult>(meetingPath(id), input));
export const useStartMeeting = () => useMeetingMutation((id: string) => api.post<MeetingResult>(`${meetingPath(id)}/start`));
export const useMoveToSection = () => useMeetingMutation(({ id, index }: { id: string; index: number }) => api.put<MeetingResult>(`${meetingPath(id)}/section`, { index }));
export const useSaveNotes = () =>
  useMeetingMutation(({ id, section, notes }: { id: string; section: string; notes: string }) => api.put<MeetingResult>(`${meetingPath(id)}/notes`, { section, notes }));
export const useRateMeeting = () =>
  useMeetingMutation(({ id, userId, rating }: { id: string; userId: string; rating: number }) => api.put<MeetingResult>(`${meetingPath(id)}/ratings`, { userId, rating }));
export const useEndMeeting = () => useMeetingMutation((id: string) => api.post<MeetingResult>(`${meetingPath(id)}/end`));

export function useDeleteMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(meetingPath(id)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: meetingsKeys.all }),
  });
}
