import type { OutboxMessage } from '@groundwork/domain/outbox';
import type { Pagination } from '@groundwork/domain/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type OutboxPage = { messages: OutboxMessage[]; pagination: Pagination };

export const OUTBOX_PAGE_SIZE = 25;

export function getOutboxMessages(page: number, limit: number, signal?: AbortSignal): Promise<OutboxPage> {
  return api.get<OutboxPage>('/outbox_messages', { query: { page, limit }, signal });
}

export function getOutboxMessagesQueryOptions(page: number, limit = OUTBOX_PAGE_SIZE) {
  return queryOptions({
    queryKey: ['outbox', { page, limit }],
    queryFn: ({ signal }) => getOutboxMessages(page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOutboxMessages(page: number, limit = OUTBOX_PAGE_SIZE) {
  return useQuery(getOutboxMessagesQueryOptions(page, limit));
}
