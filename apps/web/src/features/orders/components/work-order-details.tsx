import { workOrderLabel, workOrderReasonLabels, type WorkOrder, type WorkOrderLine } from '@groundwork/domain/orders';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatCurrency, formatDateTime, formatHours } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatBudget, formatOrderDate, formatStartTime } from '../order-format';
import { WorkOrderActions } from './work-order-actions';
import { WorkOrderCosting } from './work-order-costing';
import { WorkOrderStatusBadge } from './work-order-status-badge';

const lineTypeLabels: Record<WorkOrderLine['type'], string> = { labor: 'Labor', equipment: 'Equipment', product: 'Product', subcontractor: 'Subcontractor' };

type WorkOrderDetailsProps = {
  order: WorkOrder;
  onDeleted: () => void;
  onReload: () => Promise<unknown>;
  /** The office plans and changes the order; a crew leader reads it and records the visit in Dispatch End of Day. */
  canPlan: boolean;
};

/** /orders/{orderId}: everything the office and the crew need about one order, and what can be done with it. */
export function WorkOrderDetails({ order, onDeleted, onReload, canPlan }: WorkOrderDetailsProps) {
  const timeZone = useCompanyTimeZone();
  const label = workOrderLabel(order.number);
  const ended = order.status === 'cancelled' || order.status === 'skipped';

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{label}</h1>
            <WorkOrderStatusBadge status={order.status} overdue={order.overdue} />
          </div>
          <p className="text-sm text-muted-foreground">{order.title}</p>
        </div>
        <Link to={paths.orders} className="text-sm font-medium text-primary hover:underline">
          All work orders
        </Link>
      </div>

      <WorkOrderActions order={order} onDeleted={onDeleted} onReload={onReload} canPlan={canPlan} />

      {ended && (
        <Card className="border-warning/40">
          <CardContent className="grid gap-1 pt-6 text-sm">
            <p className="font-medium text-foreground">
              {order.status === 'cancelled' ? 'Cancelled' : 'Skipped'}
              {order.reason && `: ${workOrderReasonLabels[order.reason]}`}
            </p>
            {order.statusNote && <p className="whitespace-pre-wrap text-muted-foreground">{order.statusNote}</p>}
          </CardContent>
        </Card>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Customer and place</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <Detail label="Customer">
                <Link className="font-medium text-primary hover:underline" to={paths.customer(order.customerId)}>
                  {order.customerName}
                </Link>
              </Detail>
              <Detail label="Address">{order.address || 'No property'}</Detail>
              <Detail label="Job">
                {order.jobId ? (
                  <Link className="font-medium text-primary hover:underline" to={paths.customerJobs(order.customerId)}>
                    Open the job
                  </Link>
                ) : (
                  'One-off order'
                )}
              </Detail>
              <Detail label="Price">
                <span className="tabular-nums">{formatCurrency(order.price)}</span>
              </Detail>
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Plan</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <Detail label="Date">
                <span className={order.overdue ? 'font-medium text-destructive' : undefined}>{formatOrderDate(order.date)}</span>
              </Detail>
              <Detail label="Start time">{formatStartTime(order.startTime) || 'Not set'}</Detail>
              <Detail label="Crew">{order.crewName ?? 'Unassigned'}</Detail>
              <Detail label="Route position">{order.crewId && order.date ? `Stop ${order.sequence + 1}` : '—'}</Detail>
              <Detail label="Budget">{formatBudget(order.budgetedHours, order.crewSize)}</Detail>
              <Detail label="Started">{formatDateTime(order.startedAt, timeZone)}</Detail>
              <Detail label="Completed">{formatDateTime(order.completedAt, timeZone)}</Detail>
              <Detail label="Created">{formatDateTime(order.createdAt, timeZone)}</Detail>
            </dl>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Work</CardTitle>
        </CardHeader>
        <CardContent>
          {order.lines.length === 0 ? (
            <p className="text-sm text-muted-foreground">No lines on this order: its title and instructions describe the work.</p>
          ) : (
            <Table aria-label="Work order lines">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Type</TableHead>
                  <TableHead className="text-right">Quantity</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {order.lines.map((line) => (
                  <TableRow key={line.itemId}>
                    <TableCell>
                      <span className="font-medium">{line.name}</span>
                      {line.description && <span className="block text-xs text-muted-foreground">{line.description}</span>}
                    </TableCell>
                    <TableCell>{lineTypeLabels[line.type]}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {line.type === 'labor' ? formatHours(line.quantity) : line.quantity.toLocaleString('en-US', { maximumFractionDigits: 2 })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      <WorkOrderCosting orderId={order.id} />

      <div className="grid gap-6 lg:grid-cols-2">
        <TextCard title="Instructions" text={order.instructions} empty="No instructions for the crew." />
        {order.jobId && <TextCard title="Job notes" text={order.jobNotes} empty="The job has no notes." />}
      </div>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground uppercase">{label}</dt>
      <dd className="text-foreground">{children}</dd>
    </div>
  );
}

function TextCard({ title, text, empty }: { title: string; text: string; empty: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{text ? <p className="text-sm whitespace-pre-wrap">{text}</p> : <p className="text-sm text-muted-foreground">{empty}</p>}</CardContent>
    </Card>
  );
}
