import { MAX_PHOTOS_PER_TICKET, type TicketPhoto } from '@groundwork/domain/tickets';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BlobImage, PhotoUploadFields, usePhotoDraft } from '@/components/ui/photo-upload';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDeleteTicketPhoto, useTicketPhotoBlob, useUploadTicketPhoto } from '../api/ticket-photos';

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
  const draft = usePhotoDraft();
  const [removing, setRemoving] = useState<TicketPhoto | null>(null);

  const send = () => {
    if (!draft.file) {
      draft.setError('Choose a photo');
      return;
    }
    if (draft.error) return;
    upload.mutate(
      { ticketId, file: draft.file, caption: draft.caption, idempotencyKey: draft.key.current },
      {
        onSuccess: () => {
          toast.success('Photo added');
          draft.reset();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.status !== null) draft.key.current = crypto.randomUUID();
          draft.setError(errorMessage(failure));
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
        <PhotoUploadFields
          idPrefix={`ticket-photo-${ticketId}`}
          label="Add a photo"
          error={draft.error}
          inputRef={draft.input}
          caption={draft.caption}
          onCaptionChange={draft.setCaption}
          onChoose={draft.choose}
          busy={upload.isPending}
          onSend={send}
        />
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

/** A task's photo, fetched with the session's token. */
export function TicketPhotoImage({ ticketId, photo, className }: { ticketId: string; photo: Pick<TicketPhoto, 'id' | 'caption'>; className?: string }) {
  return <BlobImage blob={useTicketPhotoBlob(ticketId, photo.id)} caption={photo.caption} fallbackAlt="Task photo" className={className} />;
}
