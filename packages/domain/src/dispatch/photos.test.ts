import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE, PHOTO_TYPE_MESSAGE, photoFileError } from './photos';

describe('photoFileError', () => {
  it('takes PNG, JPEG and WebP up to 15 MB, before anything is uploaded', () => {
    expect(photoFileError({ type: 'image/jpeg', size: PHOTO_MAX_BYTES })).toBeUndefined();
    expect(photoFileError({ type: 'image/webp', size: 1 })).toBeUndefined();
    expect(photoFileError({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(PHOTO_TOO_LARGE_MESSAGE);
    expect(photoFileError({ type: 'image/svg+xml', size: 10 })).toBe(PHOTO_TYPE_MESSAGE);
    expect(photoFileError({ type: 'application/pdf', size: 10 })).toBe(PHOTO_TYPE_MESSAGE);
  });
});
