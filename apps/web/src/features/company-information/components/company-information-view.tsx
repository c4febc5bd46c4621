import { logoKinds, weekdayLabels, type CompanyInformation } from '@groundwork/domain/company-information';
import { ImageIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { logoLabels } from './logo-uploads';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words text-foreground">{children || <span className="text-muted-foreground">Not set</span>}</dd>
    </div>
  );
}

function joinAddress(...parts: string[]): string {
  return parts.filter((part) => part.trim() !== '').join(', ');
}

/** Monday first: 'Monday, Tuesday, Wednesday, Thursday, Friday, Saturday'. */
function workingDays(days: readonly number[]): string {
  return [1, 2, 3, 4, 5, 6, 0]
    .filter((day) => days.includes(day))
    .map((day) => weekdayLabels[day])
    .join(', ');
}

/** The saved company information, read-only (SPEC.md §3). */
export function CompanyInformationView({ information }: { information: CompanyInformation }) {
  const details = information.companyDetails;
  const contact = information.contactDetails;
  const mailing = joinAddress(details.address, details.city, details.state, details.zipCode, details.country);
  const physical = details.sameAsAbove
    ? 'Same as mailing address'
    : joinAddress(details.physicalAddress, details.physicalCity, details.physicalState, details.physicalZipCode, details.physicalCountry);
  const contactName = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  const scheduling = information.schedulingDetails;
  const yard = scheduling.yardLatitude !== null && scheduling.yardLongitude !== null ? `${scheduling.yardLatitude}, ${scheduling.yardLongitude}` : '';

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Company details</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-border">
            <Row label="Company name">{details.companyName}</Row>
            <Row label="Display name">{details.companyDisplayName}</Row>
            <Row label="Office phone">{details.officePhone}</Row>
            <Row label="Company email">{details.companyEmail}</Row>
            <Row label="Website">{details.website}</Row>
            <Row label="Time zone">{details.timeZone}</Row>
            <Row label="Mailing address">{mailing}</Row>
            <Row label="Physical address">{physical}</Row>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Main contact</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-border">
            <Row label="Name">{contactName}</Row>
            <Row label="Title">{contact.title}</Row>
            <Row label="Email">{contact.email}</Row>
            <Row label="Phone">{contact.phone}</Row>
            <Row label="Fax">{contact.fax}</Row>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Scheduling</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-border">
            <Row label="Working days">{workingDays(scheduling.workingWeekdays)}</Row>
            <Row label="Shift length">{`${scheduling.shiftHours} hours`}</Row>
            <Row label="Usual start of the day">{scheduling.dayStartTime}</Row>
            <Row label="Yard (latitude, longitude)">{yard}</Row>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Logos</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4 sm:grid-cols-3">
            {logoKinds.map((kind) => {
              const logo = information.logoDetails[kind];
              return (
                <li key={kind} className="flex flex-col gap-2">
                  <span className="text-sm font-medium text-foreground">{logoLabels[kind].title}</span>
                  <div className="flex h-24 items-center justify-center overflow-hidden rounded-lg border border-border bg-muted/40 p-2">
                    {logo.url ? (
                      <img src={logo.url} alt={logo.altText || logoLabels[kind].title} className="max-h-full max-w-full object-contain" />
                    ) : (
                      <span className="flex flex-col items-center gap-1 text-xs text-muted-foreground">
                        <ImageIcon className="size-5" aria-hidden="true" />
                        Not uploaded
                      </span>
                    )}
                  </div>
                  {logo.url && <span className="text-xs text-muted-foreground">Alt text: {logo.altText || 'none'}</span>}
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>

      <p className="text-xs text-muted-foreground">Last saved {formatDateTime(information.updatedAt, details.timeZone)}</p>
    </div>
  );
}
