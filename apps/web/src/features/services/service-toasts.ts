import { serviceMessages } from '@groundwork/domain/services';
import { toast } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';

/** SPEC.md §9: service actions show their toasts for 2–3 seconds. */
const SERVICE_TOAST_MS = 3000;

export function serviceSuccess(title: string, description?: string): void {
  toast.success(title, { duration: SERVICE_TOAST_MS, description });
}

/**
 * A failed service action (SPEC.md §8): the title, and under it what the server said — or `detail`,
 * the try-again sentence, when the server gave nothing usable.
 */
export function serviceFailure(title: string, error: unknown, detail: string = serviceMessages.tryAgain): void {
  const said = isApiError(error) && error.fromServer && error.status !== null && error.status < 500 ? `${error.message} ${serviceMessages.tryAgain}` : detail;
  toast.error(title, { duration: SERVICE_TOAST_MS, description: said });
}
