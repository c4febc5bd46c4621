import { invoiceStatusLabels, type InvoiceStatus } from '@groundwork/domain/invoices';
import { Badge } from '@/components/ui/badge';

const variants: Record<InvoiceStatus, 'outline' | 'default' | 'secondary' | 'success' | 'muted'> = {
  draft: 'outline',
  sent: 'default',
  partially_paid: 'secondary',
  paid: 'success',
  void: 'muted',
};

/** The invoice's status, and 'Overdue' in red when money is owed past its due date. */
export function InvoiceStatusBadge({ status, overdue = false }: { status: InvoiceStatus; overdue?: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge variant={variants[status]}>{invoiceStatusLabels[status]}</Badge>
      {overdue && <Badge variant="destructive">Overdue</Badge>}
    </span>
  );
}
