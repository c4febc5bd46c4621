import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export type LockHolder = 'server' | 'admin';

interface LockInfo {
  pid: number;
  holder: LockHolder;
  host: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly info: LockInfo,
  ) {
    const who = info.holder === 'server' ? 'a Groundwork server' : 'a Groundwork admin command';
    super(
      `The data directory ${dataDir} is in use by ${who} (pid ${info.pid}, started ${info.startedAt}). ` +
        (info.holder === 'server'
          ? 'Stop that server first (Ctrl-C in its terminal), or set DATA_DIR to another directory.'
          : 'Wait for that command to finish, or set DATA_DIR to another directory.'),
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** Locks this process holds, so a second acquire in the same process is refused too. */
const heldHere = new Set<string>();

export const lockFilePath = (dataDir: string): string => join(dataDir, 'groundwork.lock');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(path: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockInfo>;
    if (typeof info.pid !== 'number') return undefined;
    return {
      pid: info.pid,
      holder: info.holder === 'admin' ? 'admin' : 'server',
      host: info.host ?? '',
      startedAt: info.startedAt ?? 'at an unknown time',
    };
  } catch {
    return undefined;
  }
}

/**
 * PGlite does not protect its directory: two processes writing it corrupt it silently. One process at a
 * time holds DATA_DIR/groundwork.lock; a lock left by a process that has died is taken over.
 */
export function acquireDataDirLock(dataDir: string, holder: LockHolder): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = lockFilePath(dataDir);
  const mine: LockInfo = { pid: process.pid, holder, host: hostname(), startedAt: new Date().toISOString() };

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      writeSync(fd, JSON.stringify(mine));
      closeSync(fd);
      heldHere.add(path);
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          heldHere.delete(path);
          if (readLock(path)?.pid === process.pid) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const existing = readLock(path);
    if (heldHere.has(path)) throw new DataDirLockedError(dataDir, existing ?? mine);
    // Our own pid in a lock we do not hold is a leftover of an earlier life (a container restarted as pid 1).
    // An unreadable lock is a half-written one from a crash, or a live holder still writing it: look twice.
    if (existing && existing.pid !== process.pid && isAlive(existing.pid)) {
      throw new DataDirLockedError(dataDir, existing);
    }
    if (!existing && attempt === 0) continue;
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock ${path}; another process keeps recreating it.`);
}
