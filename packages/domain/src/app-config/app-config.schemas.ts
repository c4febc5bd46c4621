import { z } from 'zod';

/**
 * A slippy-map tile server the office set up (MAP_TILE_URL). Without one the product draws no map: it must work
 * without the internet, so coordinates are then only typed or imported.
 */
export const mapTilesSchema = z.object({
  /** e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`: `{z}`, `{x}` and `{y}` are replaced per tile. */
  urlTemplate: z.string(),
  /** Credit the tile server asks to be shown on the map ('' for none). */
  attribution: z.string(),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;

/** GET /app_config: the server's settings the browser needs to know. */
export const appConfigSchema = z.object({ mapTiles: mapTilesSchema.nullable() });
export type AppConfig = z.infer<typeof appConfigSchema>;
