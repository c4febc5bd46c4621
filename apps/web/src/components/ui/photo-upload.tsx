import { photoFileError, PHOTO_TYPES } from '@groundwork/domain/dispatch';
import { ImageIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/**
 * A photo about to be uploaded (a work order's, a task's): the file chosen, its caption, why it cannot go, and one
 * idempotency key per file chosen, so a retry after a lost answer keeps one photo.
 */
export function usePhotoDraft() {
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | undefined>();
  const key = useRef<string>(crypto.randomUUID());
  const input = useRef<HTMLInputElement>(null);
  return {
    file,
    caption,
    setCaption,
    error,
    setError,
    key,
    input,
    choose(chosen: File | null) {
      key.current = crypto.randomUUID();
      setFile(chosen);
      setError(chosen ? photoFileError(chosen) : undefined);
    },
    /** After an upload: the fields empty, a new key. */
    reset() {
      setFile(null);
      setCaption('');
      key.current = crypto.randomUUID();
      if (input.current) input.current.value = '';
    },
  };
}

type PhotoUploadFieldsProps = {
  idPrefix: string;
  label: string;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  caption: string;
  onCaptionChange: (caption: string) => void;
  onChoose: (file: File | null) => void;
  busy: boolean;
  onSend: () => void;
};

/** Take or choose a photo (a phone opens its camera), a caption, and Upload. */
export function PhotoUploadFields({ idPrefix, label, error, inputRef, caption, onCaptionChange, onChoose, busy, onSend }: PhotoUploadFieldsProps) {
  const fileId = `${idPrefix}-file`;
  const captionId = `${idPrefix}-caption`;
  return (
    <div className="grid gap-3 rounded-lg border border-dashed border-border p-3">
      <Field id={fileId} label={label} error={error}>
        <input
          {...fieldA11y(fileId, error)}
          ref={inputRef}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          capture="environment"
          className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-input file:bg-card file:px-3"
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        />
      </Field>
      <Field id={captionId} label="Caption">
        <Input id={captionId} className="h-11" value={caption} maxLength={500} onChange={(event) => onCaptionChange(event.target.value)} />
      </Field>
      <Button type="button" className="min-h-11 justify-self-start" disabled={busy} onClick={onSend}>
        <UploadIcon aria-hidden="true" />
        {busy ? 'Uploading...' : 'Upload photo'}
      </Button>
    </div>
  );
}

type BlobImageProps = {
  /** The photo fetched with the session's token (a query's answer). */
  blob: { data?: Blob | undefined; isError: boolean };
  caption: string;
  /** The alt text when the photo has no caption. */
  fallbackAlt: string;
  className?: string;
};

/** An image shown from an object URL of its Blob (revoked when it changes or goes), with loading and error states. */
export function BlobImage({ blob, caption, fallbackAlt, className = 'aspect-square w-full' }: BlobImageProps) {
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  if (blob.isError)
    return (
      <div className={`flex items-center justify-center rounded-md bg-muted p-2 text-center text-xs text-muted-foreground ${className}`} role="img" aria-label={`Photo could not load: ${caption || 'no caption'}`}>
        Could not load the photo
      </div>
    );
  if (!url)
    return (
      <div className={`flex items-center justify-center rounded-md bg-muted ${className}`} role="img" aria-label={`Loading photo ${caption}`}>
        <ImageIcon className="size-6 text-muted-foreground" aria-hidden="true" />
      </div>
    );
  return <img src={url} alt={caption || fallbackAlt} className={`rounded-md object-cover ${className}`} />;
}

type Photo = { id: string; caption: string };

type PhotoGridProps<P extends Photo> = {
  photos: readonly P[];
  image: (photo: P) => ReactNode;
  /** Under the caption: who added it, when. */
  details?: (photo: P) => ReactNode;
  /** Omitted for those who may not delete. */
  onDelete?: (photo: P) => void;
  className?: string;
};

/** The photos with their captions and a Delete each (when allowed); "No photos yet." when there are none. */
export function PhotoGrid<P extends Photo>({ photos, image, details, onDelete, className = 'grid-cols-2' }: PhotoGridProps<P>) {
  if (photos.length === 0) return <p className="text-sm text-muted-foreground">No photos yet.</p>;
  return (
    <ul className={`grid gap-3 ${className}`} aria-label="Photos">
      {photos.map((photo) => (
        <li key={photo.id} className="grid content-start gap-1">
          {image(photo)}
          <span className="text-sm break-words">{photo.caption || 'No caption'}</span>
          {details?.(photo)}
          {onDelete && (
            <Button type="button" variant="ghost" className="min-h-11 justify-self-start" onClick={() => onDelete(photo)} aria-label={`Delete photo ${photo.caption || 'without caption'}`}>
              <Trash2Icon aria-hidden="true" />
              Delete
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** "Delete this photo?" for the photo picked (null: closed). */
export function DeletePhotoDialog({ photo, busy, onClose, onConfirm }: { photo: Photo | null; busy: boolean; onClose: () => void; onConfirm: (photo: Photo) => void }) {
  return (
    <ConfirmDialog
      open={photo !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this photo?"
      description={photo?.caption ? `“${photo.caption}” will be deleted.` : 'The photo will be deleted.'}
      confirmLabel="Delete photo"
      busyLabel="Deleting..."
      busy={busy}
      onConfirm={() => photo && onConfirm(photo)}
    />
  );
}
