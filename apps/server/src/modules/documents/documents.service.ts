import { isLeadershipRole } from '@groundwork/domain/auth';
import {
  DOCUMENT_IMAGE_PATH,
  DOCUMENT_IMAGE_UNREADABLE_MESSAGE,
  DOCUMENT_NOT_FOUND,
  DOCUMENT_STALE_MESSAGE,
  MAX_DOCUMENT_VERSIONS,
  SOP_DOCUMENT_DELETE_MESSAGE,
  UNTITLED_DOCUMENT,
  VERSION_FOLD_MINUTES,
  documentTemplate,
  documentTemplates,
  emptyDocumentContent,
  isDocumentImageUrl,
  withChecklistIds,
  type Document,
  type DocumentContent,
  type DocumentImage,
  type DocumentKind,
  type DocumentSummary,
  type DocumentTemplateId,
  type DocumentTemplateSummary,
  type DocumentVersion,
  type DocumentVersionSummary,
} from '@groundwork/domain/documents';
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, documentImages, documentVersions, documents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { now } from '../../lib/clients';
import { containsPattern } from '../../lib/company-lock';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { dateIn, longDate, usableTimeZone } from '../../lib/dates';
import { reencodeRaster, UndecodableImageError } from '../../lib/images';
import type { RequestContext } from '../../plugins/auth';
import { documentHtml } from './document-html';
import { documentPdf } from './document-pdf';

/** The document editor (docs/business-development.md, "Documents and SOPs"): documents, their versions, images, PDFs. */

const userName = (column: SQL | unknown) =>
  sql<string | null>`(select nullif(trim(u.first_name || ' ' || u.last_name), '') from users u where u.id = ${column})`;

const summaryColumns = {
  id: documents.id,
  title: documents.title,
  version: documents.version,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  updatedByName: userName(documents.updatedBy),
};
const documentColumns = {
  ...summaryColumns,
  kind: documents.kind,
  json: documents.content,
  html: documents.html,
  // Qualified by hand: drizzle writes bare column names when a query reads one table, and inside this subquery a bare
  // "company_id" would be the SOP's own.
  sopId: sql<string | null>`(select s.id from sops s where s.company_id = "documents"."company_id" and s.document_id = "documents"."id")`,
  sopStatus: sql<string | null>`(select s.status from sops s where s.company_id = "documents"."company_id" and s.document_id = "documents"."id")`,
};
const versionColumns = {
  id: documentVersions.id,
  version: documentVersions.version,
  title: documentVersions.title,
  savedAt: documentVersions.savedAt,
  savedByName: userName(documentVersions.savedBy),
  restoredFromVersion: documentVersions.restoredFromVersion,
};

type SummaryRow = Omit<DocumentSummary, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };
type DocumentRow = SummaryRow & { kind: DocumentKind; json: DocumentContent; html: string; sopId: string | null; sopStatus: string | null };

const summaryView = (row: SummaryRow): DocumentSummary => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });
const documentView = (row: DocumentRow, ctx: RequestContext): Document => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  version: row.version,
  json: row.json,
  html: row.html,
  sopId: row.sopId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  updatedByName: row.updatedByName,
  canEdit: isLeadershipRole(ctx.role),
});
const versionSummaryView = (row: Omit<DocumentVersionSummary, 'savedAt'> & { savedAt: Date }): DocumentVersionSummary => ({ ...row, savedAt: row.savedAt.toISOString() });

/** A checklist's id for good: 12 url-safe characters. */
const newChecklistId = () => randomUUID().replaceAll('-', '').slice(0, 12);

/** The content as stored: every checklist named once. */
export const storableContent = (content: DocumentContent): DocumentContent => withChecklistIds(content, newChecklistId);

/** The content of a template, or an empty page. */
export function startingContent(templateId: DocumentTemplateId | undefined): { title: string | null; content: DocumentContent } {
  if (!templateId) return { title: null, content: emptyDocumentContent() };
  const template = documentTemplate(templateId);
  return { title: template.title.trim() || null, content: storableContent(structuredClone(template.content)) };
}

/** Adds a document and its first snapshot (inside the caller's transaction). */
export async function insertDocument(tx: Db, ctx: RequestContext, values: { kind: DocumentKind; title: string; content: DocumentContent }): Promise<string> {
  const at = now();
  const content = storableContent(values.content);
  const [row] = await tx
    .insert(documents)
    .values({ companyId: ctx.companyId, kind: values.kind, title: values.title, content, html: documentHtml(content), version: 1, createdBy: ctx.userId, updatedBy: ctx.userId, createdAt: at, updatedAt: at })
    .returning({ id: documents.id });
  await tx.insert(documentVersions).values({ companyId: ctx.companyId, documentId: row!.id, version: 1, title: values.title, content, savedBy: ctx.userId, startedAt: at, savedAt: at });
  return row!.id;
}

/** A document's row as it is opened and saved, with its SOP's id and status (bench/documents.bench.ts sends it too). */
export function documentRowQuery(executor: Db, companyId: string, id: string) {
  return executor
    .select(documentColumns)
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)))
    .limit(1);
}

export function createDocumentsService(db: Db) {
  /**
   * A document of the company as `ctx` may read it: an SOP's document only once it is published, for anyone but the
   * admins and office managers (drafts are theirs). Another company's, or one not to be read, is 404.
   */
  async function load(executor: Db, ctx: RequestContext, id: string, options: { lock?: boolean } = {}): Promise<DocumentRow> {
    const query = documentRowQuery(executor, ctx.companyId, id);
    const [row] = options.lock ? await query.for('update') : await query;
    if (!row) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
    if (row.kind === 'sop' && row.sopStatus !== 'published' && !isLeadershipRole(ctx.role)) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
    return row;
  }

  const stale = async (ctx: RequestContext, id: string) => new AppError('CONFLICT', DOCUMENT_STALE_MESSAGE, { current: documentView(await load(db, ctx, id), ctx) });

  /**
   * Keeps the snapshot of a save: the latest one is updated when the same person saved it within the last ten
   * minutes (an editing session), else a new one is added and the oldest beyond fifty go.
   */
  async function snapshot(tx: Db, ctx: RequestContext, documentId: string, values: { version: number; title: string; content: DocumentContent; at: Date; restoredFromVersion?: number }) {
    const [latest] = await tx
      .select({ id: documentVersions.id, savedBy: documentVersions.savedBy, startedAt: documentVersions.startedAt, restoredFromVersion: documentVersions.restoredFromVersion })
      .from(documentVersions)
      .where(and(eq(documentVersions.companyId, ctx.companyId), eq(documentVersions.documentId, documentId)))
      .orderBy(desc(documentVersions.version))
      .limit(1);
    const foldable =
      latest &&
      values.restoredFromVersion === undefined &&
      latest.restoredFromVersion === null &&
      latest.savedBy === ctx.userId &&
      values.at.getTime() - latest.startedAt.getTime() < VERSION_FOLD_MINUTES * 60_000;
    if (foldable) {
      await tx
        .update(documentVersions)
        .set({ version: values.version, title: values.title, content: values.content, savedAt: values.at })
        .where(and(eq(documentVersions.companyId, ctx.companyId), eq(documentVersions.id, latest.id)));
      return;
    }
    await tx.insert(documentVersions).values({
      companyId: ctx.companyId,
      documentId,
      version: values.version,
      title: values.title,
      content: values.content,
      savedBy: ctx.userId,
      startedAt: values.at,
      savedAt: values.at,
      restoredFromVersion: values.restoredFromVersion ?? null,
    });
    const kept = tx
      .select({ id: documentVersions.id })
      .from(documentVersions)
      .where(and(eq(documentVersions.companyId, ctx.companyId), eq(documentVersions.documentId, documentId)))
      .orderBy(desc(documentVersions.version))
      .limit(MAX_DOCUMENT_VERSIONS);
    await tx.delete(documentVersions).where(and(eq(documentVersions.companyId, ctx.companyId), eq(documentVersions.documentId, documentId), notInArray(documentVersions.id, kept)));
  }

  /** Writes a new version of a document whose row `tx` holds locked at `current`. */
  async function writeVersion(tx: Db, ctx: RequestContext, current: DocumentRow, values: { title: string; content: DocumentContent; restoredFromVersion?: number }) {
    const at = now();
    const content = storableContent(values.content);
    const version = current.version + 1;
    await tx
      .update(documents)
      .set({ title: values.title, content, html: documentHtml(content), version, updatedBy: ctx.userId, updatedAt: at })
      .where(and(eq(documents.companyId, ctx.companyId), eq(documents.id, current.id)));
    await snapshot(tx, ctx, current.id, { version, title: values.title, content, at, restoredFromVersion: values.restoredFromVersion });
  }

  return {
    /** GET /documents: the company's documents (SOPs are listed with the SOPs), the latest changed first. */
    async list(ctx: RequestContext, query: { search?: string }): Promise<{ documents: DocumentSummary[]; canEdit: boolean }> {
      const conditions = [eq(documents.companyId, ctx.companyId), eq(documents.kind, 'document')];
      if (query.search) conditions.push(ilike(documents.title, containsPattern(query.search)));
      const rows = await db
        .select(summaryColumns)
        .from(documents)
        .where(and(...conditions))
        .orderBy(desc(documents.updatedAt), asc(documents.id))
        .limit(1000);
      return { documents: rows.map(summaryView), canEdit: isLeadershipRole(ctx.role) };
    },

    templates(): DocumentTemplateSummary[] {
      return documentTemplates.map(({ id, name, description }) => ({ id, name, description }));
    },

    async create(ctx: RequestContext, input: { title?: string; templateId?: DocumentTemplateId }): Promise<Document> {
      const start = startingContent(input.templateId);
      const title = input.title ?? start.title ?? UNTITLED_DOCUMENT;
      const id = await db.transaction((tx) => insertDocument(tx, ctx, { kind: 'document', title, content: start.content }));
      return documentView(await load(db, ctx, id), ctx);
    },

    async get(ctx: RequestContext, id: string): Promise<Document> {
      return documentView(await load(db, ctx, id), ctx);
    },

    /**
     * PUT /documents/{id}: the whole document, against the version it was loaded at. A save naming an older version is
     * 409 with the document as it is now: the other person's text is not overwritten, and the screen keeps this one's.
     */
    async save(ctx: RequestContext, id: string, input: { title: string; json: DocumentContent; version: number }): Promise<Document> {
      const outcome = await db.transaction(async (tx) => {
        const current = await load(tx, ctx, id, { lock: true });
        if (current.version !== input.version) return 'stale' as const;
        await writeVersion(tx, ctx, current, { title: input.title, content: input.json });
        return 'saved' as const;
      });
      if (outcome === 'stale') throw await stale(ctx, id);
      return documentView(await load(db, ctx, id), ctx);
    },

    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const current = await load(db, ctx, id);
      if (current.kind === 'sop') throw new AppError('BUSINESS_RULE', SOP_DOCUMENT_DELETE_MESSAGE);
      await db.delete(documents).where(and(eq(documents.companyId, ctx.companyId), eq(documents.id, id)));
      return { id };
    },

    async versions(ctx: RequestContext, id: string): Promise<DocumentVersionSummary[]> {
      await load(db, ctx, id);
      const rows = await db
        .select(versionColumns)
        .from(documentVersions)
        .where(and(eq(documentVersions.companyId, ctx.companyId), eq(documentVersions.documentId, id)))
        .orderBy(desc(documentVersions.version));
      return rows.map(versionSummaryView);
    },

    async version(ctx: RequestContext, id: string, versionId: string): Promise<DocumentVersion> {
      await load(db, ctx, id);
      const [row] = await db
        .select({ ...versionColumns, json: documentVersions.content })
        .from(documentVersions)
        .where(and(eq(documentVersions.companyId, ctx.companyId), eq(documentVersions.documentId, id), eq(documentVersions.id, versionId)))
        .limit(1);
      if (!row) throw new AppError('NOT_FOUND', 'Version not found');
      return { ...versionSummaryView(row), json: row.json, html: documentHtml(row.json) };
    },

    /** Makes an older snapshot the document's newest version (the versions in between stay in the history). */
    async restore(ctx: RequestContext, id: string, versionId: string, input: { version: number }): Promise<Document> {
      const outcome = await db.transaction(async (tx) => {
        const current = await load(tx, ctx, id, { lock: true });
        const [old] = await tx
          .select({ version: documentVersions.version, title: documentVersions.title, content: documentVersions.content })
          .from(documentVersions)
          .where(and(eq(documentVersions.companyId, ctx.companyId), eq(documentVersions.documentId, id), eq(documentVersions.id, versionId)))
          .limit(1);
        if (!old) throw new AppError('NOT_FOUND', 'Version not found');
        if (current.version !== input.version) return 'stale' as const;
        await writeVersion(tx, ctx, current, { title: old.title, content: old.content, restoredFromVersion: old.version });
        return 'restored' as const;
      });
      if (outcome === 'stale') throw await stale(ctx, id);
      return documentView(await load(db, ctx, id), ctx);
    },

    /** The document as a PDF: its images drawn from the company's own uploads, dates in the company's time zone. */
    async pdf(ctx: RequestContext, id: string): Promise<{ title: string; pdf: Buffer }> {
      const current = await load(db, ctx, id);
      const sources = new Set<string>();
      const collect = (node: { type: string; attrs?: unknown; content?: unknown }) => {
        if (node.type === 'image') {
          const src = (node.attrs as { src?: string } | undefined)?.src;
          if (src && isDocumentImageUrl(src)) sources.add(src.slice(DOCUMENT_IMAGE_PATH.length));
        }
        if (Array.isArray(node.content)) for (const child of node.content) collect(child);
      };
      collect(current.json);
      const [[company], [zone], imageRows] = await Promise.all([
        db.select({ name: companies.name }).from(companies).where(eq(companies.id, ctx.companyId)),
        companyTimeZoneQuery(db, ctx.companyId),
        sources.size === 0
          ? Promise.resolve([])
          : db
              .select({ id: documentImages.id, bytes: documentImages.bytes, width: documentImages.width, height: documentImages.height })
              .from(documentImages)
              .where(and(eq(documentImages.companyId, ctx.companyId), inArray(documentImages.id, [...sources]))),
      ]);
      const exportedOn = longDate(dateIn(usableTimeZone(zone?.timeZone)));
      const pdf = await documentPdf({
        title: current.title,
        content: current.json,
        companyName: company?.name ?? '',
        footer: `${current.title} - version ${current.version} - exported ${exportedOn}`,
        images: new Map(imageRows.map(({ id: imageId, ...image }) => [`${DOCUMENT_IMAGE_PATH}${imageId}`, image])),
      });
      return { title: current.title, pdf };
    },

    /**
     * An image uploaded into a document: decoded and re-encoded (PNG or JPEG, at most 2,000 px a side), stored under
     * the SHA-256 of the company and its bytes. Uploading the same image again answers the same address.
     */
    async uploadImage(ctx: RequestContext, id: string, bytes: Buffer): Promise<DocumentImage> {
      await load(db, ctx, id);
      const image = await reencodeRaster(bytes).catch((error: unknown) => {
        if (error instanceof UndecodableImageError) throw AppError.invalidField('file', DOCUMENT_IMAGE_UNREADABLE_MESSAGE);
        throw error;
      });
      const imageId = createHash('sha256').update(ctx.companyId).update('\n').update(image.bytes).digest('hex');
      await db
        .insert(documentImages)
        .values({ id: imageId, companyId: ctx.companyId, documentId: id, contentType: image.contentType, width: image.width, height: image.height, byteSize: image.bytes.length, bytes: image.bytes, createdBy: ctx.userId })
        .onConflictDoNothing();
      return { url: `${DOCUMENT_IMAGE_PATH}${imageId}`, width: image.width, height: image.height };
    },

    /** An image by its address (public: the address is the secret). */
    async image(imageId: string): Promise<{ contentType: string; bytes: Buffer }> {
      const [row] = await db.select({ contentType: documentImages.contentType, bytes: documentImages.bytes }).from(documentImages).where(eq(documentImages.id, imageId)).limit(1);
      if (!row) throw new AppError('NOT_FOUND', 'Image not found');
      return row;
    },
  };
}

