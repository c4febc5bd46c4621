import { z } from 'zod';
import { uuidSchema } from '../shared/fields';
import { documentContentSchema, type DocumentContent } from './document-content';
import { documentTemplateIds } from './templates';

const isoDateTime = z.iso.datetime({ offset: true });

/** SPEC.md §3: a new document's title. */
export const UNTITLED_DOCUMENT = 'Untitled Document';
export const MAX_TITLE = 200;
/** Snapshots kept a document: the oldest go first. */
export const MAX_DOCUMENT_VERSIONS = 50;
/** Saves by the same person within this many minutes of the latest snapshot fold into it (autosave saves every few seconds). */
export const VERSION_FOLD_MINUTES = 10;

export const ONLY_LEADERS_EDIT_DOCUMENTS_MESSAGE = 'Only an admin or an office manager can change documents.';
export const DOCUMENT_NOT_FOUND = 'Document not found';
export const DOCUMENT_STALE_MESSAGE =
  'Someone else saved this document after you opened it. Your text is still here: copy it, load their version, or save yours over it.';
export const SOP_DOCUMENT_DELETE_MESSAGE = 'This document is an SOP’s: delete the SOP instead.';
export const DOCUMENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_IMAGE_TOO_LARGE_MESSAGE = 'Images must be 10 MB or smaller';
export const DOCUMENT_IMAGE_UNREADABLE_MESSAGE = 'That file is not a PNG, JPEG or WebP image we can read';

export const documentKinds = ['document', 'sop'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** A title as typed; blank is the default title. */
export const documentTitleSchema = z
  .string({ error: 'Title must be text' })
  .trim()
  .max(MAX_TITLE, `Title must be at most ${MAX_TITLE} characters`)
  .transform((value) => value || UNTITLED_DOCUMENT);

export const documentTemplateIdSchema = z.enum(documentTemplateIds, { error: 'Choose one of the templates' });

/** POST /documents: blank, or a copy of a template. */
export const createDocumentInputSchema = z
  .object({
    title: documentTitleSchema.optional(),
    templateId: documentTemplateIdSchema.optional(),
  })
  .strict();
export type CreateDocumentInput = z.input<typeof createDocumentInputSchema>;

/** PUT /documents/{id}: the whole document against the version it was loaded at (autosave sends this every few seconds). */
export const saveDocumentInputSchema = z
  .object({
    title: documentTitleSchema,
    json: documentContentSchema,
    version: z.number({ error: 'Version is required' }).int('Version must be a whole number').min(1, 'Version must be 1 or more'),
  })
  .strict();
export type SaveDocumentInput = z.input<typeof saveDocumentInputSchema>;

/** POST /documents/{id}/versions/{versionId}/restore: against the document's current version. */
export const restoreDocumentVersionInputSchema = z
  .object({ version: saveDocumentInputSchema.shape.version })
  .strict();

export const documentListQuerySchema = z
  .object({ search: z.string({ error: 'Search must be text' }).trim().max(100, 'Search must be at most 100 characters').optional() })
  .strict();

export const documentParamsSchema = z.object({ id: uuidSchema }).strict();
export const documentVersionParamsSchema = z.object({ id: uuidSchema, versionId: uuidSchema }).strict();
export const documentImageParamsSchema = z.object({ imageId: z.string() }).strict();

/**
 * The content as answered: the stored JSON, already checked on the way in. Typed as the content, but the response
 * is written with JSON.stringify (no validation of every node on every read).
 */
export const storedContentSchema = z.looseObject({ type: z.literal('doc') }) as unknown as z.ZodType<DocumentContent>;

export const documentSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  version: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  updatedByName: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const documentSchema = documentSummarySchema.extend({
  kind: z.enum(documentKinds),
  json: storedContentSchema,
  /** Rendered from `json` on the server and sanitised; sanitise again before putting it in a page. */
  html: z.string(),
  /** The SOP this document is the body of (null for a plain document). */
  sopId: z.uuid().nullable(),
  canEdit: z.boolean(),
});
export type Document = z.infer<typeof documentSchema>;

export const documentVersionSummarySchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  title: z.string(),
  savedAt: isoDateTime,
  savedByName: z.string().nullable(),
  /** Set when this snapshot is a restore of an older one. */
  restoredFromVersion: z.number().int().nullable(),
});
export type DocumentVersionSummary = z.infer<typeof documentVersionSummarySchema>;

export const documentVersionSchema = documentVersionSummarySchema.extend({ json: storedContentSchema, html: z.string() });
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

export const documentTemplateSummarySchema = z.object({ id: documentTemplateIdSchema, name: z.string(), description: z.string() });
export type DocumentTemplateSummary = z.infer<typeof documentTemplateSummarySchema>;

export const documentImageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type DocumentImage = z.infer<typeof documentImageSchema>;

export const documentResultSchema = z.object({ document: documentSchema });
export const documentListSchema = z.object({ documents: z.array(documentSummarySchema), canEdit: z.boolean() });
export const documentVersionListSchema = z.object({ versions: z.array(documentVersionSummarySchema) });
export const documentVersionResultSchema = z.object({ version: documentVersionSchema });
export const documentTemplateListSchema = z.object({ templates: z.array(documentTemplateSummarySchema) });
export const documentImageResultSchema = z.object({ image: documentImageSchema });
export const deletedDocumentSchema = z.object({ id: z.uuid() });

/** The 409 of a stale save carries the document as it is now, so the screen can show it beside the user's text. */
export const staleDocumentDetailsSchema = z.object({ current: documentSchema });
