import type { FastifyRequest } from 'fastify';
import { assertStorableText } from '../plugins/storable-text';
import { AppError } from './app-error';

/**
 * Reads a multipart image upload: its text fields (in any order, checked as storable text) and exactly one file part
 * named `file`. `what` names the file in messages ('logo', 'photo'); `tooLargeMessage` answers a file over the
 * route's limit (413). The bytes are not trusted: callers decode and re-encode them (lib/images.ts).
 */
export async function readImageUpload(
  request: FastifyRequest,
  what: string,
  tooLargeMessage: string,
): Promise<{ fields: Record<string, string>; bytes: Buffer | undefined }> {
  if (!request.isMultipart()) throw AppError.invalidField('file', `Send the ${what} as multipart/form-data with a file field`);
  const oneFile = `Send one ${what === 'logo' ? 'image' : what} in the file field`;
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) {
          await part.toBuffer();
          throw AppError.invalidField('file', oneFile);
        }
        bytes = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
    if (code === 'FST_FILES_LIMIT') throw AppError.invalidField('file', oneFile);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw AppError.invalidField('body', 'Too many form fields');
    throw AppError.invalidField('file', 'The upload could not be read. Please try again.');
  }
  assertStorableText({ body: fields });
  return { fields, bytes };
}
