import { API_BASE_PATH } from '@groundwork/domain/shared';
import { apiDownload } from '@/lib/api-client';

/** A PDF takes longer to draw than a JSON answer. */
const PDF_TIMEOUT_MS = 30_000;


/** GET /estimates/{id}/proposal.pdf (signed in): the proposal as the client receives it. */
export function getProposalPdf(estimateId: string): Promise<Blob> {
  return apiDownload(`/estimates/${encodeURIComponent(estimateId)}/proposal.pdf`, { timeoutMs: PDF_TIMEOUT_MS });
}

/** Where the public page links for its PDF and logo (no sign-in: the token is the key). */
export const publicProposalUrls = {
  pdf: (token: string) => `${API_BASE_PATH}/proposals/${encodeURIComponent(token)}/pdf`,
  logo: (token: string) => `${API_BASE_PATH}/proposals/${encodeURIComponent(token)}/logo`,
};

/** Hands a downloaded file to the user under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
