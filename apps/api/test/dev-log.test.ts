import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  devLogEntrySchema,
  devLogPageSchema,
  problemSchema,
  type DevLogEntry,
  type DevLogWriteInput,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { devLogEntries } from '../src/features/dev-log/dev-log.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';
import { testDriver } from './test-database';

let context: TestContext;
let mail: MailCatcher;
let admin: string;
let moderator: string;
let student: string;

const unknownId = '00000000-0000-4000-8000-000000000000';
const dayMs = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  [admin, moderator, student] = await Promise.all([
    signedInWithRole(context, mail, 'admin').then((account) => account.token),
    signedInWithRole(context, mail, 'moderator').then((account) => account.token),
    registerVerifiedUser(context.app, mail).then((account) => account.login.access_token),
  ]);
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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

function entryBody(overrides: Partial<DevLogWriteInput> = {}): DevLogWriteInput {
  return {
    version: '1.4.0',
    title_en: 'GPA calculator',
    title_tr: 'Not ortalaması hesaplayıcı',
    body_en: 'Plan your semesters.\n<b>Plain text</b>',
    body_tr: 'Dönemlerinizi planlayın.',
    kind: 'feature',
    published_at: new Date(Date.now() - dayMs).toISOString(),
    ...overrides,
  };
}

async function create(overrides: Partial<DevLogWriteInput> = {}): Promise<DevLogEntry> {
  const response = await call('POST', '/dev/entries', admin, entryBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return devLogEntrySchema.parse(response.json());
}

async function list(query: string, token?: string) {
  const response = await call('GET', `/dev/entries${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return devLogPageSchema.parse(response.json());
}

async function auditOf(action: string, targetId: string) {
  return context.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.target_id, targetId)));
}

describe(`the dev log on ${testDriver}`, () => {
  it('keeps writing for admins: 401 without a token, 403 for moderators and students', async () => {
    expect((await call('POST', '/dev/entries', undefined, entryBody())).statusCode).toBe(401);
    for (const token of [moderator, student]) {
      const created = await call('POST', '/dev/entries', token, entryBody());
      expect(created.statusCode).toBe(403);
      expect(problemSchema.parse(created.json()).code).toBe('forbidden');
      expect((await call('PUT', `/dev/entries/${unknownId}`, token, entryBody())).statusCode).toBe(
        403,
      );
      expect((await call('DELETE', `/dev/entries/${unknownId}`, token)).statusCode).toBe(403);
    }
    expect(await context.database.db.select().from(devLogEntries)).toEqual([]);
  });

  it('answers 400 with the field messages', async () => {
    const response = await call('POST', '/dev/entries', admin, {
      ...entryBody({ title_en: '', body_tr: 'x'.repeat(4001), version: 'one' }),
      kind: 'news',
      published_at: 'yesterday',
    });
    expect(response.statusCode).toBe(400);
    const problem = problemSchema.parse(response.json());
    const messages = Object.fromEntries(
      (problem.errors ?? []).map((error) => [error.field, error.message]),
    );
    expect(messages).toMatchObject({
      'body.title_en': 'title_en is required',
      'body.body_tr': 'must not exceed 4000 characters',
      'body.version': 'version must look like 1.4.0',
      'body.kind': 'kind must be one of feature, improvement, fix',
      'body.published_at': 'published_at must be a date and time',
    });
  });

  it('lists newest published first, page by page, and hides future entries from the public', async () => {
    const oldest = await create({
      title_en: 'Oldest',
      published_at: new Date(Date.now() - 30 * dayMs).toISOString(),
      version: null,
      kind: 'fix',
    });
    const middle = await create({
      title_en: 'Middle',
      published_at: new Date(Date.now() - 20 * dayMs).toISOString(),
      kind: 'improvement',
    });
    const newest = await create({ title_en: 'Newest', version: '' });
    const scheduled = await create({
      title_en: 'Scheduled',
      published_at: new Date(Date.now() + 5 * dayMs).toISOString(),
    });
    expect(oldest.version).toBeNull();
    expect(newest.version).toBeNull();
    expect(newest.body_en).toBe('Plan your semesters.\n<b>Plain text</b>');

    const everything = await list('');
    expect(everything.total).toBe(3);
    expect(everything.items.map((entry) => entry.entry_id)).toEqual([
      newest.entry_id,
      middle.entry_id,
      oldest.entry_id,
    ]);
    const second = await list('?page=2&page_size=10', student);
    expect(second).toMatchObject({ page: 2, page_size: 10, total: 3, items: [] });
    expect((await list('?kind=fix')).items.map((entry) => entry.title_en)).toEqual(['Oldest']);
    expect((await list('', moderator)).total).toBe(3);

    const forAdmin = await list('', admin);
    expect(forAdmin.total).toBe(4);
    expect(forAdmin.items[0]?.entry_id).toBe(scheduled.entry_id);

    expect((await call('GET', `/dev/entries/${scheduled.entry_id}`, undefined)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/dev/entries/${scheduled.entry_id}`, student)).statusCode).toBe(404);
    const adminRead = await call('GET', `/dev/entries/${scheduled.entry_id}`, admin);
    expect(adminRead.statusCode).toBe(200);
    const publicRead = await call('GET', `/dev/entries/${middle.entry_id}`, undefined);
    expect(devLogEntrySchema.parse(publicRead.json()).title_tr).toBe('Not ortalaması hesaplayıcı');
    expect((await call('GET', '/dev/entries?page_size=7', undefined)).statusCode).toBe(400);
  });

  it('creates, updates and deletes with an audit entry each', async () => {
    const entry = await create({ title_en: 'Audited' });
    expect(await auditOf('dev_log_entry.created', entry.entry_id)).toHaveLength(1);

    const updated = await call(
      'PUT',
      `/dev/entries/${entry.entry_id}`,
      admin,
      entryBody({ title_en: 'Audited again', kind: 'fix' }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(devLogEntrySchema.parse(updated.json())).toMatchObject({
      entry_id: entry.entry_id,
      title_en: 'Audited again',
      kind: 'fix',
    });
    const [updateAudit] = await auditOf('dev_log_entry.updated', entry.entry_id);
    expect(updateAudit?.details).toEqual({ changed: ['title_en', 'kind', 'published_at'] });

    const deleted = await call('DELETE', `/dev/entries/${entry.entry_id}`, admin);
    expect(deleted.statusCode).toBe(204);
    expect(await auditOf('dev_log_entry.deleted', entry.entry_id)).toHaveLength(1);
    expect((await call('GET', `/dev/entries/${entry.entry_id}`, admin)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown entry', async () => {
    for (const response of [
      await call('GET', `/dev/entries/${unknownId}`, undefined),
      await call('PUT', `/dev/entries/${unknownId}`, admin, entryBody()),
      await call('DELETE', `/dev/entries/${unknownId}`, admin),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(problemSchema.parse(response.json()).code).toBe('not_found');
    }
    expect(await auditOf('dev_log_entry.deleted', unknownId)).toEqual([]);
  });
});
