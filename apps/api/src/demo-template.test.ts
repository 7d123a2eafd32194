import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { isNewEmbeddedDatabase, openConfiguredDatabase } from './db/open-configured';
import { findDemoTemplate, templateParts } from './demo-template';
import { parseEnv } from './env';

const hour = 60 * 60 * 1000;

/** The rows of a raw statement's result (both drivers answer `{ rows }`). */
function rowsOf(result: unknown): unknown {
  return (result as { rows: unknown }).rows;
}

function temporaryFolder(): string {
  return mkdtempSync(path.join(tmpdir(), 'campus-template-'));
}

/** A template folder with an about file made at `madeAt` and a stand-in database folder. */
function fakeTemplate(madeAt: Date): string {
  const folder = temporaryFolder();
  mkdirSync(path.join(folder, templateParts.database, 'base'), { recursive: true });
  writeFileSync(path.join(folder, templateParts.database, 'PG_VERSION'), '17\n');
  writeFileSync(path.join(folder, templateParts.database, 'base', 'page'), 'rows');
  mkdirSync(path.join(folder, templateParts.uploads, 'events'), { recursive: true });
  writeFileSync(path.join(folder, templateParts.uploads, 'events', 'cover.webp'), 'template');
  writeFileSync(
    path.join(folder, templateParts.about),
    JSON.stringify({ made_at: madeAt.toISOString(), course_count: 12, experience_count: 34 }),
  );
  return folder;
}

describe('the demo database template', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('is used only when whole and made less than a day ago', () => {
    const fresh = fakeTemplate(new Date(now.getTime() - 2 * hour));
    expect(findDemoTemplate(fresh, now)?.seed).toMatchObject({
      isNewDatabase: true,
      courseCount: 12,
      experienceCount: 34,
    });
    expect(findDemoTemplate(fresh, now)?.seed.demoAccounts.length).toBeGreaterThan(0);
    expect(findDemoTemplate(fakeTemplate(new Date(now.getTime() - 25 * hour)), now)).toBe(
      undefined,
    );
    // Made "in the future": a clock that moved back; the dates cannot be trusted.
    expect(findDemoTemplate(fakeTemplate(new Date(now.getTime() + hour)), now)).toBe(undefined);
    expect(findDemoTemplate(temporaryFolder(), now)).toBe(undefined);
    const broken = fakeTemplate(now);
    writeFileSync(path.join(broken, templateParts.about), JSON.stringify({ made_at: 'soon' }));
    expect(findDemoTemplate(broken, now)).toBe(undefined);
  });

  it('copies its database and uploads into a data directory, keeping files already there', async () => {
    const template = findDemoTemplate(fakeTemplate(now), now);
    const dataDir = temporaryFolder();
    mkdirSync(path.join(dataDir, templateParts.uploads, 'events'), { recursive: true });
    writeFileSync(path.join(dataDir, templateParts.uploads, 'events', 'cover.webp'), 'own');
    expect(isNewEmbeddedDatabase(dataDir)).toBe(true);
    await template?.copyTo(dataDir);
    expect(isNewEmbeddedDatabase(dataDir)).toBe(false);
    expect(readFileSync(path.join(dataDir, templateParts.database, 'base', 'page'), 'utf8')).toBe(
      'rows',
    );
    expect(
      readFileSync(path.join(dataDir, templateParts.uploads, 'events', 'cover.webp'), 'utf8'),
    ).toBe('own');
    expect(readdirSync(dataDir).sort()).toEqual([templateParts.database, templateParts.uploads]);
  });

  it('becomes the new embedded database, which is then migrated; an existing one is kept', async () => {
    const folder = temporaryFolder();
    const made = await openDatabase({
      kind: 'pglite',
      directory: path.join(folder, templateParts.database),
    });
    await made.db.execute(sql`create table template_mark (word text)`);
    await made.db.execute(sql`insert into template_mark values ('seeded')`);
    await made.close();
    writeFileSync(
      path.join(folder, templateParts.about),
      JSON.stringify({ made_at: new Date().toISOString(), course_count: 1, experience_count: 1 }),
    );
    const template = findDemoTemplate(folder);
    expect(template).toBeDefined();

    const dataDir = temporaryFolder();
    const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const opened = await openConfiguredDatabase(env, 'test', template);
    try {
      const marks = rowsOf(await opened.db.execute(sql`select word from template_mark`));
      expect(marks).toEqual([{ word: 'seeded' }]);
      // The migrations ran on it: the users table exists.
      const users = rowsOf(await opened.db.execute(sql`select count(*)::int as n from users`));
      expect(users).toEqual([{ n: 0 }]);
      await opened.db.execute(sql`update template_mark set word = 'changed'`);
    } finally {
      await opened.close();
    }
    expect(existsSync(path.join(dataDir, `${templateParts.database}.partial`))).toBe(false);

    // A second opening finds a database there and copies nothing over it.
    const again = await openConfiguredDatabase(env, 'test', template);
    try {
      const marks = rowsOf(await again.db.execute(sql`select word from template_mark`));
      expect(marks).toEqual([{ word: 'changed' }]);
    } finally {
      await again.close();
    }
  });
});
