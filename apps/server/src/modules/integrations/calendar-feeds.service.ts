import { randomBytes } from 'node:crypto';
import { clientDisplayName, type CustomerType } from '@groundwork/domain/customers';
import {
  CALENDAR_FEED_LINK_INVALID_MESSAGE,
  CALENDAR_FEED_NOT_FOUND_MESSAGE,
  calendarText,
  type CalendarEvent,
  type CalendarFeedText,
} from '@groundwork/domain/integrations';
import { addDays, API_BASE_PATH } from '@groundwork/domain/shared';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, companies, companyInformation, crews, employees } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { queryRows } from '../../lib/clients';
import { dateIn, instantAt, usableTimeZone } from '../../lib/dates';
import type { RequestContext } from '../../plugins/auth';

/** A feed's token: 32 random bytes in base64url (43 characters). Anything else is not looked up. */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{43})\.ics$/;
/** The orders a feed carries: a month back (what was done) and four months ahead. */
const DAYS_BACK = 30;
const DAYS_AHEAD = 120;
/** A timed order with no budgeted hours still blocks this long in the calendar. */
const MIN_MINUTES = 30;

const notFound = () => new AppError('NOT_FOUND', CALENDAR_FEED_NOT_FOUND_MESSAGE);
export const calendarFeedUrl = (publicUrl: string, token: string) => `${publicUrl}${API_BASE_PATH}/public/calendar/${token}.ics`;

type FeedRow = typeof calendarFeeds.$inferSelect;

interface OrderRow {
  id: string;
  number: number;
  title: string;
  date: string;
  start_time: string | null;
  budgeted_hours: string;
  crew_size: number;
  instructions: string;
  status: string;
  updated_at: string | Date;
  crew_name: string | null;
  customer_type: CustomerType;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
}

/** The event a work order is: timed from its start for its budgeted hours split across the crew, else all day. */
function eventOf(order: OrderRow, timeZone: string, publicUrl: string, withCrew: boolean): CalendarEvent {
  let when: CalendarEvent['when'] = { date: order.date };
  if (order.start_time) {
    const start = instantAt(order.date, order.start_time, timeZone);
    const minutes = Math.max(MIN_MINUTES, Math.round((Number(order.budgeted_hours) * 60) / Math.max(1, order.crew_size)));
    when = { start, end: new Date(start.getTime() + minutes * 60_000) };
  }
  const customer = clientDisplayName({
    type: order.customer_type,
    displayName: order.display_name,
    firstName: order.first_name,
    lastName: order.last_name,
    companyName: order.company_name,
  });
  const location = [order.street, order.city, [order.state, order.zip_code].filter(Boolean).join(' ')].filter((part) => part && part.trim()).join(', ');
  const url = `${publicUrl}/orders/${order.id}`;
  return {
    uid: `work-order-${order.id}@groundwork`,
    when,
    summary: [`WO-${order.number}`, order.title, customer, withCrew ? order.crew_name : null].filter(Boolean).join(' · '),
    description: [order.instructions.trim(), `Open in Groundwork: ${url}`].filter(Boolean).join('\n\n'),
    location,
    url,
    stamp: new Date(order.updated_at),
    cancelled: order.status === 'cancelled' || order.status === 'skipped',
  };
}

/**
 * Calendar feeds (docs/integrations.md): a secret iCalendar address per crew or employee that Google, Apple and Outlook
 * subscribe to, carrying their work orders; deleting the feed turns the address off. The office manages them; the
 * address is read without sign-in, by its token alone.
 */
export function createCalendarFeedsService({ db, publicUrl }: { db: Db; publicUrl: string }) {
  async function views(companyId: string, where = eq(calendarFeeds.companyId, companyId)) {
    const rows = await db
      .select({
        feed: calendarFeeds,
        crewName: crews.name,
        employeeName: sql<string | null>`case when ${employees.id} is null then null else trim(${employees.firstName} || ' ' || ${employees.lastName}) end`,
      })
      .from(calendarFeeds)
      .leftJoin(crews, eq(crews.id, calendarFeeds.crewId))
      .leftJoin(employees, eq(employees.id, calendarFeeds.employeeId))
      .where(and(eq(calendarFeeds.companyId, companyId), where))
      .orderBy(desc(calendarFeeds.createdAt));
    return rows.map(({ feed, crewName, employeeName }) => ({
      id: feed.id,
      kind: feed.crewId ? ('crew' as const) : ('employee' as const),
      crewId: feed.crewId,
      employeeId: feed.employeeId,
      name: crewName ?? employeeName ?? '',
      url: calendarFeedUrl(publicUrl, feed.token),
      createdAt: feed.createdAt.toISOString(),
      lastFetchedAt: feed.lastFetchedAt?.toISOString() ?? null,
    }));
  }

  async function orders(feed: FeedRow, from: string, to: string): Promise<OrderRow[]> {
    const crewFilter = feed.crewId
      ? sql`wo.crew_id = ${feed.crewId}`
      : sql`wo.crew_id in (select cm.crew_id from crew_members cm where cm.company_id = ${feed.companyId} and cm.employee_id = ${feed.employeeId})`;
    return queryRows<OrderRow>(
      db,
      sql`select wo.id, wo.number, wo.title, wo.date, wo.start_time, wo.budgeted_hours, wo.crew_size, wo.instructions, wo.status, wo.updated_at,
          cr.name as crew_name, c.type as customer_type, c.display_name, c.first_name, c.last_name, c.company_name,
          p.street, p.city, p.state, p.zip_code
        from work_orders wo
        join customers c on c.id = wo.customer_id
        left join crews cr on cr.id = wo.crew_id
        left join customer_properties p on p.id = wo.property_id
        where wo.company_id = ${feed.companyId} and wo.date between ${from} and ${to} and ${crewFilter}
        order by wo.date, wo.start_time nulls first, wo.sequence, wo.number`,
    );
  }

  return {
    /** The feeds, and the crews and active employees a new one can be for. */
    async list(ctx: RequestContext) {
      const [feeds, crewRows, employeeRows] = await Promise.all([
        views(ctx.companyId),
        db.select({ id: crews.id, name: crews.name }).from(crews).where(eq(crews.companyId, ctx.companyId)).orderBy(asc(crews.name)),
        db
          .select({ id: employees.id, name: sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})` })
          .from(employees)
          .where(and(eq(employees.companyId, ctx.companyId), ne(employees.status, 'terminated')))
          .orderBy(asc(employees.lastName), asc(employees.firstName)),
      ]);
      return { feeds, crews: crewRows, employees: employeeRows };
    },

    /** A new secret address for a crew or an employee of the company (another company's id is 404). */
    async create(ctx: RequestContext, input: { crewId?: string | null; employeeId?: string | null }) {
      if (input.crewId) {
        const [crew] = await db.select({ id: crews.id }).from(crews).where(and(eq(crews.companyId, ctx.companyId), eq(crews.id, input.crewId))).limit(1);
        if (!crew) throw new AppError('NOT_FOUND', 'Crew not found', { fieldErrors: { crewId: ['Crew not found'] } });
      } else {
        const [employee] = await db
          .select({ id: employees.id })
          .from(employees)
          .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, input.employeeId ?? '')))
          .limit(1);
        if (!employee) throw new AppError('NOT_FOUND', 'Employee not found', { fieldErrors: { employeeId: ['Employee not found'] } });
      }
      const [row] = await db
        .insert(calendarFeeds)
        .values({
          companyId: ctx.companyId,
          crewId: input.crewId ?? null,
          employeeId: input.crewId ? null : (input.employeeId ?? null),
          token: randomBytes(32).toString('base64url'),
          createdBy: ctx.userId,
        })
        .returning({ id: calendarFeeds.id });
      const [feed] = await views(ctx.companyId, eq(calendarFeeds.id, row!.id));
      return feed!;
    },

    /** Turns the address off for good: a calendar subscribed to it stops updating. */
    async remove(ctx: RequestContext, id: string) {
      const [row] = await db
        .delete(calendarFeeds)
        .where(and(eq(calendarFeeds.companyId, ctx.companyId), eq(calendarFeeds.id, id)))
        .returning({ id: calendarFeeds.id });
      if (!row) throw notFound();
      return { id: row.id, outcome: 'deleted' as const, message: 'The calendar address was turned off. Calendars subscribed to it stop updating.' };
    },

    /** The iCalendar text of `{token}.ics` (public): 404 for anything but a live feed's token. */
    async feedText(file: string): Promise<string> {
      const token = TOKEN_PATTERN.exec(file)?.[1];
      if (!token) throw new AppError('NOT_FOUND', CALENDAR_FEED_LINK_INVALID_MESSAGE);
      const [found] = await db
        .select({ feed: calendarFeeds, timeZone: sql<string | null>`${companyInformation.companyDetails}->>'timeZone'`, companyName: companies.name, crewName: crews.name, firstName: employees.firstName, lastName: employees.lastName })
        .from(calendarFeeds)
        .innerJoin(companies, eq(companies.id, calendarFeeds.companyId))
        .leftJoin(companyInformation, eq(companyInformation.companyId, calendarFeeds.companyId))
        .leftJoin(crews, eq(crews.id, calendarFeeds.crewId))
        .leftJoin(employees, eq(employees.id, calendarFeeds.employeeId))
        .where(eq(calendarFeeds.token, token))
        .limit(1);
      if (!found) throw new AppError('NOT_FOUND', CALENDAR_FEED_LINK_INVALID_MESSAGE);
      const { feed } = found;
      const timeZone = usableTimeZone(found.timeZone);
      const today = dateIn(timeZone);
      const rows = await orders(feed, addDays(today, -DAYS_BACK), addDays(today, DAYS_AHEAD));
      await db.update(calendarFeeds).set({ lastFetchedAt: new Date() }).where(eq(calendarFeeds.id, feed.id));
      const who = feed.crewId ? (found.crewName ?? '') : `${found.firstName ?? ''} ${found.lastName ?? ''}`.trim();
      const calendar: CalendarFeedText = {
        name: `${found.companyName} · ${who}`,
        timeZone,
        events: rows.map((order) => eventOf(order, timeZone, publicUrl, !feed.crewId)),
      };
      return calendarText(calendar);
    },

  };
}
