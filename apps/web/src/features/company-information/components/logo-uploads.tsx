import {
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  logoContentTypes,
  logoKinds,
  type CompanyInformation,
  type LogoKind,
} from '@groundwork/domain/company-information';
import { ImageIcon, Loader2Icon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useRemoveLogo } from '../api/remove-logo';
import { useUpdateCompanyInformation } from '../api/update-company-information';
import { useUploadLogo } from '../api/upload-logo';

export const logoLabels: Record<LogoKind, { title: string; hint: string }> = {
  mainLogo: { title: 'Main logo', hint: 'Shown in the sidebar and at the top of estimates and invoices.' },
  secondaryLogo: { title: 'Secondary logo', hint: 'A smaller or single-colour version for tight spaces.' },
  favicon: { title: 'Favicon', hint: 'A square icon, at least 64 × 64 pixels.' },
};

/** The message for a file the server would refuse, checked before uploading it. */
export function logoFileProblem(file: File): string | undefined {
  if (!(logoContentTypes as readonly string[]).includes(file.type)) return LOGO_TYPE_MESSAGE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_TOO_LARGE_MESSAGE;
  return undefined;
}

/** The three logos of SPEC.md §3, each uploaded, described (alt text), previewed and removable on its own. */
export function LogoUploads({ information, canEdit = true }: { information: CompanyInformation; canEdit?: boolean }) {
  return (
    <div className="grid gap-5 md:grid-cols-3">
      {logoKinds.map((kind) => (
        <LogoUpload key={kind} kind={kind} information={information} canEdit={canEdit} />
      ))}
    </div>
  );
}

function LogoUpload({ kind, information, canEdit }: { kind: LogoKind; information: CompanyInformation; canEdit: boolean }) {
  const id = useId();
  const saved = information.logoDetails[kind];
  const labels = logoLabels[kind];
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const updateInformation = useUpdateCompanyInformation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [altText, setAltText] = useState(saved.altText);
  const [confirmRemove, setConfirmRemove] = useState(false);

  // The chosen file shows at once, before it is uploaded.
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  // A newly saved alt text (from another tab, say) shows unless the user is editing it.
  const [savedAlt, setSavedAlt] = useState(saved.altText);
  if (saved.altText !== savedAlt) {
    setSavedAlt(saved.altText);
    if (altText === savedAlt) setAltText(saved.altText);
  }

  const chooseFile = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = logoFileProblem(chosen);
    setFileError(problem);
    setFile(problem ? null : chosen);
  };

  const clearChosenFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const uploadFile = () => {
    if (!file) return;
    upload.mutate(
      { kind, altText: altText.trim(), file },
      {
        onSuccess: () => {
          clearChosenFile();
          toast.success(`${labels.title} uploaded`);
        },
        onError: (error) => {
          setFileError((isApiError(error) ? error.fieldErrors.file?.[0] : undefined) ?? errorMessage(error));
          toast.error(`Failed to upload ${labels.title.toLowerCase()}`, { description: errorMessage(error) });
        },
      },
    );
  };

  const saveAltText = () => {
    updateInformation.mutate(
      { updatedAt: information.updatedAt, logoDetails: { [kind]: { altText: altText.trim() } } },
      {
        onSuccess: () => toast.success('Alt text saved'),
        onError: (error) => toast.error('Failed to save alt text', { description: errorMessage(error) }),
      },
    );
  };

  const removeSaved = () => {
    remove.mutate(kind, {
      onSuccess: () => {
        setConfirmRemove(false);
        toast.success(`${labels.title} removed`);
      },
      onError: (error) => toast.error(`Failed to remove ${labels.title.toLowerCase()}`, { description: errorMessage(error) }),
    });
  };

  const shown = preview ?? saved.url;
  const altChanged = altText.trim() !== saved.altText;
  const busy = upload.isPending || remove.isPending || updateInformation.isPending;
  const fileId = `${id}-file`;
  const altId = `${id}-alt`;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4" data-testid={`logo-${kind}`}>
      <div>
        <h3 id={`${id}-title`} className="text-sm font-semibold text-foreground">
          {labels.title}
        </h3>
        <p className="text-xs text-muted-foreground">{labels.hint}</p>
      </div>
      <div className="flex h-28 items-center justify-center overflow-hidden rounded-lg border border-dashed border-border bg-muted/40 p-2">
        {shown ? (
          <img src={shown} alt={altText.trim() || `${labels.title} preview`} className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="flex flex-col items-center gap-1 text-xs text-muted-foreground">
            <ImageIcon className="size-6" aria-hidden="true" />
            No image yet
          </span>
        )}
      </div>
      {preview && <p className="text-xs font-medium text-foreground">Preview — not uploaded yet</p>}

      {canEdit && (
        <>
          <Field id={fileId} label={`${labels.title} image`} error={fileError} hint="PNG, JPEG, SVG or WebP, up to 5 MB.">
            <Input
              ref={fileInput}
              {...fieldA11y(fileId, fileError, true)}
              type="file"
              accept={logoContentTypes.join(',')}
              className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-sm"
              onChange={(event) => chooseFile(event.target.files?.[0])}
              disabled={busy}
            />
          </Field>
          <Field id={altId} label={`${labels.title} alt text`} hint="Describes the image for people using screen readers.">
            <Input {...fieldA11y(altId, undefined, true)} value={altText} maxLength={250} onChange={(event) => setAltText(event.target.value)} disabled={busy} />
          </Field>
          <div className="flex flex-wrap gap-2">
            {file && (
              <Button type="button" size="sm" onClick={uploadFile} disabled={busy}>
                {upload.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <UploadIcon aria-hidden="true" />}
                Upload {labels.title.toLowerCase()}
              </Button>
            )}
            {file && (
              <Button type="button" size="sm" variant="outline" onClick={clearChosenFile} disabled={busy}>
                Cancel
              </Button>
            )}
            {!file && saved.url && altChanged && (
              <Button type="button" size="sm" variant="outline" onClick={saveAltText} disabled={busy}>
                Save alt text
              </Button>
            )}
            {!file && saved.url && (
              <Button type="button" size="sm" variant="outline" onClick={() => setConfirmRemove(true)} disabled={busy}>
                <Trash2Icon aria-hidden="true" />
                Remove {labels.title.toLowerCase()}
              </Button>
            )}
          </div>
        </>
      )}

      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={`Remove the ${labels.title.toLowerCase()}?`}
        description="It disappears from the sidebar and from new documents. You can upload another at any time."
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={removeSaved}
      />
    </section>
  );
}
