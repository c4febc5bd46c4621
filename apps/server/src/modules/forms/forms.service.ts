import { API_BASE_PATH } from '@groundwork/domain/shared';
import {
  FORM_CUSTOM_FIELD_GONE_MESSAGE,
  FORM_DELETED_MESSAGE,
  FORM_NOT_FOUND_MESSAGE,
  FORM_NOTIFY_USER_MESSAGE,
  type LeadForm,
  type LeadFormChoices,
  type LeadFormValues,
  type Submission,
  type SubmissionCounts,
  type SubmissionList,
} from '@groundwork/domain/forms';
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customFields, leadForms, leadFormSubmissions, leadSources, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertLeadSource, now } from '../../lib/clients';
import { isSameVersion } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';

type FormRow = typeof leadForms.$inferSelect;

/** 32 random bytes in base64url: 43 characters nobody guesses. */
export const newPublicToken = () => randomBytes(32).toString('base64url');

export const hostedFormUrl = (publicUrl: string, token: string) => `${publicUrl}/form/${token}`;
export const formSubmitUrl = (publicUrl: string, token: string) => `${publicUrl}${API_BASE_PATH}/public/lead_forms/${token}/submissions`;

const emptyCounts = (): SubmissionCounts => ({ total: 0, leadCreated: 0, duplicate: 0, spam: 0 });
const notFound = () => new AppError('NOT_FOUND', FORM_NOT_FOUND_MESSAGE);

/**
 * The office's side of lead-capture forms: the forms (with their submission counts), what the builder picks from, and
 * each form's submissions with their outcome. Every query filters by the session's company.
 */
export function createFormsService({ db, publicUrl }: { db: Db; publicUrl: string }) {
  async function load(companyId: string, id: string, executor: Db = db): Promise<FormRow> {
    const [row] = await executor.select().from(leadForms).where(and(eq(leadForms.companyId, companyId), eq(leadForms.id, id))).limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function countsOf(companyId: string, formIds: string[]): Promise<Map<string, { counts: SubmissionCounts; last: Date | null }>> {
    const result = new Map<string, { counts: SubmissionCounts; last: Date | null }>();
    if (formIds.length === 0) return result;
    const rows = await db
      .select({ formId: leadFormSubmissions.formId, outcome: leadFormSubmissions.outcome, n: count(), last: sql<string | Date>`max(${leadFormSubmissions.createdAt})` })
      .from(leadFormSubmissions)
      .where(and(eq(leadFormSubmissions.companyId, companyId), inArray(leadFormSubmissions.formId, formIds)))
      .groupBy(leadFormSubmissions.formId, leadFormSubmissions.outcome);
    for (const row of rows) {
      const entry = result.get(row.formId) ?? { counts: emptyCounts(), last: null };
      const n = Number(row.n);
      entry.counts.total += n;
      if (row.outcome === 'lead_created') entry.counts.leadCreated += n;
      else if (row.outcome === 'duplicate') entry.counts.duplicate += n;
      else entry.counts.spam += n;
      const last = new Date(row.last);
      if (!entry.last || last > entry.last) entry.last = last;
      result.set(row.formId, entry);
    }
    return result;
  }

  async function customFieldIds(companyId: string): Promise<Set<string>> {
    const rows = await db
      .select({ id: customFields.id })
      .from(customFields)
      .where(and(eq(customFields.companyId, companyId), eq(customFields.clientType, 'lead')));
    return new Set(rows.map((row) => row.id));
  }

  function view(row: FormRow, existing: Set<string>, stats?: { counts: SubmissionCounts; last: Date | null }): LeadForm {
    return {
      id: row.id,
      name: row.name,
      heading: row.heading,
      introduction: row.introduction,
      fields: row.fields.map((field) =>
        field.source === 'contact'
          ? { source: 'contact', key: field.key, label: field.label, required: field.required, missing: false }
          : { source: 'custom', customFieldId: field.customFieldId, label: field.label, required: field.required, missing: !existing.has(field.customFieldId) },
      ),
      submitLabel: row.submitLabel,
      thankYouMessage: row.thankYouMessage,
      leadSourceId: row.leadSourceId,
      notifyUserIds: row.notifyUserIds,
      active: row.active,
      hostedUrl: hostedFormUrl(publicUrl, row.publicToken),
      submitUrl: formSubmitUrl(publicUrl, row.publicToken),
      submissionCounts: stats?.counts ?? emptyCounts(),
      lastSubmittedAt: stats?.last ? stats.last.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Custom fields must be the company's lead fields, notified people its users, the lead source its own. */
  async function checkReferences(companyId: string, input: LeadFormValues): Promise<void> {
    await assertLeadSource(db, companyId, input.leadSourceId);
    const existing = await customFieldIds(companyId);
    const fieldErrors: Record<string, string[]> = {};
    input.fields.forEach((field, index) => {
      if (field.source === 'custom' && !existing.has(field.customFieldId)) fieldErrors[`fields.${index}.customFieldId`] = [FORM_CUSTOM_FIELD_GONE_MESSAGE];
    });
    if (input.notifyUserIds.length > 0) {
      const found = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.id, input.notifyUserIds)));
      if (found.length !== input.notifyUserIds.length) fieldErrors.notifyUserIds = [FORM_NOTIFY_USER_MESSAGE];
    }
    const paths = Object.keys(fieldErrors);
    if (paths.length > 0) throw new AppError('VALIDATION_FAILED', paths.length === 1 ? fieldErrors[paths[0]!]![0] : undefined, { fieldErrors });
  }

  const columns = (input: LeadFormValues) => ({
    name: input.name,
    heading: input.heading,
    introduction: input.introduction,
    fields: input.fields,
    submitLabel: input.submitLabel,
    thankYouMessage: input.thankYouMessage,
    leadSourceId: input.leadSourceId,
    notifyUserIds: input.notifyUserIds,
    active: input.active,
  });

  async function viewOne(companyId: string, row: FormRow): Promise<LeadForm> {
    const stats = await countsOf(companyId, [row.id]);
    return view(row, await customFieldIds(companyId), stats.get(row.id));
  }

  return {
    async list(ctx: RequestContext): Promise<LeadForm[]> {
      const rows = await db.select().from(leadForms).where(eq(leadForms.companyId, ctx.companyId)).orderBy(desc(leadForms.createdAt), asc(leadForms.id));
      const stats = await countsOf(
        ctx.companyId,
        rows.map((row) => row.id),
      );
      const existing = await customFieldIds(ctx.companyId);
      return rows.map((row) => view(row, existing, stats.get(row.id)));
    },

    async get(ctx: RequestContext, id: string): Promise<LeadForm> {
      return viewOne(ctx.companyId, await load(ctx.companyId, id));
    },

    async choices(ctx: RequestContext): Promise<LeadFormChoices> {
      const fields = await db
        .select({ id: customFields.id, label: customFields.label, type: customFields.type, options: customFields.options })
        .from(customFields)
        .where(and(eq(customFields.companyId, ctx.companyId), eq(customFields.clientType, 'lead')))
        .orderBy(asc(customFields.position), asc(customFields.label));
      const sources = await db
        .select({ id: leadSources.id, name: leadSources.name, status: leadSources.status })
        .from(leadSources)
        .where(eq(leadSources.companyId, ctx.companyId))
        .orderBy(asc(leadSources.status), asc(sql`lower(${leadSources.name})`));
      return { customFields: fields, leadSources: sources };
    },

    async create(ctx: RequestContext, input: LeadFormValues): Promise<LeadForm> {
      await checkReferences(ctx.companyId, input);
      const at = now();
      const [row] = await db
        .insert(leadForms)
        .values({ companyId: ctx.companyId, ...columns(input), publicToken: newPublicToken(), createdBy: ctx.userId, createdAt: at, updatedAt: at })
        .returning();
      return view(row!, await customFieldIds(ctx.companyId));
    },

    async update(ctx: RequestContext, id: string, input: LeadFormValues & { updatedAt: string }): Promise<LeadForm> {
      const existing = await load(ctx.companyId, id);
      if (!isSameVersion(existing.updatedAt, input.updatedAt)) throw new AppError('CONFLICT', 'This form was changed by someone else. Reload it to see their changes.');
      await checkReferences(ctx.companyId, input);
      const [row] = await db
        .update(leadForms)
        .set({ ...columns(input), updatedAt: now() })
        .where(and(eq(leadForms.companyId, ctx.companyId), eq(leadForms.id, id), eq(leadForms.updatedAt, existing.updatedAt)))
        .returning();
      if (!row) throw new AppError('CONFLICT', 'This form was changed by someone else. Reload it to see their changes.');
      return viewOne(ctx.companyId, row);
    },

    /** The form and its submissions go; the leads it created stay in the client book. */
    async remove(ctx: RequestContext, id: string) {
      const deleted = await db
        .delete(leadForms)
        .where(and(eq(leadForms.companyId, ctx.companyId), eq(leadForms.id, id)))
        .returning({ id: leadForms.id });
      if (deleted.length === 0) throw notFound();
      return { id, outcome: 'deleted' as const, message: FORM_DELETED_MESSAGE };
    },

    async submissions(ctx: RequestContext, id: string, query: { page: number; limit: number }): Promise<SubmissionList> {
      await load(ctx.companyId, id);
      const where = and(eq(leadFormSubmissions.companyId, ctx.companyId), eq(leadFormSubmissions.formId, id));
      const rows = await db
        .select()
        .from(leadFormSubmissions)
        .where(where)
        .orderBy(desc(leadFormSubmissions.createdAt), desc(leadFormSubmissions.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [total] = await db.select({ n: count() }).from(leadFormSubmissions).where(where);
      const submissions: Submission[] = rows.map((row) => ({
        id: row.id,
        outcome: row.outcome,
        spamReason: row.spamReason,
        matchedBy: row.matchedBy,
        leadId: row.leadId,
        customerId: row.customerId,
        timeChecked: row.timeChecked,
        answers: row.answers,
        createdAt: row.createdAt.toISOString(),
      }));
      return { submissions, pagination: { page: query.page, limit: query.limit, total: Number(total?.n ?? 0) } };
    },
  };
}
