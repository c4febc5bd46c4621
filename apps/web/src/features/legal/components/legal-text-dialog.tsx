import { legalDocumentTitles, legalDocumentTypes, type LegalDocumentType } from '@groundwork/domain/legal';
import { XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { LegalDocumentBody } from './legal-document-content';

type LegalTextDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: LegalDocumentType;
  onTypeChange: (type: LegalDocumentType) => void;
};

/**
 * SPEC.md §2 legal-text dialog: choose Terms of Service or Privacy Notice; a header, a Close
 * button, a dark full-screen overlay; Escape or a click outside closes it.
 */
export function LegalTextDialog({ open, onOpenChange, type, onTypeChange }: LegalTextDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showCloseButton={false} className="flex h-[min(85vh,52rem)] max-w-3xl flex-col gap-0 p-0 sm:max-w-3xl" overlayClassName="bg-black/75">
        <header className="flex flex-wrap items-center gap-3 border-b border-border px-5 py-4">
          <div className="min-w-0 flex-1">
            <DialogTitle>{legalDocumentTitles[type]}</DialogTitle>
            <DialogDescription className="sr-only">The legal terms that apply to Groundwork.</DialogDescription>
          </div>
          <div className="inline-flex rounded-lg bg-muted p-1" role="group" aria-label="Document">
            {legalDocumentTypes.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={option === type}
                onClick={() => onTypeChange(option)}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none cursor-pointer',
                  option === type ? 'bg-card text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {legalDocumentTitles[option]}
              </button>
            ))}
          </div>
          <DialogClose asChild>
            <Button variant="outline" size="sm">
              <XIcon aria-hidden="true" />
              Close
            </Button>
          </DialogClose>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5" tabIndex={0} role="region" aria-label={legalDocumentTitles[type]}>
          <LegalDocumentBody key={type} type={type} headingLevel="none" />
        </div>
      </DialogContent>
    </Dialog>
  );
}
