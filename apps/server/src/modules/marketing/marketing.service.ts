import { isLeadershipRole } from '@groundwork/domain/auth';
import { growthPlanSettingsSchema, plannedRevenues, profitAccelerator } from '@groundwork/domain/growth';
import {
  addActuals,
  avatarMatchSummary,
  budgetPerLead,
  channelReturns,
  funnelByMonth,
  marketingFunnel,
  marketingMessages,
  MAX_CHANNELS,
  ownFigures,
  sumAmounts,
  type AvatarFields,
  type AvatarView,
  type Channel,
  type ChannelActuals,
  type ChannelFields,
  type ChannelList,
  type GoalSource,
  type MarketingPlanFields,
  type MarketingPlanView,
  type SpendFields,
  type SpendYear,
} from '@groundwork/domain/marketing';
import { addDays, addMonthsClamped, daysInMonth } from '@groundwork/domain/shared';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  growthPlans,
  leadSources,
  marketingAvatars,
  marketingBudgets,
  marketingCampaigns,
  marketingChannels,
  marketingChannelSources,
  marketingPlans,
  marketingSpend,
  services,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { now } from '../../lib/clients';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { dateIn, usableTimeZone } from '../../lib/dates';
import { isUniqueViolation } from '../../lib/db-errors';
import { activeBudgetRow, summaryOf } from '../../lib/overhead-markups';
import { isSameVersion, unchangedSince } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';
import { customerFacts, salesHistory, sourceActuals, type Period, type SourceActuals } from './marketing-figures';

/** Marketing (docs/business-development.md, "Marketing"): the plan, the channels and their spend, the avatar. */

const money = (value: string | null): number | null => (value === null ? null : Number(value));
const amountText = (value: number) => value.toFixed(2);
const pad = (value: number) => String(value).padStart(2, '0');
const lastDayOf = (month: string) => `${month}-${pad(daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7))))}`;

/** The last 12 months up to today, both ends included: the window the company's own figures are read over. */
export const lastTwelveMonths = (today: string): Period => ({ from: addDays(addMonthsClamped(today, -12), 1), to: today });

/** Ids a body names that are not the company's, as 404 field messages (`leadSourceIds.2`). */
function missingIds(ids: readonly string[], found: ReadonlySet<string>, field: (index: number) => string, message: string): AppError | null {
  const fieldErrors: Record<string, string[]> = {};
  ids.forEach((id, index) => {
    if (!found.has(id)) fieldErrors[field(index)] = [message];
  });
  return Object.keys(fieldErrors).length === 0 ? null : new AppError('NOT_FOUND', message, { fieldErrors });
}

export function createMarketingService(db: Db) {
  async function clock(companyId: string): Promise<{ timeZone: string; today: string }> {
    const [row] = await companyTimeZoneQuery(db, companyId);
    const timeZone = usableTimeZone(row?.timeZone);
    return { timeZone, today: dateIn(timeZone) };
  }

  async function checkLeadSources(companyId: string, ids: readonly string[], field: (index: number) => string): Promise<void> {
    if (ids.length === 0) return;
    const rows = await db
      .select({ id: leadSources.id })
      .from(leadSources)
      .where(and(eq(leadSources.companyId, companyId), inArray(leadSources.id, [...ids])));
    const error = missingIds(ids, new Set(rows.map((row) => row.id)), field, marketingMessages.leadSourceNotFound);
    if (error) throw error;
  }

  async function checkServices(companyId: string, ids: readonly string[], field: (index: number) => string): Promise<void> {
    if (ids.length === 0) return;
    const rows = await db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.companyId, companyId), inArray(services.id, [...ids])));
    const error = missingIds(ids, new Set(rows.map((row) => row.id)), field, marketingMessages.serviceNotFound);
    if (error) throw error;
  }

  async function checkChannels(companyId: string, ids: readonly string[], field: (index: number) => string): Promise<void> {
    if (ids.length === 0) return;
    const rows = await db
      .select({ id: marketingChannels.id })
      .from(marketingChannels)
      .where(and(eq(marketingChannels.companyId, companyId), inArray(marketingChannels.id, [...ids])));
    const error = missingIds(ids, new Set(rows.map((row) => row.id)), field, marketingMessages.channelNotFound);
    if (error) throw error;
  }

  // ── The plan ────────────────────────────────────────────────────────────────────────────

  /**
   * The year's revenue in the growth planner: the active budget's own year is its "today" (the budget's revenue as
   * the profit accelerator prices it), the plan's years follow by its growth % or typed targets.
   */
  async function plannedGoal(companyId: string, year: number): Promise<{ planned: number | null; source: GoalSource | null; note: string }> {
    const [budgetRow, [planRow]] = await Promise.all([
      activeBudgetRow(db, companyId),
      db.select({ years: growthPlans.years, settings: growthPlans.settings }).from(growthPlans).where(eq(growthPlans.companyId, companyId)).limit(1),
    ]);
    const budget = budgetRow ? summaryOf(budgetRow).budget : null;
    if (!budget) return { planned: null, source: null, note: 'There is no active budget to take the goal from: type the goal, or set a budget up on Budget Pricing.' };
    const accelerated = profitAccelerator(budget, 1);
    if (!accelerated.ok || accelerated.now.revenue <= 0) return { planned: null, source: null, note: 'The active budget sells nothing yet: type the goal, or finish the budget on Budget Pricing.' };
    if (year === budget.year) return { planned: accelerated.now.revenue, source: 'budget', note: `The ${year} budget’s revenue, where the growth planner starts.` };
    if (!planRow) return { planned: null, source: null, note: `No growth plan is saved for the years after ${budget.year}: type the goal, or plan them on the Growth Planner.` };
    const settings = growthPlanSettingsSchema.parse({ ...planRow.settings, years: planRow.years });
    const offset = year - budget.year;
    if (offset < 1 || offset > settings.years) {
      return { planned: null, source: null, note: `The growth plan covers ${budget.year + 1}–${budget.year + settings.years}: type the goal for ${year}.` };
    }
    return { planned: plannedRevenues(accelerated.now.revenue, settings)[offset - 1] ?? null, source: 'growth_plan', note: `Year ${offset} of the growth plan (${settings.targetMode === 'growth' ? `${settings.growthPercent} % a year` : 'typed targets'}).` };
  }

  async function planView(ctx: RequestContext, year: number): Promise<MarketingPlanView> {
    const { companyId } = ctx;
    const { timeZone, today } = await clock(companyId);
    const window = lastTwelveMonths(today);
    const [planRows, history, goal, channels, spent] = await Promise.all([
      db.select().from(marketingPlans).where(and(eq(marketingPlans.companyId, companyId), eq(marketingPlans.year, year))).limit(1),
      salesHistory(db, companyId, timeZone, window),
      plannedGoal(companyId, year),
      db.select({ id: marketingChannels.id, name: marketingChannels.name }).from(marketingChannels).where(eq(marketingChannels.companyId, companyId)).orderBy(asc(sql`lower(${marketingChannels.name})`)),
      db
        .select({ channelId: marketingSpend.channelId, amount: sql<string>`sum(${marketingSpend.amount})::text` })
        .from(marketingSpend)
        .where(and(eq(marketingSpend.companyId, companyId), sql`${marketingSpend.month} between ${`${year}-01-01`}::date and ${`${year}-12-01`}::date`))
        .groupBy(marketingSpend.channelId),
    ]);
    const plan = planRows[0];
    const budgetRows = plan
      ? await db
          .select({ channelId: marketingBudgets.channelId, amount: marketingBudgets.amount })
          .from(marketingBudgets)
          .where(and(eq(marketingBudgets.companyId, companyId), eq(marketingBudgets.planId, plan.id)))
      : [];
    const own = ownFigures(history);
    const overrides = { closeRate: money(plan?.closeRate ?? null), averageJob: money(plan?.averageJob ?? null), leadToEstimateRate: money(plan?.leadToEstimateRate ?? null) };
    const used = {
      closeRate: overrides.closeRate ?? own.closeRate,
      averageJob: overrides.averageJob ?? own.averageJob,
      leadToEstimateRate: overrides.leadToEstimateRate ?? own.leadToEstimateRate,
    };
    const override = money(plan?.revenueGoal ?? null);
    const goalUsed = override ?? goal.planned;
    const funnel = marketingFunnel({ revenueGoal: goalUsed, ...used });
    const spentBy = new Map(spent.map((row) => [row.channelId, Number(row.amount)]));
    const amounts = new Map(budgetRows.map((row) => [row.channelId, Number(row.amount)]));
    const budgets = channels
      .filter((channel) => amounts.has(channel.id))
      .map((channel) => ({ channelId: channel.id, channelName: channel.name, amount: amounts.get(channel.id)!, spent: spentBy.get(channel.id) ?? 0 }));
    const budgetTotal = sumAmounts(budgets.map((line) => line.amount));
    return {
      year,
      today,
      goal: { ...goal, override, used: goalUsed },
      own: { ...window, approved: history.approved, declined: history.declined, valueWon: history.valueWon, leads: history.leads, quotedLeads: history.quotedLeads, ...own },
      overrides,
      used,
      funnel,
      seasonShape: history.seasonShape,
      months: funnelByMonth(funnel, history.seasonShape),
      budgets,
      budgetTotal,
      spentTotal: sumAmounts([...spentBy.values()]),
      budgetPerLead: budgetPerLead(budgetTotal, funnel.leadsNeeded),
      channels,
      notes: plan?.notes ?? '',
      updatedAt: plan ? plan.updatedAt.toISOString() : null,
      canEdit: isLeadershipRole(ctx.role),
    };
  }

  // ── Channels ────────────────────────────────────────────────────────────────────────────

  async function channelSources(companyId: string): Promise<Array<{ channelId: string; id: string; name: string; archived: boolean }>> {
    const rows = await db
      .select({ channelId: marketingChannelSources.channelId, id: leadSources.id, name: leadSources.name, status: leadSources.status })
      .from(marketingChannelSources)
      .innerJoin(leadSources, and(eq(leadSources.companyId, marketingChannelSources.companyId), eq(leadSources.id, marketingChannelSources.leadSourceId)))
      .where(eq(marketingChannelSources.companyId, companyId))
      .orderBy(asc(sql`lower(${leadSources.name})`));
    return rows.map((row) => ({ channelId: row.channelId, id: row.id, name: row.name, archived: row.status === 'archived' }));
  }

  /** Every channel with its figures over `period` (whole months), and the lead sources no channel is tied to. */
  async function channelFigures(companyId: string, timeZone: string, period: Period) {
    const [rows, sources, actuals, spend] = await Promise.all([
      db.select().from(marketingChannels).where(eq(marketingChannels.companyId, companyId)).orderBy(asc(sql`lower(${marketingChannels.name})`)),
      channelSources(companyId),
      sourceActuals(db, companyId, timeZone, period),
      db
        .select({ channelId: marketingSpend.channelId, amount: sql<string>`sum(${marketingSpend.amount})::text` })
        .from(marketingSpend)
        .where(and(eq(marketingSpend.companyId, companyId), sql`${marketingSpend.month} between ${period.from}::date and ${period.to}::date`))
        .groupBy(marketingSpend.channelId),
    ]);
    const bySource = new Map(actuals.map((each) => [each.id, each]));
    const spendBy = new Map(spend.map((row) => [row.channelId, Number(row.amount)]));
    const tied = new Map(sources.map((source) => [source.id, source.channelId]));
    const noSpend = (source: SourceActuals): ChannelActuals => ({ spend: 0, leads: source.leads, wonJobs: source.wonJobs, wonValue: source.wonValue, invoiced: source.invoiced });
    const channelActuals = new Map<string, ChannelActuals>();
    const channels: Channel[] = rows.map((row) => {
      const own = sources.filter((source) => source.channelId === row.id);
      const summed = addActuals(own.map((source) => bySource.get(source.id)).filter((each): each is SourceActuals => each !== undefined).map(noSpend));
      const withSpend = { ...summed, spend: spendBy.get(row.id) ?? 0 };
      channelActuals.set(row.id, withSpend);
      return {
        id: row.id,
        name: row.name,
        notes: row.notes,
        leadSources: own.map(({ id, name, archived }) => ({ id, name, archived })),
        figures: channelReturns(withSpend),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
    const unassigned = actuals
      .filter((source) => !tied.has(source.id) && (!source.archived || source.leads > 0 || source.wonJobs > 0 || source.invoiced !== 0))
      .map((source) => ({ id: source.id, name: source.name, archived: source.archived, figures: channelReturns(noSpend(source)) }));
    return {
      channels,
      totals: channelReturns(addActuals([...channelActuals.values()])),
      unassigned,
      leadSources: actuals.map((source) => ({ id: source.id, name: source.name, archived: source.archived, channelId: tied.get(source.id) ?? null })),
    };
  }

  async function loadChannel(ctx: RequestContext, id: string): Promise<Channel> {
    const { timeZone, today } = await clock(ctx.companyId);
    const year = today.slice(0, 4);
    const figures = await channelFigures(ctx.companyId, timeZone, { from: `${year}-01-01`, to: `${year}-12-31` });
    const channel = figures.channels.find((each) => each.id === id);
    if (!channel) throw new AppError('NOT_FOUND', marketingMessages.channelNotFound);
    return channel;
  }

  /** A lead source counts for one channel: one tied to another channel is a 409 on its field. */
  async function checkSourcesFree(companyId: string, ids: readonly string[], exceptChannelId: string | null): Promise<void> {
    if (ids.length === 0) return;
    const taken = await db
      .select({ leadSourceId: marketingChannelSources.leadSourceId, channel: marketingChannels.name })
      .from(marketingChannelSources)
      .innerJoin(marketingChannels, eq(marketingChannels.id, marketingChannelSources.channelId))
      .where(
        and(
          eq(marketingChannelSources.companyId, companyId),
          inArray(marketingChannelSources.leadSourceId, [...ids]),
          exceptChannelId ? ne(marketingChannelSources.channelId, exceptChannelId) : undefined,
        ),
      );
    if (taken.length === 0) return;
    const byId = new Map(taken.map((row) => [row.leadSourceId, row.channel]));
    const fieldErrors: Record<string, string[]> = {};
    ids.forEach((id, index) => {
      const channel = byId.get(id);
      if (channel) fieldErrors[`leadSourceIds.${index}`] = [marketingMessages.sourceTaken(channel)];
    });
    throw new AppError('CONFLICT', marketingMessages.sourceTaken(taken[0]!.channel), { fieldErrors });
  }

  const nameTaken = () => new AppError('CONFLICT', marketingMessages.channelNameTaken, { fieldErrors: { name: [marketingMessages.channelNameTaken] } });

  async function writeSources(tx: Db, companyId: string, channelId: string, ids: readonly string[]): Promise<void> {
    await tx.delete(marketingChannelSources).where(and(eq(marketingChannelSources.companyId, companyId), eq(marketingChannelSources.channelId, channelId)));
    if (ids.length > 0) await tx.insert(marketingChannelSources).values(ids.map((leadSourceId) => ({ companyId, channelId, leadSourceId })));
  }

  // ── The avatar ──────────────────────────────────────────────────────────────────────────

  const emptyAvatar: AvatarView['avatar'] = {
    name: '',
    who: '',
    clientType: null,
    property: '',
    lotSizeMin: null,
    lotSizeMax: null,
    serviceIds: [],
    budgetMin: null,
    budgetMax: null,
    leadSourceIds: [],
    whereTheyLook: '',
    cities: [],
    values: [],
  };

  /** A channel's spend over a year, month by month. */
  async function spendOf(ctx: RequestContext, id: string, yearAsked: number | undefined): Promise<SpendYear> {
    const [channel] = await db
      .select({ id: marketingChannels.id, updatedAt: marketingChannels.updatedAt })
      .from(marketingChannels)
      .where(and(eq(marketingChannels.companyId, ctx.companyId), eq(marketingChannels.id, id)));
    if (!channel) throw new AppError('NOT_FOUND', marketingMessages.channelNotFound);
    const year = yearAsked ?? Number((await clock(ctx.companyId)).today.slice(0, 4));
    const rows = await db
      .select({ month: marketingSpend.month, amount: marketingSpend.amount, note: marketingSpend.note })
      .from(marketingSpend)
      .where(and(eq(marketingSpend.companyId, ctx.companyId), eq(marketingSpend.channelId, id), sql`${marketingSpend.month} between ${`${year}-01-01`}::date and ${`${year}-12-01`}::date`));
    const byMonth = new Map(rows.map((row) => [row.month.slice(0, 7), row]));
    const months = Array.from({ length: 12 }, (_, index) => {
      const month = `${year}-${pad(index + 1)}`;
      const row = byMonth.get(month);
      return { month, amount: row ? Number(row.amount) : 0, note: row?.note ?? '' };
    });
    return { channelId: id, year, months, total: sumAmounts(months.map((month) => month.amount)), updatedAt: channel.updatedAt.toISOString() };
  }

  /** The avatar (empty until saved), how today's customers match it by revenue, and the choices it is made from. */
  async function avatarView(ctx: RequestContext): Promise<AvatarView> {
    const { companyId } = ctx;
    const { today } = await clock(companyId);
    const window = lastTwelveMonths(today);
    const [[row], serviceRows, sourceRows, customers] = await Promise.all([
      db.select().from(marketingAvatars).where(eq(marketingAvatars.companyId, companyId)).limit(1),
      db.select({ id: services.id, name: services.name, archived: services.archived }).from(services).where(eq(services.companyId, companyId)).orderBy(asc(sql`lower(${services.name})`)),
      db.select({ id: leadSources.id, name: leadSources.name, status: leadSources.status }).from(leadSources).where(eq(leadSources.companyId, companyId)).orderBy(asc(sql`lower(${leadSources.name})`)),
      customerFacts(db, companyId, window),
    ]);
    const knownServices = new Set(serviceRows.map((each) => each.id));
    const knownSources = new Set(sourceRows.map((each) => each.id));
    const avatar: AvatarView['avatar'] = row
      ? {
          name: row.name,
          who: row.who,
          clientType: row.clientType,
          property: row.property,
          lotSizeMin: row.lotSizeMin,
          lotSizeMax: row.lotSizeMax,
          // Ids deleted since it was saved are left out.
          serviceIds: row.serviceIds.filter((id) => knownServices.has(id)),
          budgetMin: money(row.budgetMin),
          budgetMax: money(row.budgetMax),
          leadSourceIds: row.leadSourceIds.filter((id) => knownSources.has(id)),
          whereTheyLook: row.whereTheyLook,
          cities: row.cities,
          values: row.values,
        }
      : emptyAvatar;
    const chosen = (archived: boolean, id: string, ids: readonly string[]) => !archived || ids.includes(id);
    return {
      avatar,
      updatedAt: row ? row.updatedAt.toISOString() : null,
      window,
      match: avatarMatchSummary(avatar, customers),
      options: {
        services: serviceRows.filter((each) => chosen(each.archived, each.id, avatar.serviceIds)).map(({ id, name }) => ({ id, name })),
        leadSources: sourceRows.filter((each) => chosen(each.status === 'archived', each.id, avatar.leadSourceIds)).map(({ id, name }) => ({ id, name })),
      },
      canEdit: isLeadershipRole(ctx.role),
    };
  }

  return {
    lastTwelveMonths,

    async plan(ctx: RequestContext, year: number): Promise<MarketingPlanView> {
      return planView(ctx, year);
    },

    /** Saves the year's overrides and budget by channel against the version loaded (409 when someone saved since). */
    async savePlan(ctx: RequestContext, year: number, input: MarketingPlanFields): Promise<MarketingPlanView> {
      const { companyId } = ctx;
      await checkChannels(companyId, input.budgets.map((line) => line.channelId), (index) => `budgets.${index}.channelId`);
      const values = {
        revenueGoal: input.revenueGoal === null ? null : amountText(input.revenueGoal),
        averageJob: input.averageJob === null ? null : amountText(input.averageJob),
        closeRate: input.closeRate === null ? null : amountText(input.closeRate),
        leadToEstimateRate: input.leadToEstimateRate === null ? null : amountText(input.leadToEstimateRate),
        notes: input.notes,
        updatedBy: ctx.userId,
      };
      try {
        await db.transaction(async (tx) => {
          const [current] = await tx
            .select({ id: marketingPlans.id, updatedAt: marketingPlans.updatedAt })
            .from(marketingPlans)
            .where(and(eq(marketingPlans.companyId, companyId), eq(marketingPlans.year, year)))
            .for('update');
          const loaded = input.updatedAt;
          const fresh = loaded === undefined || (loaded === null ? !current : current !== undefined && isSameVersion(current.updatedAt, loaded));
          if (!fresh) throw new AppError('CONFLICT', marketingMessages.stalePlan);
          let planId = current?.id;
          if (planId) {
            await tx.update(marketingPlans).set({ ...values, updatedAt: now() }).where(and(eq(marketingPlans.companyId, companyId), eq(marketingPlans.id, planId)));
          } else {
            const at = now();
            const [row] = await tx.insert(marketingPlans).values({ companyId, year, ...values, createdAt: at, updatedAt: at }).returning({ id: marketingPlans.id });
            planId = row!.id;
          }
          await tx.delete(marketingBudgets).where(and(eq(marketingBudgets.companyId, companyId), eq(marketingBudgets.planId, planId)));
          const lines = input.budgets.filter((line) => line.amount > 0);
          if (lines.length > 0) await tx.insert(marketingBudgets).values(lines.map((line) => ({ companyId, planId: planId!, channelId: line.channelId, amount: amountText(line.amount) })));
        });
      } catch (error) {
        // Two first saves at once: the second finds the first's row.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', marketingMessages.stalePlan);
        throw error;
      }
      return planView(ctx, year);
    },

    /** GET /marketing/channels: whole months, this year's by default. */
    async channels(ctx: RequestContext, query: { from?: string; to?: string }): Promise<ChannelList> {
      const { timeZone, today } = await clock(ctx.companyId);
      const year = today.slice(0, 4);
      const from = query.from ?? (query.to ? `${query.to.slice(0, 4)}-01` : `${year}-01`);
      const to = query.to ?? (query.from ? `${query.from.slice(0, 4)}-12` : `${year}-12`);
      if (to < from) throw AppError.invalidField('to', 'The last month must not come before the first');
      const period = { from: `${from}-01`, to: lastDayOf(to) };
      const figures = await channelFigures(ctx.companyId, timeZone, period);
      return { today, from, to, period, ...figures, canEdit: isLeadershipRole(ctx.role) };
    },

    async createChannel(ctx: RequestContext, input: ChannelFields): Promise<Channel> {
      const { companyId } = ctx;
      await checkLeadSources(companyId, input.leadSourceIds, (index) => `leadSourceIds.${index}`);
      await checkSourcesFree(companyId, input.leadSourceIds, null);
      const [counted] = await db.select({ value: count() }).from(marketingChannels).where(eq(marketingChannels.companyId, companyId));
      if ((counted?.value ?? 0) >= MAX_CHANNELS) throw new AppError('BUSINESS_RULE', marketingMessages.tooManyChannels);
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          const at = now();
          const [row] = await tx.insert(marketingChannels).values({ companyId, name: input.name, notes: input.notes, createdAt: at, updatedAt: at }).returning({ id: marketingChannels.id });
          await writeSources(tx, companyId, row!.id, input.leadSourceIds);
          return row!.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          // The name, or a source another save tied to its channel a moment ago.
          const [same] = await db.select({ id: marketingChannels.id }).from(marketingChannels).where(and(eq(marketingChannels.companyId, companyId), sql`lower(${marketingChannels.name}) = lower(${input.name})`));
          if (same) throw nameTaken();
          await checkSourcesFree(companyId, input.leadSourceIds, null);
        }
        throw error;
      }
      return loadChannel(ctx, id);
    },

    async updateChannel(ctx: RequestContext, id: string, input: ChannelFields): Promise<Channel> {
      const { companyId } = ctx;
      const ofChannel = and(eq(marketingChannels.companyId, companyId), eq(marketingChannels.id, id));
      const [existing] = await db.select({ id: marketingChannels.id }).from(marketingChannels).where(ofChannel);
      if (!existing) throw new AppError('NOT_FOUND', marketingMessages.channelNotFound);
      await checkLeadSources(companyId, input.leadSourceIds, (index) => `leadSourceIds.${index}`);
      await checkSourcesFree(companyId, input.leadSourceIds, id);
      try {
        await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(marketingChannels)
            .set({ name: input.name, notes: input.notes, updatedAt: now() })
            .where(and(ofChannel, unchangedSince(marketingChannels.updatedAt, input.updatedAt)))
            .returning({ id: marketingChannels.id });
          if (!updated) throw new AppError('CONFLICT', marketingMessages.staleChannel);
          await writeSources(tx, companyId, id, input.leadSourceIds);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          const [same] = await db
            .select({ id: marketingChannels.id })
            .from(marketingChannels)
            .where(and(eq(marketingChannels.companyId, companyId), ne(marketingChannels.id, id), sql`lower(${marketingChannels.name}) = lower(${input.name})`));
          if (same) throw nameTaken();
          await checkSourcesFree(companyId, input.leadSourceIds, id);
        }
        throw error;
      }
      return loadChannel(ctx, id);
    },

    /** A channel goes with its spend and budget lines; one with campaigns stays until they are moved or deleted. */
    async deleteChannel(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const ofChannel = and(eq(marketingChannels.companyId, ctx.companyId), eq(marketingChannels.id, id));
      const [existing] = await db.select({ id: marketingChannels.id }).from(marketingChannels).where(ofChannel);
      if (!existing) throw new AppError('NOT_FOUND', marketingMessages.channelNotFound);
      const [campaigns] = await db
        .select({ value: count() })
        .from(marketingCampaigns)
        .where(and(eq(marketingCampaigns.companyId, ctx.companyId), eq(marketingCampaigns.channelId, id)));
      if ((campaigns?.value ?? 0) > 0) throw new AppError('BUSINESS_RULE', marketingMessages.channelHasCampaigns(campaigns!.value));
      const [deleted] = await db.delete(marketingChannels).where(ofChannel).returning({ id: marketingChannels.id });
      if (!deleted) throw new AppError('NOT_FOUND', marketingMessages.channelNotFound);
      return deleted;
    },

    spend: spendOf,
    avatar: avatarView,

    /** Replaces the months given (against the channel's version: 409 when it changed since); $0 without a note removes one. */
    async saveSpend(ctx: RequestContext, id: string, input: SpendFields): Promise<SpendYear> {
      const { companyId } = ctx;
      const ofChannel = and(eq(marketingChannels.companyId, companyId), eq(marketingChannels.id, id));
      const [existing] = await db.select({ id: marketingChannels.id }).from(marketingChannels).where(ofChannel);
      if (!existing) throw new AppError('NOT_FOUND', marketingMessages.channelNotFound);
      await db.transaction(async (tx) => {
        const at = now();
        const [touched] = await tx
          .update(marketingChannels)
          .set({ updatedAt: at })
          .where(and(ofChannel, unchangedSince(marketingChannels.updatedAt, input.updatedAt)))
          .returning({ id: marketingChannels.id });
        if (!touched) throw new AppError('CONFLICT', marketingMessages.staleChannel);
        for (const entry of input.months) {
          const month = `${entry.month}-01`;
          if (entry.amount === 0 && entry.note === '') {
            await tx.delete(marketingSpend).where(and(eq(marketingSpend.companyId, companyId), eq(marketingSpend.channelId, id), eq(marketingSpend.month, month)));
          } else {
            await tx
              .insert(marketingSpend)
              .values({ companyId, channelId: id, month, amount: amountText(entry.amount), note: entry.note, updatedAt: at })
              .onConflictDoUpdate({ target: [marketingSpend.channelId, marketingSpend.month], set: { amount: amountText(entry.amount), note: entry.note, updatedAt: at } });
          }
        }
      });
      return spendOf(ctx, id, input.year);
    },

    /** Saves the avatar against the version loaded; every service and lead source named must be the company's. */
    async saveAvatar(ctx: RequestContext, input: AvatarFields): Promise<AvatarView> {
      const { companyId } = ctx;
      await checkServices(companyId, input.serviceIds, (index) => `serviceIds.${index}`);
      await checkLeadSources(companyId, input.leadSourceIds, (index) => `leadSourceIds.${index}`);
      const { updatedAt: loaded, ...fields } = input;
      const values = {
        ...fields,
        budgetMin: fields.budgetMin === null ? null : amountText(fields.budgetMin),
        budgetMax: fields.budgetMax === null ? null : amountText(fields.budgetMax),
        updatedBy: ctx.userId,
      };
      try {
        await db.transaction(async (tx) => {
          const [current] = await tx.select({ id: marketingAvatars.id, updatedAt: marketingAvatars.updatedAt }).from(marketingAvatars).where(eq(marketingAvatars.companyId, companyId)).for('update');
          const fresh = loaded === undefined || (loaded === null ? !current : current !== undefined && isSameVersion(current.updatedAt, loaded));
          if (!fresh) throw new AppError('CONFLICT', marketingMessages.staleAvatar);
          const at = now();
          if (current) await tx.update(marketingAvatars).set({ ...values, updatedAt: at }).where(and(eq(marketingAvatars.companyId, companyId), eq(marketingAvatars.id, current.id)));
          else await tx.insert(marketingAvatars).values({ companyId, ...values, createdAt: at, updatedAt: at });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', marketingMessages.staleAvatar);
        throw error;
      }
      return avatarView(ctx);
    },
  };
}
