import { useCallback, useEffect, useRef } from 'react';

export type Coordinates = { x: number; y: number };

/** How long a position must rest before its new place is saved: one call per drag, not one per frame. */
export const COORDINATE_SAVE_DELAY_MS = 400;

type SaveCoordinates = (positionId: string, coordinates: Coordinates) => Promise<unknown>;

/**
 * Saves positions' coordinates after dragging, debounced per position: moving the same box again
 * within the delay replaces the pending save, other boxes keep their own. Pending saves are sent
 * when the chart unmounts, so leaving the page right after a drag loses nothing.
 */
export function useCoordinateSaver(save: SaveCoordinates, { delayMs = COORDINATE_SAVE_DELAY_MS }: { delayMs?: number } = {}) {
  const pending = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; coordinates: Coordinates }>());
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const flush = useCallback((positionId: string) => {
    const entry = pending.current.get(positionId);
    if (!entry) return;
    clearTimeout(entry.timer);
    pending.current.delete(positionId);
    void saveRef.current(positionId, entry.coordinates).catch(() => {
      // The caller's save reports its own failure (a toast); nothing is retried behind the user's back.
    });
  }, []);

  const schedule = useCallback(
    (positionId: string, coordinates: Coordinates) => {
      const existing = pending.current.get(positionId);
      if (existing) clearTimeout(existing.timer);
      const rounded = { x: Math.round(coordinates.x), y: Math.round(coordinates.y) };
      pending.current.set(positionId, { timer: setTimeout(() => flush(positionId), delayMs), coordinates: rounded });
    },
    [delayMs, flush],
  );

  useEffect(() => {
    const saves = pending.current;
    return () => {
      for (const positionId of [...saves.keys()]) flush(positionId);
    };
  }, [flush]);

  return { schedule, flush };
}
