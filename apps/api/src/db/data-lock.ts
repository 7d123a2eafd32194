import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database is a folder that only one process may open. A lock
 * file with the owner's process id keeps a second server or the admin
 * command from opening it at the same time; a lock left by a dead process
 * is taken over.
 */
export function acquireDataLock(directory: string, purpose: string): () => void {
  mkdirSync(directory, { recursive: true });
  const lockFile = path.join(directory, 'campus.lock');
  try {
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, purpose }), { flag: 'wx' });
  } catch {
    const owner = readOwner(lockFile);
    if (owner !== undefined && owner.pid !== process.pid && isAlive(owner.pid)) {
      throw new Error(
        `The embedded database in ${directory} is in use by process ${owner.pid} (${owner.purpose}). ` +
          'Stop it first, or use a PostgreSQL server with DATABASE_URL.',
      );
    }
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, purpose }));
  }
  return () => {
    const owner = readOwner(lockFile);
    if (owner?.pid === process.pid) rmSync(lockFile, { force: true });
  };
}

function readOwner(lockFile: string): { pid: number; purpose: string } | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(lockFile, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'pid' in parsed &&
      typeof parsed.pid === 'number'
    ) {
      const purpose =
        'purpose' in parsed && typeof parsed.purpose === 'string' ? parsed.purpose : 'unknown';
      return { pid: parsed.pid, purpose };
    }
  } catch {
    return undefined;
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
