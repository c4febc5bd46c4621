import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, serverSecret, tileServerOrigin } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 3000, embedded database in ./data, demo seed on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: resolve('data'),
      jwtSecret: undefined,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://app@db:5432/groundwork',
      JWT_SECRET: 's'.repeat(40),
      SMTP_URL: 'smtp://mail.example.test:587',
      MAIL_FROM: 'Groundwork <hello@example.test>',
      PUBLIC_URL: 'https://app.example.test/',
      SEED_DEMO: 'false',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/srv/web',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://app@db:5432/groundwork',
      smtpUrl: 'smtp://mail.example.test:587',
      publicUrl: 'https://app.example.test',
      seedDemo: false,
      redisUrl: 'redis://cache:6379',
      logLevel: 'warn',
      webDist: '/srv/web',
      trustProxy: 1,
    });
  });

  it('serving with DATABASE_URL requires JWT_SECRET; the embedded database generates one', () => {
    const generate = () => 'g'.repeat(40);
    expect(() => serverSecret(loadConfig({ DATABASE_URL: 'postgres://db/groundwork' }), generate)).toThrow(/JWT_SECRET: is required when DATABASE_URL is set/);
    expect(serverSecret(loadConfig({ DATABASE_URL: 'postgres://db/groundwork', JWT_SECRET: 's'.repeat(32) }), generate)).toBe('s'.repeat(32));
    expect(serverSecret(loadConfig({}), generate)).toBe('g'.repeat(40));
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', SEED_DEMO: 'maybe', DATABASE_URL: 'mysql://x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/PORT/);
    expect((error as Error).message).toMatch(/SEED_DEMO: must be true or false/);
    expect((error as Error).message).toMatch(/DATABASE_URL: must start with postgres/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '', REDIS_URL: '', MAP_TILE_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
      redisUrl: undefined,
      mapTiles: null,
    });
  });
});

describe('background jobs', () => {
  it('polls every second by default; QUEUE_POLL_MS tunes it, 0 turns this instance\'s worker off', () => {
    expect(loadConfig({}).queuePollMs).toBe(1_000);
    expect(loadConfig({ QUEUE_POLL_MS: '250' }).queuePollMs).toBe(250);
    expect(loadConfig({ QUEUE_POLL_MS: '0' }).queuePollMs).toBe(0);
    expect(() => loadConfig({ QUEUE_POLL_MS: 'often' })).toThrow(/QUEUE_POLL_MS/);
    expect(() => loadConfig({ QUEUE_POLL_MS: '-1' })).toThrow(/QUEUE_POLL_MS/);
  });
});

describe('map tiles', () => {
  it('are off unless MAP_TILE_URL is set; the attribution defaults to none', () => {
    expect(loadConfig({}).mapTiles).toBeNull();
    expect(loadConfig({ MAP_TILE_ATTRIBUTION: 'ignored without a tile server' }).mapTiles).toBeNull();
    expect(loadConfig({ MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }).mapTiles).toEqual({
      urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '',
    });
    expect(loadConfig({ MAP_TILE_URL: 'http://10.0.0.5:8080/tiles/{z}/{y}/{x}.png?style=light', MAP_TILE_ATTRIBUTION: ' © OpenStreetMap ' }).mapTiles).toEqual({
      urlTemplate: 'http://10.0.0.5:8080/tiles/{z}/{y}/{x}.png?style=light',
      attribution: '© OpenStreetMap',
    });
  });

  it.each([
    ['no placeholders', 'https://tile.openstreetmap.org/tile.png'],
    ['no {y}', 'https://tile.openstreetmap.org/{z}/{x}.png'],
    ['not http(s)', 'ftp://tiles.example.test/{z}/{x}/{y}.png'],
    ['a placeholder in the host', 'https://{z}.tiles.example.test/{x}/{y}.png'],
    ['no address at all', '{z}/{x}/{y}.png'],
  ])('a MAP_TILE_URL with %s is refused, by name', (_case, value) => {
    expect(() => loadConfig({ MAP_TILE_URL: value })).toThrow(/MAP_TILE_URL: must be an http\(s\) URL template with \{z\}, \{x\} and \{y\} after the host/);
  });

  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['HTTP://Tiles.Example.TEST:8080/{z}/{x}/{y}', 'http://tiles.example.test:8080'],
    ['https://tiles.example.test:443/a/{z}/{x}/{y}.png?key=k', 'https://tiles.example.test'],
  ])('the CSP origin of %s is %s', (template, origin) => {
    expect(tileServerOrigin(template)).toBe(origin);
  });
});
