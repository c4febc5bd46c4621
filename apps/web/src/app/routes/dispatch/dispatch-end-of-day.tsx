import { isOfficeRole } from '@groundwork/domain/auth';
import type { DispatchOrder } from '@groundwork/domain/dispatch';
import { workOrderLabel } from '@groundwork/domain/orders';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth/auth-provider';
import { getCrewsQueryOptions } from '@/features/crews/api/get-crews';
import { CrewDay } from '@/features/dispatch/components/crew-day';
import { DispatchReview } from '@/features/dispatch/components/dispatch-review';
import { TimesheetsPanel, type TimesheetSpan } from '@/features/dispatch/components/timesheets-panel';
import { RaiseTaskButton } from '@/features/tickets/components/raise-task-button';
import { OrderEquipmentButton } from '@/features/board/components/order-equipment-dialog';
import { todayIn } from '@/lib/zoned-time';
import { useCompanyTimeZone } from '@/lib/company-time-zone';

type Tab = 'review' | 'timesheets' | 'crew';

/**
 * From the field: the units the crew took (their hours reach each unit's meter), and a task about the work order (a
 * broken head, an upsell spotted) raised with a photo for the office.
 */
const fieldActions = (order: DispatchOrder) => (
  <>
    <OrderEquipmentButton order={order} />
    <RaiseTaskButton workOrder={{ id: order.id, number: order.number, label: [workOrderLabel(order.number), order.customerName].filter(Boolean).join(' · ') }} />
  </>
);
const tabs: readonly Tab[] = ['review', 'timesheets', 'crew'];

/**
 * /dispatch-end-of-day: a crew leader's day on their phone; for the office, the day's review, the timesheets, and any
 * crew's day as its leader sees it. What is shown (tab, date, crew, open order) lives in the URL, so a reload or a
 * shared link opens the same view.
 */
export default function DispatchEndOfDayRoute() {
  const { user } = useAuth();
  const timeZone = useCompanyTimeZone();
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: false },
    );
  const openOrderId = params.get('order');
  const office = user ? isOfficeRole(user.role) : false;

  if (!office) {
    return (
      <Page className="max-w-2xl px-3">
        <PageHeader title="My day" description="Your work orders in route order. Tap one to start, complete or skip it." />
        <CrewDay openOrderId={openOrderId} onOpenOrder={(id) => set({ order: id })} orderAction={fieldActions} />
      </Page>
    );
  }

  const tab: Tab = tabs.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'review';
  const date = params.get('date') || todayIn(timeZone);
  const span: TimesheetSpan = params.get('span') === 'week' ? 'week' : 'day';
  const crewId = params.get('crew') ?? '';

  return (
    <Page className="max-w-6xl">
      <PageHeader title="Dispatch End of Day" description="What each crew planned and did, their hours against budget, and the timesheets for payroll." />
      <Tabs value={tab} onValueChange={(value) => set({ tab: value === 'review' ? null : value, order: null })}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <TabsList aria-label="End of day views">
            <TabsTrigger value="review">Review</TabsTrigger>
            <TabsTrigger value="timesheets">Timesheets</TabsTrigger>
            <TabsTrigger value="crew">Crew day</TabsTrigger>
          </TabsList>
          <div className="flex flex-wrap items-end gap-3">
            <Field id="dispatch-date" label={tab === 'timesheets' && span === 'week' ? 'Week of' : 'Date'}>
              <Input id="dispatch-date" type="date" value={date} onChange={(event) => set({ date: event.target.value || null, order: null })} />
            </Field>
            {tab === 'timesheets' && (
              <fieldset className="grid gap-2">
                <legend className="text-sm font-medium">Period</legend>
                <div className="flex gap-3">
                  {(['day', 'week'] as const).map((value) => (
                    <label key={value} className="flex h-10 cursor-pointer items-center gap-2 text-sm">
                      <input type="radio" name="timesheet-span" className="size-4" checked={span === value} onChange={() => set({ span: value === 'day' ? null : value })} />
                      {value === 'day' ? 'Day' : 'Week'}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            {tab === 'crew' && <CrewPicker value={crewId} onChange={(id) => set({ crew: id || null, order: null })} />}
          </div>
        </div>
        <TabsContent value="review">{tab === 'review' && <DispatchReview date={date} />}</TabsContent>
        <TabsContent value="timesheets">{tab === 'timesheets' && <TimesheetsPanel span={span} date={date} />}</TabsContent>
        <TabsContent value="crew">
          {tab === 'crew' &&
            (crewId ? (
              <div className="mx-auto max-w-2xl">
                <CrewDay date={date} crewId={crewId} openOrderId={openOrderId} onOpenOrder={(id) => set({ order: id })} asOffice />
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">Choose a crew to see its day as the crew leader sees it.</p>
            ))}
        </TabsContent>
      </Tabs>
    </Page>
  );
}

function CrewPicker({ value, onChange }: { value: string; onChange: (crewId: string) => void }) {
  const crews = useQuery(getCrewsQueryOptions({ page: 1 }));
  return (
    <Field id="dispatch-crew" label="Crew">
      <NativeSelect id="dispatch-crew" className="w-56" value={value} disabled={crews.isPending} onChange={(event) => onChange(event.target.value)}>
        <option value="">{crews.isPending ? 'Loading crews…' : crews.isError ? 'Could not load crews' : 'Choose a crew'}</option>
        {(crews.data?.crews ?? []).map((crew) => (
          <option key={crew.id} value={crew.id}>
            {crew.name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
