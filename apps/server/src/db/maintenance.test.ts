import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { vacuumWhereDue } from './maintenance';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(() => test.drop());

describe('embedded database maintenance', () => {
  it('vacuums and analyzes a table that changed past autovacuum’s thresholds, then leaves it alone until it changes again', async () => {
    // One connection: a PostgreSQL session's statistics are its own until it publishes them.
    await test.database.withAdvisoryLock(0x6d61696e74n, async (session) => {
      await session.query('create table maintenance_probe (id integer primary key, name text not null)');
      await session.query(`insert into maintenance_probe select g, 'row ' || g from generate_series(1, 3000) g`);
      expect(await vacuumWhereDue(session)).toContain('maintenance_probe');
      const [stats] = await session.query<{ analyzed: boolean; vacuumed: boolean }>(
        `select last_analyze is not null as analyzed, last_vacuum is not null as vacuumed from pg_stat_user_tables where relname = 'maintenance_probe'`,
      );
      expect(stats).toEqual({ analyzed: true, vacuumed: true });
      expect(await vacuumWhereDue(session)).not.toContain('maintenance_probe');
      await session.query(`update maintenance_probe set name = name || '!' where id <= 1000`);
      expect(await vacuumWhereDue(session)).toContain('maintenance_probe');
    });
  });
});
