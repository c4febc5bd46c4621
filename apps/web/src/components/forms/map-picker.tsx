import type { MapTiles } from '@groundwork/domain/app-config';
import {
  latLngInView,
  MAX_MAP_ZOOM,
  MIN_MAP_ZOOM,
  offsetInView,
  panView,
  TILE_SIZE,
  tilesInView,
  tileUrl,
  zoomView,
  type LatLng,
  type MapPosition,
  type MapView,
} from '@groundwork/domain/shared';
import { CrosshairIcon, MapPinIcon, MinusIcon, PlusIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { Button } from '@/components/ui/button';

/** How far one arrow key moves the map, in pixels. */
const PAN_STEP = 64;
/** A press that moves less than this is a click (drop the pin), not a drag. */
const CLICK_SLOP = 4;
/** The box's size until it is measured: the h-80 box in a dialog on a laptop. */
const DEFAULT_SIZE = { width: 480, height: 320 };

const arrowMoves: Record<string, [number, number]> = {
  ArrowLeft: [-PAN_STEP, 0],
  ArrowRight: [PAN_STEP, 0],
  ArrowUp: [0, -PAN_STEP],
  ArrowDown: [0, PAN_STEP],
};

type Drag = { pointerId: number; startX: number; startY: number; lastX: number; lastY: number; moved: boolean };

type MapPickerProps = {
  tiles: MapTiles;
  /** Where the map opens; it is moved and zoomed by hand from there. */
  initialPosition: MapPosition;
  pin: LatLng | null;
  onPin: (place: LatLng) => void;
};

/**
 * A slippy map drawn by hand from the configured tile server: drag or arrow keys to move, + and − to zoom, a click
 * (or Enter, at the crosshair) drops the pin. The tile arithmetic lives in the domain (web-mercator.ts).
 */
export function MapPicker({ tiles, initialPosition, pin, onPin }: MapPickerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const size = useBoxSize(boxRef);
  const [position, setPosition] = useState(initialPosition);
  const drag = useRef<Drag | null>(null);
  const instructionsId = useId();
  const view: MapView = { ...position, ...size };

  const pan = (dx: number, dy: number) => setPosition((current) => panView(current, dx, dy));
  const zoom = (by: number) => setPosition((current) => zoomView(current, by));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = arrowMoves[event.key];
    if (move) pan(...move);
    else if (event.key === '+' || event.key === '=') zoom(1);
    else if (event.key === '-' || event.key === '_') zoom(-1);
    else if (event.key === 'Enter') onPin(position.centre);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    // Captured, a drag goes on when the pointer leaves the box.
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, lastX: event.clientX, lastY: event.clientY, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    if (!current.moved && Math.hypot(event.clientX - current.startX, event.clientY - current.startY) < CLICK_SLOP) return;
    current.moved = true;
    // The map follows the pointer, so its centre moves the other way.
    pan(current.lastX - event.clientX, current.lastY - event.clientY);
    current.lastX = event.clientX;
    current.lastY = event.clientY;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current || current.moved || current.pointerId !== event.pointerId) return;
    const box = event.currentTarget.getBoundingClientRect();
    onPin(latLngInView(view, { x: event.clientX - box.left, y: event.clientY - box.top }));
  };

  const pinAt = pin ? offsetInView(view, pin) : null;

  return (
    <div className="grid gap-2">
      <div className="relative h-80 w-full overflow-hidden rounded-md border border-border bg-muted">
        <div
          ref={boxRef}
          role="application"
          aria-roledescription="map"
          aria-label="Map"
          aria-describedby={instructionsId}
          tabIndex={0}
          className="absolute inset-0 cursor-grab touch-none outline-none select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset active:cursor-grabbing"
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
          }}
        >
          {tilesInView(view).map((tile) => (
            <img
              key={`${tile.z}/${tile.x}/${tile.y}`}
              src={tileUrl(tiles.urlTemplate, tile)}
              alt=""
              draggable={false}
              // Tile servers ask which site uses them; the origin says so without the page's address.
              referrerPolicy="strict-origin"
              className="pointer-events-none absolute max-w-none"
              style={{ left: tile.left, top: tile.top, width: TILE_SIZE, height: TILE_SIZE }}
            />
          ))}
          <CrosshairIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-1/2 size-6 -translate-x-1/2 -translate-y-1/2 text-foreground/70" />
          {pinAt && (
            // The pin's point is the bottom middle of the icon.
            <MapPinIcon
              aria-hidden="true"
              data-testid="map-pin"
              className="pointer-events-none absolute size-8 fill-destructive/80 text-white drop-shadow"
              style={{ left: pinAt.x - 16, top: pinAt.y - 29 }}
            />
          )}
        </div>
        <div className="absolute top-2 right-2 flex flex-col gap-1">
          <Button variant="outline" size="icon" aria-label="Zoom in" disabled={position.zoom >= MAX_MAP_ZOOM} onClick={() => zoom(1)}>
            <PlusIcon aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" aria-label="Zoom out" disabled={position.zoom <= MIN_MAP_ZOOM} onClick={() => zoom(-1)}>
            <MinusIcon aria-hidden="true" />
          </Button>
        </div>
        {tiles.attribution && (
          <p className="absolute right-0 bottom-0 rounded-tl bg-card/85 px-1.5 py-0.5 text-[11px] text-muted-foreground">{tiles.attribution}</p>
        )}
      </div>
      <p id={instructionsId} className="text-xs text-muted-foreground">
        Drag or use the arrow keys to move the map, + and − to zoom. Click the property, or press Enter to drop the pin at the crosshair.
      </p>
    </div>
  );
}

/** The box's size in pixels, followed as it changes (a dialog is narrower on a phone). */
function useBoxSize(ref: RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState(DEFAULT_SIZE);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.contentRect.width ?? 0);
      const height = Math.round(entry?.contentRect.height ?? 0);
      if (width > 0 && height > 0) setSize({ width, height });
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
