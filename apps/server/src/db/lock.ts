import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export type LockHolder = 'server' | 'admin';

interface LockInfo {
  pid: number;
  holder: LockHolder;
  host: string;
  startedAt: string;
  /** When the holding process started, as the kernel counts it: tells the holder from a later process given its pid. */
  processStart?: string | undefined;
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

/**
 * When process `pid` started (clock ticks since boot, /proc/<pid>/stat field 22), or undefined where there is no
 * /proc or no such process. Two processes with one pid never share it, so it tells a live holder from a reused pid.
 */
export function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** True while the process that wrote the lock still runs: its pid is alive and, where we can tell, is still it. */
function holderIsRunning(info: LockInfo): boolean {
  if (!isAlive(info.pid)) return false;
  if (info.processStart === undefined) return true; // a lock from an older release: the pid is all we know
  const start = processStartOf(info.pid);
  return start === undefined || start === info.processStart;
}

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
      processStart: typeof info.processStart === 'string' ? info.processStart : undefined,
    };
  } catch {
    return undefined;
  }
}

/**
 * PGlite does not protect its directory: two processes writing it corrupt it silently. One process at a
 * time holds DATA_DIR/groundwork.lock; a lock left by a process that has died — or whose pid now belongs to
 * another process — is taken over.
 */
export function acquireDataDirLock(dataDir: string, holder: LockHolder): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = lockFilePath(dataDir);
  const mine: LockInfo = { pid: process.pid, holder, host: hostname(), startedAt: new Date().toISOString(), processStart: processStartOf(process.pid) };

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
    // A live pid is not enough: after a crash and a reboot (or in a container) another process may have its number.
    if (existing && existing.pid !== process.pid && holderIsRunning(existing)) {
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
