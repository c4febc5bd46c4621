/**
 * Ordering a round (or a crew's day) to shorten the drive from the company's yard and back: nearest neighbour, then
 * 2-opt until no reversal of a stretch shortens the tour. Distances are great-circle kilometres (no road network is
 * needed, so nothing here needs the internet). The answer is never longer than the order it was given.
 */
export type Coordinates = { lat: number; lng: number };
export type RouteStop = { id: string; lat: number | null; lng: number | null };

export type OptimisedRoute =
  | { ok: true; order: string[]; beforeKm: number; afterKm: number }
  | { ok: false; missingCoordinates: string[] };

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a latitude/longitude pair is a place on Earth. */
export function isValidCoordinates(lat: number | null, lng: number | null): boolean {
  return lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** Yard → every stop in this order → yard, in kilometres. */
export function routeLengthKm(yard: Coordinates, stops: readonly Coordinates[]): number {
  let total = 0;
  let from = yard;
  for (const stop of stops) {
    total += distanceKm(from, stop);
    from = stop;
  }
  return total + distanceKm(from, yard);
}

/** The tour's length over a distance matrix where index 0 is the yard and `tour` lists stop indexes (1…n). */
function tourLength(matrix: Float64Array, size: number, tour: readonly number[]): number {
  let total = 0;
  let from = 0;
  for (const stop of tour) {
    total += matrix[from * size + stop]!;
    from = stop;
  }
  return total + matrix[from * size]!;
}

/** Reverses stretches of the tour while that shortens it (first improvement, until none does). */
function twoOpt(matrix: Float64Array, size: number, start: readonly number[]): number[] {
  // The closed tour with the yard at both ends: positions 0 and n+1 are the yard.
  const tour = [0, ...start, 0];
  const d = (i: number, j: number) => matrix[tour[i]! * size + tour[j]!]!;
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 1; i < tour.length - 2; i += 1) {
      for (let j = i + 1; j < tour.length - 1; j += 1) {
        // Replace edges (i-1, i) and (j, j+1) by (i-1, j) and (i, j+1): reverse tour[i..j].
        const delta = d(i - 1, j) + d(i, j + 1) - d(i - 1, i) - d(j, j + 1);
        if (delta < -1e-9) {
          for (let left = i, right = j; left < right; left += 1, right -= 1) [tour[left], tour[right]] = [tour[right]!, tour[left]!];
          improved = true;
        }
      }
    }
  }
  return tour.slice(1, -1);
}

function nearestNeighbour(matrix: Float64Array, size: number): number[] {
  const visited = new Uint8Array(size);
  const tour: number[] = [];
  let from = 0;
  for (let step = 1; step < size; step += 1) {
    let best = -1;
    for (let candidate = 1; candidate < size; candidate += 1) {
      if (!visited[candidate] && (best === -1 || matrix[from * size + candidate]! < matrix[from * size + best]!)) best = candidate;
    }
    visited[best] = 1;
    tour.push(best);
    from = best;
  }
  return tour;
}

/**
 * The shortest order this finds for the stops, from the yard and back, with the distance before and after. Stops
 * without usable coordinates are named instead (nothing can be ordered without them). Ties keep the given order.
 */
export function optimiseRoute(yard: Coordinates, stops: readonly RouteStop[]): OptimisedRoute {
  const missingCoordinates = stops.filter((stop) => !isValidCoordinates(stop.lat, stop.lng)).map((stop) => stop.id);
  if (missingCoordinates.length > 0 || !isValidCoordinates(yard.lat, yard.lng)) return { ok: false, missingCoordinates };
  const points: Coordinates[] = [yard, ...stops.map((stop) => ({ lat: stop.lat!, lng: stop.lng! }))];
  const size = points.length;
  const matrix = new Float64Array(size * size);
  for (let i = 0; i < size; i += 1) for (let j = i + 1; j < size; j += 1) matrix[i * size + j] = matrix[j * size + i] = distanceKm(points[i]!, points[j]!);

  const given = stops.map((_, index) => index + 1);
  const beforeKm = tourLength(matrix, size, given);
  let best = given;
  let bestKm = beforeKm;
  // Two starts: the nearest-neighbour tour and the given order, each improved by 2-opt; the shorter wins, and only
  // when it is really shorter than what was given.
  for (const start of [nearestNeighbour(matrix, size), given]) {
    const candidate = twoOpt(matrix, size, start);
    const km = tourLength(matrix, size, candidate);
    if (km < bestKm - 1e-9) {
      best = candidate;
      bestKm = km;
    }
  }
  return { ok: true, order: best.map((index) => stops[index - 1]!.id), beforeKm, afterKm: bestKm };
}
