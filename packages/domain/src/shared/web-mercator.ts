/**
 * Web Mercator, the projection of slippy-map tiles (OpenStreetMap and nearly every tile server). At zoom z the whole
 * world is a square of 256 × 2^z pixels: x grows eastward from the antimeridian, y southward from the top edge
 * (latitude 85.0511°, where the square ends), and the square is cut into 256-pixel tiles addressed z/x/y.
 */

export const TILE_SIZE = 256;
/** Where the square world ends north and south: atan(sinh(π)) in degrees. */
export const MAX_MERCATOR_LATITUDE = 85.0511287798066;
export const MIN_MAP_ZOOM = 0;
/** Street level; most tile servers stop here. */
export const MAX_MAP_ZOOM = 19;

export type LatLng = { latitude: number; longitude: number };
/** A position in pixels on the whole world's map at one zoom. */
export type WorldPixel = { x: number; y: number };
export type TileAddress = { z: number; x: number; y: number };

/** Width and height of the whole world's map at a zoom, in pixels. */
export function worldSize(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

export function clampLatitude(latitude: number): number {
  return Math.min(MAX_MERCATOR_LATITUDE, Math.max(-MAX_MERCATOR_LATITUDE, latitude));
}

/** Into [-180, 180): past the antimeridian the map goes on round the world. */
export function wrapLongitude(longitude: number): number {
  if (longitude >= -180 && longitude < 180) return longitude;
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

export function latLngToWorldPixel({ latitude, longitude }: LatLng, zoom: number): WorldPixel {
  const size = worldSize(zoom);
  const sin = Math.sin((clampLatitude(latitude) * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export function worldPixelToLatLng({ x, y }: WorldPixel, zoom: number): LatLng {
  const size = worldSize(zoom);
  return {
    latitude: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI,
    longitude: (x / size) * 360 - 180,
  };
}

/** The tile a world pixel falls in. */
export function tileAt(pixel: WorldPixel, zoom: number): TileAddress {
  return { z: zoom, x: Math.floor(pixel.x / TILE_SIZE), y: Math.floor(pixel.y / TILE_SIZE) };
}

/** A tile's address on the server: x wraps round the world (the map repeats east and west), y is used as it is. */
export function tileUrl(urlTemplate: string, { z, x, y }: TileAddress): string {
  const tilesAcross = 2 ** z;
  const wrappedX = ((x % tilesAcross) + tilesAcross) % tilesAcross;
  return urlTemplate.replaceAll('{z}', String(z)).replaceAll('{x}', String(wrappedX)).replaceAll('{y}', String(y));
}

/** Where a map looks: the place at its centre and the zoom. */
export type MapPosition = { centre: LatLng; zoom: number };
/** What a map box shows: its position and the box's size in pixels. */
export type MapView = MapPosition & { width: number; height: number };
/** A point in a map box, in pixels from its top-left corner. */
export type ViewOffset = { x: number; y: number };
/** A tile to draw and where its top-left corner sits in the box. `x` is not wrapped: it keys the copies of the world apart. */
export type PlacedTile = TileAddress & { left: number; top: number };

/** The world pixel at the box's top-left corner, whole so that tiles sit on whole pixels (no seams between them). */
function viewOrigin(view: MapView): WorldPixel {
  const centre = latLngToWorldPixel(view.centre, view.zoom);
  return { x: Math.round(centre.x - view.width / 2), y: Math.round(centre.y - view.height / 2) };
}

/** The tiles that cover the box, none above the north edge of the world or below its south edge. */
export function tilesInView(view: MapView): PlacedTile[] {
  const origin = viewOrigin(view);
  const first = tileAt(origin, view.zoom);
  const last = tileAt({ x: origin.x + view.width - 1, y: origin.y + view.height - 1 }, view.zoom);
  const tiles: PlacedTile[] = [];
  for (let y = Math.max(first.y, 0); y <= Math.min(last.y, 2 ** view.zoom - 1); y++) {
    for (let x = first.x; x <= last.x; x++) {
      tiles.push({ z: view.zoom, x, y, left: x * TILE_SIZE - origin.x, top: y * TILE_SIZE - origin.y });
    }
  }
  return tiles;
}

/** The place under a point of the box. */
export function latLngInView(view: MapView, offset: ViewOffset): LatLng {
  const origin = viewOrigin(view);
  const place = worldPixelToLatLng({ x: origin.x + offset.x, y: origin.y + offset.y }, view.zoom);
  return { latitude: clampLatitude(place.latitude), longitude: wrapLongitude(place.longitude) };
}

/** Where a place shows in the box, on the copy of the world nearest its centre. */
export function offsetInView(view: MapView, place: LatLng): ViewOffset {
  const origin = viewOrigin(view);
  const size = worldSize(view.zoom);
  const pixel = latLngToWorldPixel(place, view.zoom);
  const nearestX = pixel.x - size * Math.round((pixel.x - (origin.x + view.width / 2)) / size);
  return { x: nearestX - origin.x, y: pixel.y - origin.y };
}

/** The view moved `dx` pixels east and `dy` south (negative: west, north); its centre stays on the world. */
export function panView<V extends MapPosition>(view: V, dx: number, dy: number): V {
  const centre = latLngToWorldPixel(view.centre, view.zoom);
  const moved = worldPixelToLatLng({ x: centre.x + dx, y: centre.y + dy }, view.zoom);
  return { ...view, centre: { latitude: clampLatitude(moved.latitude), longitude: wrapLongitude(moved.longitude) } };
}

/** The view zoomed in (`by` > 0) or out about its centre, within the zooms tile servers draw. */
export function zoomView<V extends MapPosition>(view: V, by: number): V {
  return { ...view, zoom: Math.min(MAX_MAP_ZOOM, Math.max(MIN_MAP_ZOOM, view.zoom + by)) };
}
