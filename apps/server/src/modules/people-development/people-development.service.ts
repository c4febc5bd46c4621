import { monthOf, reviewDueDate, type DevelopmentPeople, type PeopleDevelopmentSummary } from '@groundwork/domain/people-development';
import { quarterKeyOf } from '@groundwork/domain/shared';
import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneOnOneMeetings, planningTodos } from '../../db/schema';
import { companyToday } from '../../lib/company-today';
import type { RequestContext } from '../../plugins/auth';
import { createOnboardingService } from './onboarding.service';
import { createOneOnOnesService } from './one-on-ones.service';
import { byName, canManage, canSee, loadPeopleScope, managersFor, positionsOf } from './people-scope';
import { createReviewsService } from './reviews.service';

/** People development (docs/business-development.md, "People development"): the hub's figures and the people. */
export function createPeopleDevelopmentService(db: Db) {
  const onboarding = createOnboardingService(db);
  const oneOnOnes = createOneOnOnesService(db);
  const reviews = createReviewsService(db);
  const today = (ctx: RequestContext) => companyToday(db, ctx.companyId);

  return {
    today,
    onboarding,
    oneOnOnes,
    reviews,

    /** The employees the reader sees here (their people and themselves; everyone for the office's leaders), by name. */
    async people(ctx: RequestContext): Promise<DevelopmentPeople> {
      const scope = await loadPeopleScope(db, ctx);
      const people = [...scope.employees.values()]
        .filter((employee) => employee.status !== 'terminated' && canSee(scope, employee.id))
        .sort(byName)
        .map((employee) => ({
          id: employee.id,
          name: employee.name,
          department: employee.department,
          hireDate: employee.hireDate,
          positions: positionsOf(scope, employee.id).map((position) => ({ id: position.id, title: position.title })),
          managers: managersFor(scope, employee.id),
          userId: scope.userOf.get(employee.id) ?? null,
          canManage: canManage(scope, employee.id),
          isSelf: scope.me.has(employee.id),
        }));
      return { canManageAll: scope.all, people };
    },

    /** One live figure per page of the hub, for what the reader sees. */
    async summary(ctx: RequestContext): Promise<PeopleDevelopmentSummary> {
      const [scope, day] = await Promise.all([loadPeopleScope(db, ctx), today(ctx)]);
      const month = monthOf(day);
      const quarter = quarterKeyOf(day);
      const [assignments, schedule, meetings] = await Promise.all([
        onboarding.visible(scope, ctx.companyId, day),
        reviews.schedule(ctx, day, scope),
        db
          .select({ employeeId: oneOnOneMeetings.employeeId, heldOn: oneOnOneMeetings.heldOn, commitments: oneOnOneMeetings.commitments })
          .from(oneOnOneMeetings)
          .where(and(eq(oneOnOneMeetings.companyId, ctx.companyId), gte(oneOnOneMeetings.heldOn, month.from), lte(oneOnOneMeetings.heldOn, month.to))),
      ]);
      const seenMeetings = meetings.filter((meeting) => canSee(scope, meeting.employeeId));
      const todoIds = seenMeetings.flatMap((meeting) => meeting.commitments.map((commitment) => commitment.todoId));
      const open =
        todoIds.length === 0
          ? []
          : await db
              .select({ id: planningTodos.id })
              .from(planningTodos)
              .where(and(eq(planningTodos.companyId, ctx.companyId), inArray(planningTodos.id, todoIds), isNull(planningTodos.doneAt)));
      const current = assignments.filter((assignment) => assignment.progress.status !== 'complete');
      return {
        today: day,
        quarter,
        people: schedule.people.length,
        onboarding: {
          inProgress: current.filter((assignment) => assignment.progress.status === 'in_progress').length,
          upcoming: current.filter((assignment) => assignment.progress.status === 'upcoming').length,
          overdueItems: current.reduce((sum, assignment) => sum + assignment.progress.overdue, 0),
        },
        oneOnOnes: { thisMonth: seenMeetings.length, openCommitments: open.length },
        reviews: {
          due: schedule.people.filter((person) => person.nextQuarter === quarter).length,
          shared: schedule.people.filter((person) => person.thisQuarter?.status === 'shared').length,
          overdue: schedule.people.filter((person) => person.overdueQuarter !== null).length,
          dueDate: reviewDueDate(quarter),
        },
        canManageAll: scope.all,
      };
    },
  };
}
