import { appConfigSchema } from '@groundwork/domain/app-config';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/builders';
import { startTestApp, useTestApp } from '../../test/test-app';

const TILE_URL = 'https://tiles.example.test/osm/{z}/{x}/{y}.png';
const ATTRIBUTION = '© OpenStreetMap contributors';

const t = useTestApp({ MAP_TILE_URL: TILE_URL, MAP_TILE_ATTRIBUTION: ATTRIBUTION });

const imgSrcOf = (csp: unknown) => String(csp).split(';').find((directive) => directive.startsWith('img-src'));

describe('GET /app_config with a tile server configured', () => {
  it('tells a signed-in user the tile template and its attribution', async () => {
    const user = await signedInUser(t);
    const response = await t.call('GET', '/app_config', { token: user.token });
    expect(response.status).toBe(200);
    expect(appConfigSchema.parse(response.body.data)).toEqual({ mapTiles: { urlTemplate: TILE_URL, attribution: ATTRIBUTION } });
  });

  it('a crew leader reads it too: it holds nothing about the company', async () => {
    const crewLeader = await signedInUser(t, { role: 'crew_leader' });
    const response = await t.call('GET', '/app_config', { token: crewLeader.token });
    expect(response.status).toBe(200);
    expect(response.body.data.mapTiles.urlTemplate).toBe(TILE_URL);
  });

  it('answers 401 without a session', async () => {
    const response = await t.call('GET', '/app_config');
    expect(response.status).toBe(401);
    expect(response.body.success).toBe(false);
  });

  it("the CSP lets images load from the tile server's origin, and from nowhere else outside", async () => {
    const response = await t.call('GET', '/legal_documents/terms');
    expect(imgSrcOf(response.headers['content-security-policy'])).toBe("img-src 'self' data: https://tiles.example.test");
  });

  it('is in the API documentation', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v2/docs/json' })).json();
    expect(document.paths['/api/v2/app_config'].get.summary).toMatch(/map tile server/);
  });
});

describe('GET /app_config without a tile server', () => {
  it('answers mapTiles: null, and the CSP allows no outside images', async () => {
    const plain = await startTestApp({}, t.database);
    try {
      const user = await signedInUser(plain);
      const response = await plain.call('GET', '/app_config', { token: user.token });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ mapTiles: null });
      expect(imgSrcOf(response.headers['content-security-policy'])).toBe("img-src 'self' data:");
    } finally {
      await plain.close();
    }
  });
});
