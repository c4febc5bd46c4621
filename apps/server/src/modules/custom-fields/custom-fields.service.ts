import type { ClientType } from '@groundwork/domain/customers';
import {
  MAX_CUSTOM_FIELDS_PER_TYPE,
  validateCustomFieldValues,
  type CustomField,
  type CustomFieldValuesResult,
} from '@groundwork/domain/custom-fields';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, customFields, leads } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { addActivity, currentValues, now, refreshCustomerListRows, refreshLeadListRows } from '../../lib/clients';
import type { RequestContext } from '../../plugins/auth';

type Row = typeof customFields.$inferSelect;

function view(row: Row): CustomField {
  return {
    id: row.id,
    clientType: row.clientType,
    label: row.label,
    type: row.type,
    options: row.options,
    required: row.required,
    order: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const tableOf = { customer: customers, lead: leads } as const;

export function createCustomFieldsService(db: Db) {
  async function load(companyId: string, id: string): Promise<Row> {
    const [row] = await db.select().from(customFields).where(and(eq(customFields.companyId, companyId), eq(customFields.id, id))).limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'Custom field not found');
    return row;
  }

  async function definitions(companyId: string, clientType: ClientType): Promise<Row[]> {
    return db
      .select()
      .from(customFields)
      .where(and(eq(customFields.companyId, companyId), eq(customFields.clientType, clientType)))
      .orderBy(asc(customFields.position), asc(customFields.label));
  }

  /** The stored values of a customer or lead of this company (404 otherwise). */
  async function storedValues(companyId: string, clientType: ClientType, clientId: string) {
    const table = tableOf[clientType];
    const [client] = await db
      .select({ values: table.customFieldValues })
      .from(table)
      .where(and(eq(table.companyId, companyId), eq(table.id, clientId)))
      .limit(1);
    if (!client) throw new AppError('NOT_FOUND', clientType === 'customer' ? 'Customer not found' : 'Lead not found');
    return client.values;
  }

  return {
    async list(ctx: RequestContext, clientType: ClientType | undefined): Promise<CustomField[]> {
      const where = clientType
        ? and(eq(customFields.companyId, ctx.companyId), eq(customFields.clientType, clientType))
        : eq(customFields.companyId, ctx.companyId);
      const rows = await db.select().from(customFields).where(where).orderBy(asc(customFields.clientType), asc(customFields.position), asc(customFields.label));
      return rows.map(view);
    },

    async create(ctx: RequestContext, input: { clientType: ClientType; label: string; type: Row['type']; options: string[]; required: boolean; order?: number | undefined }) {
      const [stats] = await db
        .select({ total: count(), last: max(customFields.position) })
        .from(customFields)
        .where(and(eq(customFields.companyId, ctx.companyId), eq(customFields.clientType, input.clientType)));
      if ((stats?.total ?? 0) >= MAX_CUSTOM_FIELDS_PER_TYPE) throw new AppError('BUSINESS_RULE', `At most ${MAX_CUSTOM_FIELDS_PER_TYPE} custom fields per client type`);
      const at = now();
      const [row] = await db
        .insert(customFields)
        .values({
          companyId: ctx.companyId,
          clientType: input.clientType,
          label: input.label,
          type: input.type,
          options: input.options,
          required: input.required,
          position: input.order ?? (stats?.last ?? -1) + 1,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return view(row!);
    },

    async update(ctx: RequestContext, id: string, input: { label: string; options: string[]; required: boolean; order?: number | undefined }) {
      const existing = await load(ctx.companyId, id);
      if (existing.type === 'select') {
        if (input.options.length === 0) throw AppError.invalidField('options', 'A select field needs at least one option');
        const lower = input.options.map((option) => option.toLowerCase());
        if (new Set(lower).size !== lower.length) throw AppError.invalidField('options', 'Options must be different from each other');
      }
      const [row] = await db
        .update(customFields)
        .set({
          label: input.label,
          options: existing.type === 'select' ? input.options : [],
          required: input.required,
          position: input.order ?? existing.position,
          updatedAt: now(),
        })
        .where(and(eq(customFields.companyId, ctx.companyId), eq(customFields.id, id)))
        .returning();
      return view(row!);
    },

    /** The definition goes; values stored under its id are no longer shown (and are dropped on the client's next save). */
    async remove(ctx: RequestContext, id: string) {
      await load(ctx.companyId, id);
      await db.delete(customFields).where(and(eq(customFields.companyId, ctx.companyId), eq(customFields.id, id)));
      return { id, outcome: 'deleted' as const, message: 'The custom field was deleted.' };
    },

    async getValues(ctx: RequestContext, clientType: ClientType, clientId: string): Promise<CustomFieldValuesResult> {
      const stored = await storedValues(ctx.companyId, clientType, clientId);
      const fields = await definitions(ctx.companyId, clientType);
      return { customFields: fields.map(view), values: currentValues(fields, stored) };
    },

    /** Values sent replace those fields' values; the others stay. The whole set is checked (required fields too). */
    async putValues(ctx: RequestContext, clientType: ClientType, clientId: string, values: Record<string, unknown>): Promise<CustomFieldValuesResult> {
      const stored = await storedValues(ctx.companyId, clientType, clientId);
      const fields = await definitions(ctx.companyId, clientType);
      const merged = { ...currentValues(fields, stored), ...values };
      const result = validateCustomFieldValues(fields, merged);
      if (!result.ok) {
        const fieldErrors = Object.fromEntries(Object.entries(result.fieldErrors).map(([id, messages]) => [`values.${id}`, messages]));
        const first = Object.values(result.fieldErrors)[0]?.[0];
        throw new AppError('VALIDATION_FAILED', Object.keys(fieldErrors).length === 1 && first ? first : undefined, { fieldErrors });
      }
      const table = tableOf[clientType];
      const at = now();
      await db.transaction(async (tx) => {
        await tx.update(table).set({ customFieldValues: result.values, updatedAt: at }).where(and(eq(table.companyId, ctx.companyId), eq(table.id, clientId)));
        if (clientType === 'customer') await refreshCustomerListRows(tx, ctx.companyId, [clientId]);
        else await refreshLeadListRows(tx, ctx.companyId, [clientId]);
        await addActivity(tx, { companyId: ctx.companyId, clientType, clientId, kind: 'edited', text: 'Custom fields updated', createdBy: ctx.userId, createdAt: at });
      });
      return { customFields: fields.map(view), values: result.values };
    },
  };
}
