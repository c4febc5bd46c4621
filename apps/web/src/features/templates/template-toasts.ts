import { toast } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';

const TEMPLATE_TOAST_MS = 3000;
const TRY_AGAIN = 'Please try again.';

export function templateSuccess(title: string, description?: string): void {
  toast.success(title, { duration: TEMPLATE_TOAST_MS, description });
}

/** A failed template action: SPEC.md §8's title verbatim, and under it what the server said when it said something useful. */
export function templateFailure(title: string, error: unknown, detail: string = TRY_AGAIN): void {
  const said = isApiError(error) && error.fromServer && error.status !== null && error.status < 500 ? error.message : detail;
  toast.error(title, { duration: TEMPLATE_TOAST_MS, description: said });
}
