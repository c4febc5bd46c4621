import { z } from 'zod';

export const legalDocumentTypes = ['terms', 'privacy'] as const;
export const legalDocumentTypeSchema = z.enum(legalDocumentTypes);
export type LegalDocumentType = z.infer<typeof legalDocumentTypeSchema>;

export const legalDocumentSchema = z.object({
  type: legalDocumentTypeSchema,
  title: z.string(),
  version: z.string(),
  content: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export const legalDocumentTitles: Record<LegalDocumentType, string> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Notice',
};

export const DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found.';
