import type { MapTiles } from '@groundwork/domain/app-config';
import type { LatLng, MapPosition } from '@groundwork/domain/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { MapPicker } from './map-picker';

/** The contiguous United States, whole in the dialog at zoom 4. */
const USA: MapPosition = { centre: { latitude: 39.5, longitude: -98.35 }, zoom: 4 };
/** Close enough to tell one house from the next. */
const PROPERTY_ZOOM = 17;
/** The town around the yard, where most properties are. */
const YARD_ZOOM = 12;

export type MapStart = MapPosition & { pin: LatLng | null };

/** Where the map opens: on the place's own position (pinned), else on the company's yard, else on the whole USA. */
export function mapStart(place: LatLng | null, yard: LatLng | null): MapStart {
  if (place) return { centre: place, zoom: PROPERTY_ZOOM, pin: place };
  if (yard) return { centre: yard, zoom: YARD_ZOOM, pin: null };
  return { ...USA, pin: null };
}

type PickOnMapDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tiles: MapTiles;
  start: MapStart;
  onUse: (place: LatLng) => void;
};

export function PickOnMapDialog({ open, onOpenChange, tiles, start, onUse }: PickOnMapDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Pick on map</DialogTitle>
          <DialogDescription>Drop the pin on the property; its latitude and longitude go into the form.</DialogDescription>
        </DialogHeader>
        <PickOnMap tiles={tiles} start={start} onUse={onUse} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's body: mounted on each opening, so the pin and the view start afresh from `start`. */
function PickOnMap({ tiles, start, onUse, onCancel }: { tiles: MapTiles; start: MapStart; onUse: (place: LatLng) => void; onCancel: () => void }) {
  const [pin, setPin] = useState(start.pin);
  return (
    <>
      <MapPicker tiles={tiles} initialPosition={{ centre: start.centre, zoom: start.zoom }} pin={pin} onPin={setPin} />
      <p role="status" className="text-sm text-foreground">
        {pin ? `Pin at ${pin.latitude.toFixed(6)}, ${pin.longitude.toFixed(6)}` : 'No pin yet.'}
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={!pin} onClick={() => pin && onUse(pin)}>
          Use this position
        </Button>
      </DialogFooter>
    </>
  );
}
