import { PHOTO_UNREADABLE_MESSAGE } from '@groundwork/domain/dispatch';
import sharp from 'sharp';
import { AppError } from './app-error';

/** Above this many pixels an image is refused before it is decoded (a header can claim 50,000 × 50,000). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Logos are stored no larger than this on their longer side: enough for print, small for e-mail and PDFs. */
export const MAX_LOGO_SIDE = 2_000;

export type RasterType = 'image/png' | 'image/jpeg';

export interface DecodedImage {
  contentType: RasterType;
  bytes: Buffer;
  width: number;
  height: number;
}

/** Why an image was refused; the caller turns it into its own message. */
export class UndecodableImageError extends Error {
  override name = 'UndecodableImageError';
}

/**
 * Decodes every pixel of a raster image (PNG, JPEG, WebP) and encodes it afresh: what a user uploaded never
 * reaches a browser, a PDF or an e-mail as it came. JPEG stays JPEG; everything else becomes PNG (keeping
 * transparency), which every PDF library draws. Anything libvips only warns about (a bad checksum, a truncated
 * stream) is refused, as are images over MAX_IMAGE_PIXELS; large images are scaled down to MAX_LOGO_SIDE.
 */
export async function reencodeRaster(bytes: Buffer, options: { maxSide?: number } = {}): Promise<DecodedImage> {
  const maxSide = options.maxSide ?? MAX_LOGO_SIDE;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning', sequentialRead: true });
    const metadata = await image.metadata();
    if (!['png', 'jpeg', 'webp'].includes(metadata.format ?? '')) throw new Error(`${metadata.format ?? 'unknown'} images are not accepted`);
    const contentType: RasterType = metadata.format === 'jpeg' ? 'image/jpeg' : 'image/png';
    const pipeline = image.rotate().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const encoded = contentType === 'image/jpeg' ? pipeline.jpeg({ quality: 90, mozjpeg: true }) : pipeline.png({ compressionLevel: 9 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { contentType, bytes: data, width: info.width, height: info.height };
  } catch (error) {
    throw new UndecodableImageError(error instanceof Error ? error.message : String(error));
  }
}

/** A photo uploaded to a work order or a task, decoded and re-encoded; one that does not decode is a 400 on `file`. */
export async function reencodePhoto(bytes: Buffer): Promise<DecodedImage> {
  return reencodeRaster(bytes).catch((error: unknown) => {
    if (error instanceof UndecodableImageError) throw AppError.invalidField('file', PHOTO_UNREADABLE_MESSAGE);
    throw error;
  });
}
