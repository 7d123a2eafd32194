import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateDatabase } from '../src/db/migrate';
import { users } from '../src/features/accounts/accounts.tables';
import { verifyPassword } from '../src/platform/passwords';
import { createTestDatabase, testDriver, type TestDatabase } from './support/database';
import { insertUserRow, strongPassword, uniqueEmail } from './support/factories/accounts';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

interface Run {
  code: number | null;
  output: string;
}

/** Runs `admin:create` as a person would, with the password on standard input. */
function runCreateAdmin(
  args: string[],
  password: string,
  env: Record<string, string>,
): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/create-admin.ts', ...args], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(`${password}\n`);
    child.on('close', (code) => {
      resolve({ code, output });
    });
  });
}

describe(`npm run admin:create on ${testDriver}`, () => {
  // The command opens the configured database itself: on PostgreSQL a database
  // of this file's own, else the embedded one under a DATA_DIR of its own.
  let serverDatabase: TestDatabase | undefined;
  let env: Record<string, string>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'campus-cli-'));
    if (testDriver === 'postgres') {
      serverDatabase = await createTestDatabase();
      env = { DATABASE_URL: serverDatabase.url ?? '' };
    } else {
      env = { DATA_DIR: dataDir };
      // Migrated up front, so a test may read it before (or without) a run that opens it.
      await withDatabase((handle) => migrateDatabase(handle));
    }
  }, 120_000);
  afterAll(async () => {
    await serverDatabase?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Works on the command's database; the embedded one is opened only between runs. */
  async function withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
    if (serverDatabase !== undefined) return work(serverDatabase);
    const handle = await openDatabase({ kind: 'pglite', directory: path.join(dataDir, 'pglite') });
    try {
      return await work(handle);
    } finally {
      await handle.close();
    }
  }

  async function findUser(email: string) {
    return withDatabase(async (handle) => {
      const rows = await handle.db.select().from(users).where(eq(users.user_email, email));
      return rows[0];
    });
  }

  it('creates an admin with the password read from standard input', async () => {
    const run = await runCreateAdmin(
      ['--email', 'Head@Example.edu'],
      'a long enough passphrase',
      env,
    );
    expect(run.output).toContain('Created admin head@example.edu');
    expect(run.code).toBe(0);
    const user = await findUser('head@example.edu');
    expect(user).toMatchObject({ user_role: 'admin', status: 'active', is_email_verified: true });
    expect(await verifyPassword(user?.password_hash ?? '', 'a long enough passphrase')).toBe(true);
  });

  it('gives an existing account the moderator role and a new password', async () => {
    const email = uniqueEmail('deputy');
    await withDatabase((handle) => insertUserRow(handle.db, { email, role: 'student' }));
    const run = await runCreateAdmin(
      ['--email', email, '--role', 'moderator'],
      'another passphrase!',
      env,
    );
    expect(run.code).toBe(0);
    expect(run.output).toContain('is now a moderator');
    const user = await findUser(email);
    expect(user?.user_role).toBe('moderator');
    expect(await verifyPassword(user?.password_hash ?? '', 'another passphrase!')).toBe(true);
    expect(await verifyPassword(user?.password_hash ?? '', strongPassword)).toBe(false);
  });

  it('refuses a short password, a bad e-mail and an unknown role, changing nothing', async () => {
    const short = await runCreateAdmin(['--email', 'new@example.edu'], 'short', env);
    expect(short.code).toBe(1);
    expect(short.output).toContain('12 to 128 characters');
    const badEmail = await runCreateAdmin(
      ['--email', 'not-an-email'],
      'a long enough passphrase',
      env,
    );
    expect(badEmail.code).toBe(1);
    expect(badEmail.output).toContain('please enter a valid email address');
    const badRole = await runCreateAdmin(
      ['--email', 'new@example.edu', '--role', 'student'],
      'a long enough passphrase',
      env,
    );
    expect(badRole.code).toBe(1);
    expect(badRole.output).toContain('--role');
    expect(await findUser('new@example.edu')).toBeUndefined();
  });
});
