import { checkoutResultSchema, publicInvoiceResultSchema, type PublicInvoice } from '@groundwork/domain/invoices';
import { API_BASE_PATH } from '@groundwork/domain/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The client's side: no sign-in, no token sent (`auth: false`), so a company user's session is never touched.
const base = (token: string) => `/public/invoices/${encodeURIComponent(token)}`;

export const publicInvoiceKeys = { invoice: (token: string) => ['public-invoice', token] as const };

/** GET /public/invoices/{token}: what the client may see (404 PUBLIC_INVOICE_LINK_INVALID_MESSAGE otherwise). */
export async function getPublicInvoice(token: string, signal?: AbortSignal): Promise<PublicInvoice> {
  return publicInvoiceResultSchema.parse(await api.get<unknown>(base(token), { signal, auth: false })).invoice;
}

export function publicInvoiceQueryOptions(token: string) {
  return queryOptions({ queryKey: publicInvoiceKeys.invoice(token), queryFn: ({ signal }) => getPublicInvoice(token, signal), refetchOnWindowFocus: false });
}

/** While the client is back from paying, the page reads the invoice again until the provider's payment shows on it. */
const CONFIRMING_EVERY_MS = 5_000;

export function usePublicInvoice(token: string, { waitForPayment = false }: { waitForPayment?: boolean } = {}) {
  return useQuery({
    ...publicInvoiceQueryOptions(token),
    refetchInterval: (query) => (waitForPayment && query.state.data && query.state.data.status !== 'paid' && query.state.data.status !== 'void' ? CONFIRMING_EVERY_MS : false),
  });
}

/** POST /public/invoices/{token}/checkout: where to send the client to pay (the provider's own page). */
export async function startCheckout({ token, idempotencyKey }: { token: string; idempotencyKey: string }): Promise<string> {
  return checkoutResultSchema.parse(await api.post<unknown>(`${base(token)}/checkout`, undefined, { auth: false, idempotencyKey })).url;
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}

/** Where the public page links for its PDF and logo (no sign-in: the token is the key). */
export const publicInvoiceUrls = {
  pdf: (token: string) => `${API_BASE_PATH}${base(token)}/pdf`,
  logo: (token: string) => `${API_BASE_PATH}${base(token)}/logo`,
};
