import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  latLngInView,
  latLngToWorldPixel,
  MAX_MERCATOR_LATITUDE,
  offsetInView,
  panView,
  tileAt,
  tilesInView,
  tileUrl,
  worldPixelToLatLng,
  wrapLongitude,
  zoomView,
  type MapView,
} from './web-mercator';

const minneapolis = { latitude: 44.9778, longitude: -93.265 };

describe('latLngToWorldPixel and worldPixelToLatLng', () => {
  it.each([
    // At zoom 0 the world is one 256-pixel tile: null island is its centre, the corners are the ends of the world.
    ['null island at zoom 0 is the centre of the only tile', { latitude: 0, longitude: 0 }, 0, { x: 128, y: 128 }],
    ['the north-west corner of the world', { latitude: MAX_MERCATOR_LATITUDE, longitude: -180 }, 0, { x: 0, y: 0 }],
    ['the south-east corner at zoom 1 (a 512-pixel world)', { latitude: -MAX_MERCATOR_LATITUDE, longitude: 180 }, 1, { x: 512, y: 512 }],
    ['null island at zoom 1 is where the four tiles meet', { latitude: 0, longitude: 0 }, 1, { x: 256, y: 256 }],
    ['90° east at zoom 0 is three quarters across, on the equator', { latitude: 0, longitude: 90 }, 0, { x: 192, y: 128 }],
  ])('%s', (_name, place, zoom, pixel) => {
    const projected = latLngToWorldPixel(place, zoom);
    expect(projected.x).toBeCloseTo(pixel.x, 6);
    expect(projected.y).toBeCloseTo(pixel.y, 6);
  });

  it('the poles are drawn at the edge of the world, not beyond it', () => {
    expect(latLngToWorldPixel({ latitude: 90, longitude: 0 }, 0).y).toBeCloseTo(0, 6);
    expect(latLngToWorldPixel({ latitude: -90, longitude: 0 }, 0).y).toBeCloseTo(256, 6);
  });

  it('the centre of the world is null island and the top edge is the Mercator limit', () => {
    expect(worldPixelToLatLng({ x: 128, y: 128 }, 0)).toEqual({ latitude: 0, longitude: 0 });
    const corner = worldPixelToLatLng({ x: 0, y: 0 }, 0);
    expect(corner.longitude).toBe(-180);
    expect(corner.latitude).toBeCloseTo(MAX_MERCATOR_LATITUDE, 9);
  });

  it('a place comes back from its pixel within 1e-9 degrees at every zoom from 0 to 19', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: 0, max: 19 }),
        (latitude, longitude, zoom) => {
          const back = worldPixelToLatLng(latLngToWorldPixel({ latitude, longitude }, zoom), zoom);
          expect(Math.abs(back.latitude - latitude)).toBeLessThan(1e-9);
          expect(Math.abs(back.longitude - longitude)).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('tileAt', () => {
  it.each([
    ['null island at zoom 0', { latitude: 0, longitude: 0 }, 0, { z: 0, x: 0, y: 0 }],
    // x = (−0.1278 + 180) / 360 × 1024 = 511.64; y = (1 − ln(tan φ + sec φ) / π) / 2 × 1024 = 340.51.
    ['central London at zoom 10', { latitude: 51.5074, longitude: -0.1278 }, 10, { z: 10, x: 511, y: 340 }],
    // x = 86.735 / 360 × 4096 = 986.86; y = (1 − 0.8808 / π) / 2 × 4096 = 1473.79.
    ['downtown Minneapolis at zoom 12', minneapolis, 12, { z: 12, x: 986, y: 1473 }],
    // x = 105.994 / 360 × 4096 = 1205.98; y = (1 − 0.7792 / π) / 2 × 4096 = 1540.02.
    ['lower Manhattan at zoom 12', { latitude: 40.7128, longitude: -74.006 }, 12, { z: 12, x: 1205, y: 1540 }],
  ])('%s', (_name, place, zoom, tile) => {
    expect(tileAt(latLngToWorldPixel(place, zoom), zoom)).toEqual(tile);
  });
});

describe('tileUrl', () => {
  const template = 'https://tiles.example.test/{z}/{x}/{y}.png';

  it('fills the template', () => {
    expect(tileUrl(template, { z: 12, x: 986, y: 1473 })).toBe('https://tiles.example.test/12/986/1473.png');
    expect(tileUrl('https://t.example.test/{z}/{y}/{x}?z={z}', { z: 3, x: 1, y: 2 })).toBe('https://t.example.test/3/2/1?z=3');
  });

  it('wraps x round the world: west of tile 0 is the last tile, east of the last is tile 0', () => {
    expect(tileUrl(template, { z: 2, x: -1, y: 1 })).toBe('https://tiles.example.test/2/3/1.png');
    expect(tileUrl(template, { z: 2, x: 4, y: 1 })).toBe('https://tiles.example.test/2/0/1.png');
    expect(tileUrl(template, { z: 0, x: 1, y: 0 })).toBe('https://tiles.example.test/0/0/0.png');
  });
});

describe('wrapLongitude', () => {
  it.each([
    [-93.265, -93.265],
    [180, -180],
    [190, -170],
    [-190, 170],
    [540, -180],
  ])('%d° is %d°', (longitude, wrapped) => {
    expect(wrapLongitude(longitude)).toBeCloseTo(wrapped, 9);
  });
});

describe('tilesInView', () => {
  it('a 480 × 320 box over Minneapolis at zoom 12 needs three columns and two rows of tiles', () => {
    // Centre pixel (252,634.00, 377,290.47); the box's corner is (252,394, 377,130), inside tile 985/1473.
    const tiles = tilesInView({ centre: minneapolis, zoom: 12, width: 480, height: 320 });
    expect(tiles).toEqual([
      { z: 12, x: 985, y: 1473, left: -234, top: -42 },
      { z: 12, x: 986, y: 1473, left: 22, top: -42 },
      { z: 12, x: 987, y: 1473, left: 278, top: -42 },
      { z: 12, x: 985, y: 1474, left: -234, top: 214 },
      { z: 12, x: 986, y: 1474, left: 22, top: 214 },
      { z: 12, x: 987, y: 1474, left: 278, top: 214 },
    ]);
  });

  it('a box wider than the world shows the world repeated east and west, and nothing above or below it', () => {
    const tiles = tilesInView({ centre: { latitude: 0, longitude: 0 }, zoom: 0, width: 512, height: 400 });
    expect(tiles).toEqual([
      { z: 0, x: -1, y: 0, left: -128, top: 72 },
      { z: 0, x: 0, y: 0, left: 128, top: 72 },
      { z: 0, x: 1, y: 0, left: 384, top: 72 },
    ]);
  });

  it('the tiles cover a box lying on the world without gaps, and the centre lies in the tile of the centre', () => {
    fc.assert(
      fc.property(
        // From zoom 4 the world is 4,096 pixels tall, and 60° is over 450 pixels inside its edge: the box stays on it.
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -180, max: 179.999, noNaN: true }),
        fc.integer({ min: 4, max: 19 }),
        fc.integer({ min: 1, max: 1200 }),
        fc.integer({ min: 1, max: 900 }),
        (latitude, longitude, zoom, width, height) => {
          const view = { centre: { latitude, longitude }, zoom, width, height };
          const tiles = tilesInView(view);
          const lefts = [...new Set(tiles.map((tile) => tile.left))].sort((a, b) => a - b);
          const tops = [...new Set(tiles.map((tile) => tile.top))].sort((a, b) => a - b);
          expect(lefts[0]).toBeLessThanOrEqual(0);
          expect(tops[0]).toBeLessThanOrEqual(0);
          expect((lefts.at(-1) ?? 0) + 256).toBeGreaterThanOrEqual(width);
          expect((tops.at(-1) ?? 0) + 256).toBeGreaterThanOrEqual(height);
          lefts.slice(1).forEach((left, index) => expect(left - (lefts[index] ?? 0)).toBe(256));
          expect(tiles).toHaveLength(lefts.length * tops.length);
          const centreTile = tileAt(latLngToWorldPixel(view.centre, zoom), zoom);
          const drawn = tiles.find((tile) => tile.x === centreTile.x && tile.y === centreTile.y);
          expect(drawn).toBeDefined();
          if (!drawn) return;
          const centre = offsetInView(view, view.centre);
          expect(centre.x - drawn.left).toBeGreaterThanOrEqual(0);
          expect(centre.x - drawn.left).toBeLessThan(256);
        },
      ),
    );
  });
});

describe('latLngInView and offsetInView', () => {
  const view: MapView = { centre: minneapolis, zoom: 12, width: 480, height: 320 };

  it('the middle of the box is the centre, within the half pixel the box is rounded to', () => {
    const middle = latLngInView(view, { x: 240, y: 160 });
    // A pixel at zoom 12 is 0.00034° of longitude, and here 0.00024° of latitude.
    expect(middle.latitude).toBeCloseTo(minneapolis.latitude, 3);
    expect(middle.longitude).toBeCloseTo(minneapolis.longitude, 3);
  });

  it('a place shown in the box is found again under its own point', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 480, noNaN: true }), fc.double({ min: 0, max: 320, noNaN: true }), (x, y) => {
        const offset = offsetInView(view, latLngInView(view, { x, y }));
        expect(offset.x).toBeCloseTo(x, 6);
        expect(offset.y).toBeCloseTo(y, 6);
      }),
    );
  });

  it('across the antimeridian a place is drawn on the copy of the world beside the centre', () => {
    const fiji: MapView = { centre: { latitude: -17, longitude: 179.9 }, zoom: 8, width: 400, height: 300 };
    const eastOfTheLine = offsetInView(fiji, { latitude: -17, longitude: -179.9 });
    // 0.2° at zoom 8 is 0.2 / 360 × 65,536 = 36.41 pixels east of the centre.
    expect(eastOfTheLine.x - offsetInView(fiji, fiji.centre).x).toBeCloseTo(36.41, 2);
    expect(latLngInView(fiji, { x: 380, y: 150 }).longitude).toBeLessThan(-179);
  });
});

describe('panView and zoomView', () => {
  const atNullIsland: MapView = { centre: { latitude: 0, longitude: 0 }, zoom: 0, width: 256, height: 256 };

  it('panning a quarter of the world east at zoom 0 moves the centre 90° east', () => {
    expect(panView(atNullIsland, 64, 0).centre).toEqual({ latitude: 0, longitude: 90 });
  });

  it('panning past the antimeridian comes round from the west, and a whole world east comes back', () => {
    expect(panView(atNullIsland, 192, 0).centre.longitude).toBeCloseTo(-90, 9);
    expect(panView(atNullIsland, 256, 0).centre.longitude).toBeCloseTo(0, 9);
  });

  it('panning north past the edge of the world stops at the edge', () => {
    expect(panView(atNullIsland, 0, -1000).centre.latitude).toBe(MAX_MERCATOR_LATITUDE);
    expect(panView(atNullIsland, 0, 1000).centre.latitude).toBe(-MAX_MERCATOR_LATITUDE);
  });

  it('zooms stay between 0 and 19 and keep the centre', () => {
    expect(zoomView(atNullIsland, -1)).toEqual(atNullIsland);
    expect(zoomView({ ...atNullIsland, zoom: 19 }, 1).zoom).toBe(19);
    expect(zoomView(atNullIsland, 3)).toEqual({ ...atNullIsland, zoom: 3 });
  });
});
