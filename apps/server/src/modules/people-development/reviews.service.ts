import {
  MANAGER_OR_OFFICE_MESSAGE,
  REVIEW_CHANGED_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  reviewDueDate,
  reviewExistsMessage,
  reviewGapsMessage,
  reviewSchedule,
  reviewSummary,
  SHARED_REVIEW_KEPT_MESSAGE,
  STALE_MESSAGE,
  type Review,
  type ReviewFields,
  type ReviewList,
  type ReviewSchedule,
  type StartReviewInput,
} from '@groundwork/domain/people-development';
import { quarterKeyOf, quarterRange } from '@groundwork/domain/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyInformation, employeeQuarterlyReviews } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { now } from '../../lib/clients';
import { isUniqueViolation } from '../../lib/db-errors';
import { unchangedSince } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';
import { byName, canManage, canSee, employeeToManage, loadPeopleScope, managedEmployees, managerFor, managersFor, personRef, positionsOf, type PeopleScope } from './people-scope';

/**
 * Quarterly reviews (docs/business-development.md, "People development"). A manager (or the office's leaders) sees and
 * writes their people's reviews; an employee reads their own once shared — a draft is the manager's until then.
 */

type ReviewRow = typeof employeeQuarterlyReviews.$inferSelect;

/** The reader sees this review: their people's, or their own once shared. */
const canRead = (scope: PeopleScope, row: Pick<ReviewRow, 'employeeId' | 'status'>) => canManage(scope, row.employeeId) || (scope.me.has(row.employeeId) && row.status === 'shared');

export function createReviewsService(db: Db) {
  const notFound = () => new AppError('NOT_FOUND', REVIEW_NOT_FOUND_MESSAGE);

  /** A review the reader does not see is 404 (an employee's own draft included); one they only read is 403. */
  function requireWriter(scope: PeopleScope, row: ReviewRow): void {
    if (!canRead(scope, row)) throw notFound();
    if (!canManage(scope, row.employeeId)) throw new AppError('FORBIDDEN', MANAGER_OR_OFFICE_MESSAGE);
  }

  function view(scope: PeopleScope, row: ReviewRow): Review {
    const values = row.valueRatings;
    const responsibilities = row.responsibilityRatings;
    return {
      id: row.id,
      employee: personRef(scope, row.employeeId) ?? { id: row.employeeId, name: '' },
      reviewer: personRef(scope, row.reviewerEmployeeId),
      quarter: row.quarter,
      quarterLabel: quarterRange(row.quarter).label,
      dueDate: reviewDueDate(row.quarter),
      positionTitles: row.positionTitles,
      values,
      responsibilities,
      getsIt: row.getsIt,
      wantsIt: row.wantsIt,
      capacity: row.capacity,
      comments: row.comments,
      status: row.status,
      sharedAt: row.sharedAt?.toISOString() ?? null,
      summary: reviewSummary({ values, responsibilities, getsIt: row.getsIt, wantsIt: row.wantsIt, capacity: row.capacity }),
      canEdit: canManage(scope, row.employeeId),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function loadRow(companyId: string, id: string): Promise<ReviewRow> {
    const [row] = await db.select().from(employeeQuarterlyReviews).where(and(eq(employeeQuarterlyReviews.companyId, companyId), eq(employeeQuarterlyReviews.id, id)));
    if (!row) throw notFound();
    return row;
  }

  /** Newest quarter first, then by name. */
  const newestFirst = (scope: PeopleScope) => (a: ReviewRow, b: ReviewRow) =>
    b.quarter.localeCompare(a.quarter) || byName({ name: scope.employees.get(a.employeeId)?.name ?? '' }, { name: scope.employees.get(b.employeeId)?.name ?? '' });

  return {
    /** The reviews the reader sees: one employee's history, or every review they see. */
    async list(ctx: RequestContext, employeeId: string | undefined, today: string): Promise<ReviewList> {
      const scope = await loadPeopleScope(db, ctx);
      if (employeeId !== undefined && (!scope.employees.has(employeeId) || !canSee(scope, employeeId))) throw new AppError('NOT_FOUND', 'Employee not found');
      const where = employeeId
        ? and(eq(employeeQuarterlyReviews.companyId, ctx.companyId), eq(employeeQuarterlyReviews.employeeId, employeeId))
        : eq(employeeQuarterlyReviews.companyId, ctx.companyId);
      const rows = (await db.select().from(employeeQuarterlyReviews).where(where)).filter((row) => canRead(scope, row)).sort(newestFirst(scope));
      return { today, quarter: quarterKeyOf(today), reviews: rows.map((row) => view(scope, row)) };
    },

    async get(ctx: RequestContext, id: string): Promise<Review> {
      const scope = await loadPeopleScope(db, ctx);
      const row = await loadRow(ctx.companyId, id);
      if (!canRead(scope, row)) throw notFound();
      return view(scope, row);
    },

    /** Starts a quarter's review: today's core values and the responsibilities of the employee's seats, unrated. */
    async start(ctx: RequestContext, input: StartReviewInput): Promise<Review> {
      const scope = await loadPeopleScope(db, ctx);
      const employee = employeeToManage(scope, input.employeeId);
      const [info] = await db.select({ values: companyInformation.companyValues }).from(companyInformation).where(eq(companyInformation.companyId, ctx.companyId));
      const values = (info?.values.coreValues ?? []).filter((value) => value.name.trim() !== '').map((value) => ({ name: value.name, practice: value.practice, rating: null }));
      const seats = positionsOf(scope, employee.id);
      const responsibilities = [...new Set(seats.flatMap((seat) => seat.keyResponsibilities.map((text) => text.trim())).filter((text) => text !== ''))].map((text) => ({ text, rating: null }));
      const at = now();
      try {
        const [row] = await db
          .insert(employeeQuarterlyReviews)
          .values({
            companyId: ctx.companyId,
            employeeId: employee.id,
            reviewerEmployeeId: managerFor(scope, employee.id),
            quarter: input.quarter,
            positionTitles: seats.map((seat) => seat.title),
            valueRatings: values,
            responsibilityRatings: responsibilities,
            createdByUserId: ctx.userId,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        return view(scope, row!);
      } catch (error) {
        if (isUniqueViolation(error)) {
          const message = reviewExistsMessage(employee.name, quarterRange(input.quarter).label);
          throw new AppError('BUSINESS_RULE', message, { fieldErrors: { quarter: [message] } });
        }
        throw error;
      }
    },

    /** Saves the ratings against the version loaded; sharing asks every rating and GWC answer first. */
    async save(ctx: RequestContext, id: string, input: ReviewFields): Promise<Review> {
      const scope = await loadPeopleScope(db, ctx);
      const row = await loadRow(ctx.companyId, id);
      requireWriter(scope, row);
      // The ratings must be of the values and responsibilities the review was started with, in their order.
      const sameValues = input.values.length === row.valueRatings.length && input.values.every((value, index) => value.name === row.valueRatings[index]!.name);
      const sameResponsibilities =
        input.responsibilities.length === row.responsibilityRatings.length && input.responsibilities.every((item, index) => item.text === row.responsibilityRatings[index]!.text);
      if (!sameValues || !sameResponsibilities) throw new AppError('BUSINESS_RULE', REVIEW_CHANGED_MESSAGE);
      const ratings = {
        values: row.valueRatings.map((value, index) => ({ ...value, rating: input.values[index]!.rating })),
        responsibilities: row.responsibilityRatings.map((item, index) => ({ ...item, rating: input.responsibilities[index]!.rating })),
        getsIt: input.getsIt,
        wantsIt: input.wantsIt,
        capacity: input.capacity,
      };
      if (input.status === 'shared') {
        const gaps = reviewGapsMessage(ratings);
        if (gaps) throw new AppError('BUSINESS_RULE', gaps);
      }
      const at = now();
      const [updated] = await db
        .update(employeeQuarterlyReviews)
        .set({
          valueRatings: ratings.values,
          responsibilityRatings: ratings.responsibilities,
          getsIt: input.getsIt,
          wantsIt: input.wantsIt,
          capacity: input.capacity,
          comments: input.comments,
          status: input.status,
          // Shared once: the day it was first shared stays while it is.
          sharedAt: input.status === 'shared' ? (row.sharedAt ?? at) : null,
          updatedAt: at,
        })
        .where(and(eq(employeeQuarterlyReviews.companyId, ctx.companyId), eq(employeeQuarterlyReviews.id, id), unchangedSince(employeeQuarterlyReviews.updatedAt, input.updatedAt)))
        .returning();
      if (!updated) throw new AppError('CONFLICT', STALE_MESSAGE);
      return view(scope, updated);
    },

    /** A draft can go; a shared review stays in the history. */
    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const scope = await loadPeopleScope(db, ctx);
      const row = await loadRow(ctx.companyId, id);
      requireWriter(scope, row);
      if (row.status === 'shared') throw new AppError('BUSINESS_RULE', SHARED_REVIEW_KEPT_MESSAGE);
      await db.delete(employeeQuarterlyReviews).where(and(eq(employeeQuarterlyReviews.companyId, ctx.companyId), eq(employeeQuarterlyReviews.id, id)));
      return { id };
    },

    /** The reader's people (everyone with a manager on the chart for the office's leaders): each one's next review, and the overdue. */
    async schedule(ctx: RequestContext, today: string, loaded?: PeopleScope): Promise<ReviewSchedule> {
      const scope = loaded ?? (await loadPeopleScope(db, ctx));
      // Reviews are held with a manager: the people someone sits above on the chart (the top seat and anyone off the
      // chart have nobody to hold them).
      const people = managedEmployees(scope).filter((person) => managersFor(scope, person.id).length > 0);
      const rows =
        people.length === 0
          ? []
          : await db
              .select()
              .from(employeeQuarterlyReviews)
              .where(and(eq(employeeQuarterlyReviews.companyId, ctx.companyId), inArray(employeeQuarterlyReviews.employeeId, people.map((person) => person.id))));
      const quarter = quarterKeyOf(today);
      const reviewsOf = new Map<string, ReviewRow[]>();
      for (const row of rows) reviewsOf.set(row.employeeId, [...(reviewsOf.get(row.employeeId) ?? []), row]);
      return {
        today,
        quarter,
        people: people.map((person) => {
          const own = (reviewsOf.get(person.id) ?? []).sort((a, b) => b.quarter.localeCompare(a.quarter));
          const shared = own.filter((row) => row.status === 'shared');
          const entry = reviewSchedule({ hireDate: person.hireDate, sharedQuarters: new Set(shared.map((row) => row.quarter)) }, today);
          const thisQuarter = own.find((row) => row.quarter === quarter);
          const lastShared = shared[0];
          return {
            employee: { id: person.id, name: person.name },
            positionTitles: positionsOf(scope, person.id).map((position) => position.title),
            managers: managersFor(scope, person.id),
            ...entry,
            thisQuarter: thisQuarter ? { id: thisQuarter.id, status: thisQuarter.status } : null,
            lastShared: lastShared
              ? { id: lastShared.id, quarter: lastShared.quarter, aboveTheBar: reviewSummary({ values: lastShared.valueRatings, responsibilities: lastShared.responsibilityRatings, getsIt: lastShared.getsIt, wantsIt: lastShared.wantsIt, capacity: lastShared.capacity }).aboveTheBar }
              : null,
            canManage: true,
          };
        }),
      };
    },
  };
}
