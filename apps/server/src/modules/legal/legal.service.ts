import { DOCUMENT_NOT_FOUND_MESSAGE, legalDocumentTypeSchema, type LegalDocument } from '@groundwork/domain/legal';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { legalDocuments } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export function createLegalService(db: Db) {
  return {
    /** The latest published version of a document; any other type is 'Document not found.'. */
    async getLegalDocument(type: string): Promise<LegalDocument> {
      const parsed = legalDocumentTypeSchema.safeParse(type);
      if (!parsed.success) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND_MESSAGE);
      const [document] = await db
        .select()
        .from(legalDocuments)
        .where(eq(legalDocuments.type, parsed.data))
        .orderBy(desc(legalDocuments.publishedAt))
        .limit(1);
      if (!document) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND_MESSAGE);
      return {
        type: document.type,
        title: document.title,
        version: document.version,
        content: document.content,
        updatedAt: document.updatedAt.toISOString(),
      };
    },
  };
}
