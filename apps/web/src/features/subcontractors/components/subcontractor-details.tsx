import { subcontractorStatusLabels, subcontractorTradeLabels, type Subcontractor } from '@groundwork/domain/subcontractors';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatUnitRate } from '@/lib/format';
import { InsuranceBadge } from './insurance-badge';

const longDate = (date: string | null) => {
  if (!date) return '—';
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, day!)));
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm text-foreground">{children}</dd>
    </div>
  );
}

/** Everything on file about one subcontractor: contact, trade, insurance standing, rates and notes. */
export function SubcontractorDetails({ subcontractor }: { subcontractor: Subcontractor }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Contact</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Contact">{subcontractor.contactName ?? '—'}</Detail>
            <Detail label="Trade">{subcontractorTradeLabels[subcontractor.trade]}</Detail>
            <Detail label="Email">{subcontractor.email ? <a className="underline-offset-4 hover:underline" href={`mailto:${subcontractor.email}`}>{subcontractor.email}</a> : '—'}</Detail>
            <Detail label="Phone">{subcontractor.phone ? <a className="underline-offset-4 hover:underline" href={`tel:${subcontractor.phone}`}>{subcontractor.phone}</a> : '—'}</Detail>
            <Detail label="Status">{subcontractorStatusLabels[subcontractor.status]}</Detail>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Insurance and rates</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Insurance expiry">
              <span className="grid justify-items-start gap-1">
                {longDate(subcontractor.insuranceExpiryDate)}
                <InsuranceBadge status={subcontractor.insuranceStatus} daysLeft={subcontractor.insuranceDaysLeft} />
              </span>
            </Detail>
            <Detail label="Hourly rate">{subcontractor.hourlyRate === null ? '—' : `${formatUnitRate(subcontractor.hourlyRate)} / hour`}</Detail>
            <Detail label="Flat rate">
              {subcontractor.flatRate === null ? '—' : `${formatUnitRate(subcontractor.flatRate)}${subcontractor.flatRateDescription ? ` — ${subcontractor.flatRateDescription}` : ''}`}
            </Detail>
          </dl>
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Notes</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm whitespace-pre-line text-foreground">{subcontractor.notes ?? 'No notes yet.'}</p>
        </CardContent>
      </Card>
    </div>
  );
}
