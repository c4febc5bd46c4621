import {
  campaignMonths,
  campaignStatusLabels,
  marketingMessages,
  monthLabels,
  seasonLabels,
  seasonMonths,
  seasonOf,
  seasons,
  type Campaign,
  type CampaignList,
  type CampaignStatus,
} from '@groundwork/domain/marketing';
import { CalendarDaysIcon, InfoIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/load-states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatShortDay } from '@/lib/format';
import { useDeleteCampaign } from '../api/delete-campaign';
import { count, money, percent } from '../marketing-format';
import { CampaignDialog } from './campaign-dialog';

const statusVariant: Record<CampaignStatus, 'outline' | 'success' | 'secondary' | 'muted'> = { planned: 'outline', running: 'success', done: 'secondary', cancelled: 'muted' };

function CampaignChip({ campaign, onOpen }: { campaign: Campaign; onOpen: ((campaign: Campaign) => void) | null }) {
  const text = (
    <>
      <span className="block truncate font-medium">{campaign.name}</span>
      <span className="block truncate text-xs text-muted-foreground">
        {campaign.channelName} · {formatShortDay(campaign.startDate)} – {formatShortDay(campaign.endDate)}
      </span>
    </>
  );
  return (
    <div className="flex min-w-0 items-start justify-between gap-2 rounded-md border border-border bg-background px-2.5 py-1.5 text-sm">
      {onOpen ? (
        <button type="button" className="block min-w-0 flex-1 text-left underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" onClick={() => onOpen(campaign)}>
          {text}
        </button>
      ) : (
        <div className="min-w-0 flex-1">{text}</div>
      )}
      <Badge variant={statusVariant[campaign.status]}>{campaignStatusLabels[campaign.status]}</Badge>
    </div>
  );
}

type CampaignCalendarProps = { list: CampaignList };

/**
 * A year's campaigns on a calendar — by month, or by season — and each one's results once it has started: its channel's
 * leads and won estimates in its dates, what each lead cost and the return on its budget.
 */
export function CampaignCalendar({ list }: CampaignCalendarProps) {
  const [editing, setEditing] = useState<Campaign | { startDate: string } | null>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const remove = useDeleteCampaign();
  const open = list.canEdit ? (campaign: Campaign) => setEditing(campaign) : null;
  const inMonth = (month: number) => list.campaigns.filter((campaign) => campaignMonths(campaign, list.year).includes(month));
  const firstDay = (month: number) => `${list.year}-${String(month).padStart(2, '0')}-01`;
  const thisMonth = Number(list.today.slice(5, 7));
  const newStart = list.today.startsWith(String(list.year)) ? list.today : firstDay(1);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Campaign deleted');
        setDeleting(null);
      },
      onError: (error) => toast.error('Could not delete the campaign', { description: errorMessage(error) }),
    });
  };

  return (
    <div className="grid min-w-0 gap-6">
      {!list.canEdit && (
        <Alert variant="info" role="status">
          <InfoIcon aria-hidden="true" />
          <AlertTitle>You can read the calendar</AlertTitle>
          <AlertDescription>{marketingMessages.leadersOnly}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {count(list.campaigns.length)} {list.campaigns.length === 1 ? 'campaign' : 'campaigns'} in {list.year}, {money(list.budgetTotal)} budgeted (cancelled ones left out).
        </p>
        {list.canEdit && (
          <Button onClick={() => setEditing({ startDate: newStart })}>
            <PlusIcon aria-hidden />
            Add a campaign
          </Button>
        )}
      </div>

      <h2 className="sr-only">Calendar</h2>
      <Tabs defaultValue="months" className="grid min-w-0 gap-4">
        <TabsList aria-label="Calendar view" className="w-fit">
          <TabsTrigger value="months">By month</TabsTrigger>
          <TabsTrigger value="seasons">By season</TabsTrigger>
        </TabsList>
        <TabsContent value="months">
          <ol aria-label={`Months of ${list.year}`} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {monthLabels.map((label, index) => {
              const month = index + 1;
              const campaigns = inMonth(month);
              const current = list.today.startsWith(String(list.year)) && month === thisMonth;
              return (
                <li key={label} aria-labelledby={`month-${month}`} className={`grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-2 rounded-xl border bg-card p-3 ${current ? 'border-primary' : 'border-border'}`}>
                  <div className="flex items-baseline justify-between gap-2">
                    <h3 id={`month-${month}`} className="font-semibold">
                      {label}
                      {current && <span className="sr-only"> (this month)</span>}
                    </h3>
                    <span className="text-xs text-muted-foreground">{seasonLabels[seasonOf(month)]}</span>
                  </div>
                  {campaigns.length === 0 ? (
                    <p className="text-sm text-muted-foreground">Nothing planned</p>
                  ) : (
                    <ul className="grid grid-cols-1 gap-1.5">
                      {campaigns.map((campaign) => (
                        <li key={campaign.id}>
                          <CampaignChip campaign={campaign} onOpen={open} />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        </TabsContent>
        <TabsContent value="seasons">
          <ol aria-label={`Seasons of ${list.year}`} className="grid gap-3 md:grid-cols-2">
            {seasons.map((season) => {
              const months = seasonMonths[season];
              const campaigns = list.campaigns.filter((campaign) => campaignMonths(campaign, list.year).some((month) => months.includes(month)));
              return (
                <li key={season} aria-labelledby={`season-${season}`} className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-2 rounded-xl border border-border bg-card p-3">
                  <div className="flex items-baseline justify-between gap-2">
                    <h3 id={`season-${season}`} className="font-semibold">
                      {seasonLabels[season]}
                    </h3>
                    <span className="text-xs text-muted-foreground">{months.map((month) => monthLabels[month - 1]!.slice(0, 3)).join(', ')}</span>
                  </div>
                  {campaigns.length === 0 ? (
                    <p className="text-sm text-muted-foreground">Nothing planned</p>
                  ) : (
                    <ul className="grid grid-cols-1 gap-1.5">
                      {campaigns.map((campaign) => (
                        <li key={campaign.id}>
                          <CampaignChip campaign={campaign} onOpen={open} />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        </TabsContent>
      </Tabs>

      <section aria-labelledby="results-heading" className="grid min-w-0 gap-3">
        <h2 id="results-heading" className="text-lg font-semibold">
          Results
        </h2>
        {list.campaigns.length === 0 ? (
          <EmptyState
            icon={<CalendarDaysIcon aria-hidden />}
            title={`No campaigns in ${list.year}`}
            description="Plan the year’s pushes — a spring clean-up mailer in March, an aeration push in August — each on a channel with a budget and dates."
          />
        ) : (
          <ul aria-label="Campaign results" className="grid gap-3">
            {list.campaigns.map((campaign) => (
              <li key={campaign.id} className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold break-words">{campaign.name}</h3>
                    <p className="text-sm break-words text-muted-foreground">
                      {campaign.channelName} · {formatShortDay(campaign.startDate)} – {formatShortDay(campaign.endDate)}
                      {campaign.serviceName ? ` · ${campaign.serviceName}` : ''} · budget {money(campaign.budget)}
                    </p>
                  </div>
                  <div className="flex items-center gap-1">
                    <Badge variant={statusVariant[campaign.status]}>{campaignStatusLabels[campaign.status]}</Badge>
                    {list.canEdit && (
                      <>
                        <Button variant="ghost" size="icon" aria-label={`Edit ${campaign.name}`} onClick={() => setEditing(campaign)}>
                          <PencilIcon aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="icon" aria-label={`Delete ${campaign.name}`} onClick={() => setDeleting(campaign)}>
                          <Trash2Icon aria-hidden="true" />
                        </Button>
                      </>
                    )}
                  </div>
                </div>
                {campaign.results === null ? (
                  <p className="text-sm text-muted-foreground">{campaign.status === 'cancelled' ? 'Cancelled: no results.' : `Results show once it starts on ${formatShortDay(campaign.startDate)}.`}</p>
                ) : (
                  <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" aria-label={`Results of ${campaign.name}`}>
                    <div>
                      <dt className="text-muted-foreground">Leads</dt>
                      <dd className="font-semibold tabular-nums">{count(campaign.results.leads)}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Won revenue</dt>
                      <dd className="font-semibold tabular-nums">
                        {money(campaign.results.wonValue)} · {count(campaign.results.wonJobs)} {campaign.results.wonJobs === 1 ? 'job' : 'jobs'}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Cost per lead</dt>
                      <dd className="font-semibold tabular-nums">{money(campaign.results.costPerLead)}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Return</dt>
                      <dd className="font-semibold tabular-nums">{percent(campaign.results.returnPercent)}</dd>
                    </div>
                  </dl>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <CampaignDialog campaign={editing} options={list.options} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete the campaign?'}
        description="The campaign leaves the calendar. Its channel, leads and estimates stay."
        confirmLabel="Delete campaign"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
