import type { CompanyInformationResult, LogoKind } from '@groundwork/domain/company-information';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getCompanyInformationQueryOptions } from './get-company-information';

export type UploadLogoInput = { kind: LogoKind; altText: string; file: File };

/** Multipart POST: the text fields first, then the file, as the server reads them in order. */
export function uploadLogo({ kind, altText, file }: UploadLogoInput): Promise<CompanyInformationResult> {
  const form = new FormData();
  form.set('kind', kind);
  form.set('altText', altText);
  form.set('file', file, file.name);
  return api.post<CompanyInformationResult>('/company_information/logos', form);
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (result) => queryClient.setQueryData(getCompanyInformationQueryOptions().queryKey, result),
  });
}
