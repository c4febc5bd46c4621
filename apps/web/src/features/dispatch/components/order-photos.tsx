import { MAX_PHOTOS_PER_ORDER, type WorkOrderPhoto } from '@groundwork/domain/dispatch';
import { useState } from 'react';
import { BlobImage, DeletePhotoDialog, PhotoGrid, PhotoUploadFields, usePhotoDraft } from '@/components/ui/photo-upload';
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
      <PhotoGrid
        photos={photos}
        image={(photo) => <PhotoImage orderId={orderId} photo={photo} />}
        onDelete={setRemoving}
        className="grid-cols-2"
      />

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

      <DeletePhotoDialog
        photo={removing}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={(photo) =>
          remove.mutate(
            { orderId: orderId, photoId: photo.id },
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
