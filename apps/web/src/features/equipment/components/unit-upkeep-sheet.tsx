import { equipmentTypeLabels, upkeepMessages, type UnitUpkeep } from '@groundwork/domain/equipment';
import { useState } from 'react';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { isApiError } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { useUnitUpkeep } from '../api/get-unit-upkeep';
import type { NamedOption, UpkeepAccess } from '../upkeep-access';
import { todayIn } from '@/lib/zoned-time';
import { MeterPanel } from './meter-panel';
import { RunningCostPanel } from './running-cost-panel';
import { SchedulesPanel } from './schedules-panel';
import { ServiceLogPanel } from './service-log-panel';
import { UnitStatusPanel, type RaisedTask } from './unit-status-panel';
import { EquipmentStatusBadge, UpkeepStateBadge } from './upkeep-parts';

type UnitUpkeepSheetProps = {
  /** The open unit (`?open=` in the URL), or null when none is. */
  unitId: string | null;
  onClose: () => void;
  access: UpkeepAccess;
  people: readonly NamedOption[];
};

/** One unit's upkeep in a panel from the right (the whole screen on a phone). */
export function UnitUpkeepSheet({ unitId, onClose, access, people }: UnitUpkeepSheetProps) {
  return (
    <Sheet open={unitId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-full overflow-y-auto bg-card text-card-foreground sm:max-w-2xl" aria-describedby={undefined}>
        {unitId && <UnitUpkeepDetail key={unitId} unitId={unitId} access={access} people={people} />}
      </SheetContent>
    </Sheet>
  );
}

function UnitUpkeepDetail({ unitId, access, people }: { unitId: string; access: UpkeepAccess; people: readonly NamedOption[] }) {
  const upkeep = useUnitUpkeep(unitId);
  if (upkeep.isPending)
    return (
      <div className="grid gap-4 p-4 sm:p-6">
        <SheetTitle className="pr-8 text-lg">Equipment</SheetTitle>
        <LoadingRows rows={6} label="Loading the unit’s upkeep" />
      </div>
    );
  if (upkeep.isError && !upkeep.data) {
    const notFound = isApiError(upkeep.error) && upkeep.error.status === 404;
    return (
      <div className="grid gap-4 p-4 sm:p-6">
        <SheetTitle className="pr-8 text-lg">{notFound ? 'Equipment not found' : 'Equipment'}</SheetTitle>
        {notFound ? (
          <p className="text-sm text-muted-foreground">It may have been deleted, or the link is not for this company.</p>
        ) : (
          <LoadError title={upkeepMessages.loadFailed} error={upkeep.error} onRetry={() => void upkeep.refetch()} />
        )}
      </div>
    );
  }
  return <LoadedUnit upkeep={upkeep.data} access={access} people={people} />;
}

function LoadedUnit({ upkeep, access, people }: { upkeep: UnitUpkeep; access: UpkeepAccess; people: readonly NamedOption[] }) {
  const timeZone = useCompanyTimeZone();
  const today = todayIn(timeZone);
  const [raisedTask, setRaisedTask] = useState<RaisedTask | null>(null);
  const { unit } = upkeep;
  return (
    <div className="grid gap-4 p-4 sm:p-6">
      <header className="grid gap-1 pr-8">
        <SheetTitle className="text-lg leading-tight break-words">{unit.name}</SheetTitle>
        <SheetDescription className="flex flex-wrap items-center gap-2 text-muted-foreground">
          {equipmentTypeLabels[unit.type]}
          <EquipmentStatusBadge status={unit.status} />
          {unit.status !== 'retired' && <UpkeepStateBadge state={unit.state} />}
        </SheetDescription>
        {!access.canManage && <p className="text-xs text-muted-foreground">Only admins, office managers and estimators change schedules and status.</p>}
      </header>
      <UnitStatusPanel unit={unit} canManage={access.canManage} raisedTask={raisedTask} onTaskRaised={setRaisedTask} />
      <RunningCostPanel upkeep={upkeep} canManage={access.canManage} />
      <SchedulesPanel equipmentId={unit.id} schedules={upkeep.schedules} canManage={access.canManage} today={today} />
      <MeterPanel upkeep={upkeep} today={today} />
      <ServiceLogPanel upkeep={upkeep} people={people} canCorrect={access.canCorrect} today={today} />
    </div>
  );
}
