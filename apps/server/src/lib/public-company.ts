import type { PublicProposal } from '@groundwork/domain/proposals';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, companyInformation, companyLogos } from '../db/schema';
import { usableTimeZone } from './dates';
import { type DecodedImage, reencodeRaster } from './images';

/*
 * What a client sees of the company on a public page or PDF (a proposal, an invoice): its name, contacts, address,
 * whether it has a logo, and its time zone. Nothing internal.
 */

export interface AddressParts {
  street?: string;
  street2?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  country?: string;
}

/** "4521 Bryant Ave S", "Minneapolis, MN 55419" (the country only when it is not the United States). */
export function addressLines(address: AddressParts): string[] {
  const cityLine = [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const country = address.country && address.country !== 'United States' ? address.country : '';
  return [address.street, address.street2, cityLine, country].filter((line): line is string => Boolean(line?.trim()));
}

/** The company as its clients see it, with its zone and the logo's type (null without one). */
export interface CompanyFacts {
  timeZone: string;
  company: PublicProposal['company'];
  logoType: string | null;
}

export async function companyFacts(executor: Db, companyId: string): Promise<CompanyFacts> {
  const [company] = await executor.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
  const [info] = await executor
    .select({ details: companyInformation.companyDetails })
    .from(companyInformation)
    .where(eq(companyInformation.companyId, companyId))
    .limit(1);
  const [logo] = await executor
    .select({ contentType: companyLogos.contentType })
    .from(companyLogos)
    .where(and(eq(companyLogos.companyId, companyId), eq(companyLogos.kind, 'mainLogo')))
    .limit(1);
  const details = info?.details;
  const timeZone = usableTimeZone(details?.timeZone);
  return {
    timeZone,
    logoType: logo?.contentType ?? null,
    company: {
      name: details?.companyDisplayName || details?.companyName || company?.name || '',
      phone: details?.officePhone ?? '',
      email: details?.companyEmail ?? '',
      website: details?.website ?? '',
      addressLines: details
        ? addressLines({ street: details.address, city: details.city, state: details.state, zipCode: details.zipCode, country: details.country })
        : [],
      hasLogo: Boolean(logo),
      timeZone,
    },
  };
}

/** The company's main logo as stored. */
export interface CompanyLogo {
  contentType: string;
  bytes: Buffer;
}

/** Opened on its own, a stored logo (an SVG too) can run nothing and load nothing; nor is it sniffed as anything else. */
export const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** The company's logo through a client's link (a proposal's, an invoice's): the browser keeps it a few minutes. */
export function sendLinkLogo(reply: FastifyReply, logo: CompanyLogo): FastifyReply {
  return reply
    .header('Content-Type', logo.contentType)
    .header('Cache-Control', 'private, max-age=300')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', LOGO_CSP)
    .header('Content-Disposition', 'inline')
    .send(logo.bytes);
}

export async function mainLogo(executor: Db, companyId: string): Promise<CompanyLogo | null> {
  const [logo] = await executor
    .select({ contentType: companyLogos.contentType, bytes: companyLogos.bytes })
    .from(companyLogos)
    .where(and(eq(companyLogos.companyId, companyId), eq(companyLogos.kind, 'mainLogo')))
    .limit(1);
  return logo ?? null;
}

/**
 * The logo as the PDF draws it: decoded and encoded afresh, so that a stored image the PDF library cannot read (one
 * uploaded before uploads were re-encoded, say) is left out and logged instead of failing — or crashing — the draw.
 */
export async function drawableLogo(logo: CompanyLogo | null, log: FastifyBaseLogger): Promise<DecodedImage | null> {
  if (!logo) return null;
  try {
    return await reencodeRaster(logo.bytes, { maxSide: 480 });
  } catch (error) {
    log.warn({ err: error }, 'the company logo could not be decoded; the PDF is drawn without it');
    return null;
  }
}

/** The logo a PDF can draw: only raster types are looked up, then decoded afresh (drawableLogo). */
export async function pdfLogo(executor: Db, companyId: string, logoType: string | null, log: FastifyBaseLogger): Promise<DecodedImage | null> {
  const raster = logoType === 'image/png' || logoType === 'image/jpeg' || logoType === 'image/webp';
  return drawableLogo(raster ? await mainLogo(executor, companyId) : null, log);
}
