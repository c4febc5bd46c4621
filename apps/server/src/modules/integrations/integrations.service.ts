import type { IntegrationsSummary } from '@groundwork/domain/integrations';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../lib/clients';
import type { RequestContext } from '../../plugins/auth';

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Each connection's status and last activity for the integrations page, in one round trip. */
export async function integrationsSummary(db: Db, ctx: RequestContext): Promise<IntegrationsSummary> {
  const [row] = await queryRows<{
    webhooks_active: string | number;
    last_delivery_at: string | Date | null;
    failed_last_day: string | number;
    feeds: string | number;
    last_fetched_at: string | Date | null;
    keys_active: string | number;
    last_used_at: string | Date | null;
    forms_active: string | number;
    last_submission_at: string | Date | null;
  }>(
    db,
    sql`select
      (select count(*) from webhook_endpoints where company_id = ${ctx.companyId} and active) as webhooks_active,
      (select max(coalesce(last_attempt_at, created_at)) from webhook_deliveries where company_id = ${ctx.companyId}) as last_delivery_at,
      (select count(*) from webhook_deliveries where company_id = ${ctx.companyId} and status = 'failed' and created_at > now() - interval '1 day') as failed_last_day,
      (select count(*) from calendar_feeds where company_id = ${ctx.companyId}) as feeds,
      (select max(last_fetched_at) from calendar_feeds where company_id = ${ctx.companyId}) as last_fetched_at,
      (select count(*) from api_keys where company_id = ${ctx.companyId} and revoked_at is null) as keys_active,
      (select max(last_used_at) from api_keys where company_id = ${ctx.companyId}) as last_used_at,
      (select count(*) from lead_forms where company_id = ${ctx.companyId} and active) as forms_active,
      (select max(created_at) from lead_form_submissions where company_id = ${ctx.companyId}) as last_submission_at`,
  );
  return {
    webhooks: { active: Number(row?.webhooks_active ?? 0), lastDeliveryAt: iso(row?.last_delivery_at ?? null), failedLastDay: Number(row?.failed_last_day ?? 0) },
    calendarFeeds: { count: Number(row?.feeds ?? 0), lastFetchedAt: iso(row?.last_fetched_at ?? null) },
    apiKeys: { active: Number(row?.keys_active ?? 0), lastUsedAt: iso(row?.last_used_at ?? null) },
    forms: { active: Number(row?.forms_active ?? 0), lastSubmissionAt: iso(row?.last_submission_at ?? null) },
  };
}
