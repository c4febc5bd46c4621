import { legalDocumentTypes, type LegalDocument, type LegalDocumentType } from '@groundwork/domain/legal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function isLegalDocumentType(value: string | undefined): value is LegalDocumentType {
  return (legalDocumentTypes as readonly string[]).includes(value ?? '');
}

export function getLegalDocument(type: LegalDocumentType, signal?: AbortSignal): Promise<LegalDocument> {
  return api.get<LegalDocument>(`/legal_documents/${type}`, { signal, auth: false });
}

export function getLegalDocumentQueryOptions(type: LegalDocumentType) {
  return queryOptions({
    queryKey: ['legal-documents', type],
    queryFn: ({ signal }) => getLegalDocument(type, signal),
    // The built-in copy is shown at once on failure; a retry would only delay it.
    retry: false,
    staleTime: 60 * 60_000,
  });
}

export function useLegalDocument(type: LegalDocumentType) {
  return useQuery(getLegalDocumentQueryOptions(type));
}
