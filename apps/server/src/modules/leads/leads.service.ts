import { carryCustomFieldValues } from '@groundwork/domain/custom-fields';
import { isPagedQuery, phoneDigits, type DeleteResult } from '@groundwork/domain/customers';
import {
  LEAD_ALREADY_CONVERTED_MESSAGE,
  LEAD_DELETED_MESSAGE,
  LEAD_HAS_ESTIMATES_MESSAGE,
  leadStatusLabels,
  type Lead,
  type LeadCreateValues,
  type LeadListItem,
  type LeadListQuery,
  type LeadProperty,
  type LeadUpdateValues,
} from '@groundwork/domain/leads';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientActivities, leads, type StoredLeadProperty } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { clientHasEstimates, moveLeadEstimatesToCustomer } from '../../lib/client-estimates';
import { pageTotal } from '../../lib/page-total';
import { unchangedSince } from '../../lib/stale-write';
import { clientEventData, publishEvent } from '../../lib/webhook-events';
import {
  activitiesOf,
  addActivity,
  assertLeadSource,
  assertTaxCategory,
  contactColumns,
  customerView,
  customFieldDefinitions,
  fullListSql,
  insertCustomer,
  insertNote,
  listChangesJson,
  listVersion,
  now,
  queryRows,
  recordListRemovals,
  refreshLeadListRows,
} from '../../lib/clients';
import type { RequestContext } from '../../plugins/auth';

type LeadRow = typeof leads.$inferSelect;

const sortColumns: Record<string, SQL> = {
  displayName: sql`lower(l.display_name)`,
  companyName: sql`lower(l.company_name)`,
  email: sql`l.email`,
  status: sql`array_position(array['new','contacted','estimate_sent','won','lost'], l.status)`,
  estimatedValue: sql`l.estimated_value`,
  followUpDate: sql`l.follow_up_date`,
  createdAt: sql`l.created_at`,
  updatedAt: sql`l.updated_at`,
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filterConditions(companyId: string, query: LeadListQuery): SQL {
  const conditions: SQL[] = [sql`l.company_id = ${companyId}`];
  if (query.status) conditions.push(sql`l.status = ${query.status}`);
  if (query.type) conditions.push(sql`l.type = ${query.type}`);
  if (query.leadSourceId) conditions.push(sql`l.lead_source_id = ${query.leadSourceId}`);
  if (query.tag) conditions.push(sql`exists (select 1 from unnest(l.tags) t where lower(t) = lower(${query.tag}))`);
  // The same rule as the web's matchesCustomerSearch: every word in the text, or (digits) in a phone.
  for (const term of (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    const digits = /^[\d\s()+.\-/]+$/.test(term) ? phoneDigits(term) : '';
    if (/^[\d\s()+.\-/]+$/.test(term) && digits === '') continue;
    const text = sql`l.search_text like ${likePattern(term)}`;
    conditions.push(digits ? sql`(${text} or l.phone_digits like ${likePattern(digits)})` : text);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * The paged list's two statements: the page's stored rows, and the count of matches (run only when the page does not
 * tell it, see pageTotal). The common sorts have an index (company, key, id), so their page is read off it in order
 * and the scan stops at the page. Exported for the benchmark's database ceiling.
 */
export function leadPageSql(companyId: string, query: LeadListQuery) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 50;
  const where = filterConditions(companyId, query);
  const sort = query.sort ?? 'displayName';
  const descending = sort.startsWith('-');
  const column = sortColumns[descending ? sort.slice(1) : sort] ?? sortColumns.displayName!;
  return {
    page,
    limit,
    rows: sql`select l.list_json as row from leads l where ${where}
      order by ${column} ${descending ? sql`desc nulls last` : sql`asc nulls last`}, l.id limit ${limit} offset ${(page - 1) * limit}`,
    count: sql`select count(*)::int as total from leads l where ${where}`,
  };
}

/** The stored property with both coordinates (null on leads saved before properties had them). */
function leadPropertyView(stored: StoredLeadProperty | null): LeadProperty | null {
  return stored ? { ...stored, latitude: stored.latitude ?? null, longitude: stored.longitude ?? null } : null;
}

function leadView(row: LeadRow): Lead {
  return {
    id: row.id,
    type: row.type,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    displayName: row.displayName,
    email: row.email,
    alternateEmails: row.alternateEmails,
    phone: row.phone,
    mobilePhone: row.mobilePhone,
    workPhone: row.workPhone,
    address: { street: row.street, street2: row.street2, city: row.city, state: row.state, zipCode: row.zipCode, country: row.country },
    leadSourceId: row.leadSourceId,
    tags: row.tags,
    notes: row.notes,
    status: row.status,
    lostReason: row.lostReason,
    property: leadPropertyView(row.property),
    estimatedValue: row.estimatedValue === null ? null : Number(row.estimatedValue),
    followUpDate: row.followUpDate,
    assignedTo: row.assignedTo,
    taxCategoryId: row.taxCategoryId,
    convertedCustomerId: row.convertedCustomerId,
    convertedAt: row.convertedAt ? row.convertedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
  };
}

function leadColumns(input: LeadCreateValues) {
  return {
    ...contactColumns(input),
    status: input.status,
    lostReason: input.status === 'lost' ? input.lostReason : '',
    property: input.property,
    estimatedValue: input.estimatedValue === null ? null : input.estimatedValue.toFixed(2),
    followUpDate: input.followUpDate,
    assignedTo: input.assignedTo,
    taxCategoryId: input.taxCategoryId,
  };
}

export function createLeadsService(db: Db) {
  async function loadLead(companyId: string, id: string, tx: Db = db, lock = false): Promise<LeadRow> {
    const query = tx.select().from(leads).where(and(eq(leads.companyId, companyId), eq(leads.id, id))).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new AppError('NOT_FOUND', 'Lead not found');
    return row;
  }

  return {
    isPaged: isPagedQuery,

    /** The list's version and ETag: read before the list (or its changes) is built. */
    listVersion(ctx: RequestContext): Promise<{ version: number; etag: string }> {
      return listVersion(db, ctx.companyId, 'leads');
    },

    /** The whole compact list as the response's JSON text (the stored list rows, in no particular order) and its version. */
    async fullListJson(ctx: RequestContext, version: number): Promise<string> {
      const [row] = await queryRows<{ json: string }>(db, fullListSql(ctx.companyId, 'leads'));
      return `{"success":true,"data":{"leads":${row?.json ?? '[]'},"version":${version}}}`;
    },

    /** What changed after `since` (rows written, ids removed) as the response's JSON text, answered at `version`. */
    listChangesJson(ctx: RequestContext, since: number, version: number): Promise<string> {
      return listChangesJson(db, ctx.companyId, 'leads', since, version);
    },

    async listPage(ctx: RequestContext, query: LeadListQuery) {
      const { page, limit, rows: pageSql, count } = leadPageSql(ctx.companyId, query);
      const rows = await queryRows<{ row: LeadListItem | string }>(db, pageSql);
      const list = rows.map((entry) => (typeof entry.row === 'string' ? (JSON.parse(entry.row) as LeadListItem) : entry.row));
      const total = await pageTotal(page, limit, rows.length, async () => (await queryRows<{ total: number }>(db, count))[0]?.total ?? 0);
      return { leads: list, pagination: { page, limit, total } };
    },

    async get(ctx: RequestContext, id: string) {
      return leadView(await loadLead(ctx.companyId, id));
    },

    async create(ctx: RequestContext, input: LeadCreateValues) {
      await assertLeadSource(db, ctx.companyId, input.leadSourceId);
      await assertTaxCategory(db, ctx.companyId, input.taxCategoryId);
      const at = now();
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(leads)
          .values({ companyId: ctx.companyId, ...leadColumns(input), createdAt: at, updatedAt: at, createdBy: ctx.userId })
          .returning();
        await refreshLeadListRows(tx, ctx.companyId, [created!.id]);
        await addActivity(tx, { companyId: ctx.companyId, clientType: 'lead', clientId: created!.id, kind: 'created', text: 'Lead created', createdBy: ctx.userId, createdAt: at });
        await publishEvent(tx, ctx.companyId, 'lead.created', { ...clientEventData(created!), origin: 'app' });
        return created!;
      });
      return leadView(row);
    },

    async update(ctx: RequestContext, id: string, input: LeadUpdateValues) {
      const existing = await loadLead(ctx.companyId, id);
      await assertLeadSource(db, ctx.companyId, input.leadSourceId);
      await assertTaxCategory(db, ctx.companyId, input.taxCategoryId);
      const at = now();
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(leads)
          .set({ ...leadColumns(input), updatedAt: at })
          .where(and(eq(leads.companyId, ctx.companyId), eq(leads.id, id), unchangedSince(leads.updatedAt, input.updatedAt)))
          .returning();
        if (!updated) throw new AppError('CONFLICT');
        await refreshLeadListRows(tx, ctx.companyId, [id]);
        const statusText =
          existing.status !== input.status
            ? `Status changed from ${leadStatusLabels[existing.status]} to ${leadStatusLabels[input.status]}${input.status === 'lost' ? ` (${input.lostReason})` : ''}`
            : 'Lead edited';
        await addActivity(tx, { companyId: ctx.companyId, clientType: 'lead', clientId: id, kind: 'edited', text: statusText, createdBy: ctx.userId, createdAt: at });
        return updated!;
      });
      return leadView(row);
    },

    async remove(ctx: RequestContext, id: string): Promise<DeleteResult> {
      await loadLead(ctx.companyId, id);
      await db.transaction(async (tx) => {
        if (await clientHasEstimates(tx, ctx.companyId, 'lead', id)) throw new AppError('BUSINESS_RULE', LEAD_HAS_ESTIMATES_MESSAGE);
        await tx.delete(clientActivities).where(and(eq(clientActivities.companyId, ctx.companyId), eq(clientActivities.clientType, 'lead'), eq(clientActivities.clientId, id)));
        await tx.delete(leads).where(and(eq(leads.companyId, ctx.companyId), eq(leads.id, id)));
        await recordListRemovals(tx, ctx.companyId, 'leads', [id]);
      });
      return { id, outcome: 'deleted', message: LEAD_DELETED_MESSAGE };
    },

    /**
     * One transaction: a customer with the lead's contact, property (or the billing address), notes, tax category and
     * custom field values; the lead won and linked to it; its estimates moved to the customer; an activity entry on both. Anything
     * failing leaves both as they were.
     */
    async convert(ctx: RequestContext, id: string) {
      return db.transaction(async (tx) => {
        const lead = await loadLead(ctx.companyId, id, tx, true);
        if (lead.convertedCustomerId) throw new AppError('BUSINESS_RULE', LEAD_ALREADY_CONVERTED_MESSAGE);
        const [leadFields, customerFields] = await Promise.all([
          customFieldDefinitions(tx, ctx.companyId, 'lead'),
          customFieldDefinitions(tx, ctx.companyId, 'customer'),
        ]);
        // The lead's property, coordinates included, becomes the customer's primary one.
        const property = leadPropertyView(lead.property) ?? {
          name: '',
          address: { street: lead.street, street2: lead.street2, city: lead.city, state: lead.state, zipCode: lead.zipCode, country: lead.country },
          lotSizeSqFt: null,
          turfAreaSqFt: null,
          notes: '',
          latitude: null,
          longitude: null,
        };
        const at = now();
        const created = await insertCustomer(
          tx,
          {
            companyId: ctx.companyId,
            type: lead.type,
            firstName: lead.firstName,
            lastName: lead.lastName,
            companyName: lead.companyName,
            displayName: lead.displayName,
            email: lead.email,
            alternateEmails: lead.alternateEmails,
            phone: lead.phone,
            mobilePhone: lead.mobilePhone,
            workPhone: lead.workPhone,
            street: lead.street,
            street2: lead.street2,
            city: lead.city,
            state: lead.state,
            zipCode: lead.zipCode,
            country: lead.country,
            status: 'active',
            leadSourceId: lead.leadSourceId,
            taxCategoryId: lead.taxCategoryId,
            tags: lead.tags,
            notes: lead.notes,
            customFieldValues: carryCustomFieldValues(leadFields, customerFields, lead.customFieldValues),
            convertedFromLeadId: lead.id,
            createdBy: ctx.userId,
            createdAt: at,
          },
          [{ ...property, isPrimary: true }],
          `Customer created from lead ${lead.displayName}`,
          'converted',
        );
        const [won] = await tx
          .update(leads)
          .set({ status: 'won', lostReason: '', convertedCustomerId: created.row.id, convertedAt: at, updatedAt: at })
          .where(and(eq(leads.companyId, ctx.companyId), eq(leads.id, id)))
          .returning();
        await refreshLeadListRows(tx, ctx.companyId, [id]);
        await moveLeadEstimatesToCustomer(tx, ctx.companyId, id, created.row.id, created.properties.find((item) => item.isPrimary)?.id ?? null);
        await addActivity(tx, { companyId: ctx.companyId, clientType: 'lead', clientId: id, kind: 'converted', text: `Converted to customer ${created.row.displayName}`, createdBy: ctx.userId, createdAt: at });
        return { customer: customerView(created.row, created.properties), lead: leadView(won!) };
      });
    },

    async listActivities(ctx: RequestContext, id: string) {
      await loadLead(ctx.companyId, id);
      return activitiesOf(db, ctx.companyId, 'lead', id);
    },

    async addNote(ctx: RequestContext, id: string, text: string) {
      await loadLead(ctx.companyId, id);
      return insertNote(db, ctx, 'lead', id, text);
    },
  };
}
