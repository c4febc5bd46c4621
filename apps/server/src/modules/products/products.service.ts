import {
  productMessages,
  type CreateProductInput,
  type ListProductsQuery,
  type Product,
  type UpdateProductInput,
} from '@groundwork/domain/products';
import { and, asc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/company-lock';
import { isUniqueViolation } from '../../lib/db-errors';
import { isoText, isoTimestamp, type WithTimestampText } from '../../lib/iso-timestamps';
import { preparedPerDb } from '../../lib/prepared';
import { unchangedSince } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';

type ProductRow = WithTimestampText<typeof products.$inferSelect, 'createdAt' | 'updatedAt'>;

/** Every column, the timestamps as the ISO text the API sends (read and written rows are only passed through). */
const productColumns = { ...getTableColumns(products), createdAt: isoText(products.createdAt), updatedAt: isoText(products.updatedAt) };

// numeric(14,4) comes back as a decimal string ("32.5000"); 4 decimals print exactly as a number.
const toNumber = (value: string | null): number | null => (value === null ? null : Number(value));

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    unit: row.unit,
    unitCost: Number(row.unitCost),
    price: toNumber(row.price),
    taxable: row.taxable,
    supplier: row.supplier,
    epaRegistrationNumber: row.epaRegistrationNumber,
    category: row.category,
    activeIngredient: row.activeIngredient,
    labelMaxRate: toNumber(row.labelMaxRate),
    labelRateUnit: row.labelRateUnit,
    reentryIntervalHours: row.reentryIntervalHours,
    signalWord: row.signalWord,
    archived: row.archived,
    createdAt: isoTimestamp(row.createdAt),
    updatedAt: isoTimestamp(row.updatedAt),
  };
}

/** The stored columns of a create or update body (numbers go to numeric columns as exact decimal strings). */
function columnsOf(input: CreateProductInput) {
  return {
    name: input.name,
    description: input.description,
    unit: input.unit,
    unitCost: String(input.unitCost),
    price: input.price === null ? null : String(input.price),
    taxable: input.taxable,
    supplier: input.supplier,
    epaRegistrationNumber: input.epaRegistrationNumber,
    category: input.category,
    activeIngredient: input.activeIngredient,
    labelMaxRate: input.labelMaxRate === null ? null : String(input.labelMaxRate),
    labelRateUnit: input.labelRateUnit,
    reentryIntervalHours: input.reentryIntervalHours,
    signalWord: input.signalWord,
    archived: input.archived,
  };
}

/** The list order: name as people read it, case ignored (the unique index serves it). */
export const productOrder = [asc(sql`lower(${products.name})`), asc(products.id)];

/**
 * The whole catalogue of a company (archived products only with includeArchived): what GET /products without a
 * search or category runs, prepared once per database. Exported so the benchmark's database ceiling issues it.
 */
export function productCatalogueQuery(db: Db) {
  return db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.companyId, sql.placeholder('companyId')), or(eq(products.archived, false), sql`${sql.placeholder('includeArchived')}::boolean`)))
    .orderBy(...productOrder);
}

const preparedCatalogue = preparedPerDb((db) => productCatalogueQuery(db).prepare('products_company_catalogue'));

function duplicateName(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError('CONFLICT', productMessages.duplicateName, { fieldErrors: { name: [productMessages.duplicateName] } });
  }
  throw error;
}

export function createProductsService(db: Db) {
  async function findProduct(ctx: RequestContext, id: string): Promise<ProductRow> {
    const [row] = await db.select(productColumns).from(products).where(and(eq(products.companyId, ctx.companyId), eq(products.id, id)));
    if (!row) throw new AppError('NOT_FOUND', productMessages.notFound);
    return row;
  }

  return {
    /** The whole catalogue (a company has tens to a few hundred materials), archived ones only when asked. */
    async listProducts(ctx: RequestContext, query: ListProductsQuery): Promise<{ products: Product[] }> {
      if (!query.search && !query.category) {
        const rows = await preparedCatalogue(db).execute({ companyId: ctx.companyId, includeArchived: query.includeArchived });
        return { products: rows.map(toProduct) };
      }
      const conditions: SQL[] = [eq(products.companyId, ctx.companyId)];
      if (!query.includeArchived) conditions.push(eq(products.archived, false));
      if (query.category) conditions.push(eq(products.category, query.category));
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(or(ilike(products.name, pattern), ilike(products.description, pattern), ilike(products.supplier, pattern))!);
      }
      const rows = await db
        .select(productColumns)
        .from(products)
        .where(and(...conditions))
        .orderBy(...productOrder);
      return { products: rows.map(toProduct) };
    },

    async getProduct(ctx: RequestContext, id: string): Promise<Product> {
      return toProduct(await findProduct(ctx, id));
    },

    async createProduct(ctx: RequestContext, input: CreateProductInput): Promise<Product> {
      try {
        const now = new Date();
        const [row] = await db
          .insert(products)
          .values({ companyId: ctx.companyId, ...columnsOf(input), createdAt: now, updatedAt: now })
          .returning(productColumns);
        return toProduct(row!);
      } catch (error) {
        return duplicateName(error);
      }
    },

    /** Every field at once, only if nobody saved the product since the client read it (else 409). */
    async updateProduct(ctx: RequestContext, id: string, input: UpdateProductInput): Promise<Product> {
      await findProduct(ctx, id);
      try {
        const [row] = await db
          .update(products)
          .set({ ...columnsOf(input), updatedAt: new Date() })
          .where(and(eq(products.companyId, ctx.companyId), eq(products.id, id), unchangedSince(products.updatedAt, input.updatedAt)))
          .returning(productColumns);
        if (!row) throw new AppError('CONFLICT', productMessages.stale);
        return toProduct(row);
      } catch (error) {
        return duplicateName(error);
      }
    },

    /** Removes the product for good (the web asks to confirm first). */
    async deleteProduct(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const deleted = await db
        .delete(products)
        .where(and(eq(products.companyId, ctx.companyId), eq(products.id, id)))
        .returning({ id: products.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND', productMessages.notFound);
      return { id };
    },
  };
}
