import { marketingMessages, type Channel, type ChannelList } from '@groundwork/domain/marketing';
import { CalendarRangeIcon, InfoIcon, MegaphoneIcon, PencilIcon, PlusIcon, Trash2Icon, WalletIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { EmptyState } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { VirtualTable, type SortState, type VirtualTableColumn } from '@/components/ui/virtual-table';
import { errorMessage } from '@/lib/api-client';
import { formatShortDay } from '@/lib/format';
import { useDeleteChannel } from '../api/delete-channel';
import { count, money, percent } from '../marketing-format';
import { ChannelDialog } from './channel-dialog';
import { SpendDialog } from './spend-dialog';

type Preset = 'this_year' | 'this_season' | 'this_quarter' | 'this_month' | 'last_year' | 'custom';
const presetLabels: Record<Preset, string> = {
  this_year: 'This year',
  this_season: 'This season (March–November)',
  this_quarter: 'This quarter',
  this_month: 'This month',
  last_year: 'Last year',
  custom: 'Months of your choice',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The whole months a preset covers on the company's `today`. */
export function presetMonths(preset: Exclude<Preset, 'custom'>, today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (preset) {
    case 'this_year':
      return { from: `${year}-01`, to: `${year}-12` };
    case 'this_season':
      return { from: `${year}-03`, to: `${year}-11` };
    case 'this_quarter': {
      const first = Math.floor((month - 1) / 3) * 3 + 1;
      return { from: `${year}-${pad(first)}`, to: `${year}-${pad(first + 2)}` };
    }
    case 'this_month':
      return { from: `${year}-${pad(month)}`, to: `${year}-${pad(month)}` };
    case 'last_year':
      return { from: `${year - 1}-01`, to: `${year - 1}-12` };
  }
}

function presetOf(from: string, to: string, today: string): Preset {
  const presets = ['this_year', 'this_season', 'this_quarter', 'this_month', 'last_year'] as const;
  return presets.find((preset) => {
    const months = presetMonths(preset, today);
    return months.from === from && months.to === to;
  }) ?? 'custom';
}

type ColumnId = 'name' | 'spend' | 'leads' | 'costPerLead' | 'wonJobs' | 'wonValue' | 'invoiced' | 'returnPercent' | 'actions';

type ChannelsBoardProps = {
  list: ChannelList;
  onPeriodChange: (from: string, to: string) => void;
};

/**
 * Every channel with what it cost and what it brought in over the months chosen: leads, won jobs and their value (the
 * Sales report's, by the channel's lead sources), invoiced, cost per lead and return. Admins and office managers add
 * channels, tie them to lead sources and record their spend month by month.
 */
export function ChannelsBoard({ list, onPeriodChange }: ChannelsBoardProps) {
  const [editing, setEditing] = useState<Channel | 'new' | null>(null);
  const [spending, setSpending] = useState<Channel | null>(null);
  const [deleting, setDeleting] = useState<Channel | null>(null);
  const [sort, setSort] = useState<SortState<ColumnId> | null>({ column: 'wonValue', direction: 'desc' });
  const [custom, setCustom] = useState(false);
  const remove = useDeleteChannel();
  const preset = custom ? 'custom' : presetOf(list.from, list.to, list.today);
  const currentYear = Number(list.today.slice(0, 4));
  const channelNames = useMemo(() => new Map(list.channels.map((channel) => [channel.id, channel.name])), [list.channels]);

  const columns = useMemo<VirtualTableColumn<Channel, ColumnId>[]>(
    () => [
      {
        id: 'name',
        header: 'Channel',
        cell: (channel) => (
          <div className="min-w-0">
            <div className="truncate font-medium text-foreground">{channel.name}</div>
            <div className="truncate text-xs text-muted-foreground">{channel.leadSources.length === 0 ? 'No lead source yet' : channel.leadSources.map((source) => source.name).join(', ')}</div>
          </div>
        ),
      },
      { id: 'spend', header: 'Spend', className: 'text-right tabular-nums', width: '7rem', cell: (channel) => money(channel.figures.spend) },
      { id: 'leads', header: 'Leads', className: 'text-right tabular-nums', width: '6rem', cell: (channel) => count(channel.figures.leads) },
      { id: 'costPerLead', header: 'Cost per lead', className: 'text-right tabular-nums', width: '8rem', hideBelow: 'xl', cell: (channel) => money(channel.figures.costPerLead) },
      { id: 'wonJobs', header: 'Won jobs', className: 'text-right tabular-nums', width: '7rem', hideBelow: '2xl', cell: (channel) => count(channel.figures.wonJobs) },
      { id: 'wonValue', header: 'Won revenue', className: 'text-right tabular-nums', width: '8.5rem', cell: (channel) => money(channel.figures.wonValue) },
      { id: 'invoiced', header: 'Invoiced', className: 'text-right tabular-nums', width: '8.5rem', hideBelow: '2xl', cell: (channel) => money(channel.figures.invoiced) },
      { id: 'returnPercent', header: 'Return', className: 'text-right tabular-nums', width: '6.5rem', cell: (channel) => percent(channel.figures.returnPercent) },
      ...(list.canEdit
        ? [
            {
              id: 'actions' as const,
              header: 'Actions',
              sortable: false,
              width: '8.5rem',
              cell: (channel: Channel) => (
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Spend on ${channel.name}`} onClick={() => setSpending(channel)}>
                    <WalletIcon aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Edit ${channel.name}`} onClick={() => setEditing(channel)}>
                    <PencilIcon aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Delete ${channel.name}`} onClick={() => setDeleting(channel)}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              ),
            },
          ]
        : []),
    ],
    [list.canEdit],
  );

  const sorted = useMemo(() => {
    if (!sort || sort.column === 'actions') return list.channels;
    const column = sort.column;
    const value = (channel: Channel): string | number => (column === 'name' ? channel.name.toLowerCase() : (channel.figures[column] ?? Number.NEGATIVE_INFINITY));
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...list.channels].sort((a, b) => {
      const left = value(a);
      const right = value(b);
      return (left < right ? -1 : left > right ? 1 : 0) * factor || a.name.localeCompare(b.name);
    });
  }, [list.channels, sort]);

  const choosePreset = (next: Preset) => {
    if (next === 'custom') {
      setCustom(true);
      return;
    }
    setCustom(false);
    const months = presetMonths(next, list.today);
    onPeriodChange(months.from, months.to);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Channel deleted');
        setDeleting(null);
      },
      onError: (error) => {
        toast.error('Could not delete the channel', { description: errorMessage(error) });
        setDeleting(null);
      },
    });
  };

  const totals = list.totals;
  return (
    <div className="grid min-w-0 gap-6">
      {!list.canEdit && (
        <Alert variant="info" role="status">
          <InfoIcon aria-hidden="true" />
          <AlertTitle>You can read the channels</AlertTitle>
          <AlertDescription>{marketingMessages.leadersOnly}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <label htmlFor="channels-period" className="text-sm font-medium">
            Period
          </label>
          <NativeSelect id="channels-period" value={preset} onChange={(event) => choosePreset(event.target.value as Preset)}>
            {(Object.keys(presetLabels) as Preset[]).map((key) => (
              <option key={key} value={key}>
                {presetLabels[key]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {preset === 'custom' && (
          <>
            <div className="grid gap-1.5">
              <label htmlFor="channels-from" className="text-sm font-medium">
                From
              </label>
              <Input id="channels-from" type="month" value={list.from} onChange={(event) => event.target.value && onPeriodChange(event.target.value, event.target.value > list.to ? event.target.value : list.to)} />
            </div>
            <div className="grid gap-1.5">
              <label htmlFor="channels-to" className="text-sm font-medium">
                To
              </label>
              <Input id="channels-to" type="month" value={list.to} onChange={(event) => event.target.value && onPeriodChange(event.target.value < list.from ? event.target.value : list.from, event.target.value)} />
            </div>
          </>
        )}
        <p className="flex items-center gap-1.5 pb-2 text-sm text-muted-foreground">
          <CalendarRangeIcon aria-hidden className="size-4" />
          {formatShortDay(list.period.from)} – {formatShortDay(list.period.to)}
        </p>
        {list.canEdit && (
          <Button className="ml-auto" onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden />
            Add a channel
          </Button>
        )}
      </div>

      <ul aria-label="All channels" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[
          { label: 'Spend', value: money(totals.spend) },
          { label: 'Leads', value: `${count(totals.leads)} · ${money(totals.costPerLead)} each` },
          { label: 'Won revenue', value: `${money(totals.wonValue)} · ${count(totals.wonJobs)} ${totals.wonJobs === 1 ? 'job' : 'jobs'}` },
          { label: 'Return', value: percent(totals.returnPercent) },
        ].map((figure) => (
          <li key={figure.label} className="grid min-w-0 gap-1 rounded-xl border border-border bg-card p-4">
            <span className="text-sm text-muted-foreground">{figure.label}</span>
            <span className="text-lg font-semibold break-words tabular-nums">{figure.value}</span>
          </li>
        ))}
      </ul>

      {list.channels.length === 0 ? (
        <EmptyState
          icon={<MegaphoneIcon aria-hidden />}
          title="No channels yet"
          description="Add the ways you reach clients — yard signs, door hangers, the website, referrals — and tie each to its lead sources to see what it brings in for what it costs."
        />
      ) : (
        <VirtualTable label="Channels" columns={columns} rows={sorted} getRowId={(channel) => channel.id} getRowLabel={(channel) => channel.name} sort={sort} onSortChange={setSort} rowHeight={60} />
      )}
      <p className="text-sm text-muted-foreground">
        Won revenue is the approved estimates’ total before tax, by the client’s lead source — the Sales report’s value won. Return is (won revenue − spend) ÷ spend; — where there is nothing to divide by.
      </p>

      {list.unassigned.length > 0 && (
        <section aria-labelledby="unassigned-heading" className="grid min-w-0 gap-3">
          <h2 id="unassigned-heading" className="text-lg font-semibold">
            Lead sources without a channel
          </h2>
          <p className="text-sm text-muted-foreground">Tie them to a channel to count what they bring in against what it costs.</p>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[28rem] text-sm" aria-label="Lead sources without a channel">
              <thead>
                <tr className="border-b border-border text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Lead source
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Leads
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Won jobs
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Won revenue
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.unassigned.map((source) => (
                  <tr key={source.id} className="border-b border-border/60">
                    <th scope="row" className="py-1.5 pr-3 text-left font-normal break-words">
                      {source.name}
                      {source.archived ? ' (archived)' : ''}
                    </th>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{count(source.figures.leads)}</td>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{count(source.figures.wonJobs)}</td>
                    <td className="py-1.5 text-right tabular-nums">{money(source.figures.wonValue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <ChannelDialog channel={editing} leadSources={list.leadSources} channelNames={channelNames} onClose={() => setEditing(null)} />
      <SpendDialog key={spending?.id ?? 'none'} channel={spending} year={Number(list.to.slice(0, 4))} currentYear={currentYear} onClose={() => setSpending(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete the channel?'}
        description="Its spend and budget lines go with it. Its lead sources stay, tied to no channel. A channel with campaigns stays until they are moved or deleted."
        confirmLabel="Delete channel"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
