import { couponMessages, type Coupon, type CouponInput } from '@groundwork/domain/coupons';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { unchangedSince } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';

type CouponRow = typeof coupons.$inferSelect;

function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    couponCode: row.couponCode,
    description: row.description,
    discountType: row.discountType,
    value: Number(row.value),
    validFrom: row.validFrom,
    validTo: row.validTo,
    usageLimit: row.usageLimit,
    timesUsed: row.timesUsed,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const duplicateCode = () =>
  new AppError('CONFLICT', couponMessages.duplicateCode, { fieldErrors: { couponCode: [couponMessages.duplicateCode] } });
const notFound = () => new AppError('NOT_FOUND', couponMessages.notFound);

/** What a client may set; `timesUsed` is counted by the server as coupons are redeemed. */
const editableColumns = (input: CouponInput) => ({
  couponCode: input.couponCode,
  description: input.description,
  discountType: input.discountType,
  value: input.value.toFixed(2),
  validFrom: input.validFrom,
  validTo: input.validTo,
  usageLimit: input.usageLimit,
  active: input.active,
});

export function createCouponsService(db: Db) {
  const byId = (companyId: string, id: string) => and(eq(coupons.companyId, companyId), eq(coupons.id, id));

  async function find(companyId: string, id: string): Promise<CouponRow> {
    const [row] = await db.select().from(coupons).where(byId(companyId, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  return {
    async listCoupons(ctx: RequestContext): Promise<Coupon[]> {
      const rows = await db.select().from(coupons).where(eq(coupons.companyId, ctx.companyId)).orderBy(asc(coupons.couponCode));
      return rows.map(toCoupon);
    },

    async getCoupon(ctx: RequestContext, id: string): Promise<Coupon> {
      return toCoupon(await find(ctx.companyId, id));
    },

    /** Codes are unique per company whatever the case (a unique index on lower(code)) → 409. */
    async createCoupon(ctx: RequestContext, input: CouponInput): Promise<Coupon> {
      try {
        const [row] = await db.insert(coupons).values({ companyId: ctx.companyId, ...editableColumns(input) }).returning();
        return toCoupon(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateCode();
        throw error;
      }
    },

    async updateCoupon(ctx: RequestContext, id: string, input: CouponInput): Promise<Coupon> {
      await find(ctx.companyId, id);
      let row: CouponRow | undefined;
      try {
        [row] = await db
          .update(coupons)
          .set({ ...editableColumns(input), updatedAt: new Date() })
          .where(and(byId(ctx.companyId, id), unchangedSince(coupons.updatedAt, input.updatedAt)))
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateCode();
        throw error;
      }
      if (!row) {
        await find(ctx.companyId, id);
        throw new AppError('CONFLICT', couponMessages.stale);
      }
      return toCoupon(row);
    },

    async deleteCoupon(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const [row] = await db.delete(coupons).where(byId(ctx.companyId, id)).returning({ id: coupons.id });
      if (!row) throw notFound();
      return { id };
    },
  };
}
