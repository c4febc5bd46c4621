import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig, serverSecret } from './config';
import { openDatabase, type Database } from './db/client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './db/lock';
import { startEmbeddedMaintenance } from './db/maintenance';
import { prepareDatabase } from './db/prepare';
import { readOrCreateJwtSecret } from './lib/jwt-secret';

/** config → lock → open → migrate and seed (under the migration lock) → listen; SIGTERM/SIGINT close the server, checkpoint the database, free the lock. */
async function main(): Promise<void> {
  const environment = loadConfig();
  const lock: DataDirLock | undefined = environment.databaseUrl ? undefined : acquireDataDirLock(environment.dataDir, 'server');
  process.once('exit', () => lock?.release());
  const config = { ...environment, jwtSecret: serverSecret(environment, readOrCreateJwtSecret) };

  let database: Database | undefined;
  try {
    database = await openDatabase(config);
    // Several instances may start together against one PostgreSQL: one at a time migrates and seeds, under a lock.
    const demo = await prepareDatabase(database, {
      seedDemo: config.seedDemo,
      onWait: () => console.log('Another instance is migrating the database: waiting for it to finish…'),
    });

    const app = await buildApp({ config, database });
    await app.listen({ port: config.port, host: config.host });
    // PGlite has no autovacuum: keep the embedded database's statistics and visibility map current ourselves.
    const stopMaintenance = startEmbeddedMaintenance(database, (message, error) => app.log.error({ err: error }, message));
    const { port } = app.server.address() as AddressInfo;
    // Background jobs (e-mail, batch sends, reminders) run on every instance unless QUEUE_POLL_MS=0.
    if (config.queuePollMs > 0) app.queue.start();

    if (demo) {
      console.log(
        [
          '',
          `  Demo company "${demo.companyName}" created. Sign in with:`,
          `    Email:    ${demo.email}`,
          `    Password: ${demo.password}`,
          `  The crew's phone view: ${demo.crewLeaderEmail} (a crew leader), the same password.`,
          '  This password is shown only once. Change it on the Profile page, or set a new one with',
          `  npm run admin -- reset-password --email ${demo.email}`,
          '',
        ].join('\n'),
      );
    }
    console.log(`Groundwork is running at http://localhost:${port}`);

    const openDatabaseHandle = database;
    let stopping = false;
    const shutdown = async (signal: NodeJS.Signals) => {
      if (stopping) {
        console.error(`Received ${signal} again: exiting now.`);
        process.exit(1);
      }
      stopping = true;
      console.log(`Received ${signal}: shutting down…`);
      const forceExit = setTimeout(() => {
        console.error('Shutdown took longer than 15 s: exiting.');
        process.exit(1);
      }, 15_000);
      forceExit.unref();
      try {
        await stopMaintenance();
        await app.close();
        await openDatabaseHandle.close();
        lock?.release();
        console.log('Groundwork stopped.');
        process.exit(0);
      } catch (error) {
        console.error('Shutdown failed:', error);
        process.exit(1);
      }
    };
    process.on('SIGTERM', (signal) => void shutdown(signal));
    process.on('SIGINT', (signal) => void shutdown(signal));
  } catch (error) {
    await database?.close().catch(() => {});
    lock?.release();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port ${(error as { port?: number }).port ?? ''} is already in use. Stop the other program or set PORT.`);
  } else {
    console.error('Groundwork could not start:', error);
  }
  process.exit(1);
});
