import {
  customerArchivedMessage,
  customerReferenceText,
  CUSTOMER_DELETED_MESSAGE,
  LAST_PROPERTY_MESSAGE,
  customerFilterSchema,
  isPagedQuery,
  phoneDigits,
  type CustomerCreateValues,
  type CustomerExportQuery,
  type CustomerFilter,
  type CustomerImportResult,
  type CustomerListItem,
  type CustomerListQuery,
  type CustomerReference,
  type CustomerUpdateValues,
  type DeleteResult,
  type PropertyValues,
} from '@groundwork/domain/customers';
import { CsvParseError, customerCsvFields, customerCsvHeader, customerCsvRecord, mapCsvRows, parseCsv, serializeCsv, type CsvMapping } from '@groundwork/domain/csv';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientActivities, customerProperties, customers, leadSources, leads, salesTaxCategories } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { customerReferences } from '../../lib/client-estimates';
import { pageTotal } from '../../lib/page-total';
import { isSameVersion, unchangedSince } from '../../lib/stale-write';
import {
  activitiesOf,
  addActivity,
  assertLeadSource,
  assertTaxCategory,
  contactColumns,
  customerView,
  fullListSql,
  insertCustomer,
  insertNote,
  listChangesJson,
  listVersion,
  now,
  propertyColumns,
  propertyView,
  queryRows,
  recordListRemovals,
  refreshCustomerListRows,
  refreshLeadListRows,
  type CustomerRow,
} from '../../lib/clients';
import type { RequestContext } from '../../plugins/auth';

const fromCustomersWithPrimary = sql`from customers c
  left join customer_properties p on p.company_id = c.company_id and p.customer_id = c.id and p.is_primary`;

const sortColumns: Record<string, SQL> = {
  displayName: sql`lower(c.display_name)`,
  companyName: sql`lower(c.company_name)`,
  email: sql`c.email`,
  city: sql`lower(c.city)`,
  status: sql`c.status`,
  type: sql`c.type`,
  createdAt: sql`c.created_at`,
  updatedAt: sql`c.updated_at`,
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The WHERE of the paged list and the export: same meaning as the web's client-side search and filters. */
function filterConditions(companyId: string, filter: CustomerFilter, ids?: string[]): SQL {
  const conditions: SQL[] = [sql`c.company_id = ${companyId}`];
  if (filter.status) conditions.push(sql`c.status = ${filter.status}`);
  if (filter.type) conditions.push(sql`c.type = ${filter.type}`);
  if (filter.leadSourceId) conditions.push(sql`c.lead_source_id = ${filter.leadSourceId}`);
  if (filter.tag) conditions.push(sql`exists (select 1 from unnest(c.tags) t where lower(t) = lower(${filter.tag}))`);
  if (ids) conditions.push(ids.length > 0 ? sql`c.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`false`);
  // The same rule as the web's matchesCustomerSearch: every word in the text, or (digits) in a phone.
  for (const term of (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    const digits = /^[\d\s()+.\-/]+$/.test(term) ? phoneDigits(term) : '';
    if (/^[\d\s()+.\-/]+$/.test(term) && digits === '') continue;
    const text = sql`c.search_text like ${likePattern(term)}`;
    conditions.push(digits ? sql`(${text} or c.phone_digits like ${likePattern(digits)})` : text);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * The paged list's two statements: the page's stored rows, and the count of matches (run only when the page does not
 * tell it, see pageTotal). Every sort has an index (company, key, id), so the page is read off it in order and the
 * scan stops at the page. Exported for the benchmark's database ceiling.
 */
export function customerPageSql(companyId: string, query: CustomerListQuery) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 50;
  const where = filterConditions(companyId, query);
  const sort = query.sort ?? 'displayName';
  const descending = sort.startsWith('-');
  const column = sortColumns[descending ? sort.slice(1) : sort] ?? sortColumns.displayName!;
  return {
    page,
    limit,
    rows: sql`select c.list_json as row from customers c where ${where}
      order by ${column} ${descending ? sql`desc` : sql`asc`}, c.id limit ${limit} offset ${(page - 1) * limit}`,
    count: sql`select count(*)::int as total from customers c where ${where}`,
  };
}

type RawListRow = Omit<CustomerListItem, 'tags'> & { tags: string[] | string };

export function createCustomersService(db: Db) {
  async function loadCustomer(companyId: string, id: string): Promise<CustomerRow> {
    const [row] = await db.select().from(customers).where(and(eq(customers.companyId, companyId), eq(customers.id, id))).limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'Customer not found');
    return row;
  }

  async function propertiesOf(dbOrTx: Db, companyId: string, customerId: string) {
    return dbOrTx
      .select()
      .from(customerProperties)
      .where(and(eq(customerProperties.companyId, companyId), eq(customerProperties.customerId, customerId)))
      .orderBy(desc(customerProperties.isPrimary), asc(customerProperties.createdAt));
  }

  /** A change to a property changes the customer's list row (its primary street): the customer is touched too. */
  async function touch(tx: Db, companyId: string, customerId: string, at: Date) {
    await tx.update(customers).set({ updatedAt: at }).where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)));
    await refreshCustomerListRows(tx, companyId, [customerId]);
  }

  return {
    /** The list's version and ETag: read before the list (or its changes) is built. */
    listVersion(ctx: RequestContext): Promise<{ version: number; etag: string }> {
      return listVersion(db, ctx.companyId, 'customers');
    },

    /** The whole compact list as the response's JSON text (the stored list rows, in no particular order) and its version. */
    async fullListJson(ctx: RequestContext, version: number): Promise<string> {
      const [row] = await queryRows<{ json: string }>(db, fullListSql(ctx.companyId, 'customers'));
      return `{"success":true,"data":{"customers":${row?.json ?? '[]'},"version":${version}}}`;
    },

    /** What changed after `since` (rows written, ids removed) as the response's JSON text, answered at `version`. */
    listChangesJson(ctx: RequestContext, since: number, version: number): Promise<string> {
      return listChangesJson(db, ctx.companyId, 'customers', since, version);
    },

    async listPage(ctx: RequestContext, query: CustomerListQuery) {
      const { page, limit, rows: pageSql, count } = customerPageSql(ctx.companyId, query);
      const rows = await queryRows<{ row: RawListRow | string }>(db, pageSql);
      const list = rows.map((entry) =>
        typeof entry.row === 'string' ? (JSON.parse(entry.row) as CustomerListItem) : (entry.row as CustomerListItem),
      );
      const total = await pageTotal(page, limit, rows.length, async () => (await queryRows<{ total: number }>(db, count))[0]?.total ?? 0);
      return { customers: list, pagination: { page, limit, total } };
    },

    isPaged: isPagedQuery,

    async get(ctx: RequestContext, id: string) {
      const row = await loadCustomer(ctx.companyId, id);
      return customerView(row, await propertiesOf(db, ctx.companyId, id));
    },

    async create(ctx: RequestContext, input: CustomerCreateValues) {
      await assertLeadSource(db, ctx.companyId, input.leadSourceId);
      await assertTaxCategory(db, ctx.companyId, input.taxCategoryId);
      const properties =
        input.properties.length > 0
          ? input.properties
          : [{ name: '', address: input.address, lotSizeSqFt: null, turfAreaSqFt: null, notes: '', isPrimary: true, latitude: null, longitude: null }];
      const created = await db.transaction((tx) =>
        insertCustomer(
          tx,
          { companyId: ctx.companyId, ...contactColumns(input), status: input.status, taxCategoryId: input.taxCategoryId, createdBy: ctx.userId },
          properties,
          'Customer created',
        ),
      );
      return customerView(created.row, created.properties);
    },

    async update(ctx: RequestContext, id: string, input: CustomerUpdateValues) {
      const existing = await loadCustomer(ctx.companyId, id);
      await assertLeadSource(db, ctx.companyId, input.leadSourceId);
      await assertTaxCategory(db, ctx.companyId, input.taxCategoryId);
      const columns = { ...contactColumns(input), status: input.status, taxCategoryId: input.taxCategoryId };
      const changed = changedFields(existing, columns);
      const at = now();
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(customers)
          .set({ ...columns, updatedAt: at })
          .where(and(eq(customers.companyId, ctx.companyId), eq(customers.id, id), unchangedSince(customers.updatedAt, input.updatedAt)))
          .returning();
        if (!updated) throw new AppError('CONFLICT');
        await refreshCustomerListRows(tx, ctx.companyId, [id]);
        await addActivity(tx, {
          companyId: ctx.companyId,
          clientType: 'customer',
          clientId: id,
          kind: existing.status !== 'archived' && input.status === 'archived' ? 'archived' : 'edited',
          text: changed.length > 0 ? `Customer edited: ${changed.join(', ')}` : 'Customer saved without changes',
          createdBy: ctx.userId,
          createdAt: at,
        });
        return updated;
      });
      return customerView(row, await propertiesOf(db, ctx.companyId, id));
    },

    /** Removes a customer nothing points at; archives one with estimates, jobs, work orders, invoices or payments. */
    async remove(ctx: RequestContext, id: string): Promise<DeleteResult> {
      await loadCustomer(ctx.companyId, id);
      return db.transaction(async (tx) => {
        const has = await customerReferences(tx, ctx.companyId, id);
        const references: CustomerReference[] = [
          ...(has.estimates ? (['estimates'] as const) : []),
          ...(has.jobs ? (['jobs'] as const) : []),
          ...(has.workOrders ? (['work orders'] as const) : []),
          ...(has.invoices ? (['invoices'] as const) : []),
          ...(has.payments ? (['payments'] as const) : []),
        ];
        if (references.length > 0) {
          const at = now();
          await tx.update(customers).set({ status: 'archived', updatedAt: at }).where(and(eq(customers.companyId, ctx.companyId), eq(customers.id, id)));
          await refreshCustomerListRows(tx, ctx.companyId, [id]);
          const text = `Customer archived (it has ${customerReferenceText(references)})`;
          await addActivity(tx, { companyId: ctx.companyId, clientType: 'customer', clientId: id, kind: 'archived', text, createdBy: ctx.userId, createdAt: at });
          return { id, outcome: 'archived' as const, message: customerArchivedMessage(references) };
        }
        const unlinked = await tx
          .update(leads)
          .set({ convertedCustomerId: null })
          .where(and(eq(leads.companyId, ctx.companyId), eq(leads.convertedCustomerId, id)))
          .returning({ id: leads.id });
        await tx.delete(clientActivities).where(and(eq(clientActivities.companyId, ctx.companyId), eq(clientActivities.clientType, 'customer'), eq(clientActivities.clientId, id)));
        await tx.delete(customers).where(and(eq(customers.companyId, ctx.companyId), eq(customers.id, id)));
        await recordListRemovals(tx, ctx.companyId, 'customers', [id]);
        // The leads list shows which customer a won lead became: those rows change too. Raised after the customers'
        // version, the order a lead's conversion takes the two locks in, so the two never wait on each other.
        if (unlinked.length > 0) await refreshLeadListRows(tx, ctx.companyId, unlinked.map((lead) => lead.id));
        return { id, outcome: 'deleted' as const, message: CUSTOMER_DELETED_MESSAGE };
      });
    },

    // ── Properties ────────────────────────────────────────────────────────────────────
    async listProperties(ctx: RequestContext, customerId: string) {
      await loadCustomer(ctx.companyId, customerId);
      return (await propertiesOf(db, ctx.companyId, customerId)).map(propertyView);
    },

    async addProperty(ctx: RequestContext, customerId: string, input: PropertyValues) {
      await loadCustomer(ctx.companyId, customerId);
      const at = now();
      const row = await db.transaction(async (tx) => {
        const existing = await propertiesOf(tx, ctx.companyId, customerId);
        const isPrimary = input.isPrimary || existing.length === 0;
        if (isPrimary) await clearPrimary(tx, ctx.companyId, customerId, at);
        const [created] = await tx
          .insert(customerProperties)
          .values({ companyId: ctx.companyId, customerId, ...propertyColumns(input), isPrimary, createdAt: at, updatedAt: at })
          .returning();
        await touch(tx, ctx.companyId, customerId, at);
        return created!;
      });
      return propertyView(row);
    },

    async updateProperty(ctx: RequestContext, customerId: string, propertyId: string, input: PropertyValues & { updatedAt?: string | undefined }) {
      await loadCustomer(ctx.companyId, customerId);
      const at = now();
      const row = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(customerProperties)
          .where(and(eq(customerProperties.companyId, ctx.companyId), eq(customerProperties.customerId, customerId), eq(customerProperties.id, propertyId)))
          .limit(1);
        if (!current) throw new AppError('NOT_FOUND', 'Property not found');
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
        // The primary stays primary until another one is made primary: a customer always has one.
        const isPrimary = current.isPrimary || input.isPrimary;
        if (isPrimary && !current.isPrimary) await clearPrimary(tx, ctx.companyId, customerId, at);
        const [updated] = await tx
          .update(customerProperties)
          .set({ ...propertyColumns(input), isPrimary, updatedAt: at })
          .where(and(eq(customerProperties.companyId, ctx.companyId), eq(customerProperties.id, propertyId)))
          .returning();
        await touch(tx, ctx.companyId, customerId, at);
        return updated!;
      });
      return propertyView(row);
    },

    async removeProperty(ctx: RequestContext, customerId: string, propertyId: string): Promise<DeleteResult> {
      await loadCustomer(ctx.companyId, customerId);
      return db.transaction(async (tx) => {
        const existing = await propertiesOf(tx, ctx.companyId, customerId);
        const target = existing.find((property) => property.id === propertyId);
        if (!target) throw new AppError('NOT_FOUND', 'Property not found');
        if (existing.length === 1) throw new AppError('BUSINESS_RULE', LAST_PROPERTY_MESSAGE);
        const at = now();
        await tx.delete(customerProperties).where(and(eq(customerProperties.companyId, ctx.companyId), eq(customerProperties.id, propertyId)));
        if (target.isPrimary) {
          const next = existing.filter((property) => property.id !== propertyId).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0]!;
          await tx.update(customerProperties).set({ isPrimary: true, updatedAt: at }).where(and(eq(customerProperties.companyId, ctx.companyId), eq(customerProperties.id, next.id)));
        }
        await touch(tx, ctx.companyId, customerId, at);
        return { id: propertyId, outcome: 'deleted' as const, message: 'The property was deleted.' };
      });
    },

    // ── Import / export ───────────────────────────────────────────────────────────────
    async importCsv(ctx: RequestContext, input: { csv: string; mapping: Record<string, number>; hasHeader: boolean }): Promise<CustomerImportResult> {
      const unknown = Object.keys(input.mapping).filter((field) => !(customerCsvFields as readonly string[]).includes(field));
      if (unknown.length > 0) throw AppError.invalidField('mapping', `Unknown fields in the mapping: ${unknown.join(', ')}`);
      let records: string[][];
      try {
        records = parseCsv(input.csv);
      } catch (error) {
        if (error instanceof CsvParseError) throw AppError.invalidField('csv', error.message);
        throw error;
      }
      const body = input.hasHeader ? records.slice(1) : records;
      if (body.length > 20_000) throw AppError.invalidField('csv', 'At most 20,000 rows can be imported at once');
      // Tax categories are matched by name among the company's own, the same way the browser's preview does.
      const taxCategories = await db
        .select({ id: salesTaxCategories.id, name: salesTaxCategories.name })
        .from(salesTaxCategories)
        .where(eq(salesTaxCategories.companyId, ctx.companyId));
      const { valid, invalid } = mapCsvRows(body, input.mapping as CsvMapping, { firstRow: input.hasHeader ? 2 : 1, taxCategories });
      if (valid.length > 0) await insertImported(db, ctx, valid);
      return { imported: valid.length, failed: invalid, total: valid.length + invalid.length };
    },

    async exportCsv(ctx: RequestContext, query: CustomerExportQuery): Promise<string> {
      const filter = customerFilterSchema.parse(query);
      const where = filterConditions(ctx.companyId, filter, query.ids);
      const rows = await queryRows<Record<string, unknown>>(db, sql`select c.*, coalesce(s.name, '') as lead_source_name, coalesce(t.name, '') as tax_category_name,
          p.lot_size_sq_ft, p.turf_area_sq_ft, p.latitude, p.longitude
        ${fromCustomersWithPrimary} left join lead_sources s on s.company_id = c.company_id and s.id = c.lead_source_id
        left join sales_tax_categories t on t.company_id = c.company_id and t.id = c.tax_category_id
        where ${where} order by lower(c.display_name), c.id`);
      const records = rows.map((row) =>
        customerCsvRecord({
          type: row.type as 'residential' | 'commercial',
          firstName: String(row.first_name),
          lastName: String(row.last_name),
          companyName: String(row.company_name),
          displayName: String(row.display_name),
          email: String(row.email),
          phone: String(row.phone),
          mobilePhone: String(row.mobile_phone),
          workPhone: String(row.work_phone),
          address: { street: String(row.street), street2: String(row.street2), city: String(row.city), state: String(row.state), zipCode: String(row.zip_code), country: String(row.country) },
          status: row.status as 'active' | 'inactive' | 'archived',
          leadSourceName: String(row.lead_source_name),
          taxCategoryName: String(row.tax_category_name),
          tags: pgTextArray(row.tags),
          notes: String(row.notes),
          lotSizeSqFt: row.lot_size_sq_ft === null ? null : Number(row.lot_size_sq_ft),
          turfAreaSqFt: row.turf_area_sq_ft === null ? null : Number(row.turf_area_sq_ft),
          latitude: row.latitude === null ? null : Number(row.latitude),
          longitude: row.longitude === null ? null : Number(row.longitude),
        }),
      );
      return serializeCsv([customerCsvHeader(), ...records], { guardFormulas: true });
    },

    // ── Activity ──────────────────────────────────────────────────────────────────────
    async listActivities(ctx: RequestContext, customerId: string) {
      await loadCustomer(ctx.companyId, customerId);
      return activitiesOf(db, ctx.companyId, 'customer', customerId);
    },

    async addNote(ctx: RequestContext, customerId: string, text: string) {
      await loadCustomer(ctx.companyId, customerId);
      return insertNote(db, ctx, 'customer', customerId, text);
    },
  };
}

async function clearPrimary(tx: Db, companyId: string, customerId: string, at: Date) {
  await tx
    .update(customerProperties)
    .set({ isPrimary: false, updatedAt: at })
    .where(and(eq(customerProperties.companyId, companyId), eq(customerProperties.customerId, customerId), eq(customerProperties.isPrimary, true)));
}

/** PostgreSQL text[] from a raw query: postgres.js parses it, PGlite may hand over the literal. */
function pgTextArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value === '{}') return [];
  const inner = value.slice(1, -1);
  const items: string[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|([^,]+)/g;
  for (let match = pattern.exec(inner); match; match = pattern.exec(inner)) {
    items.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]!);
  }
  return items;
}

const trackedFields: Record<string, string> = {
  type: 'type',
  firstName: 'first name',
  lastName: 'last name',
  companyName: 'company name',
  displayName: 'display name',
  email: 'email',
  alternateEmails: 'alternate emails',
  phone: 'phone',
  mobilePhone: 'mobile phone',
  workPhone: 'work phone',
  street: 'address',
  street2: 'address',
  city: 'address',
  state: 'address',
  zipCode: 'address',
  country: 'address',
  status: 'status',
  leadSourceId: 'lead source',
  tags: 'tags',
  notes: 'notes',
  taxCategoryId: 'tax category',
};

/** The labels of the fields an edit changes, for the activity entry. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const labels = new Set<string>();
  for (const [field, label] of Object.entries(trackedFields)) {
    if (!(field in after)) continue;
    if (JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null)) labels.add(label);
  }
  return [...labels];
}

/** Good import rows, in one transaction: lead sources by name (found or added), customers, properties, activities. */
async function insertImported(db: Db, ctx: RequestContext, rows: ReturnType<typeof mapCsvRows>['valid']): Promise<void> {
  await db.transaction(async (tx) => {
    const at = now();
    const names = [...new Map(rows.filter((row) => row.leadSourceName).map((row) => [row.leadSourceName.toLowerCase(), row.leadSourceName])).values()];
    const sourceIds = new Map<string, string>();
    if (names.length > 0) {
      const existing = await tx
        .select({ id: leadSources.id, name: leadSources.name })
        .from(leadSources)
        .where(and(eq(leadSources.companyId, ctx.companyId), inArray(sql`lower(${leadSources.name})`, names.map((name) => name.toLowerCase()))));
      for (const source of existing) sourceIds.set(source.name.toLowerCase(), source.id);
      const missing = names.filter((name) => !sourceIds.has(name.toLowerCase()));
      if (missing.length > 0) {
        const added = await tx
          .insert(leadSources)
          .values(missing.map((name) => ({ companyId: ctx.companyId, name, createdAt: at, updatedAt: at })))
          .returning({ id: leadSources.id, name: leadSources.name });
        for (const source of added) sourceIds.set(source.name.toLowerCase(), source.id);
      }
    }
    const CHUNK = 500;
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      const inserted = await tx
        .insert(customers)
        .values(
          chunk.map((row) => ({
            companyId: ctx.companyId,
            ...contactColumns({ ...row.customer, leadSourceId: row.leadSourceName ? (sourceIds.get(row.leadSourceName.toLowerCase()) ?? null) : null }),
            status: row.customer.status,
            taxCategoryId: row.customer.taxCategoryId,
            createdBy: ctx.userId,
            createdAt: at,
            updatedAt: at,
          })),
        )
        .returning({ id: customers.id });
      await tx.insert(customerProperties).values(
        chunk.map((row, index) => ({
          companyId: ctx.companyId,
          customerId: inserted[index]!.id,
          ...propertyColumns(row.customer.properties[0]!),
          isPrimary: true,
          createdAt: at,
          updatedAt: at,
        })),
      );
      await refreshCustomerListRows(tx, ctx.companyId, inserted.map((row) => row.id));
      await tx.insert(clientActivities).values(
        chunk.map((row, index) => ({
          companyId: ctx.companyId,
          clientType: 'customer' as const,
          clientId: inserted[index]!.id,
          kind: 'imported' as const,
          text: `Customer imported from CSV (row ${row.row})`,
          createdAt: at,
          createdBy: ctx.userId,
        })),
      );
    }
  });
}
