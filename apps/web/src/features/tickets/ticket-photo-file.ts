import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE, PHOTO_TYPE_MESSAGE } from '@groundwork/domain/dispatch';

/** What the server decodes (it re-encodes every photo and refuses anything else with 400). */
const photoTypes = ['image/png', 'image/jpeg', 'image/webp'];

/** Why a chosen file cannot be sent as a task photo, before it is uploaded; undefined when it can. */
export function photoFileError(file: File): string | undefined {
  if (!photoTypes.includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  return undefined;
}
