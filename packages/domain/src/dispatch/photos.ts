/**
 * A photo on a work order, a task or a store listing: what the server takes (it decodes and re-encodes every photo)
 * and what the browser checks before it uploads one. Apart from the dispatch schemas, so a screen that only takes
 * photos does not build them.
 */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_TOO_LARGE_MESSAGE = 'The photo must be at most 15 MB.';
export const PHOTO_TYPE_MESSAGE = 'Upload a PNG, JPEG or WebP photo.';
export const PHOTO_UNREADABLE_MESSAGE = 'This photo could not be read. Take it again or choose another one.';
export const PHOTO_NOT_FOUND_MESSAGE = 'Photo not found';
/** What the server decodes (it re-encodes every photo and refuses anything else with 400). */
export const PHOTO_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
/** Why a chosen file cannot be sent as a photo, checked before it is uploaded; undefined when it can. */
export function photoFileError(file: { type: string; size: number }): string | undefined {
  if (!PHOTO_TYPES.includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  return undefined;
}
/** Photos kept a work order: enough for before/after of every bed, small enough for a phone's upload. */
export const MAX_PHOTOS_PER_ORDER = 30;
export const TOO_MANY_PHOTOS_MESSAGE = `A work order keeps at most ${MAX_PHOTOS_PER_ORDER} photos. Delete one first.`;
