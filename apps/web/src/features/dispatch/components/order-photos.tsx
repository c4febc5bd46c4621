import { MAX_PHOTOS_PER_ORDER, PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE, PHOTO_TYPE_MESSAGE, type WorkOrderPhoto } from '@groundwork/domain/dispatch';
import { ImageIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDeleteOrderPhoto, useOrderPhotoBlob, useUploadOrderPhoto } from '../api/order-photos';

const photoTypes = ['image/png', 'image/jpeg', 'image/webp'];

/** The order's photos: take or choose one with a caption, see them, delete one (after confirming). */
export function OrderPhotos({ orderId, photos }: { orderId: string; photos: WorkOrderPhoto[] }) {
  const upload = useUploadOrderPhoto();
  const remove = useDeleteOrderPhoto();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<WorkOrderPhoto | null>(null);
  // One key per photo chosen: a retry after a lost answer keeps one photo.
  const key = useRef<string>(crypto.randomUUID());
  const input = useRef<HTMLInputElement>(null);
  const fileId = `photo-file-${orderId}`;
  const captionId = `photo-caption-${orderId}`;

  const choose = (chosen: File | null) => {
    key.current = crypto.randomUUID();
    setFile(chosen);
    setError(!chosen ? undefined : !photoTypes.includes(chosen.type) ? PHOTO_TYPE_MESSAGE : chosen.size > PHOTO_MAX_BYTES ? PHOTO_TOO_LARGE_MESSAGE : undefined);
  };

  const send = () => {
    if (!file) {
      setError('Choose a photo');
      return;
    }
    if (error) return;
    upload.mutate(
      { orderId, file, caption, idempotencyKey: key.current },
      {
        onSuccess: () => {
          toast.success('Photo uploaded');
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
        <div className="grid gap-3 rounded-lg border border-dashed border-border p-3">
          <Field id={fileId} label="Photo" error={error}>
            <input
              {...fieldA11y(fileId, error)}
              ref={input}
              type="file"
              accept={photoTypes.join(',')}
              className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-input file:bg-card file:px-3"
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          </Field>
          <Field id={captionId} label="Caption">
            <Input id={captionId} className="h-11" value={caption} maxLength={500} onChange={(event) => setCaption(event.target.value)} />
          </Field>
          <Button className="min-h-11 justify-self-start" disabled={upload.isPending} onClick={send}>
            <UploadIcon aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : 'Upload photo'}
          </Button>
        </div>
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

/** The image, fetched with the session's token as a Blob and shown from an object URL. */
function PhotoImage({ orderId, photo }: { orderId: string; photo: WorkOrderPhoto }) {
  const blob = useOrderPhotoBlob(orderId, photo.id);
  // Same pattern as the logo preview: one object URL per blob, revoked when it changes or the photo leaves.
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  if (blob.isError)
    return (
      <div className="flex aspect-square items-center justify-center rounded-md bg-muted p-2 text-center text-xs text-muted-foreground" role="img" aria-label={`Photo could not load: ${photo.caption || 'no caption'}`}>
        Could not load the photo
      </div>
    );
  if (!url)
    return (
      <div className="flex aspect-square items-center justify-center rounded-md bg-muted" role="img" aria-label={`Loading photo ${photo.caption}`}>
        <ImageIcon className="size-6 text-muted-foreground" aria-hidden="true" />
      </div>
    );
  return <img src={url} alt={photo.caption || 'Work order photo'} className="aspect-square w-full rounded-md object-cover" />;
}
