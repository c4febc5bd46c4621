import { isAdminRole, isLeadershipRole, type Role } from '@groundwork/domain/auth';
import type { IntegrationsSummary } from '@groundwork/domain/integrations';
import { CalendarIcon, ClipboardListIcon, KeyRoundIcon, LandmarkIcon, WebhookIcon, ZapIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-states';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useIntegrationsSummary } from '../api/summary';
import { ApiKeysSection } from './api-keys-section';
import { CalendarFeedsSection } from './calendar-feeds-section';
import { WebhooksSection } from './webhooks-section';

interface IntegrationsScreenProps {
  role: Role;
  timeZone: string;
  /** The accounting connection: the QuickBooks export and sync (from the invoices area, composed by the route). */
  accounting: ReactNode;
}

function Section({ id, icon, title, description, children }: { id: string; icon: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="grid scroll-mt-20 gap-4 rounded-xl border border-border bg-card p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 text-primary [&>svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        <div className="grid gap-1">
          <h2 id={`${id}-heading`} className="text-lg font-semibold text-foreground">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

function AdminsOnly({ what }: { what: string }) {
  return <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">Only admins can see and change {what}.</p>;
}

/** One connection at a glance: its status and last activity, linking to its section. */
function StatusTile({ href, icon, title, status, detail, tone }: { href: string; icon: ReactNode; title: string; status: string; detail: string; tone: 'success' | 'warning' | 'muted' }) {
  return (
    <a href={href} className="grid gap-1 rounded-lg border border-border bg-card p-3 text-sm transition-colors hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
      <span className="flex items-center gap-2 font-medium text-foreground [&>svg]:size-4">
        {icon}
        {title}
      </span>
      <Badge variant={tone}>{status}</Badge>
      <span className="text-xs text-muted-foreground">{detail}</span>
    </a>
  );
}

function Overview({ summary, timeZone }: { summary: IntegrationsSummary; timeZone: string }) {
  const when = (iso: string | null, none: string, prefix: string) => (iso ? `${prefix} ${formatDateTime(iso, timeZone)}` : none);
  return (
    <nav aria-label="Connections" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <StatusTile
        href="#forms"
        icon={<ClipboardListIcon aria-hidden="true" />}
        title="Lead-capture forms"
        status={summary.forms.active === 0 ? 'None live' : `${summary.forms.active} live`}
        tone={summary.forms.active === 0 ? 'muted' : 'success'}
        detail={when(summary.forms.lastSubmissionAt, 'No submissions yet', 'Last submission')}
      />
      <StatusTile
        href="#webhooks"
        icon={<WebhookIcon aria-hidden="true" />}
        title="Webhooks"
        status={summary.webhooks.failedLastDay > 0 ? `${summary.webhooks.failedLastDay} failed today` : summary.webhooks.active === 0 ? 'None on' : `${summary.webhooks.active} on`}
        tone={summary.webhooks.failedLastDay > 0 ? 'warning' : summary.webhooks.active === 0 ? 'muted' : 'success'}
        detail={when(summary.webhooks.lastDeliveryAt, 'Nothing sent yet', 'Last delivery')}
      />
      <StatusTile
        href="#calendar-feeds"
        icon={<CalendarIcon aria-hidden="true" />}
        title="Calendar feeds"
        status={summary.calendarFeeds.count === 0 ? 'None' : `${summary.calendarFeeds.count} shared`}
        tone={summary.calendarFeeds.count === 0 ? 'muted' : 'success'}
        detail={when(summary.calendarFeeds.lastFetchedAt, 'Not read by a calendar yet', 'Last read')}
      />
      <StatusTile
        href="#api-keys"
        icon={<KeyRoundIcon aria-hidden="true" />}
        title="API keys"
        status={summary.apiKeys.active === 0 ? 'None' : `${summary.apiKeys.active} live`}
        tone={summary.apiKeys.active === 0 ? 'muted' : 'success'}
        detail={when(summary.apiKeys.lastUsedAt, 'Never used', 'Last used')}
      />
    </nav>
  );
}

/**
 * /integrations: every connection on one page with its status and last activity — lead-capture forms, webhooks,
 * calendar feeds, accounting, API keys, and how Zapier and Make use them. Admins manage webhooks and keys; admins and
 * office managers the calendar feeds; the rest of the office sees the status.
 */
export function IntegrationsScreen({ role, timeZone, accounting }: IntegrationsScreenProps) {
  const summary = useIntegrationsSummary();
  const admin = isAdminRole(role);

  return (
    <div className="grid gap-6">
      {summary.isPending ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Loading the connections">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-24" />
          ))}
        </div>
      ) : summary.isError ? (
        <LoadError title="Could not load the connections" error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <Overview summary={summary.data} timeZone={timeZone} />
      )}

      <Section id="forms" icon={<ClipboardListIcon />} title="Lead-capture forms" description="Forms for your website: each submission becomes a lead, duplicates are matched and bots are kept out.">
        <Button asChild variant="outline" className="w-fit">
          <Link to={paths.formCreation}>Open the form builder</Link>
        </Button>
      </Section>

      <Section id="webhooks" icon={<WebhookIcon />} title="Webhooks" description="Tell your other systems the moment something happens here: a new lead, an approved estimate, a paid invoice.">
        {admin ? <WebhooksSection timeZone={timeZone} /> : <AdminsOnly what="webhooks" />}
      </Section>

      <Section id="calendar-feeds" icon={<CalendarIcon />} title="Calendar feeds" description="Each crew’s or employee’s work orders in Google, Apple or Outlook calendar.">
        {isLeadershipRole(role) ? <CalendarFeedsSection timeZone={timeZone} /> : <p className="text-sm text-muted-foreground">Ask an admin or office manager for your crew’s calendar address.</p>}
      </Section>

      <Section id="accounting" icon={<LandmarkIcon />} title="Accounting" description="Your invoices, payments and credit notes in QuickBooks: a file to import, or kept in step automatically.">
        {accounting}
      </Section>

      <Section id="api-keys" icon={<KeyRoundIcon />} title="API keys" description="For systems that read or write your records through the Groundwork API.">
        {admin ? <ApiKeysSection timeZone={timeZone} /> : <AdminsOnly what="API keys" />}
      </Section>

      <Section id="zapier" icon={<ZapIcon />} title="Zapier and Make" description="Connect Groundwork to thousands of apps without code, with the webhooks and API keys above.">
        <ol className="grid max-w-prose list-decimal gap-2 pl-5 text-sm text-foreground">
          <li>
            <strong>When something happens in Groundwork:</strong> in Zapier choose the trigger <em>Webhooks by Zapier → Catch Hook</em> (in Make, <em>Webhooks → Custom webhook</em>), copy the address it gives you, and add it above as a webhook with the events you want. Use <em>Send test event</em> so Zapier or Make can see a sample.
          </li>
          <li>
            <strong>To do something in Groundwork:</strong> make an API key above, then use <em>Webhooks by Zapier → Custom Request</em> (in Make, <em>HTTP → Make a request</em>) with the header <code className="rounded bg-muted px-1 font-mono text-xs">Authorization: Bearer gw_…</code> and an address from the{' '}
            <a href="/api/v2/docs" target="_blank" rel="noreferrer" className="text-primary underline underline-offset-4">
              API reference
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            , such as <code className="rounded bg-muted px-1 font-mono text-xs">POST /api/v2/leads</code>.
          </li>
          <li>
            <strong>To check a delivery is really from Groundwork:</strong> each one carries a <code className="rounded bg-muted px-1 font-mono text-xs">Groundwork-Signature</code> header, an HMAC-SHA256 of the time and the body made with the webhook’s signing secret.
          </li>
        </ol>
      </Section>
    </div>
  );
}
