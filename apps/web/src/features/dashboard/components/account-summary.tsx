import type { Company, User } from '@groundwork/domain/auth';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDate, formatRole, fullName, initial } from '@/lib/format';

/** Who is signed in, for which company, with what role. */
export function AccountSummary({ user, company }: { user: User; company: Company | null }) {
  const timeZone = useCompanyTimeZone();
  return (
    <Card aria-labelledby="account-summary-title">
      <CardHeader>
        <CardTitle id="account-summary-title">Your account</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-lg font-semibold text-primary" aria-hidden="true">
            {initial(user)}
          </span>
          <div className="min-w-0">
            <p className="truncate font-medium text-foreground">{fullName(user)}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Company</dt>
          <dd className="truncate font-medium text-foreground">{company?.name ?? '—'}</dd>
          <dt className="text-muted-foreground">Role</dt>
          <dd className="font-medium text-foreground">{formatRole(user.role)}</dd>
          <dt className="text-muted-foreground">Terms accepted</dt>
          <dd className="font-medium text-foreground">{user.termsAcceptedAt ? formatDate(user.termsAcceptedAt, timeZone) : 'Not yet'}</dd>
        </dl>
        <Link to="/profile" className="inline-block rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          Edit profile and password
        </Link>
      </CardContent>
    </Card>
  );
}
