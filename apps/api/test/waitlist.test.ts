import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  waitlistAdminPageSchema,
  waitlistCountsSchema,
  waitlistEntrySchema,
  waitlistMineSchema,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { users } from '../src/features/accounts/accounts.tables';
import { waitlistEntries } from '../src/features/waitlist/waitlist.tables';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { joinWaitlist } from './support/factories/waitlist';
import { expectProblem, expectStatus } from './support/http';
import { parseCsv } from './support/csv';

const t = useTestApp();

describe(`the waitlists on ${testDriver}`, () => {
  it('lets a person join, refuses a second join with 409, and leave', async () => {
    const student = await createUser(t);
    const joined = await t.api.call('POST', '/waitlist', student.token, {
      feature: 'ai_assistant',
      note: '  Would love help with calculus  ',
    });
    const entry = expectStatus(joined, 201, waitlistEntrySchema);
    expect(entry).toMatchObject({ feature: 'ai_assistant', note: 'Would love help with calculus' });

    const again = await t.api.call('POST', '/waitlist', student.token, { feature: 'ai_assistant' });
    expect(expectProblem(again, 409)).toMatchObject({
      detail: 'You are already on this waitlist',
      reason: 'already_on_waitlist',
    });

    expectStatus(
      await t.api.call('POST', '/waitlist', student.token, { feature: 'mobile_app' }),
      201,
    );
    const mine = await t.api.read('/waitlist/mine', student.token, waitlistMineSchema);
    expect(mine.items.map((item) => item.feature).sort()).toEqual(['ai_assistant', 'mobile_app']);

    expectStatus(await t.api.call('DELETE', '/waitlist/mobile_app', student.token), 204);
    const left = await t.api.call('DELETE', '/waitlist/mobile_app', student.token);
    expect(expectProblem(left, 404).detail).toBe('You are not on this waitlist');
    const after = await t.api.read('/waitlist/mine', student.token, waitlistMineSchema);
    expect(after.items.map((item) => item.feature)).toEqual(['ai_assistant']);
  });

  it('names the rule for an unknown feature and a long note, and saves nothing', async () => {
    const student = await createUser(t);
    const unknown = await t.api.call('POST', '/waitlist', student.token, {
      feature: 'teleportation',
    });
    expectProblem(unknown, 400);
    expect(unknown.body).toContain('feature must be one of ai_assistant');
    const long = await t.api.call('POST', '/waitlist', student.token, {
      feature: 'mentoring',
      note: 'x'.repeat(301),
    });
    expectProblem(long, 400);
    expect(long.body).toContain('must not exceed 300 characters');
    expectProblem(await t.api.call('DELETE', '/waitlist/teleportation', student.token), 400);
    const rows = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(
        and(eq(waitlistEntries.user_id, student.id), eq(waitlistEntries.feature, 'mentoring')),
      );
    expect(rows).toHaveLength(0);
  });

  it('needs a signed-in person, and admins for the counts, the list and the export', async () => {
    const [moderator, student] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t),
    ]);
    expectProblem(await t.api.call('GET', '/waitlist/mine'), 401);
    expectProblem(await t.api.call('POST', '/waitlist', undefined, { feature: 'matching' }), 401);
    for (const url of ['/admin/waitlist/counts', '/admin/waitlist', '/admin/waitlist/export.csv']) {
      expect((await t.api.call('GET', url, student.token)).statusCode, url).toBe(403);
      expect((await t.api.call('GET', url, moderator.token)).statusCode, url).toBe(403);
    }
  });

  it('shows admins every feature with its count, zero included, and the entries with contacts', async () => {
    const [admin, student] = await Promise.all([createUser(t, { role: 'admin' }), createUser(t)]);
    // This test counts every waitlist, so it starts from empty ones.
    await t.database.db.delete(waitlistEntries);
    await joinWaitlist(t, student.id, 'ai_assistant', 'Would love help with calculus');

    const counts = await t.api.read('/admin/waitlist/counts', admin.token, waitlistCountsSchema);
    expect(counts.items).toEqual([
      { feature: 'ai_assistant', count: 1 },
      { feature: 'matching', count: 0 },
      { feature: 'mobile_app', count: 0 },
      { feature: 'marketplace', count: 0 },
      { feature: 'mentoring', count: 0 },
    ]);
    expect(counts.total).toBe(1);

    const list = await t.api.read(
      '/admin/waitlist?feature=ai_assistant&page_size=10',
      admin.token,
      waitlistAdminPageSchema,
    );
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      user_id: student.id,
      email: student.email,
      note: 'Would love help with calculus',
    });
    const empty = await t.api.read(
      '/admin/waitlist?feature=matching',
      admin.token,
      waitlistAdminPageSchema,
    );
    expect(empty).toMatchObject({ items: [], total: 0 });
    const badSize = await t.api.call('GET', '/admin/waitlist?page_size=7', admin.token);
    expectProblem(badSize, 400);
    expect(badSize.body).toContain('page_size must be one of 10, 25, 50, 100');
  });

  it('streams a CSV export of 5,000 rows with quoting, a BOM and a formula guard; audited', async () => {
    const admin = await createUser(t, { role: 'admin' });
    // This test counts a whole waitlist, so it starts from empty ones.
    await t.database.db.delete(waitlistEntries);
    const people = Array.from({ length: 5000 }, (_, index) => ({
      user_email: `waitlist-${String(index)}@ogr.yesiltepe.edu.tr`,
      user_first_name: index === 0 ? '=HYPERLINK("http://evil")' : `Öğrenci ${String(index)}`,
      user_last_name: index === 1 ? 'Çelik, "Junior"' : 'Şahin',
      is_email_verified: true,
    }));
    const inserted: { user_id: string }[] = [];
    for (let start = 0; start < people.length; start += 1000) {
      inserted.push(
        ...(await t.database.db
          .insert(users)
          .values(people.slice(start, start + 1000))
          .returning({ user_id: users.user_id })),
      );
    }
    const notes = ['+1 for this', 'line one\nline two', '@everyone', '-minus', 'plain'];
    for (let start = 0; start < inserted.length; start += 1000) {
      await t.database.db.insert(waitlistEntries).values(
        inserted.slice(start, start + 1000).map((person, offset) => ({
          user_id: person.user_id,
          feature: 'marketplace' as const,
          note: notes[(start + offset) % notes.length] ?? null,
          created_at: new Date(Date.UTC(2026, 0, 1) + (start + offset) * 1000),
        })),
      );
    }

    const response = await t.api.call(
      'GET',
      '/admin/waitlist/export.csv?feature=marketplace',
      admin.token,
    );
    expectStatus(response, 200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="waitlist-marketplace.csv"',
    );
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      'feature',
      'feature_name',
      'first_name',
      'last_name',
      'email',
      'note',
      'joined_at',
    ]);
    expect(rows).toHaveLength(5001);
    const emails = new Set(rows.slice(1).map((row) => row[4]));
    expect(emails.size).toBe(5000);
    const byEmail = new Map(rows.slice(1).map((row) => [row[4], row]));
    const first = byEmail.get('waitlist-0@ogr.yesiltepe.edu.tr');
    expect(first?.[2]).toBe('\'=HYPERLINK("http://evil")');
    expect(first?.[5]).toBe("'+1 for this");
    const second = byEmail.get('waitlist-1@ogr.yesiltepe.edu.tr');
    expect(second?.[3]).toBe('Çelik, "Junior"');
    expect(second?.[5]).toBe('line one\nline two');
    expect(byEmail.get('waitlist-2@ogr.yesiltepe.edu.tr')?.[5]).toBe("'@everyone");
    expect(byEmail.get('waitlist-3@ogr.yesiltepe.edu.tr')?.[5]).toBe("'-minus");
    expect(byEmail.get('waitlist-4@ogr.yesiltepe.edu.tr')?.[1]).toBe('Second-hand marketplace');
    // The raw text quotes the cells with commas, quotes and line breaks.
    expect(text).toContain('"Çelik, ""Junior"""');
    expect(text).toContain('"line one\nline two"');

    const audits = await t.database.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, 'waitlist.exported'), eq(auditEntries.actor_id, admin.id)),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor_id: admin.id });
    expect(audits[0]?.details).toMatchObject({ feature: 'marketplace', rows: 5000 });

    const counts = await t.api.read('/admin/waitlist/counts', admin.token, waitlistCountsSchema);
    expect(counts.items.find((item) => item.feature === 'marketplace')?.count).toBe(5000);
  }, 60_000);

  it('leaves the waitlists when the account is deleted', async () => {
    const person = await createUser(t);
    await joinWaitlist(t, person.id, 'matching');
    expect(
      await t.database.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.user_id, person.id)),
    ).toHaveLength(1);
    await t.database.db.delete(users).where(eq(users.user_id, person.id));
    const rows = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.user_id, person.id));
    expect(rows).toHaveLength(0);
  });
});
