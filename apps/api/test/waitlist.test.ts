import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  problemSchema,
  waitlistAdminPageSchema,
  waitlistCountsSchema,
  waitlistEntrySchema,
  waitlistMineSchema,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { users } from '../src/features/accounts/accounts.tables';
import { waitlistEntries } from '../src/features/waitlist/waitlist.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';
import { testDriver } from './test-database';

let context: TestContext;
let mail: MailCatcher;
let admin: { token: string; userId: string };
let moderator: string;
let student: string;
let studentId: string;
let studentEmail: string;

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  const [adminAccount, moderatorAccount, studentAccount] = await Promise.all([
    signedInWithRole(context, mail, 'admin'),
    signedInWithRole(context, mail, 'moderator'),
    registerVerifiedUser(context.app, mail),
  ]);
  admin = adminAccount;
  moderator = moderatorAccount.token;
  student = studentAccount.login.access_token;
  studentId = studentAccount.login.user_current.user_id;
  studentEmail = studentAccount.email;
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: object,
) {
  return context.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Parses CSV text (quoted cells with doubled quotes, CRLF lines) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"' && text.charAt(index + 1) === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text.charAt(index + 1) === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe(`the waitlists on ${testDriver}`, () => {
  it('lets a person join, refuses a second join with 409, and leave', async () => {
    const joined = await call('POST', '/waitlist', student, {
      feature: 'ai_assistant',
      note: '  Would love help with calculus  ',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const entry = waitlistEntrySchema.parse(joined.json());
    expect(entry).toMatchObject({ feature: 'ai_assistant', note: 'Would love help with calculus' });

    const again = await call('POST', '/waitlist', student, { feature: 'ai_assistant' });
    expect(again.statusCode).toBe(409);
    expect(problemSchema.parse(again.json()).detail).toBe('You are already on this waitlist');

    expect((await call('POST', '/waitlist', student, { feature: 'mobile_app' })).statusCode).toBe(
      201,
    );
    const mine = waitlistMineSchema.parse((await call('GET', '/waitlist/mine', student)).json());
    expect(mine.items.map((item) => item.feature).sort()).toEqual(['ai_assistant', 'mobile_app']);

    expect((await call('DELETE', '/waitlist/mobile_app', student)).statusCode).toBe(204);
    const left = await call('DELETE', '/waitlist/mobile_app', student);
    expect(left.statusCode).toBe(404);
    expect(problemSchema.parse(left.json()).detail).toBe('You are not on this waitlist');
    const after = waitlistMineSchema.parse((await call('GET', '/waitlist/mine', student)).json());
    expect(after.items.map((item) => item.feature)).toEqual(['ai_assistant']);
  });

  it('names the rule for an unknown feature and a long note, and saves nothing', async () => {
    const unknown = await call('POST', '/waitlist', student, { feature: 'teleportation' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('feature must be one of ai_assistant');
    const long = await call('POST', '/waitlist', student, {
      feature: 'mentoring',
      note: 'x'.repeat(301),
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('must not exceed 300 characters');
    const badDelete = await call('DELETE', '/waitlist/teleportation', student);
    expect(badDelete.statusCode).toBe(400);
    const rows = await context.database.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.user_id, studentId), eq(waitlistEntries.feature, 'mentoring')));
    expect(rows).toHaveLength(0);
  });

  it('needs a signed-in person, and admins for the counts, the list and the export', async () => {
    expect((await call('GET', '/waitlist/mine', undefined)).statusCode).toBe(401);
    expect((await call('POST', '/waitlist', undefined, { feature: 'matching' })).statusCode).toBe(
      401,
    );
    for (const url of ['/admin/waitlist/counts', '/admin/waitlist', '/admin/waitlist/export.csv']) {
      expect((await call('GET', url, student)).statusCode, url).toBe(403);
      expect((await call('GET', url, moderator)).statusCode, url).toBe(403);
    }
  });

  it('shows admins every feature with its count, zero included, and the entries with contacts', async () => {
    const counts = waitlistCountsSchema.parse(
      (await call('GET', '/admin/waitlist/counts', admin.token)).json(),
    );
    expect(counts.items).toEqual([
      { feature: 'ai_assistant', count: 1 },
      { feature: 'matching', count: 0 },
      { feature: 'mobile_app', count: 0 },
      { feature: 'marketplace', count: 0 },
      { feature: 'mentoring', count: 0 },
    ]);
    expect(counts.total).toBe(1);

    const list = waitlistAdminPageSchema.parse(
      (await call('GET', '/admin/waitlist?feature=ai_assistant&page_size=10', admin.token)).json(),
    );
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      user_id: studentId,
      email: studentEmail,
      note: 'Would love help with calculus',
    });
    const empty = waitlistAdminPageSchema.parse(
      (await call('GET', '/admin/waitlist?feature=matching', admin.token)).json(),
    );
    expect(empty).toMatchObject({ items: [], total: 0 });
    const badSize = await call('GET', '/admin/waitlist?page_size=7', admin.token);
    expect(badSize.statusCode).toBe(400);
    expect(badSize.body).toContain('page_size must be one of 10, 25, 50, 100');
  });

  it('streams a CSV export of 5,000 rows with quoting, a BOM and a formula guard; audited', async () => {
    const people = Array.from({ length: 5000 }, (_, index) => ({
      user_email: `waitlist-${String(index)}@ogr.yesiltepe.edu.tr`,
      user_first_name: index === 0 ? '=HYPERLINK("http://evil")' : `Öğrenci ${String(index)}`,
      user_last_name: index === 1 ? 'Çelik, "Junior"' : 'Şahin',
      is_email_verified: true,
    }));
    const inserted: { user_id: string }[] = [];
    for (let start = 0; start < people.length; start += 1000) {
      inserted.push(
        ...(await context.database.db
          .insert(users)
          .values(people.slice(start, start + 1000))
          .returning({ user_id: users.user_id })),
      );
    }
    const notes = ['+1 for this', 'line one\nline two', '@everyone', '-minus', 'plain'];
    for (let start = 0; start < inserted.length; start += 1000) {
      await context.database.db.insert(waitlistEntries).values(
        inserted.slice(start, start + 1000).map((person, offset) => ({
          user_id: person.user_id,
          feature: 'marketplace' as const,
          note: notes[(start + offset) % notes.length] ?? null,
          created_at: new Date(Date.UTC(2026, 0, 1) + (start + offset) * 1000),
        })),
      );
    }

    const response = await call(
      'GET',
      '/admin/waitlist/export.csv?feature=marketplace',
      admin.token,
    );
    expect(response.statusCode).toBe(200);
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

    const audits = await context.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'waitlist.exported'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor_id: admin.userId });
    expect(audits[0]?.details).toMatchObject({ feature: 'marketplace', rows: 5000 });

    const counts = waitlistCountsSchema.parse(
      (await call('GET', '/admin/waitlist/counts', admin.token)).json(),
    );
    expect(counts.items.find((item) => item.feature === 'marketplace')?.count).toBe(5000);
  }, 60_000);

  it('leaves the waitlists when the account is deleted', async () => {
    const person = await context.database.db
      .insert(users)
      .values({
        user_email: 'gone@ogr.yesiltepe.edu.tr',
        user_first_name: 'Gone',
        user_last_name: 'Away',
      })
      .returning({ user_id: users.user_id });
    const userId = person[0]?.user_id ?? '';
    await context.database.db
      .insert(waitlistEntries)
      .values({ user_id: userId, feature: 'matching' });
    await context.database.db.delete(users).where(eq(users.user_id, userId));
    const rows = await context.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.user_id, userId));
    expect(rows).toHaveLength(0);
  });
});
