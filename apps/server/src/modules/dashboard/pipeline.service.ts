import { PIPELINE_OLDEST, daysWaiting, monthStart, movedToDetailSuffix, type Pipeline } from '@groundwork/domain/dashboard';
import { addDays } from '@groundwork/domain/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyInformation } from '../../db/schema';
import { queryRows } from '../../lib/clients';
import { dateIn, endOfDayIn, usableTimeZone } from '../../lib/dates';
import type { RequestContext } from '../../plugins/auth';

/**
 * The estimator's "My pipeline" card: their own estimates (created_by = them) sent and waiting for an answer, and those
 * answered this month. When an estimate was sent or answered is read from its history (estimate_activities), which
 * records the proposal link's answers and the office's moves alike.
 */

export function createPipelineService(db: Db) {
  return {
    async pipeline(ctx: RequestContext): Promise<Pipeline> {
      const [settings] = await db
        .select({ timeZone: sql<string | null>`${companyInformation.companyDetails}->>'timeZone'` })
        .from(companyInformation)
        .where(eq(companyInformation.companyId, ctx.companyId))
        .limit(1);
      const timeZone = usableTimeZone(settings?.timeZone);
      const today = dateIn(timeZone);
      const month = monthStart(today);
      // The instant the month began where the company works.
      const monthBegan = endOfDayIn(addDays(month, -1), timeZone);

      const [waiting, answered] = await Promise.all([
        // Their sent estimates not answered yet, longest waiting first: sent when last sent (or moved to Sent), else last changed.
        queryRows<{ id: string; number: number; client_name: string; total: string; expiry_date: string | null; sent_on: string; count: number; value: string }>(
          db,
          sql`
            select e.id, e.number, coalesce(c.display_name, l.display_name, '') as client_name, e.total::text as total,
              e.expiry_date::text as expiry_date,
              (coalesce(s.at, e.updated_at) at time zone ${timeZone})::date::text as sent_on,
              (count(*) over ())::int as count, (sum(e.total) over ())::text as value
            from estimates e
            left join customers c on e.client_type = 'customer' and c.company_id = e.company_id and c.id = e.client_id
            left join leads l on e.client_type = 'lead' and l.company_id = e.company_id and l.id = e.client_id
            left join lateral (
              select max(a.at) as at from estimate_activities a
              where a.company_id = e.company_id and a.estimate_id = e.id
                and (a.kind = 'sent' or (a.kind = 'status_changed' and a.detail like ${`%${movedToDetailSuffix('sent')}`}))
            ) s on true
            where e.company_id = ${ctx.companyId} and e.created_by = ${ctx.userId} and e.status = 'sent'
            order by coalesce(s.at, e.updated_at), e.number
            limit ${PIPELINE_OLDEST}`,
        ),
        // Their estimates answered since the month began (each counted once, by its latest answer), by the client or the office.
        queryRows<{ outcome: 'approved' | 'declined'; count: number; value: string }>(
          db,
          sql`
            select outcome, count(*)::int as count, sum(total)::text as value from (
              select distinct on (e.id) e.id, e.total,
                case when a.kind = 'approved' or a.detail like ${`%${movedToDetailSuffix('approved')}`} then 'approved' else 'declined' end as outcome
              from estimates e
              join estimate_activities a on a.company_id = e.company_id and a.estimate_id = e.id
              where e.company_id = ${ctx.companyId} and e.created_by = ${ctx.userId} and a.at >= ${monthBegan.toISOString()}::timestamptz
                and (a.kind in ('approved', 'declined')
                  or (a.kind = 'status_changed' and (a.detail like ${`%${movedToDetailSuffix('approved')}`} or a.detail like ${`%${movedToDetailSuffix('declined')}`})))
              order by e.id, a.at desc
            ) answered
            group by outcome`,
        ),
      ]);

      const outcome = (name: 'approved' | 'declined') => {
        const row = answered.find((one) => one.outcome === name);
        return { count: Number(row?.count ?? 0), value: Number(row?.value ?? 0) };
      };
      return {
        today,
        month: today.slice(0, 7),
        awaiting: {
          count: Number(waiting[0]?.count ?? 0),
          value: Number(waiting[0]?.value ?? 0),
          oldest: waiting.map((row) => ({
            id: row.id,
            number: Number(row.number),
            clientName: row.client_name,
            total: Number(row.total),
            sentOn: row.sent_on,
            daysWaiting: daysWaiting(row.sent_on, today),
            expiryDate: row.expiry_date,
          })),
        },
        approved: outcome('approved'),
        declined: outcome('declined'),
      };
    },
  };
}
