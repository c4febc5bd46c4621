import type { EstimateDetail } from '@groundwork/domain/estimates';
import { leadStatusLabels, type LeadStatus } from '@groundwork/domain/leads';
import { addDays } from '@groundwork/domain/shared';
import {
  DEFAULT_PROPOSAL_VALID_DAYS,
  PROPOSAL_ALREADY_ANSWERED_MESSAGE,
  PROPOSAL_EXPIRED_MESSAGE,
  PROPOSAL_LINK_INVALID_MESSAGE,
  PROPOSAL_NOT_SENDABLE_MESSAGE,
  proposalFileName,
  proposalLines,
  proposalTerms,
  type EstimateActivity,
  type ProposalResponseKind,
  type PublicProposal,
  type sendProposalInputSchema,
} from '@groundwork/domain/proposals';
import { and, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  companyInformation,
  customerProperties,
  customers,
  estimateActivities,
  estimates,
  leads,
  proposalLinks,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { dateIn, endOfDayIn, longDate, usableTimeZone } from '../../lib/dates';
import { addActivity, refreshLeadListRows } from '../../lib/clients';
import { recordEstimateActivity, userActorName } from '../../lib/estimate-activity';
import { readEstimateDetail } from '../../lib/estimate-view';
import { isSameVersion } from '../../lib/stale-write';
import type { Mailer } from '../../plugins/mail';
import type { RequestContext } from '../../plugins/auth';
import { addressLines, companyFacts, mainLogo, pdfLogo, type CompanyLogo } from '../../lib/public-company';
import { estimateEventData, publishEvent } from '../../lib/webhook-events';
import { proposalAnsweredEmail, proposalEmail } from './proposal-emails';
import { renderProposalPdf } from './proposal-pdf';

export type SendProposalValues = z.output<typeof sendProposalInputSchema>;
type EstimateRow = typeof estimates.$inferSelect;
type LinkRow = typeof proposalLinks.$inferSelect;

/** Who answers through a public link: recorded with an approval. */
export interface ClientRequestInfo {
  ipAddress: string;
  userAgent: string;
}

export interface ProposalPdf {
  number: number;
  pdf: Buffer;
}

export type ProposalLogo = CompanyLogo;

const SENDABLE = new Set<EstimateRow['status']>(['draft', 'sent', 'changes_requested']);
const ANSWER_KINDS = ['approved', 'declined', 'changes_requested'] as const;
/** A token is 32 random bytes in base64url: 43 characters. Anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const VIEW_RECORD_INTERVAL_MS = 60 * 60_000;

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
const estimateNotFound = () => new AppError('NOT_FOUND', 'Estimate not found.');
const linkInvalid = () => new AppError('NOT_FOUND', PROPOSAL_LINK_INVALID_MESSAGE);
const bumped = (updatedAt: Date) => new Date(Math.max(Date.now(), updatedAt.getTime() + 1));

async function clientFacts(executor: Db, row: EstimateRow) {
  if (row.clientType === 'customer') {
    const [customer] = await executor
      .select()
      .from(customers)
      .where(and(eq(customers.companyId, row.companyId), eq(customers.id, row.clientId)))
      .limit(1);
    const [property] = row.propertyId
      ? await executor
          .select()
          .from(customerProperties)
          .where(and(eq(customerProperties.companyId, row.companyId), eq(customerProperties.id, row.propertyId)))
          .limit(1)
      : [];
    return {
      client: { name: customer?.displayName ?? '', addressLines: customer ? addressLines(customer) : [] },
      property: property ? { name: property.name, addressLines: addressLines(property) } : null,
    };
  }
  const [lead] = await executor
    .select()
    .from(leads)
    .where(and(eq(leads.companyId, row.companyId), eq(leads.id, row.clientId)))
    .limit(1);
  return {
    client: { name: lead?.displayName ?? '', addressLines: lead ? addressLines(lead) : [] },
    property: lead?.property ? { name: lead.property.name, addressLines: addressLines(lead.property.address) } : null,
  };
}

/** The client's latest answer given after `since` (through a link: no user did it). */
async function latestResponse(executor: Db, row: EstimateRow, since: Date | null): Promise<PublicProposal['response']> {
  const [answer] = await executor
    .select()
    .from(estimateActivities)
    .where(
      and(
        eq(estimateActivities.companyId, row.companyId),
        eq(estimateActivities.estimateId, row.id),
        inArray(estimateActivities.kind, [...ANSWER_KINDS]),
        isNull(estimateActivities.actorUserId),
        since ? gte(estimateActivities.at, since) : undefined,
      ),
    )
    .orderBy(desc(estimateActivities.at))
    .limit(1);
  if (!answer) return null;
  const kind = answer.kind as ProposalResponseKind;
  return {
    kind,
    name: kind === 'approved' ? answer.actorName : null,
    message: kind === 'approved' ? null : answer.detail,
    at: answer.at.toISOString(),
  };
}

async function latestSentAt(executor: Db, row: EstimateRow): Promise<Date | null> {
  const [sent] = await executor
    .select({ at: estimateActivities.at })
    .from(estimateActivities)
    .where(and(eq(estimateActivities.companyId, row.companyId), eq(estimateActivities.estimateId, row.id), eq(estimateActivities.kind, 'sent')))
    .orderBy(desc(estimateActivities.at))
    .limit(1);
  return sent?.at ?? null;
}

interface ProposalFacts {
  proposal: PublicProposal;
  timeZone: string;
  logoType: string | null;
  issuedOn: string;
}

/** Everything the client sees of an estimate, and nothing more: no ids, costs, hours, markups or margins. */
async function proposalFacts(executor: Db, row: EstimateRow, sentAt: Date | null): Promise<ProposalFacts> {
  const company = await companyFacts(executor, row.companyId);
  const { client, property } = await clientFacts(executor, row);
  const response = await latestResponse(executor, row, sentAt);
  const today = dateIn(company.timeZone);
  return {
    timeZone: company.timeZone,
    logoType: company.logoType,
    issuedOn: sentAt ? dateIn(company.timeZone, sentAt) : today,
    proposal: {
      number: row.number,
      status: row.status,
      company: company.company,
      client,
      property,
      description: row.description,
      lines: proposalLines(row.items, row.proposalDetail),
      subtotal: row.totals.subtotal,
      tax: row.totals.tax,
      taxRatePercent: Number(row.taxRatePercent),
      taxRateName: row.taxRateName,
      total: row.totals.grandTotal,
      terms: proposalTerms(row.terms),
      expiresOn: row.expiryDate ?? addDays(today, DEFAULT_PROPOSAL_VALID_DAYS),
      sentAt: sentAt?.toISOString() ?? null,
      response,
    },
  };
}

async function pdfOf(executor: Db, facts: ProposalFacts, companyId: string, log: FastifyBaseLogger): Promise<ProposalPdf> {
  const logo = await pdfLogo(executor, companyId, facts.logoType, log);
  const pdf = await renderProposalPdf({ proposal: facts.proposal, issuedOn: facts.issuedOn, logo, timeZone: facts.timeZone });
  return { number: facts.proposal.number, pdf };
}

/**
 * Sending a lead its proposal takes a new or contacted lead to 'Estimate sent' in its pipeline, with a line in the
 * lead's activity; a lead already further on (or won, or lost) is left where it is.
 */
async function leadEstimateSent(tx: Db, ctx: RequestContext, leadId: string, number: number, at: Date): Promise<void> {
  const earlier: LeadStatus[] = ['new', 'contacted'];
  const [lead] = await tx
    .select({ status: leads.status })
    .from(leads)
    .where(and(eq(leads.companyId, ctx.companyId), eq(leads.id, leadId), inArray(leads.status, earlier)))
    .for('update')
    .limit(1);
  if (!lead) return;
  await tx
    .update(leads)
    .set({ status: 'estimate_sent', updatedAt: at })
    .where(and(eq(leads.companyId, ctx.companyId), eq(leads.id, leadId)));
  // The leads list shows the status: its row is rewritten (and its version raised) like any edit of the lead.
  await refreshLeadListRows(tx, ctx.companyId, [leadId]);
  await addActivity(tx, {
    companyId: ctx.companyId,
    clientType: 'lead',
    clientId: leadId,
    kind: 'edited',
    text: `Status changed from ${leadStatusLabels[lead.status]} to ${leadStatusLabels.estimate_sent} (proposal #${number} sent)`,
    createdBy: ctx.userId,
    createdAt: at,
  });
}

export function createProposalsService({ db, mail, publicUrl, log }: { db: Db; mail: Mailer; publicUrl: string; log: FastifyBaseLogger }) {
  async function companyEstimate(executor: Db, companyId: string, id: string, lock = false): Promise<EstimateRow> {
    const query = executor
      .select()
      .from(estimates)
      .where(and(eq(estimates.companyId, companyId), eq(estimates.id, id)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw estimateNotFound();
    return row;
  }

  /**
   * The live link a token names and its estimate. Unknown, revoked and expired links (past expires_at, or past the
   * end of the estimate's expiry day in the company's zone) and estimates taken back to draft all answer 404.
   */
  async function openLink(executor: Db, token: string, lock = false): Promise<{ link: LinkRow; estimate: EstimateRow; timeZone: string }> {
    if (!TOKEN_PATTERN.test(token)) throw linkInvalid();
    const findLink = () => executor.select().from(proposalLinks).where(eq(proposalLinks.tokenHash, sha256(token))).limit(1);
    const [link] = await findLink();
    if (!link || link.revokedAt || link.expiresAt.getTime() <= Date.now()) throw linkInvalid();
    const estimate = await companyEstimate(executor, link.companyId, link.estimateId, lock).catch((error: unknown) => {
      throw error instanceof AppError ? linkInvalid() : error;
    });
    if (lock) {
      // The estimate row is locked first, as sending does, so a re-send that revoked this link is seen here.
      const [current] = await findLink();
      if (!current || current.revokedAt) throw linkInvalid();
    }
    const [info] = await executor
      .select({ details: companyInformation.companyDetails })
      .from(companyInformation)
      .where(eq(companyInformation.companyId, link.companyId))
      .limit(1);
    const timeZone = usableTimeZone(info?.details.timeZone);
    if (estimate.status === 'draft') throw linkInvalid();
    if (estimate.expiryDate && estimate.expiryDate < dateIn(timeZone)) throw linkInvalid();
    return { link, estimate, timeZone };
  }

  async function notifyCreator(row: EstimateRow, kind: ProposalResponseKind, signedName: string | null, message: string | null) {
    if (!row.createdBy) return;
    const [creator] = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.companyId, row.companyId), eq(users.id, row.createdBy)))
      .limit(1);
    if (!creator) return;
    const { client } = await clientFacts(db, row);
    const link = `${publicUrl}/estimates/${row.id}`;
    await mail.send({
      companyId: row.companyId,
      to: creator.email,
      link,
      ...proposalAnsweredEmail({ number: row.number, kind, clientName: client.name, signedName, message, link }),
    });
  }

  /** Moves a sent proposal to the client's answer and records it; only a sent proposal can be answered. */
  async function answer(
    token: string,
    kind: ProposalResponseKind,
    values: { actorName: string; detail: string; signedName: string | null; message: string | null },
    client: ClientRequestInfo,
  ): Promise<PublicProposal> {
    const { row, link } = await db.transaction(async (tx) => {
      const opened = await openLink(tx, token, true);
      if (opened.estimate.status !== 'sent') throw new AppError('BUSINESS_RULE', PROPOSAL_ALREADY_ANSWERED_MESSAGE);
      const [updated] = await tx
        .update(estimates)
        .set({ status: kind, updatedAt: bumped(opened.estimate.updatedAt) })
        .where(and(eq(estimates.companyId, opened.estimate.companyId), eq(estimates.id, opened.estimate.id)))
        .returning();
      await recordEstimateActivity(tx, {
        companyId: opened.estimate.companyId,
        estimateId: opened.estimate.id,
        kind,
        actorName: values.actorName,
        detail: values.detail,
        ipAddress: client.ipAddress,
        userAgent: client.userAgent,
      });
      if (kind === 'approved') await publishEvent(tx, updated!.companyId, 'estimate.approved', estimateEventData(updated!, 'client'));
      return { row: updated!, link: opened.link };
    });
    await notifyCreator(row, kind, values.signedName, values.message);
    return (await proposalFacts(db, row, link.createdAt)).proposal;
  }

  return {
    /**
     * Sends the proposal: a new link (older ones revoked) valid to the end of the expiry day (set to today + 30 days
     * when blank), an e-mail to the client, status sent. From draft, changes requested, or sent (a re-send).
     */
    async send(ctx: RequestContext, id: string, input: SendProposalValues): Promise<EstimateDetail> {
      const company = await companyFacts(db, ctx.companyId);
      const token = randomBytes(32).toString('base64url');
      const row = await db.transaction(async (tx) => {
        const current = await companyEstimate(tx, ctx.companyId, id, true);
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
        if (!SENDABLE.has(current.status) || current.items.length === 0) throw new AppError('BUSINESS_RULE', PROPOSAL_NOT_SENDABLE_MESSAGE);
        const today = dateIn(company.timeZone);
        const expiryDate = current.expiryDate ?? addDays(today, DEFAULT_PROPOSAL_VALID_DAYS);
        if (expiryDate < today)
          throw new AppError('BUSINESS_RULE', PROPOSAL_EXPIRED_MESSAGE, { fieldErrors: { expiryDate: [PROPOSAL_EXPIRED_MESSAGE] } });
        const now = new Date();
        await tx
          .update(proposalLinks)
          .set({ revokedAt: now })
          .where(and(eq(proposalLinks.companyId, ctx.companyId), eq(proposalLinks.estimateId, id), isNull(proposalLinks.revokedAt)));
        await tx.insert(proposalLinks).values({
          companyId: ctx.companyId,
          estimateId: id,
          tokenHash: sha256(token),
          expiresAt: endOfDayIn(expiryDate, company.timeZone),
          createdAt: now,
        });
        const [updated] = await tx
          .update(estimates)
          .set({ status: 'sent', expiryDate, updatedAt: bumped(current.updatedAt) })
          .where(and(eq(estimates.companyId, ctx.companyId), eq(estimates.id, id)))
          .returning();
        if (current.clientType === 'lead') await leadEstimateSent(tx, ctx, current.clientId, current.number, now);
        await recordEstimateActivity(tx, {
          companyId: ctx.companyId,
          estimateId: id,
          kind: 'sent',
          actorUserId: ctx.userId,
          actorName: await userActorName(tx, ctx.companyId, ctx.userId),
          detail: `Sent to ${input.to}`,
          at: now,
        });
        return updated!;
      });
      // After the commit: the outbox write uses the pool (PGlite has one connection, held by the transaction).
      const { client } = await clientFacts(db, row);
      const link = `${publicUrl}/proposal/${token}`;
      const { pdf } = await pdfOf(db, await proposalFacts(db, row, await latestSentAt(db, row)), ctx.companyId, log);
      const attachment = proposalFileName(row.number);
      await mail.send({
        companyId: ctx.companyId,
        to: input.to,
        link,
        attachments: [{ filename: attachment, content: pdf, contentType: 'application/pdf' }],
        ...proposalEmail({
          attachment,
          number: row.number,
          companyName: company.company.name,
          clientName: client.name,
          message: input.message,
          total: row.totals.grandTotal,
          validUntil: longDate(row.expiryDate!),
          link,
        }),
      });
      return readEstimateDetail(db, ctx.companyId, id);
    },

    /** The proposal PDF of any estimate of the company (a draft prints with today's date and a 30-day validity). */
    async internalPdf(ctx: RequestContext, id: string): Promise<ProposalPdf> {
      const row = await companyEstimate(db, ctx.companyId, id);
      const sentAt = row.status === 'draft' ? null : await latestSentAt(db, row);
      return pdfOf(db, await proposalFacts(db, row, sentAt), ctx.companyId, log);
    },

    async activity(ctx: RequestContext, id: string): Promise<EstimateActivity[]> {
      await companyEstimate(db, ctx.companyId, id);
      const rows = await db
        .select()
        .from(estimateActivities)
        .where(and(eq(estimateActivities.companyId, ctx.companyId), eq(estimateActivities.estimateId, id)))
        .orderBy(desc(estimateActivities.at), desc(estimateActivities.id));
      return rows.map((row) => ({ id: row.id, kind: row.kind, at: row.at.toISOString(), actorName: row.actorName, detail: row.detail }));
    },

    /** The public proposal; the first view of each hour is recorded. */
    async view(token: string, client: ClientRequestInfo): Promise<PublicProposal> {
      const { link, estimate } = await openLink(db, token);
      const since = new Date(Math.max(Date.now() - VIEW_RECORD_INTERVAL_MS, link.createdAt.getTime()));
      const [recent] = await db
        .select({ id: estimateActivities.id })
        .from(estimateActivities)
        .where(
          and(
            eq(estimateActivities.companyId, estimate.companyId),
            eq(estimateActivities.estimateId, estimate.id),
            eq(estimateActivities.kind, 'viewed'),
            gte(estimateActivities.at, since),
          ),
        )
        .limit(1);
      if (!recent)
        await recordEstimateActivity(db, {
          companyId: estimate.companyId,
          estimateId: estimate.id,
          kind: 'viewed',
          actorName: 'Client',
          ipAddress: client.ipAddress,
          userAgent: client.userAgent,
        });
      return (await proposalFacts(db, estimate, link.createdAt)).proposal;
    },

    async pdf(token: string): Promise<ProposalPdf> {
      const { link, estimate } = await openLink(db, token);
      return pdfOf(db, await proposalFacts(db, estimate, link.createdAt), estimate.companyId, log);
    },

    /** The company's main logo, only to someone holding a live link. */
    async logo(token: string): Promise<ProposalLogo> {
      const { estimate } = await openLink(db, token);
      const logo = await mainLogo(db, estimate.companyId);
      if (!logo) throw new AppError('NOT_FOUND', 'Logo not found.');
      return logo;
    },

    approve(token: string, input: { fullName: string }, client: ClientRequestInfo): Promise<PublicProposal> {
      return answer(
        token,
        'approved',
        { actorName: input.fullName, detail: `Signed online as "${input.fullName}" from ${client.ipAddress}`, signedName: input.fullName, message: null },
        client,
      );
    },

    decline(token: string, input: { reason: string }, client: ClientRequestInfo): Promise<PublicProposal> {
      return answer(token, 'declined', { actorName: 'Client', detail: input.reason, signedName: null, message: input.reason }, client);
    },

    requestChanges(token: string, input: { message: string }, client: ClientRequestInfo): Promise<PublicProposal> {
      return answer(token, 'changes_requested', { actorName: 'Client', detail: input.message, signedName: null, message: input.message }, client);
    },
  };
}
