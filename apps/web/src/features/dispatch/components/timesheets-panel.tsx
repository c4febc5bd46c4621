import { timesheetCsvFileName, weekOf, type TimesheetEmployee } from '@groundwork/domain/dispatch';
import { workOrderLabel } from '@groundwork/domain/orders';
import { CheckIcon, DownloadIcon, TimerIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { saveBlob } from '@/lib/download-file';
import { useApproveTimesheets } from '../api/approve-timesheets';
import { getTimesheetsCsv } from '../api/download-timesheets-csv';
import { useTimesheets, type TimesheetPeriod } from '../api/get-timesheets';
import { formatClockTime } from '../clock-time';
import { formatLongDay, formatShortDay } from '../dispatch-format';
import { formatHours } from '@/lib/format';

export type TimesheetSpan = 'day' | 'week';

/** The period a day or week view of `date` covers (payroll weeks run Monday to Sunday). */
export function timesheetPeriod(span: TimesheetSpan, date: string): TimesheetPeriod {
  return span === 'day' ? { from: date, to: date } : weekOf(date);
}

/** Timesheets for a day or a week: per employee, entries and totals; approve one employee's period; export for payroll. */
export function TimesheetsPanel({ span, date }: { span: TimesheetSpan; date: string }) {
  const period = timesheetPeriod(span, date);
  const timesheets = useTimesheets(period);
  const approve = useApproveTimesheets();
  const [approving, setApproving] = useState<TimesheetEmployee | null>(null);
  const [exporting, setExporting] = useState(false);
  const periodLabel = period.from === period.to ? formatLongDay(period.from) : `${formatShortDay(period.from)} – ${formatShortDay(period.to)}`;

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await getTimesheetsCsv(period), timesheetCsvFileName(period.from, period.to));
    } catch (error) {
      toast.error('Could not export the timesheets', { description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  const confirmApprove = () => {
    if (!approving) return;
    approve.mutate(
      { input: { employeeId: approving.employeeId, from: period.from, to: period.to }, idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: ({ approved }) => {
          toast.success(`${approving.name}: ${approved === 1 ? '1 entry' : `${approved} entries`} approved`);
          setApproving(null);
        },
        onError: (error) => toast.error('Could not approve the timesheet', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {periodLabel}
          {timesheets.data && ` · ${formatHours(timesheets.data.totalHours)} in all`}
        </p>
        <Button variant="outline" disabled={exporting} onClick={() => void exportCsv()}>
          <DownloadIcon aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>
      {timesheets.isPending ? (
        <LoadingRows rows={4} label="Loading timesheets" />
      ) : timesheets.isError ? (
        <LoadError title="Could not load the timesheets" error={timesheets.error} onRetry={() => void timesheets.refetch()} />
      ) : timesheets.data.employees.length === 0 ? (
        <EmptyState icon={<TimerIcon aria-hidden="true" />} title="No hours recorded in this period" description="Hours the crews record when they complete work orders show here." />
      ) : (
        timesheets.data.employees.map((employee) => (
          <EmployeeTimesheet key={employee.employeeId} employee={employee} span={span} onApprove={() => setApproving(employee)} />
        ))
      )}
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title={approving ? `Approve ${approving.name}’s hours?` : 'Approve hours?'}
        description={approving ? `${formatHours(approving.totalHours)} for ${periodLabel}. Approved hours can no longer be changed by the crew.` : ''}
        confirmLabel="Approve"
        busyLabel="Approving..."
        busy={approve.isPending}
        destructive={false}
        onConfirm={confirmApprove}
      />
    </div>
  );
}

function EmployeeTimesheet({ employee, span, onApprove }: { employee: TimesheetEmployee; span: TimesheetSpan; onApprove: () => void }) {
  const timeZone = useCompanyTimeZone();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>
            {employee.name} <span className="text-sm font-normal text-muted-foreground">{employee.employeeNumber}</span>
          </CardTitle>
          <p className="text-sm">
            Total <span className="font-medium tabular-nums">{formatHours(employee.totalHours)}</span>
          </p>
        </div>
        {employee.approved ? (
          <Badge variant="success">
            <CheckIcon aria-hidden="true" />
            Approved
          </Badge>
        ) : (
          <Button size="sm" onClick={onApprove} aria-label={`Approve ${employee.name}’s hours`}>
            Approve
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-3 overflow-x-auto">
        {span === 'week' && (
          <dl className="grid grid-cols-4 gap-2 text-sm sm:grid-cols-7" aria-label={`${employee.name} per day`}>
            {employee.days.map((day) => (
              <div key={day.date} className="grid gap-0.5 rounded-md bg-muted p-2">
                <dt className="text-xs text-muted-foreground">{formatShortDay(day.date)}</dt>
                <dd className="tabular-nums">{formatHours(day.hours)}</dd>
              </div>
            ))}
          </dl>
        )}
        <Table aria-label={`${employee.name} time entries`}>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Work order</TableHead>
              <TableHead>Time</TableHead>
              <TableHead className="text-right">Hours</TableHead>
              <TableHead>Approved</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {employee.entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{formatShortDay(entry.date)}</TableCell>
                <TableCell>
                  {workOrderLabel(entry.workOrderNumber)} {entry.title}
                  <span className="block text-xs text-muted-foreground">
                    {entry.customerName}
                    {entry.crewName && ` · ${entry.crewName}`}
                  </span>
                </TableCell>
                <TableCell>{entry.clockIn && entry.clockOut ? `${formatClockTime(entry.clockIn, timeZone)}–${formatClockTime(entry.clockOut, timeZone)}` : 'Hours typed'}</TableCell>
                <TableCell className="text-right tabular-nums">{formatHours(entry.hours)}</TableCell>
                <TableCell>{entry.approved ? 'Yes' : 'No'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
