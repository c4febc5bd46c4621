import type { Document, DocumentContent } from '@groundwork/domain/documents';
import { MAX_TITLE, UNTITLED_DOCUMENT } from '@groundwork/domain/documents';
import { useQueryClient } from '@tanstack/react-query';
import { CheckIcon, CloudOffIcon, DownloadIcon, HistoryIcon, Loader2Icon } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/download-file';
import { isStaleWrite } from '@/lib/stale-write';
import { documentKeys, downloadDocumentPdf, saveDocument, uploadDocumentImage } from '../api/documents';
import { VersionHistory } from './version-history';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** Autosave waits this long after the last keystroke. */
export const AUTOSAVE_DELAY_MS = 1500;

type SaveState = { kind: 'saved' } | { kind: 'dirty' } | { kind: 'saving' } | { kind: 'failed'; message: string } | { kind: 'conflict'; theirs: Document };

function saveStatus(state: SaveState): { text: string; icon: React.ReactNode } {
  switch (state.kind) {
    case 'saved':
      return { text: 'Saved', icon: <CheckIcon className="size-4" aria-hidden="true" /> };
    case 'dirty':
      return { text: 'Unsaved changes', icon: null };
    case 'saving':
      return { text: 'Saving…', icon: <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> };
    case 'failed':
      return { text: 'Could not save', icon: <CloudOffIcon className="size-4" aria-hidden="true" /> };
    case 'conflict':
      return { text: 'Not saved: changed elsewhere', icon: <CloudOffIcon className="size-4" aria-hidden="true" /> };
  }
}

type DocumentWorkspaceProps = {
  document: Document;
  /** Shown beside the title (an SOP's status, say). */
  aside?: React.ReactNode;
  /** After every save, with the document as saved. */
  onSaved?: (document: Document) => void;
};

/**
 * A document open for writing: its title and body saved by themselves a moment after typing stops, against the version
 * loaded. When someone else saved since, nothing is overwritten and the text typed here stays on screen until the
 * writer chooses: load the other version, or save theirs over it. Version history and a PDF beside it.
 */
export function DocumentWorkspace({ document, aside, onSaved }: DocumentWorkspaceProps) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(document.title);
  const content = useRef<DocumentContent>(document.json);
  const version = useRef(document.version);
  const [editorKey, setEditorKey] = useState(0);
  const [initial, setInitial] = useState<DocumentContent>(document.json);
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const [confirmLoad, setConfirmLoad] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const titleRef = useRef(title);
  useLayoutEffect(() => {
    titleRef.current = title;
  });
  const saving = useRef(false);
  const titleId = `document-${document.id}-title`;

  const save = useCallback(
    async (against?: number) => {
      if (saving.current) return;
      saving.current = true;
      setState({ kind: 'saving' });
      try {
        const saved = await saveDocument(document.id, { title: titleRef.current.trim() || UNTITLED_DOCUMENT, json: content.current, version: against ?? version.current });
        version.current = saved.version;
        queryClient.setQueryData(documentKeys.document(saved.id), saved);
        void queryClient.invalidateQueries({ queryKey: documentKeys.list() });
        void queryClient.invalidateQueries({ queryKey: documentKeys.versions(saved.id) });
        // Typing while the save was on its way leaves the newer text to save next.
        setState((current) => (current.kind === 'saving' ? { kind: 'saved' } : current.kind === 'dirty' ? { kind: 'dirty' } : current));
        onSaved?.(saved);
      } catch (error) {
        if (isStaleWrite(error) && isApiError(error) && error.details.current) setState({ kind: 'conflict', theirs: error.details.current as Document });
        else setState({ kind: 'failed', message: errorMessage(error, 'Could not save the document') });
      } finally {
        saving.current = false;
      }
    },
    [document.id, onSaved, queryClient],
  );

  const changed = useCallback(() => {
    setState((current) => (current.kind === 'conflict' ? current : { kind: 'dirty' }));
  }, []);

  // Autosave: a moment after the last change, unless a conflict waits for the writer.
  useEffect(() => {
    if (state.kind !== 'dirty') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [state, title, save]);

  // Leaving with unsaved text asks first.
  useEffect(() => {
    const unsaved = state.kind !== 'saved';
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.kind]);

  const loadTheirs = (theirs: Document) => {
    version.current = theirs.version;
    content.current = theirs.json;
    setTitle(theirs.title);
    setInitial(theirs.json);
    setEditorKey((key) => key + 1);
    queryClient.setQueryData(documentKeys.document(theirs.id), theirs);
    setState({ kind: 'saved' });
    setConfirmLoad(false);
  };

  const exportPdf = async () => {
    setExporting(true);
    try {
      saveBlob(await downloadDocumentPdf(document.id), `${(titleRef.current.trim() || UNTITLED_DOCUMENT).replace(/[\\/:*?"<>|]/g, '')}.pdf`);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not export the PDF'));
    } finally {
      setExporting(false);
    }
  };

  const status = saveStatus(state);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <label htmlFor={titleId} className="text-sm font-medium">
            Title
          </label>
          <Input
            id={titleId}
            value={title}
            maxLength={MAX_TITLE}
            placeholder={UNTITLED_DOCUMENT}
            className="text-lg font-semibold"
            onChange={(event) => {
              setTitle(event.target.value);
              changed();
            }}
          />
        </div>
        {aside}
        <div className="flex flex-wrap items-center gap-2">
          <span role="status" aria-live="polite" className="inline-flex min-w-32 items-center gap-1.5 text-sm text-muted-foreground">
            {status.icon}
            {status.text}
          </span>
          <Button type="button" variant="outline" onClick={() => setHistoryOpen(true)}>
            <HistoryIcon aria-hidden="true" />
            History
          </Button>
          <Button type="button" variant="outline" disabled={exporting} onClick={() => void exportPdf()}>
            {exporting ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
            Export PDF
          </Button>
        </div>
      </div>

      {state.kind === 'failed' && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Could not save</AlertTitle>
          <AlertDescription>
            <p>{state.message} Your text is still here.</p>
            <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => void save()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {state.kind === 'conflict' && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Someone else saved this document since you opened it</AlertTitle>
          <AlertDescription>
            <p>
              {state.theirs.updatedByName ? `${state.theirs.updatedByName} saved it` : 'It was saved'} after you opened it. Nothing of yours was saved
              and nothing of theirs was overwritten: your text is still here. Keep yours (it replaces theirs) or load theirs.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button type="button" size="sm" onClick={() => void save(state.theirs.version)}>
                Keep mine
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => setConfirmLoad(true)}>
                Load their version
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      )}

      <Suspense fallback={<Skeleton className="h-[50vh] w-full rounded-xl" aria-label="Loading the editor" />}>
        <RichTextEditor
          key={editorKey}
          content={initial}
          labelledBy={titleId}
          onChange={(json) => {
            content.current = json;
            changed();
          }}
          onUploadImage={async (file) => (await uploadDocumentImage(document.id, file)).url}
        />
      </Suspense>

      <ConfirmDialog
        open={confirmLoad}
        onOpenChange={setConfirmLoad}
        title="Load their version?"
        description="What you typed since you opened the document will be replaced by the version saved by someone else. Copy anything you want to keep first."
        confirmLabel="Load their version"
        onConfirm={() => state.kind === 'conflict' && loadTheirs(state.theirs)}
      />
      <VersionHistory
        documentId={document.id}
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        currentVersion={() => version.current}
        onRestored={(restored) => loadTheirs(restored)}
        hasUnsavedText={state.kind !== 'saved'}
      />
    </div>
  );
}
