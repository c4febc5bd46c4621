import type { MapTiles } from '@groundwork/domain/app-config';
import type { LatLng } from '@groundwork/domain/shared';
import { createContext, useContext, type ReactNode } from 'react';

export type MapSettings = {
  /** The server's tile server; null: no map is drawn anywhere (the product must work without the internet). */
  tiles: MapTiles | null;
  /** The company's yard, where a map opens when the place being edited has no position yet. */
  yard: LatLng | null;
};

const noMap: MapSettings = { tiles: null, yard: null };

// The signed-in shell provides them from the server's settings and the company information; outside it (and in tests
// that do not ask for a map) forms show no map, as on a server without a tile server.
const MapSettingsContext = createContext<MapSettings>(noMap);

export function MapSettingsProvider({ settings, children }: { settings: MapSettings; children: ReactNode }) {
  return <MapSettingsContext.Provider value={settings}>{children}</MapSettingsContext.Provider>;
}

export function useMapSettings(): MapSettings {
  return useContext(MapSettingsContext);
}
