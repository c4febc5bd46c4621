import type { Charge, ChargeFormValues } from '@groundwork/domain/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { servicesKeys } from './get-services';

/** Adds a charge to a service, or changes one when `chargeId` is given. */
export function saveCharge({ serviceId, chargeId, input }: { serviceId: string; chargeId?: string; input: ChargeFormValues }): Promise<{ charge: Charge }> {
  const base = `/services/${encodeURIComponent(serviceId)}/charges`;
  return chargeId ? api.put<{ charge: Charge }>(`${base}/${encodeURIComponent(chargeId)}`, input) : api.post<{ charge: Charge }>(base, input);
}

export function useSaveCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCharge,
    onSuccess: (_result, { serviceId }) => queryClient.invalidateQueries({ queryKey: servicesKeys.detail(serviceId) }),
  });
}
