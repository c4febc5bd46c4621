import { createHash } from 'node:crypto';
import {
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  LOGO_UNREADABLE_MESSAGE,
  logoKinds,
  withPhysicalAddress,
  type CompanyInformation,
  type LogoContentType,
  type LogoDetails,
  type LogoKind,
  type UpdateCompanyInformation,
} from '@groundwork/domain/company-information';
import { API_BASE_PATH } from '@groundwork/domain/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyInformation, companyLogos } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { fillCompanyOnRecords } from '../../lib/application-records';
import { reencodeRaster, UndecodableImageError } from '../../lib/images';
import { isSameVersion } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';
import { detectImageType, sanitizeSvg } from './logo-images';

type InformationRow = typeof companyInformation.$inferSelect;
interface LogoRow {
  id: string;
  kind: LogoKind;
  contentType: LogoContentType;
  byteSize: number;
}

export const logoUrl = (logoId: string): string => `${API_BASE_PATH}/company_information/logos/${logoId}`;

function toCompanyInformation(row: InformationRow, logos: LogoRow[]): CompanyInformation {
  const logoDetails = {} as LogoDetails;
  for (const kind of logoKinds) {
    const logo = logos.find((candidate) => candidate.kind === kind);
    logoDetails[kind] = {
      url: logo ? logoUrl(logo.id) : null,
      altText: row.logoAltTexts[kind] ?? '',
      contentType: logo?.contentType ?? null,
      byteSize: logo?.byteSize ?? null,
    };
  }
  return {
    companyDetails: row.companyDetails,
    contactDetails: row.contactDetails,
    schedulingDetails: row.schedulingDetails,
    logoDetails,
    companyPurpose: row.companyPurpose,
    companyValues: row.companyValues,
    companyMission: row.companyMission,
    companyVision: row.companyVision,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface LogoUpload {
  kind: LogoKind;
  altText: string;
  bytes: Buffer;
}

export interface ServedLogo {
  contentType: LogoContentType;
  bytes: Buffer;
}

export function createCompanyInformationService(db: Db) {
  async function load(executor: Db, companyId: string): Promise<CompanyInformation> {
    // One after the other: inside a transaction both run on its single connection anyway.
    const [row] = await executor.select().from(companyInformation).where(eq(companyInformation.companyId, companyId)).limit(1);
    const logos = await executor
      .select({ id: companyLogos.id, kind: companyLogos.kind, contentType: companyLogos.contentType, byteSize: companyLogos.byteSize })
      .from(companyLogos)
      .where(eq(companyLogos.companyId, companyId));
    // Every company gets its row when created (or at start-up for older ones), so none is a server fault.
    if (!row) throw new AppError('NOT_FOUND', 'Company information not found.');
    return toCompanyInformation(row, logos);
  }

  return {
    getCompanyInformation(ctx: RequestContext): Promise<CompanyInformation> {
      return load(db, ctx.companyId);
    },

    /** Replaces the sections sent. A save based on an older version than the stored one is refused (409). */
    async updateCompanyInformation(ctx: RequestContext, input: UpdateCompanyInformation): Promise<CompanyInformation> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(companyInformation)
          .where(eq(companyInformation.companyId, ctx.companyId))
          .for('update')
          .limit(1);
        if (!current) throw new AppError('NOT_FOUND', 'Company information not found.');
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');

        const now = new Date();
        const stamp = now.toISOString();
        const changes: Partial<typeof companyInformation.$inferInsert> = { updatedAt: now };
        if (input.companyDetails) changes.companyDetails = withPhysicalAddress(input.companyDetails);
        if (input.contactDetails) changes.contactDetails = input.contactDetails;
        if (input.schedulingDetails) changes.schedulingDetails = input.schedulingDetails;
        if (input.logoDetails) {
          const altTexts = { ...current.logoAltTexts };
          for (const kind of logoKinds) {
            const sent = input.logoDetails[kind];
            if (sent) altTexts[kind] = sent.altText;
          }
          changes.logoAltTexts = altTexts;
        }
        if (input.companyPurpose) changes.companyPurpose = { ...input.companyPurpose, lastUpdated: stamp };
        if (input.companyValues) changes.companyValues = { ...input.companyValues, lastUpdated: stamp };
        if (input.companyMission) changes.companyMission = { ...input.companyMission, lastUpdated: stamp };
        if (input.companyVision) changes.companyVision = { ...input.companyVision, lastUpdated: stamp };
        await tx.update(companyInformation).set(changes).where(eq(companyInformation.companyId, ctx.companyId));
        // The sidebar and every session show companies.name: it follows the name saved here.
        if (input.companyDetails && input.companyDetails.companyName !== current.companyDetails.companyName) {
          await tx.update(companies).set({ name: input.companyDetails.companyName, updatedAt: now }).where(eq(companies.id, ctx.companyId));
        }
        if (input.companyDetails) await fillCompanyOnRecords(tx, ctx.companyId);
        return load(tx, ctx.companyId);
      });
    },

    /**
     * Stores a logo in its slot, replacing the previous one. The type comes from the bytes; SVGs are sanitised
     * (and refused if nothing safe is left). Logos do not change `updatedAt`: an edit form open beside the upload
     * stays saveable, and a PUT never touches images.
     */
    async uploadLogo(ctx: RequestContext, upload: LogoUpload): Promise<CompanyInformation> {
      if (upload.bytes.length > LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', LOGO_TOO_LARGE_MESSAGE);
      const detected = detectImageType(upload.bytes);
      if (!detected || upload.bytes.length === 0) throw AppError.invalidField('file', LOGO_TYPE_MESSAGE);
      let bytes: Buffer;
      let contentType: LogoContentType;
      if (detected === 'image/svg+xml') {
        const sanitised = sanitizeSvg(upload.bytes);
        if (!sanitised) throw AppError.invalidField('file', 'This SVG cannot be used: it has nothing safe to draw. Export it again or upload a PNG.');
        bytes = sanitised;
        contentType = detected;
      } else {
        // Every pixel is decoded and encoded afresh: a damaged or oversized image is refused here, not met later by
        // a PDF or an e-mail.
        const image = await reencodeRaster(upload.bytes).catch((error: unknown) => {
          if (error instanceof UndecodableImageError) throw AppError.invalidField('file', LOGO_UNREADABLE_MESSAGE);
          throw error;
        });
        bytes = image.bytes;
        contentType = image.contentType;
      }
      const id = createHash('sha256').update(ctx.companyId).update('\0').update(upload.kind).update('\0').update(bytes).digest('hex');
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ logoAltTexts: companyInformation.logoAltTexts })
          .from(companyInformation)
          .where(eq(companyInformation.companyId, ctx.companyId))
          .for('update')
          .limit(1);
        if (!current) throw new AppError('NOT_FOUND', 'Company information not found.');
        await tx.delete(companyLogos).where(and(eq(companyLogos.companyId, ctx.companyId), eq(companyLogos.kind, upload.kind)));
        await tx.insert(companyLogos).values({
          id,
          companyId: ctx.companyId,
          kind: upload.kind,
          contentType,
          byteSize: bytes.length,
          bytes,
        });
        await tx
          .update(companyInformation)
          .set({ logoAltTexts: { ...current.logoAltTexts, [upload.kind]: upload.altText } })
          .where(eq(companyInformation.companyId, ctx.companyId));
        return load(tx, ctx.companyId);
      });
    },

    /** Removes the logo in a slot (its old address stops answering). Removing an empty slot is not an error. */
    async deleteLogo(ctx: RequestContext, kind: LogoKind): Promise<CompanyInformation> {
      await db.delete(companyLogos).where(and(eq(companyLogos.companyId, ctx.companyId), eq(companyLogos.kind, kind)));
      return load(db, ctx.companyId);
    },

    /** A logo by its address, for <img> tags (no session). Unknown addresses are 404. */
    async getLogo(logoId: string): Promise<ServedLogo> {
      const [logo] = await db
        .select({ contentType: companyLogos.contentType, bytes: companyLogos.bytes })
        .from(companyLogos)
        .where(eq(companyLogos.id, logoId))
        .limit(1);
      if (!logo) throw new AppError('NOT_FOUND');
      return logo;
    },
  };
}
