import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockFilePath, processStartOf } from './lock';

const directories: string[] = [];
function aDataDir(): string {
  const directory = mkdtempSync(join(tmpdir(), 'gw-lock-'));
  directories.push(directory);
  return directory;
}
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function writeLock(dataDir: string, pid: number, holder = 'server', processStart: string | undefined = processStartOf(pid)) {
  writeFileSync(lockFilePath(dataDir), JSON.stringify({ pid, holder, host: 'elsewhere', startedAt: '2025-02-25T08:00:00.000Z', processStart }));
}

describe('the data-directory lock', () => {
  it('refuses a second holder while the first holds it, and frees it on release', () => {
    const dataDir = aDataDir();
    const lock = acquireDataDirLock(dataDir, 'server');
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid, holder: 'server' });
    expect(() => acquireDataDirLock(dataDir, 'admin')).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(lockFilePath(dataDir))).toBe(false);
    acquireDataDirLock(dataDir, 'admin').release();
  });

  it('names the live process holding it in a clear message', async () => {
    const dataDir = aDataDir();
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeLock(dataDir, holder.pid!);
      let error: unknown;
      try {
        acquireDataDirLock(dataDir, 'server');
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain(`pid ${holder.pid}`);
      expect((error as Error).message).toContain('in use by a Groundwork server');
      expect((error as Error).message).toContain(dataDir);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that has died', () => {
    const dataDir = aDataDir();
    const finished = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeLock(dataDir, Number(finished.stdout));
    const lock = acquireDataDirLock(dataDir, 'server');
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another, unrelated process', () => {
    const dataDir = aDataDir();
    const stranger = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      const realStart = processStartOf(stranger.pid!);
      expect(realStart).toMatch(/^\d+$/);
      // The lock names the stranger's pid, but a process that started at another time wrote it.
      writeLock(dataDir, stranger.pid!, 'server', String(Number(realStart) - 1));
      const lock = acquireDataDirLock(dataDir, 'server');
      expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid, processStart: processStartOf(process.pid) });
      lock.release();
    } finally {
      stranger.kill();
    }
  });

  it('takes over an unreadable (half-written) lock', () => {
    const dataDir = aDataDir();
    writeFileSync(lockFilePath(dataDir), '{"pid": 12');
    const lock = acquireDataDirLock(dataDir, 'admin');
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).holder).toBe('admin');
    lock.release();
  });
});
