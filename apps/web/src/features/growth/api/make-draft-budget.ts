import type { MakeDraftBudgetInput } from '@groundwork/domain/growth';
import type { OverheadBudget } from '@groundwork/domain/overhead';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type MakeDraftBudgetVariables = { offset: number; input: MakeDraftBudgetInput; idempotencyKey: string };

/** Makes projected year `offset` an inactive budget; one key per confirmation, so a retried click makes one budget. */
export function makeDraftBudget({ offset, input, idempotencyKey }: MakeDraftBudgetVariables): Promise<{ budget: OverheadBudget }> {
  return api.post<{ budget: OverheadBudget }>(`/budget_projection/years/${offset}/draft_budget`, input, { idempotencyKey });
}

/** `onDraftMade` lets the screen refresh what lists budgets (the route composes it with the overhead feature). */
export function useMakeDraftBudget(onDraftMade?: (budget: OverheadBudget) => void) {
  return useMutation({
    mutationFn: makeDraftBudget,
    onSuccess: ({ budget }) => onDraftMade?.(budget),
  });
}
