import { isOfficeRole } from '@groundwork/domain/auth';
import { boardViews, type BoardView } from '@groundwork/domain/orders';
import { parseCalendarDate } from '@groundwork/domain/shared';
import { ListIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/auth-provider';
import { ScheduleBoard } from '@/features/board/components/schedule-board';
import { paths } from '@/lib/paths';

/** /orders/board?view=day|week&date=YYYY-MM-DD: the schedule board; the URL keeps the view and the day, so it can be shared. */
export default function ScheduleBoardRoute() {
  const { user } = useAuth();
  // The office plans; a crew leader reads the board and records their day in Dispatch End of Day.
  const canPlan = user ? isOfficeRole(user.role) : false;
  const [params, setParams] = useSearchParams();
  const requestedView = params.get('view');
  const view: BoardView = boardViews.includes(requestedView as BoardView) ? (requestedView as BoardView) : 'day';
  const requestedDate = params.get('date');
  // A date that is not a calendar day is ignored (the board opens on today) rather than sent to be refused.
  const date = requestedDate && parseCalendarDate(requestedDate) ? requestedDate : undefined;

  const update = (change: { view?: BoardView; date?: string | null }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (change.view) next.set('view', change.view);
      if (change.date === null) next.delete('date');
      else if (change.date) next.set('date', change.date);
      return next;
    });

  return (
    <Page className="max-w-[100rem]">
      <PageHeader
        title="Schedule board"
        description={
          canPlan
            ? 'Each crew’s day in route order against the hours it has. Drag work between crews and days, or use Move… on a card.'
            : 'Each crew’s day in route order. The office plans the board; record your day in Dispatch End of Day.'
        }
        actions={
          <Button variant="outline" asChild>
            <Link to={paths.orders}>
              <ListIcon aria-hidden="true" />
              Work orders
            </Link>
          </Button>
        }
      />
      <ScheduleBoard view={view} date={date} onViewChange={(next) => update({ view: next })} onDateChange={(next) => update({ date: next })} canPlan={canPlan} />
    </Page>
  );
}
