import type { EstimateListItem } from '@groundwork/domain/estimates';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { estimatesQueryOptions } from './get-estimates';

/**
 * A lead's estimates. There is no by-lead call (GET /estimatesbyCustomer is for customers; GET /estimates?search
 * matches names, not ids), so this reads the company's list — the same cached query /estimates shows — and keeps
 * the lead's own, newest number first as the server sends them.
 */
export function useLeadEstimates(leadId: string) {
  const select = useCallback(
    (estimates: EstimateListItem[]) => estimates.filter((estimate) => estimate.clientType === 'lead' && estimate.clientId === leadId),
    [leadId],
  );
  return useQuery({ ...estimatesQueryOptions({}), select });
}
