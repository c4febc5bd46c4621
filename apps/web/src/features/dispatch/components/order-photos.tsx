import { MAX_PHOTOS_PER_ORDER, type WorkOrderPhoto } from '@groundwork/domain/dispatch';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BlobImage, PhotoUploadFields, usePhotoDraft } from '@/components/ui/photo-upload';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDeleteOrderPhoto, useOrderPhotoBlob, useUploadOrderPhoto } from '../api/order-photos';

/** The order's photos: take or choose one with a caption, see them, delete one (after confirming). */
export function OrderPhotos({ orderId, photos }: { orderId: string; photos: WorkOrderPhoto[] }) {
  const upload = useUploadOrderPhoto();
  const remove = useDeleteOrderPhoto();
  const draft = usePhotoDraft();
  const [removing, setRemoving] = useState<WorkOrderPhoto | null>(null);

  const send = () => {
    if (!draft.file) {
      draft.setError('Choose a photo');
      return;
    }
    if (draft.error) return;
    upload.mutate(
      { orderId, file: draft.file, caption: draft.caption, idempotencyKey: draft.key.current },
      {
        onSuccess: () => {
          toast.success('Photo uploaded');
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
    <div className="grid gap-4">
      {photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">No photos yet.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3" aria-label="Photos">
          {photos.map((photo) => (
            <li key={photo.id} className="grid gap-1">
              <PhotoImage orderId={orderId} photo={photo} />
              <span className="text-sm break-words">{photo.caption || 'No caption'}</span>
              <Button variant="ghost" className="min-h-11 justify-self-start" onClick={() => setRemoving(photo)} aria-label={`Delete photo ${photo.caption || 'without caption'}`}>
                <Trash2Icon aria-hidden="true" />
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}

      {photos.length < MAX_PHOTOS_PER_ORDER ? (
        <PhotoUploadFields
          idPrefix={`photo-${orderId}`}
          label="Photo"
          error={draft.error}
          inputRef={draft.input}
          caption={draft.caption}
          onCaptionChange={draft.setCaption}
          onChoose={draft.choose}
          busy={upload.isPending}
          onSend={send}
        />
      ) : (
        <p className="text-sm text-muted-foreground">This order keeps at most {MAX_PHOTOS_PER_ORDER} photos. Delete one to add another.</p>
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
            { orderId, photoId: removing.id },
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
    </div>
  );
}

/** The image, fetched with the session's token. */
function PhotoImage({ orderId, photo }: { orderId: string; photo: WorkOrderPhoto }) {
  return <BlobImage blob={useOrderPhotoBlob(orderId, photo.id)} caption={photo.caption} fallbackAlt="Work order photo" />;
}
