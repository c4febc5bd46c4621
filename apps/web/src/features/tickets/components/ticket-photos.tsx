import { MAX_PHOTOS_PER_TICKET, type TicketPhoto } from '@groundwork/domain/tickets';
import { ImageIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDeleteTicketPhoto, useTicketPhotoBlob, useUploadTicketPhoto } from '../api/ticket-photos';
import { photoFileError } from '../ticket-photo-file';

type TicketPhotosProps = {
  ticketId: string;
  photos: TicketPhoto[];
  /** The office deletes photos; a crew leader adds them only. */
  canDelete: boolean;
};

/** A task's photos: see them, take or choose one with a caption (the phone's camera opens), delete one after confirming. */
export function TicketPhotos({ ticketId, photos, canDelete }: TicketPhotosProps) {
  const upload = useUploadTicketPhoto();
  const remove = useDeleteTicketPhoto();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<TicketPhoto | null>(null);
  // One key per photo chosen: a retry after a lost answer keeps one photo.
  const key = useRef<string>(crypto.randomUUID());
  const input = useRef<HTMLInputElement>(null);
  const fileId = `ticket-photo-file-${ticketId}`;
  const captionId = `ticket-photo-caption-${ticketId}`;

  const choose = (chosen: File | null) => {
    key.current = crypto.randomUUID();
    setFile(chosen);
    setError(chosen ? photoFileError(chosen) : undefined);
  };

  const send = () => {
    if (!file) {
      setError('Choose a photo');
      return;
    }
    if (error) return;
    upload.mutate(
      { ticketId, file, caption, idempotencyKey: key.current },
      {
        onSuccess: () => {
          toast.success('Photo added');
          setFile(null);
          setCaption('');
          key.current = crypto.randomUUID();
          if (input.current) input.current.value = '';
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.status !== null) key.current = crypto.randomUUID();
          setError(errorMessage(failure));
        },
      },
    );
  };

  return (
    <section className="grid gap-3" aria-labelledby={`ticket-photos-${ticketId}`}>
      <h3 id={`ticket-photos-${ticketId}`} className="text-base font-medium">
        Photos {photos.length > 0 && <span className="text-sm font-normal text-muted-foreground">({photos.length})</span>}
      </h3>
      {photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">No photos yet.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Photos">
          {photos.map((photo) => (
            <li key={photo.id} className="grid content-start gap-1">
              <TicketPhotoImage ticketId={ticketId} photo={photo} />
              <span className="text-sm break-words">{photo.caption || 'No caption'}</span>
              {photo.addedByName && <span className="text-xs text-muted-foreground">Added by {photo.addedByName}</span>}
              {canDelete && (
                <Button type="button" variant="ghost" className="min-h-11 justify-self-start" onClick={() => setRemoving(photo)} aria-label={`Delete photo ${photo.caption || 'without caption'}`}>
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      {photos.length < MAX_PHOTOS_PER_TICKET ? (
        <div className="grid gap-3 rounded-lg border border-dashed border-border p-3">
          <Field id={fileId} label="Add a photo" error={error}>
            <input
              {...fieldA11y(fileId, error)}
              ref={input}
              type="file"
              accept="image/*"
              capture="environment"
              className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-input file:bg-card file:px-3"
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          </Field>
          <Field id={captionId} label="Caption">
            <Input id={captionId} className="h-11" value={caption} maxLength={500} onChange={(event) => setCaption(event.target.value)} />
          </Field>
          <Button type="button" className="min-h-11 justify-self-start" disabled={upload.isPending} onClick={send}>
            <UploadIcon aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : 'Upload photo'}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">A task keeps at most {MAX_PHOTOS_PER_TICKET} photos. Delete one to add another.</p>
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Delete this photo?"
        description={removing?.caption ? `“${removing.caption}” will be deleted.` : 'The photo will be deleted.'}
        confirmLabel="Delete photo"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(
            { ticketId, photoId: removing.id },
            {
              onSuccess: () => {
                toast.success('Photo deleted');
                setRemoving(null);
              },
              onError: (failure) => toast.error('Could not delete the photo', { description: errorMessage(failure) }),
            },
          )
        }
      />
    </section>
  );
}

/** The image, fetched with the session's token as a Blob and shown from an object URL (revoked when it goes). */
export function TicketPhotoImage({ ticketId, photo, className = 'aspect-square w-full' }: { ticketId: string; photo: Pick<TicketPhoto, 'id' | 'caption'>; className?: string }) {
  const blob = useTicketPhotoBlob(ticketId, photo.id);
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  if (blob.isError)
    return (
      <div className={`flex items-center justify-center rounded-md bg-muted p-2 text-center text-xs text-muted-foreground ${className}`} role="img" aria-label={`Photo could not load: ${photo.caption || 'no caption'}`}>
        Could not load the photo
      </div>
    );
  if (!url)
    return (
      <div className={`flex items-center justify-center rounded-md bg-muted ${className}`} role="img" aria-label={`Loading photo ${photo.caption}`}>
        <ImageIcon className="size-6 text-muted-foreground" aria-hidden="true" />
      </div>
    );
  return <img src={url} alt={photo.caption || 'Task photo'} className={`rounded-md object-cover ${className}`} />;
}
