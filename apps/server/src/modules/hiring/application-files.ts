import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE_MESSAGE, ATTACHMENT_TYPE_MESSAGE, attachmentFileName, type AttachmentType } from '@groundwork/domain/hiring';
import { AppError } from '../../lib/app-error';
import { reencodeRaster, UndecodableImageError } from '../../lib/images';

/** A file as it came in a multipart part: the name the browser gave it, and its bytes. */
export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/** A file made safe to keep: its type by its content, a clean name, and the bytes to store. */
export interface CheckedFile {
  fileName: string;
  contentType: AttachmentType;
  bytes: Buffer;
}

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** What the bytes are (never the name or the declared type): a PDF, or a raster image we decode. */
function detect(bytes: Buffer): 'pdf' | 'image' | undefined {
  // "%PDF-" within the first bytes is how every reader recognises a PDF; we ask for it at the very start.
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image';
  return undefined;
}

/**
 * An applicant's file checked before anything keeps it. A PDF must start as one and stay under the size limit; it is
 * stored as sent and only ever served back as a download to the company's signed-in hiring managers (never opened by
 * the server). A photo of a résumé or licence is decoded and encoded afresh (PNG or JPEG), so what a stranger sent
 * never reaches a browser as it came. Anything else is a 400 on `attachments`.
 */
export async function checkApplicationFile(file: UploadedFile, index: number): Promise<CheckedFile> {
  const field = `attachments.${index}`;
  if (file.bytes.length > ATTACHMENT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', ATTACHMENT_TOO_LARGE_MESSAGE, { fieldErrors: { [field]: [ATTACHMENT_TOO_LARGE_MESSAGE] } });
  const kind = detect(file.bytes);
  if (kind === 'pdf') return { fileName: attachmentFileName(file.fileName, 'application/pdf'), contentType: 'application/pdf', bytes: file.bytes };
  if (kind === 'image') {
    try {
      const image = await reencodeRaster(file.bytes, { maxSide: 2_400 });
      return { fileName: attachmentFileName(file.fileName, image.contentType), contentType: image.contentType, bytes: image.bytes };
    } catch (error) {
      if (error instanceof UndecodableImageError) throw AppError.invalidField(field, 'This image could not be read: attach it again, or as a PDF');
      throw error;
    }
  }
  throw AppError.invalidField(field, ATTACHMENT_TYPE_MESSAGE);
}
