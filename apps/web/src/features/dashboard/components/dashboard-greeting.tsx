import { Building2Icon, CalendarDaysIcon } from 'lucide-react';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatLongToday, greeting } from '@/lib/format';

type DashboardGreetingProps = { firstName: string; companyName: string | null; now?: Date };

export function DashboardGreeting({ firstName, companyName, now = new Date() }: DashboardGreetingProps) {
  const name = firstName.trim();
  const timeZone = useCompanyTimeZone();
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        {greeting(now)}
        {name ? `, ${name}` : ''}
      </h1>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted-foreground">
        {companyName && (
          <span className="inline-flex items-center gap-1.5">
            <Building2Icon className="size-4" aria-hidden="true" />
            <span className="font-medium text-foreground">{companyName}</span>
          </span>
        )}
        <span className="inline-flex items-center gap-1.5">
          <CalendarDaysIcon className="size-4" aria-hidden="true" />
          {formatLongToday(timeZone, now)}
        </span>
      </div>
    </div>
  );
}
