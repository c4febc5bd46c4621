import type { Goal, GoalInput, Priority, PriorityInput, PriorityStatus, Todo, TodoInput } from '@groundwork/domain/planning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { planningKeys } from './get-planning';

const goalPath = (id: string) => `/planning/goals/${encodeURIComponent(id)}`;
const priorityPath = (id: string) => `/planning/priorities/${encodeURIComponent(id)}`;
const todoPath = (id: string) => `/planning/todos/${encodeURIComponent(id)}`;

/** Goals, priorities and to-dos are read together (a goal lists its priorities), so any change refreshes the plan. */
function usePlanningMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.all }) });
}

export function useCreateGoal() {
  return usePlanningMutation(async (input: GoalInput) => (await api.post<{ goal: Goal }>('/planning/goals', input)).goal);
}

export function useUpdateGoal() {
  return usePlanningMutation(async ({ id, input }: { id: string; input: GoalInput }) => (await api.put<{ goal: Goal }>(goalPath(id), input)).goal);
}

export function useDeleteGoal() {
  return usePlanningMutation((id: string) => api.delete<{ id: string }>(goalPath(id)));
}

export function useCreatePriority() {
  return usePlanningMutation(async (input: PriorityInput) => (await api.post<{ priority: Priority }>('/planning/priorities', input)).priority);
}

export function useUpdatePriority() {
  return usePlanningMutation(async ({ id, input }: { id: string; input: PriorityInput }) => (await api.put<{ priority: Priority }>(priorityPath(id), input)).priority);
}

/** The weekly call on a priority: on track, off track or done. */
export function useSetPriorityStatus() {
  return usePlanningMutation(async ({ id, status }: { id: string; status: PriorityStatus }) => (await api.put<{ priority: Priority }>(`${priorityPath(id)}/status`, { status })).priority);
}

export function useDeletePriority() {
  return usePlanningMutation((id: string) => api.delete<{ id: string }>(priorityPath(id)));
}

export function useCreateTodo() {
  return usePlanningMutation(async (input: TodoInput) => (await api.post<{ todo: Todo }>('/planning/todos', input)).todo);
}

/** Changes a to-do, or closes (done: true) or reopens it. */
export function useUpdateTodo() {
  return usePlanningMutation(async ({ id, input }: { id: string; input: TodoInput }) => (await api.put<{ todo: Todo }>(todoPath(id), input)).todo);
}

export function useDeleteTodo() {
  return usePlanningMutation((id: string) => api.delete<{ id: string }>(todoPath(id)));
}
