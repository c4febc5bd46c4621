import type { CompanyInformationResult, LogoKind } from '@groundwork/domain/company-information';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getCompanyInformationQueryOptions } from './get-company-information';

export function removeLogo(kind: LogoKind): Promise<CompanyInformationResult> {
  return api.delete<CompanyInformationResult>(`/company_information/logos/${kind}`);
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLogo,
    onSuccess: (result) => queryClient.setQueryData(getCompanyInformationQueryOptions().queryKey, result),
  });
}
