import { isLeadershipRole } from '@groundwork/domain/auth';
import {
  campaignResultsWindow,
  costPer,
  isContentLate,
  marketingMessages,
  returnOnSpend,
  sumAmounts,
  type Campaign,
  type CampaignFields,
  type CampaignList,
  type CampaignResults,
  type ContentFields,
  type ContentList,
  type ContentPiece,
} from '@groundwork/domain/marketing';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { marketingCampaigns, marketingChannels, marketingChannelSources, marketingContent, services, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { now } from '../../lib/clients';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { dateIn, usableTimeZone } from '../../lib/dates';
import { unchangedSince } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';
import { sourceWins } from './marketing-figures';

/** The campaign calendar and the content schedule (docs/business-development.md, "Campaign calendar", "Content strategy"). */

const campaignColumns = {
  id: marketingCampaigns.id,
  name: marketingCampaigns.name,
  channelId: marketingCampaigns.channelId,
  channelName: marketingChannels.name,
  budget: marketingCampaigns.budget,
  serviceId: marketingCampaigns.serviceId,
  serviceName: sql<string | null>`(select s.name from services s where s.id = ${marketingCampaigns.serviceId})`,
  startDate: marketingCampaigns.startDate,
  endDate: marketingCampaigns.endDate,
  status: marketingCampaigns.status,
  notes: marketingCampaigns.notes,
  createdAt: marketingCampaigns.createdAt,
  updatedAt: marketingCampaigns.updatedAt,
};
type CampaignRow = {
  id: string;
  name: string;
  channelId: string;
  channelName: string;
  budget: string;
  serviceId: string | null;
  serviceName: string | null;
  startDate: string;
  endDate: string;
  status: Campaign['status'];
  notes: string;
  createdAt: Date;
  updatedAt: Date;
};

const contentColumns = {
  id: marketingContent.id,
  title: marketingContent.title,
  topic: marketingContent.topic,
  format: marketingContent.format,
  publishOn: marketingContent.publishOn,
  ownerUserId: marketingContent.ownerUserId,
  ownerName: sql<string | null>`(select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) from users u where u.id = ${marketingContent.ownerUserId})`,
  status: marketingContent.status,
  notes: marketingContent.notes,
  createdAt: marketingContent.createdAt,
  updatedAt: marketingContent.updatedAt,
};

export function createCampaignsService(db: Db) {
  async function clock(companyId: string): Promise<{ timeZone: string; today: string }> {
    const [row] = await companyTimeZoneQuery(db, companyId);
    const timeZone = usableTimeZone(row?.timeZone);
    return { timeZone, today: dateIn(timeZone) };
  }

  /** Each campaign that has started: its channel's leads and won estimates in its dates (to today while it runs). */
  async function campaignViews(companyId: string, rows: CampaignRow[]): Promise<Campaign[]> {
    const { timeZone, today } = await clock(companyId);
    const ties = await db
      .select({ channelId: marketingChannelSources.channelId, leadSourceId: marketingChannelSources.leadSourceId })
      .from(marketingChannelSources)
      .where(eq(marketingChannelSources.companyId, companyId));
    const sourcesOf = (channelId: string) => ties.filter((tie) => tie.channelId === channelId).map((tie) => tie.leadSourceId);
    return Promise.all(
      rows.map(async (row): Promise<Campaign> => {
        const window = campaignResultsWindow(row, today);
        let results: CampaignResults | null = null;
        if (window) {
          const wins = await sourceWins(db, companyId, timeZone, window, sourcesOf(row.channelId));
          const budget = Number(row.budget);
          results = { ...window, ...wins, costPerLead: costPer(budget, wins.leads), returnPercent: returnOnSpend(wins.wonValue, budget) };
        }
        return {
          id: row.id,
          name: row.name,
          channelId: row.channelId,
          channelName: row.channelName,
          budget: Number(row.budget),
          serviceId: row.serviceId,
          serviceName: row.serviceName,
          startDate: row.startDate,
          endDate: row.endDate,
          status: row.status,
          notes: row.notes,
          results,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        };
      }),
    );
  }

  function campaignQuery(companyId: string) {
    return db
      .select(campaignColumns)
      .from(marketingCampaigns)
      .innerJoin(marketingChannels, and(eq(marketingChannels.companyId, marketingCampaigns.companyId), eq(marketingChannels.id, marketingCampaigns.channelId)))
      .where(eq(marketingCampaigns.companyId, companyId))
      .$dynamic();
  }

  async function loadCampaign(companyId: string, id: string): Promise<Campaign> {
    const rows = (await campaignQuery(companyId).where(and(eq(marketingCampaigns.companyId, companyId), eq(marketingCampaigns.id, id)))) as CampaignRow[];
    if (rows.length === 0) throw new AppError('NOT_FOUND', marketingMessages.campaignNotFound);
    return (await campaignViews(companyId, rows))[0]!;
  }

  /** The channel and the service a campaign names must be the company's: 404 on the field otherwise. */
  async function checkCampaignRefs(companyId: string, input: CampaignFields): Promise<void> {
    const [channel] = await db
      .select({ id: marketingChannels.id })
      .from(marketingChannels)
      .where(and(eq(marketingChannels.companyId, companyId), eq(marketingChannels.id, input.channelId)));
    if (!channel) throw new AppError('NOT_FOUND', marketingMessages.channelNotFound, { fieldErrors: { channelId: [marketingMessages.channelNotFound] } });
    if (input.serviceId) {
      const [service] = await db.select({ id: services.id }).from(services).where(and(eq(services.companyId, companyId), eq(services.id, input.serviceId)));
      if (!service) throw new AppError('NOT_FOUND', marketingMessages.serviceNotFound, { fieldErrors: { serviceId: [marketingMessages.serviceNotFound] } });
    }
  }

  const campaignValues = (input: CampaignFields) => ({
    name: input.name,
    channelId: input.channelId,
    budget: input.budget.toFixed(2),
    serviceId: input.serviceId,
    startDate: input.startDate,
    endDate: input.endDate,
    status: input.status,
    notes: input.notes,
  });

  async function checkOwner(companyId: string, userId: string | null): Promise<void> {
    if (!userId) return;
    const [found] = await db.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), eq(users.id, userId)));
    if (!found) throw new AppError('NOT_FOUND', marketingMessages.personNotFound, { fieldErrors: { ownerUserId: [marketingMessages.personNotFound] } });
  }

  async function loadPiece(companyId: string, id: string, today: string): Promise<ContentPiece> {
    const [row] = await db
      .select(contentColumns)
      .from(marketingContent)
      .where(and(eq(marketingContent.companyId, companyId), eq(marketingContent.id, id)));
    if (!row) throw new AppError('NOT_FOUND', marketingMessages.contentNotFound);
    return pieceView(row, today);
  }

  function pieceView(row: Omit<ContentPiece, 'late' | 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date }, today: string): ContentPiece {
    return { ...row, late: isContentLate(row, today), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
  }

  const contentValues = (input: ContentFields) => ({
    title: input.title,
    topic: input.topic,
    format: input.format,
    publishOn: input.publishOn,
    ownerUserId: input.ownerUserId,
    status: input.status,
    notes: input.notes,
  });

  return {
    /** The campaigns running at some point of `year` (this year by default), by start date, with their results. */
    async campaigns(ctx: RequestContext, yearAsked: number | undefined): Promise<CampaignList> {
      const { companyId } = ctx;
      const { today } = await clock(companyId);
      const year = yearAsked ?? Number(today.slice(0, 4));
      const [rows, channels, serviceRows] = await Promise.all([
        campaignQuery(companyId)
          .where(and(eq(marketingCampaigns.companyId, companyId), sql`${marketingCampaigns.startDate} <= ${`${year}-12-31`}::date and ${marketingCampaigns.endDate} >= ${`${year}-01-01`}::date`))
          .orderBy(asc(marketingCampaigns.startDate), asc(marketingCampaigns.name)),
        db.select({ id: marketingChannels.id, name: marketingChannels.name }).from(marketingChannels).where(eq(marketingChannels.companyId, companyId)).orderBy(asc(sql`lower(${marketingChannels.name})`)),
        db
          .select({ id: services.id, name: services.name })
          .from(services)
          .where(and(eq(services.companyId, companyId), eq(services.archived, false)))
          .orderBy(asc(sql`lower(${services.name})`)),
      ]);
      const campaigns = await campaignViews(companyId, rows as CampaignRow[]);
      return {
        year,
        today,
        campaigns,
        budgetTotal: sumAmounts(campaigns.filter((campaign) => campaign.status !== 'cancelled').map((campaign) => campaign.budget)),
        options: { channels, services: serviceRows },
        canEdit: isLeadershipRole(ctx.role),
      };
    },

    async createCampaign(ctx: RequestContext, input: CampaignFields): Promise<Campaign> {
      await checkCampaignRefs(ctx.companyId, input);
      const at = now();
      const [row] = await db
        .insert(marketingCampaigns)
        .values({ companyId: ctx.companyId, ...campaignValues(input), createdAt: at, updatedAt: at })
        .returning({ id: marketingCampaigns.id });
      return loadCampaign(ctx.companyId, row!.id);
    },

    async updateCampaign(ctx: RequestContext, id: string, input: CampaignFields): Promise<Campaign> {
      const ofCampaign = and(eq(marketingCampaigns.companyId, ctx.companyId), eq(marketingCampaigns.id, id));
      const [existing] = await db.select({ id: marketingCampaigns.id }).from(marketingCampaigns).where(ofCampaign);
      if (!existing) throw new AppError('NOT_FOUND', marketingMessages.campaignNotFound);
      await checkCampaignRefs(ctx.companyId, input);
      const [updated] = await db
        .update(marketingCampaigns)
        .set({ ...campaignValues(input), updatedAt: now() })
        .where(and(ofCampaign, unchangedSince(marketingCampaigns.updatedAt, input.updatedAt)))
        .returning({ id: marketingCampaigns.id });
      if (!updated) throw new AppError('CONFLICT', marketingMessages.staleCampaign);
      return loadCampaign(ctx.companyId, id);
    },

    async deleteCampaign(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const [deleted] = await db
        .delete(marketingCampaigns)
        .where(and(eq(marketingCampaigns.companyId, ctx.companyId), eq(marketingCampaigns.id, id)))
        .returning({ id: marketingCampaigns.id });
      if (!deleted) throw new AppError('NOT_FOUND', marketingMessages.campaignNotFound);
      return deleted;
    },

    /** Every piece: dated ones by their day, then the ideas without one; topics by how many pieces they have. */
    async content(ctx: RequestContext): Promise<ContentList> {
      const { companyId } = ctx;
      const { today } = await clock(companyId);
      const [rows, people] = await Promise.all([
        db
          .select(contentColumns)
          .from(marketingContent)
          .where(eq(marketingContent.companyId, companyId))
          .orderBy(sql`${marketingContent.publishOn} asc nulls last`, asc(marketingContent.createdAt)),
        db
          .select({ id: users.id, name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})` })
          .from(users)
          .where(eq(users.companyId, companyId))
          .orderBy(asc(users.firstName), asc(users.lastName)),
      ]);
      const pieces = rows.map((row) => pieceView(row, today));
      const topics = new Map<string, number>();
      for (const piece of pieces) if (piece.topic !== '') topics.set(piece.topic, (topics.get(piece.topic) ?? 0) + 1);
      return {
        today,
        pieces,
        topics: [...topics.entries()].map(([topic, count]) => ({ topic, pieces: count })).sort((a, b) => b.pieces - a.pieces || a.topic.localeCompare(b.topic)),
        people,
        canEdit: isLeadershipRole(ctx.role),
      };
    },

    async createPiece(ctx: RequestContext, input: ContentFields): Promise<ContentPiece> {
      await checkOwner(ctx.companyId, input.ownerUserId);
      const at = now();
      const [row] = await db
        .insert(marketingContent)
        .values({ companyId: ctx.companyId, ...contentValues(input), createdAt: at, updatedAt: at })
        .returning({ id: marketingContent.id });
      return loadPiece(ctx.companyId, row!.id, (await clock(ctx.companyId)).today);
    },

    async updatePiece(ctx: RequestContext, id: string, input: ContentFields): Promise<ContentPiece> {
      const ofPiece = and(eq(marketingContent.companyId, ctx.companyId), eq(marketingContent.id, id));
      const [existing] = await db.select({ id: marketingContent.id }).from(marketingContent).where(ofPiece);
      if (!existing) throw new AppError('NOT_FOUND', marketingMessages.contentNotFound);
      await checkOwner(ctx.companyId, input.ownerUserId);
      const [updated] = await db
        .update(marketingContent)
        .set({ ...contentValues(input), updatedAt: now() })
        .where(and(ofPiece, unchangedSince(marketingContent.updatedAt, input.updatedAt)))
        .returning({ id: marketingContent.id });
      if (!updated) throw new AppError('CONFLICT', marketingMessages.staleContent);
      return loadPiece(ctx.companyId, id, (await clock(ctx.companyId)).today);
    },

    async deletePiece(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const [deleted] = await db
        .delete(marketingContent)
        .where(and(eq(marketingContent.companyId, ctx.companyId), eq(marketingContent.id, id)))
        .returning({ id: marketingContent.id });
      if (!deleted) throw new AppError('NOT_FOUND', marketingMessages.contentNotFound);
      return deleted;
    },
  };
}
