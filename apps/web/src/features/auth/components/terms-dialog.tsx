import { CircleCheckIcon, Loader2Icon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useAcceptTerms } from '../api/accept-terms';

/** After accepting, the acknowledgment stays this long before the page opens by itself. */
export const ACKNOWLEDGMENT_AUTO_CONTINUE_MS = 3000;

type TermsDialogProps = {
  /** The user's isTermsAccepted: true once the server has recorded the acceptance. */
  accepted: boolean;
  /** The text of both documents, shown in a scrollable box (composed by the screen). */
  documents: ReactNode;
  /** Called after the acknowledgment, to show the page. */
  onContinue: () => void;
};

/**
 * SPEC.md §2/§4: the Terms & Privacy Policy dialog a user must accept before using the app.
 * It cannot be dismissed; Accept stays disabled until the agree box is checked.
 */
export function TermsDialog({ accepted, documents, onContinue }: TermsDialogProps) {
  const [agreed, setAgreed] = useState(false);
  const acceptTerms = useAcceptTerms();

  useEffect(() => {
    if (!accepted) return;
    const timer = setTimeout(onContinue, ACKNOWLEDGMENT_AUTO_CONTINUE_MS);
    return () => clearTimeout(timer);
  }, [accepted, onContinue]);

  const accept = () =>
    acceptTerms.mutate(undefined, {
      onError: (error) => toast.error('Accept failed', { description: errorMessage(error) }),
    });

  return (
    <Dialog open>
      <DialogContent
        showCloseButton={false}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        className="max-w-2xl gap-5 p-0 sm:max-w-2xl"
        overlayClassName="bg-[#0b1f16]/70"
      >
        <DialogHeader className="border-b border-border px-6 pt-6 pb-4">
          <DialogTitle className="text-xl">Terms & Privacy Policy</DialogTitle>
          <DialogDescription>
            {accepted ? 'Thank you. You can now use Groundwork.' : 'Please read and accept our Terms of Service and Privacy Policy to start using Groundwork.'}
          </DialogDescription>
        </DialogHeader>

        {accepted ? (
          <div className="flex flex-col items-center gap-3 px-6 pb-6 text-center" role="status">
            <CircleCheckIcon className="size-12 text-primary" aria-hidden="true" />
            <h2 className="text-lg font-semibold text-foreground">Acknowledgment Received</h2>
            <p className="max-w-md text-sm text-muted-foreground">Your acceptance of the Terms and Privacy Policy has been recorded.</p>
            <Button className="mt-2 min-w-32" onClick={onContinue} autoFocus>
              Continue
            </Button>
          </div>
        ) : (
          <>
            <div
              className="mx-6 max-h-[min(45vh,28rem)] overflow-y-auto rounded-lg border border-border bg-muted/40 px-5 py-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              tabIndex={0}
              role="region"
              aria-label="Terms of Service and Privacy Policy"
            >
              {documents}
            </div>

            <div className="flex items-start gap-3 px-6">
              <Checkbox id="terms-agree" checked={agreed} onCheckedChange={(value) => setAgreed(value === true)} className="mt-0.5" />
              <Label htmlFor="terms-agree" className="text-sm leading-snug font-normal">
                I have read and agree to the{' '}
                <a href={paths.legal('terms')} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline underline-offset-2">
                  Terms of Service
                </a>{' '}
                and{' '}
                <a href={paths.legal('privacy')} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline underline-offset-2">
                  Privacy Policy
                </a>
              </Label>
            </div>

            <DialogFooter className="border-t border-border bg-muted/40 px-6 py-4 rounded-b-xl">
              <Button onClick={accept} disabled={!agreed || acceptTerms.isPending} className="min-w-32">
                {acceptTerms.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                {acceptTerms.isPending ? 'Accepting...' : 'Accept'}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
