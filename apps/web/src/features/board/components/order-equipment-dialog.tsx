import { equipmentStatusLabels, equipmentTypeLabels, MAX_UNITS_PER_ORDER, upkeepMessages, type OrderUnit } from '@groundwork/domain/equipment';
import { workOrderLabel, type BoardOrder } from '@groundwork/domain/orders';
import { AlertCircleIcon, Loader2Icon, TractorIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useOrderEquipment } from '../api/get-order-equipment';
import { useUpdateOrderEquipment } from '../api/update-order-equipment';

/** What the dialog shows of the order: the board's card or the crew's order. */
type EquipmentOrder = Pick<BoardOrder, 'id' | 'number' | 'customerName' | 'title'>;
type OrderEquipmentDialogProps = { order: EquipmentOrder | null; onClose: () => void };

/** From the crew's day: which units went out on the order, so the hours worked on it reach their hour meters. */
export function OrderEquipmentButton({ order }: { order: EquipmentOrder }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" className="min-h-11" onClick={() => setOpen(true)} aria-label={`Equipment used on ${workOrderLabel(order.number)}`}>
        <TractorIcon aria-hidden="true" />
        Equipment
      </Button>
      <OrderEquipmentDialog order={open ? order : null} onClose={() => setOpen(false)} />
    </>
  );
}

/** Which units go out on a work order: a tick per unit; those out of service or in repair are shown, disabled, with why. */
export function OrderEquipmentDialog({ order, onClose }: OrderEquipmentDialogProps) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order && <OrderEquipmentContent key={order.id} order={order} onClose={onClose} />}
    </Dialog>
  );
}

function OrderEquipmentContent({ order, onClose }: { order: EquipmentOrder; onClose: () => void }) {
  const label = workOrderLabel(order.number);
  const equipment = useOrderEquipment(order.id);
  return (
    <DialogContent className="max-h-[90vh] overflow-y-auto">
      <DialogHeader>
        <DialogTitle>Equipment for {label}</DialogTitle>
        <DialogDescription>
          {order.customerName} · {order.title}. The hours the crew works on it add to each unit’s hour meter.
        </DialogDescription>
      </DialogHeader>
      {equipment.isPending ? (
        <LoadingRows rows={4} label="Loading equipment" />
      ) : equipment.isError ? (
        <LoadError title="Could not load the equipment" error={equipment.error} onRetry={() => void equipment.refetch()} />
      ) : (
        <EquipmentChoices orderId={order.id} label={label} attached={equipment.data.attached} units={equipment.data.units} onClose={onClose} />
      )}
    </DialogContent>
  );
}

const reasonOf = (unit: OrderUnit) =>
  unit.status === 'out_of_service' && unit.outOfServiceReason ? `Out of service: ${unit.outOfServiceReason}` : equipmentStatusLabels[unit.status];

function EquipmentChoices({ orderId, label, attached, units, onClose }: { orderId: string; label: string; attached: OrderUnit[]; units: OrderUnit[]; onClose: () => void }) {
  const [chosen, setChosen] = useState(() => new Set(attached.map((unit) => unit.id)));
  const [search, setSearch] = useState('');
  const save = useUpdateOrderEquipment();
  const attachedIds = new Set(attached.map((unit) => unit.id));
  const needle = search.trim().toLowerCase();
  const shown = units.filter((unit) => needle === '' || unit.name.toLowerCase().includes(needle) || chosen.has(unit.id));

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = () =>
    save.mutate(
      { orderId, equipmentIds: [...chosen] },
      {
        onSuccess: (answer) => {
          toast.success(answer.attached.length === 0 ? `No equipment on ${label}` : `${upkeepMessages.attachmentsSaved}: ${answer.attached.map((unit) => unit.name).join(', ')}`);
          onClose();
        },
      },
    );

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {units.length === 0 ? (
        <p className="text-sm text-muted-foreground">No equipment yet: add units in the price book (Equipment).</p>
      ) : (
        <>
          {units.length > 8 && (
            <div className="grid gap-1.5">
              <Label htmlFor="order-equipment-search">Find a unit</Label>
              <Input id="order-equipment-search" type="search" autoComplete="off" value={search} onChange={(event) => setSearch(event.target.value)} />
            </div>
          )}
          <fieldset className="grid gap-1">
            <legend className="mb-1 text-sm font-medium">Units ({chosen.size} chosen)</legend>
            <ul className="grid max-h-80 gap-1 overflow-y-auto">
              {shown.map((unit) => {
                // A unit already on the order stays choosable (it can be taken off); a new one must be active.
                const disabled = save.isPending || (!unit.attachable && !attachedIds.has(unit.id));
                const id = `order-equipment-${unit.id}`;
                return (
                  <li key={unit.id} className="flex items-start gap-2 rounded-md px-2 py-1.5 hover:bg-muted/60">
                    <Checkbox
                      id={id}
                      checked={chosen.has(unit.id)}
                      disabled={disabled}
                      aria-describedby={unit.attachable ? undefined : `${id}-why`}
                      onCheckedChange={(checked) => toggle(unit.id, checked === true)}
                      className="mt-0.5"
                    />
                    <Label htmlFor={id} className={disabled ? 'grid gap-0.5 font-normal text-muted-foreground' : 'grid cursor-pointer gap-0.5 font-normal'}>
                      <span className="font-medium">{unit.name}</span>
                      <span className="text-xs text-muted-foreground">{equipmentTypeLabels[unit.type]}</span>
                      {!unit.attachable && (
                        <span id={`${id}-why`} className="text-xs text-destructive">
                          {reasonOf(unit)}
                        </span>
                      )}
                    </Label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          {chosen.size > MAX_UNITS_PER_ORDER && <p className="text-sm text-destructive">At most {MAX_UNITS_PER_ORDER} units on one work order.</p>}
        </>
      )}
      {save.error && (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{errorMessage(save.error)}</AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending || units.length === 0 || chosen.size > MAX_UNITS_PER_ORDER}>
          {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save equipment
        </Button>
      </DialogFooter>
    </form>
  );
}
