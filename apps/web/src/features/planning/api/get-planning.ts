import type { PlanningOverview, Todo } from '@groundwork/domain/planning';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TodoFilter = { status: 'open' | 'done'; ownerUserId: string | null };
export type TodoList = { today: string; todos: Todo[]; canManage: boolean; userId: string };

export const planningKeys = {
  all: ['planning'] as const,
  overview: (quarter: string | null) => [...planningKeys.all, 'overview', quarter] as const,
  todos: () => [...planningKeys.all, 'todos'] as const,
  todoList: (filter: TodoFilter) => [...planningKeys.todos(), filter.status, filter.ownerUserId] as const,
};

/** A quarter's plan ('2026-Q4'; null: this quarter): the year's goals, the quarter's priorities, every quarter's score. */
export function getPlanning(quarter: string | null, signal?: AbortSignal): Promise<PlanningOverview> {
  return api.get<PlanningOverview>('/planning', { query: quarter ? { quarter } : {}, signal });
}

export function usePlanning(quarter: string | null) {
  return useQuery(queryOptions({ queryKey: planningKeys.overview(quarter), queryFn: ({ signal }) => getPlanning(quarter, signal), placeholderData: keepPreviousData }));
}

/** Open to-dos by due date, or done ones newest first; `ownerUserId` narrows them to one person's. */
export function useTodos(filter: TodoFilter) {
  return useQuery(
    queryOptions({
      queryKey: planningKeys.todoList(filter),
      queryFn: ({ signal }) => api.get<TodoList>('/planning/todos', { query: { status: filter.status, ownerUserId: filter.ownerUserId ?? undefined }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
