import { movedToDetailSuffix } from '@groundwork/domain/dashboard';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Estimates' answers as the Sales report (modules/reporting/sales.report.ts) and marketing's channels count them, read
 * from each estimate's history (estimate_activities), which records the client's answers through the proposal link
 * ('sent', 'approved', 'declined') and the office's moves through PUT /estimates/{id}/status ('status_changed',
 * 'Sent → Approved') alike. One copy, so a channel's won revenue is its lead sources' "value won" for the same days.
 */

export const movedTo = (status: 'sent' | 'approved' | 'declined') => `%${movedToDetailSuffix(status)}`;

/** An estimate's value before tax (its stored totals' subtotal). */
export const estimateValue = (alias: string) => sql.raw(`coalesce((${alias}.totals->>'subtotal')::numeric, 0)`);

/**
 * The CTEs `steps` and `answered (estimate_id, answer, approved_at)`: each estimate sent, approved or declined between
 * two instants, with its last answer there ('approved' or 'declined', else null) and the time of its last approval.
 */
export function estimateAnswersBetween(companyId: string, start: string, end: string): SQL {
  return sql`
    steps as (
      select a.estimate_id, a.at,
        case
          when a.kind <> 'status_changed' then a.kind
          when a.detail like ${movedTo('sent')} then 'sent'
          when a.detail like ${movedTo('approved')} then 'approved'
          when a.detail like ${movedTo('declined')} then 'declined'
        end as step
      from estimate_activities a
      where a.company_id = ${companyId} and a.at >= ${start}::timestamptz and a.at < ${end}::timestamptz
        and a.kind in ('sent', 'approved', 'declined', 'status_changed')
    ),
    answered as (
      select estimate_id,
        (array_agg(step order by at desc) filter (where step in ('approved', 'declined')))[1] as answer,
        max(at) filter (where step = 'approved') as approved_at
      from steps where step is not null
      group by estimate_id
    )`;
}
