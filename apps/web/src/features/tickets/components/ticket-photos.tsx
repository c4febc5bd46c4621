import { MAX_PHOTOS_PER_TICKET, type TicketPhoto } from '@groundwork/domain/tickets';
import { useState } from 'react';
import { BlobImage, DeletePhotoDialog, PhotoGrid, PhotoUploadFields, usePhotoDraft } from '@/components/ui/photo-upload';
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
      <PhotoGrid
        photos={photos}
        image={(photo) => <TicketPhotoImage ticketId={ticketId} photo={photo} />}
        details={(photo) => photo.addedByName && <span className="text-xs text-muted-foreground">Added by {photo.addedByName}</span>}
        onDelete={canDelete ? setRemoving : undefined}
        className="grid-cols-2 sm:grid-cols-3"
      />

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

      <DeletePhotoDialog
        photo={removing}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={(photo) =>
          remove.mutate(
            { ticketId: ticketId, photoId: photo.id },
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
