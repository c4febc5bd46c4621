import { invoiceBatchProgressResultSchema, type BatchProgress, type SendStatementsInput } from '@groundwork/domain/invoices';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /receivables/statements: statements e-mailed to the customers named (or everyone with an overdue balance)
 * as background jobs; answers at once with the progress, which GET /invoices/batch/{id} follows.
 */
export async function sendStatements({ input, idempotencyKey }: { input: SendStatementsInput; idempotencyKey: string }): Promise<BatchProgress> {
  return invoiceBatchProgressResultSchema.parse(await api.post<unknown>('/receivables/statements', input, { idempotencyKey })).progress;
}

export function useSendStatements() {
  return useMutation({ mutationFn: sendStatements });
}
