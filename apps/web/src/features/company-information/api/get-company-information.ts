import type { CompanyInformation, CompanyInformationResult } from '@groundwork/domain/company-information';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getCompanyInformation(signal?: AbortSignal): Promise<CompanyInformationResult> {
  return api.get<CompanyInformationResult>('/company_information', { signal });
}

export function getCompanyInformationQueryOptions() {
  return queryOptions({
    queryKey: ['company-information'],
    queryFn: ({ signal }) => getCompanyInformation(signal),
    select: (result): CompanyInformation => result.companyInformation,
  });
}

export function useCompanyInformation({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCompanyInformationQueryOptions(), enabled });
}
