import type { Company } from '@groundwork/domain/auth';
import { entryDisplay } from '@groundwork/domain/permissions';
import { ArrowRightIcon, CalendarRangeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';

/** The way from the dashboard to today's schedule board, for companies whose Orders area is open (`readOnly`: a crew leader's). */
export function ScheduleBoardCard({ company, readOnly = false }: { company: Company | null; readOnly?: boolean }) {
  if (entryDisplay(company?.permissions, 'orders') !== 'enabled') return null;
  return (
    <Card aria-labelledby="schedule-board-card-title">
      <CardHeader>
        <div className="flex items-center gap-2">
          <CalendarRangeIcon className="size-5 text-primary" aria-hidden="true" />
          <CardTitle id="schedule-board-card-title">Today’s schedule</CardTitle>
        </div>
        <CardDescription>
          {readOnly ? 'Every crew’s route for the day, in order.' : 'Each crew’s route and capacity, the work still waiting for a crew, and the rain-day button.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" asChild>
          <Link to={paths.scheduleBoard}>
            Open the schedule board
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
