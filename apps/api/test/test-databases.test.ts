import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestDatabase, testDriver, type TestDatabase } from './support/database';

// Each test file gets its own copy of the seed (support/database.ts). On the embedded database a
// worker keeps one seeded database between its files and puts back what a file wrote; these
// tests check that the next file then sees the seed exactly as it was made.

const tableNames = z.object({ rows: z.array(z.object({ name: z.string() })) });
const fingerprintRow = z.object({
  rows: z.array(z.object({ rows: z.coerce.number(), md5: z.string().nullable() })),
});
const sequenceRows = z.object({
  rows: z.array(z.object({ name: z.string(), last_value: z.coerce.string().nullable() })),
});

/** Every application table's row count and a hash of its rows, and every sequence's value. */
async function fingerprint(database: TestDatabase) {
  const { rows: tables } = tableNames.parse(
    await database.db.execute(sql`
      select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema', 'drizzle', 'test_pristine')
       order by 1`),
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = fingerprintRow.parse(
      await database.db.execute(
        sql.raw(
          `select count(*) as rows, md5(string_agg(t::text, '|' order by t::text)) as md5 from ${name} t`,
        ),
      ),
    ).rows;
    result[name] = `${String(row?.rows)} ${row?.md5 ?? ''}`;
  }
  const { rows: sequences } = sequenceRows.parse(
    await database.db.execute(sql`
      select format('%I.%I', schemaname, sequencename) as name, last_value::text
        from pg_sequences order by 1`),
  );
  for (const sequence of sequences) result[`sequence ${sequence.name}`] = sequence.last_value ?? '';
  return result;
}

const userCount = z.object({ rows: z.array(z.object({ count: z.coerce.number() })) });

async function countUsers(database: TestDatabase): Promise<number> {
  const [row] = userCount.parse(await database.db.execute(sql`select count(*) from users`)).rows;
  return row?.count ?? -1;
}

describe(`the seeded database of a test file on ${testDriver}`, () => {
  it(
    'is the seed as it was made, whatever the file before it changed',
    { timeout: 120_000 },
    async () => {
      const first = await createTestDatabase('seeded');
      const seed = await fingerprint(first);
      const students = await countUsers(first);
      expect(students).toBeGreaterThan(50);

      // A file that deletes (with every cascade), changes and adds rows, then rolls one change back.
      await first.db.execute(sql`delete from users where user_email = 'student@campushub.test'`);
      await first.db.execute(sql`update courses set name_en = name_en || ' (changed)'`);
      await first.db.execute(sql`truncate jobs`);
      await first.db
        .transaction(async (transaction) => {
          await transaction.execute(sql`delete from courses`);
          transaction.rollback();
        })
        .catch(() => undefined);
      expect(await countUsers(first)).toBe(students - 1);
      const changed = await fingerprint(first);
      expect(changed).not.toEqual(seed);
      await first.close();

      const second = await createTestDatabase('seeded');
      try {
        expect(await fingerprint(second)).toEqual(seed);
      } finally {
        await second.close();
      }
    },
  );

  it('keeps the seeded facts for every file', async () => {
    const database = await createTestDatabase('seeded');
    try {
      expect(database.seeded?.seed.courseCount).toBeGreaterThan(600);
      expect(database.seeded?.seed.experienceCount).toBeGreaterThan(1000);
    } finally {
      await database.close();
    }
  });
});
