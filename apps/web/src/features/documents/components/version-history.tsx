import type { Document } from '@groundwork/domain/documents';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { DocumentHtml } from './document-html';
import { documentKeys, restoreDocumentVersion, useDocumentVersion, useDocumentVersions } from '../api/documents';

type VersionHistoryProps = {
  documentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The version the editor holds now: a restore goes against it. */
  currentVersion: () => number;
  onRestored: (document: Document) => void;
  hasUnsavedText: boolean;
};

/** The document's saved versions, newest first: read one, and restore it as a new version. */
export function VersionHistory({ documentId, open, onOpenChange, currentVersion, onRestored, hasUnsavedText }: VersionHistoryProps) {
  const queryClient = useQueryClient();
  const timeZone = useCompanyTimeZone();
  const versions = useDocumentVersions(documentId, open);
  const [chosen, setChosen] = useState<string | null>(null);
  const version = useDocumentVersion(documentId, open ? chosen : null);
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);

  const restore = async () => {
    if (!chosen) return;
    setRestoring(true);
    try {
      const restored = await restoreDocumentVersion(documentId, chosen, currentVersion());
      void queryClient.invalidateQueries({ queryKey: documentKeys.versions(documentId) });
      void queryClient.invalidateQueries({ queryKey: documentKeys.list() });
      onRestored(restored);
      toast.success(`Version ${version.data?.version ?? ''} restored`.trim());
      setConfirming(false);
      onOpenChange(false);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not restore the version'));
    } finally {
      setRestoring(false);
    }
  };

  const newest = versions.data?.[0]?.id;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full max-w-xl gap-4 overflow-y-auto bg-background p-5 sm:w-[36rem]">
        <div className="grid gap-1 pr-8">
          <SheetTitle className="text-lg">Version history</SheetTitle>
          <SheetDescription className="text-sm text-muted-foreground">Saves within ten minutes by the same person are one version. The last 50 are kept.</SheetDescription>
        </div>
        {versions.isPending ? (
          <LoadingRows rows={4} label="Loading the versions" />
        ) : versions.isError ? (
          <LoadError title="Could not load the versions" error={versions.error} onRetry={() => void versions.refetch()} />
        ) : (
          <ul className="grid gap-1" aria-label="Versions">
            {versions.data.map((each) => (
              <li key={each.id}>
                <button
                  type="button"
                  aria-pressed={chosen === each.id}
                  onClick={() => setChosen(each.id)}
                  className={cn(
                    'grid w-full gap-0.5 rounded-lg border border-transparent px-3 py-2 text-left text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    chosen === each.id && 'border-border bg-muted',
                  )}
                >
                  <span className="font-medium">
                    Version {each.version}
                    {each.id === newest && ' · current'}
                    {each.restoredFromVersion !== null && ` · restored from version ${each.restoredFromVersion}`}
                  </span>
                  <span className="text-muted-foreground">
                    {formatDateTime(each.savedAt, timeZone)}
                    {each.savedByName && ` · ${each.savedByName}`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {chosen && (
          <section className="grid gap-3 rounded-xl border border-border bg-card p-4" aria-label="The chosen version">
            {version.isPending ? (
              <LoadingRows rows={3} label="Loading the version" />
            ) : version.isError ? (
              <LoadError title="Could not load the version" error={version.error} onRetry={() => void version.refetch()} />
            ) : (
              <>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold break-words">{version.data.title}</h3>
                  {chosen !== newest && (
                    <Button type="button" size="sm" onClick={() => setConfirming(true)}>
                      Restore this version
                    </Button>
                  )}
                </div>
                <DocumentHtml html={version.data.html} className="max-h-96 overflow-y-auto text-sm" />
              </>
            )}
          </section>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Restore this version?"
          description={
            hasUnsavedText
              ? 'It becomes the document’s newest version. What you typed and has not been saved yet is replaced.'
              : 'It becomes the document’s newest version; the versions since stay in the history.'
          }
          confirmLabel="Restore"
          busyLabel="Restoring…"
          busy={restoring}
          destructive={false}
          onConfirm={() => void restore()}
        />
      </SheetContent>
    </Sheet>
  );
}
