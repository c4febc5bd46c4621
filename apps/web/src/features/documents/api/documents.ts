import type {
  CreateDocumentInput,
  Document,
  DocumentContent,
  DocumentImage,
  DocumentSummary,
  DocumentTemplateSummary,
  DocumentVersion,
  DocumentVersionSummary,
} from '@groundwork/domain/documents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload } from '@/lib/api-client';

/** Every query of documents and SOPs starts with this key: a save refreshes the lists with the rest. */
export const documentKeys = {
  all: ['documents'] as const,
  list: () => [...documentKeys.all, 'list'] as const,
  templates: () => [...documentKeys.all, 'templates'] as const,
  document: (id: string) => [...documentKeys.all, 'document', id] as const,
  versions: (id: string) => [...documentKeys.all, 'versions', id] as const,
  version: (id: string, versionId: string) => [...documentKeys.all, 'versions', id, versionId] as const,
};

const documentPath = (id: string) => `/documents/${encodeURIComponent(id)}`;

export function useDocuments() {
  return useQuery(
    queryOptions({ queryKey: documentKeys.list(), queryFn: ({ signal }) => api.get<{ documents: DocumentSummary[]; canEdit: boolean }>('/documents', { signal }) }),
  );
}

export function useDocumentTemplates(enabled = true) {
  return useQuery({
    queryKey: documentKeys.templates(),
    queryFn: async ({ signal }) => (await api.get<{ templates: DocumentTemplateSummary[] }>('/documents/templates', { signal })).templates,
    staleTime: Infinity,
    enabled,
  });
}

export function useDocument(id: string | null) {
  return useQuery({
    queryKey: documentKeys.document(id ?? ''),
    queryFn: async ({ signal }) => (await api.get<{ document: Document }>(documentPath(id!), { signal })).document,
    enabled: id !== null,
    // The editor holds the text being typed: a refetch in the background must not replace it.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateDocumentInput) => (await api.post<{ document: Document }>('/documents', input)).document,
    onSuccess: (document) => {
      queryClient.setQueryData(documentKeys.document(document.id), document);
      void queryClient.invalidateQueries({ queryKey: documentKeys.list() });
    },
  });
}

/** PUT /documents/{id}: the whole document against the version loaded (409 with `details.current` when stale). */
export async function saveDocument(id: string, input: { title: string; json: DocumentContent; version: number }): Promise<Document> {
  return (await api.put<{ document: Document }>(documentPath(id), input, { timeoutMs: 60_000 })).document;
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(documentPath(id)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: documentKeys.list() }),
  });
}

export function useDocumentVersions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.versions(id),
    queryFn: async ({ signal }) => (await api.get<{ versions: DocumentVersionSummary[] }>(`${documentPath(id)}/versions`, { signal })).versions,
    enabled,
  });
}

export function useDocumentVersion(id: string, versionId: string | null) {
  return useQuery({
    queryKey: documentKeys.version(id, versionId ?? ''),
    queryFn: async ({ signal }) => (await api.get<{ version: DocumentVersion }>(`${documentPath(id)}/versions/${encodeURIComponent(versionId!)}`, { signal })).version,
    enabled: versionId !== null,
  });
}

/** Restores a snapshot as a new version, against the document's current version. */
export async function restoreDocumentVersion(id: string, versionId: string, version: number): Promise<Document> {
  return (await api.post<{ document: Document }>(`${documentPath(id)}/versions/${encodeURIComponent(versionId)}/restore`, { version })).document;
}

/** GET /documents/{id}/export.pdf. */
export function downloadDocumentPdf(id: string): Promise<Blob> {
  return apiDownload(`${documentPath(id)}/export.pdf`, { timeoutMs: 60_000 });
}

/** POST /documents/{id}/images, multipart: the image is decoded and re-encoded, and its address answered. */
export async function uploadDocumentImage(id: string, file: File): Promise<DocumentImage> {
  const form = new FormData();
  form.set('file', file);
  return (await api.post<{ image: DocumentImage }>(`${documentPath(id)}/images`, form, { timeoutMs: 120_000 })).image;
}
