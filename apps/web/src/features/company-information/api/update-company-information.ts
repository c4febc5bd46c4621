import type { CompanyInformationResult, UpdateCompanyInformationInput } from '@groundwork/domain/company-information';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getCompanyInformationQueryOptions } from './get-company-information';

export function updateCompanyInformation(input: UpdateCompanyInformationInput): Promise<CompanyInformationResult> {
  return api.put<CompanyInformationResult>('/company_information', input);
}

export function useUpdateCompanyInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyInformation,
    onSuccess: (result) => queryClient.setQueryData(getCompanyInformationQueryOptions().queryKey, result),
  });
}
