import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, isValidCoordinates, optimiseRoute, routeLengthKm, type RouteStop } from './route-optimisation';

/** One degree along a meridian: 6371.0088 km × π / 180. */
const DEGREE_KM = 111.19508;

describe('distanceKm', () => {
  it('is a degree of latitude per degree along a meridian, and zero to itself', () => {
    expect(distanceKm({ lat: 44, lng: -93 }, { lat: 45, lng: -93 })).toBeCloseTo(DEGREE_KM, 3);
    expect(distanceKm({ lat: 44.97, lng: -93.26 }, { lat: 44.97, lng: -93.26 })).toBe(0);
  });

  it('is the same both ways', () => {
    const a = { lat: 44.9778, lng: -93.265 };
    const b = { lat: 44.9537, lng: -93.09 };
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
    // Minneapolis to Saint Paul city halls: about 14 km as the crow flies.
    expect(distanceKm(a, b)).toBeGreaterThan(13.5);
    expect(distanceKm(a, b)).toBeLessThan(14.5);
  });
});

describe('optimiseRoute', () => {
  const yard = { lat: 0, lng: 0 };
  const stop = (id: string, lat: number | null, lng: number | null): RouteStop => ({ id, lat, lng });

  it('drives round the square instead of across it (hand-worked: 2 + 2√2 degrees down to 4)', () => {
    const stops = [stop('a', 0, 1), stop('c', 1, 0), stop('b', 1, 1)];
    const result = optimiseRoute(yard, stops);
    if (!result.ok) throw new Error('expected a route');
    expect(result.beforeKm / DEGREE_KM).toBeCloseTo(2 + 2 * Math.SQRT2, 2);
    expect(result.afterKm / DEGREE_KM).toBeCloseTo(4, 2);
    expect([['a', 'b', 'c'], ['c', 'b', 'a']]).toContainEqual(result.order);
  });

  it('keeps an order that is already the shortest, and handles none or one stop', () => {
    const stops = [stop('a', 0, 1), stop('b', 1, 1), stop('c', 1, 0)];
    const result = optimiseRoute(yard, stops);
    expect(result).toMatchObject({ ok: true, order: ['a', 'b', 'c'] });
    expect(optimiseRoute(yard, [])).toEqual({ ok: true, order: [], beforeKm: 0, afterKm: 0 });
    expect(optimiseRoute(yard, [stop('only', 0, 1)])).toMatchObject({ ok: true, order: ['only'] });
  });

  it('names the stops without coordinates instead of guessing', () => {
    const result = optimiseRoute(yard, [stop('a', 0, 1), stop('b', null, 2), stop('c', 91, 0), stop('d', 1, Number.NaN)]);
    expect(result).toEqual({ ok: false, missingCoordinates: ['b', 'c', 'd'] });
    expect(isValidCoordinates(-90, 180)).toBe(true);
    expect(isValidCoordinates(0, 180.5)).toBe(false);
  });

  const town = fc.record({ lat: fc.double({ min: 44.8, max: 45.1, noNaN: true }), lng: fc.double({ min: -93.5, max: -93.0, noNaN: true }) });
  const stopsArbitrary = fc.array(town, { minLength: 0, maxLength: 40 }).map((points) => points.map((point, index) => stop(`s${index}`, point.lat, point.lng)));

  it('never lengthens a route, loses or repeats no stop, and reports the length of the order it returns', () => {
    fc.assert(
      fc.property(town, stopsArbitrary, (home, stops) => {
        const result = optimiseRoute(home, stops);
        if (!result.ok) throw new Error('every stop has coordinates');
        expect(result.afterKm).toBeLessThanOrEqual(result.beforeKm + 1e-9);
        expect([...result.order].sort()).toEqual(stops.map((s) => s.id).sort());
        const byId = new Map(stops.map((s) => [s.id, { lat: s.lat!, lng: s.lng! }]));
        expect(routeLengthKm(home, result.order.map((id) => byId.get(id)!))).toBeCloseTo(result.afterKm, 6);
        expect(routeLengthKm(home, stops.map((s) => ({ lat: s.lat!, lng: s.lng! })))).toBeCloseTo(result.beforeKm, 6);
      }),
      { numRuns: 200 },
    );
  });

  it('finds the shortest tour of a few stops (checked against every order)', () => {
    const permutations = <T>(items: T[]): T[][] =>
      items.length <= 1 ? [items] : items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
    fc.assert(
      fc.property(town, fc.array(town, { minLength: 2, maxLength: 5 }), (home, points) => {
        const stops = points.map((point, index) => stop(`s${index}`, point.lat, point.lng));
        const result = optimiseRoute(home, stops);
        if (!result.ok) throw new Error('every stop has coordinates');
        const shortest = Math.min(...permutations(points).map((order) => routeLengthKm(home, order)));
        // 2-opt is not exact in general; for up to five stops it should be within a whisker of the best.
        expect(result.afterKm).toBeLessThanOrEqual(shortest * 1.1 + 1e-9);
      }),
      { numRuns: 100 },
    );
  });
});
