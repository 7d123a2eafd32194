import { describe, expect, it } from 'vitest';
import {
  devLogEntrySchema,
  devLogPageSchema,
  type DevLogEntry,
  type DevLogWriteInput,
} from '@campus/contracts';
import { devLogEntries } from '../src/features/dev-log/dev-log.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { expectProblem, expectStatus, fieldErrors, unknownId } from './support/http';

const t = useTestApp();

const dayMs = 24 * 60 * 60 * 1000;

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

async function create(
  admin: string,
  overrides: Partial<DevLogWriteInput> = {},
): Promise<DevLogEntry> {
  return expectStatus(
    await t.api.call('POST', '/dev/entries', admin, entryBody(overrides)),
    201,
    devLogEntrySchema,
  );
}

async function list(query: string, token?: string) {
  return t.api.read(`/dev/entries${query}`, token, devLogPageSchema);
}

describe(`the dev log on ${testDriver}`, () => {
  it('keeps writing for admins: 401 without a token, 403 for moderators and students', async () => {
    const [moderator, student] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t, { role: 'student' }),
    ]);
    const before = await t.database.db.select().from(devLogEntries);
    expectProblem(await t.api.call('POST', '/dev/entries', undefined, entryBody()), 401);
    for (const { token } of [moderator, student]) {
      expectProblem(await t.api.call('POST', '/dev/entries', token, entryBody()), 403, 'forbidden');
      expectProblem(
        await t.api.call('PUT', `/dev/entries/${unknownId}`, token, entryBody()),
        403,
        'forbidden',
      );
      expectProblem(
        await t.api.call('DELETE', `/dev/entries/${unknownId}`, token),
        403,
        'forbidden',
      );
    }
    expect(await t.database.db.select().from(devLogEntries)).toEqual(before);
  });

  it('answers 400 with the field messages', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const response = await t.api.call('POST', '/dev/entries', admin.token, {
      ...entryBody({ title_en: '', body_tr: 'x'.repeat(4001), version: 'one' }),
      kind: 'news',
      published_at: 'yesterday',
    });
    expect(fieldErrors(response)).toMatchObject({
      'body.title_en': 'title_en is required',
      'body.body_tr': 'must not exceed 4000 characters',
      'body.version': 'version must look like 1.4.0',
      'body.kind': 'kind must be one of feature, improvement, fix',
      'body.published_at': 'published_at must be a date and time',
    });
  });

  it('lists newest published first, page by page, and hides future entries from the public', async () => {
    const [admin, moderator, student] = await Promise.all([
      createUser(t, { role: 'admin' }),
      createUser(t, { role: 'moderator' }),
      createUser(t, { role: 'student' }),
    ]);
    // This test counts the whole log, so it starts from an empty one.
    await t.database.db.delete(devLogEntries);
    const oldest = await create(admin.token, {
      title_en: 'Oldest',
      published_at: new Date(Date.now() - 30 * dayMs).toISOString(),
      version: null,
      kind: 'fix',
    });
    const middle = await create(admin.token, {
      title_en: 'Middle',
      published_at: new Date(Date.now() - 20 * dayMs).toISOString(),
      kind: 'improvement',
    });
    const newest = await create(admin.token, { title_en: 'Newest', version: '' });
    const scheduled = await create(admin.token, {
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
    const second = await list('?page=2&page_size=10', student.token);
    expect(second).toMatchObject({ page: 2, page_size: 10, total: 3, items: [] });
    expect((await list('?kind=fix')).items.map((entry) => entry.title_en)).toEqual(['Oldest']);
    expect((await list('', moderator.token)).total).toBe(3);

    const forAdmin = await list('', admin.token);
    expect(forAdmin.total).toBe(4);
    expect(forAdmin.items[0]?.entry_id).toBe(scheduled.entry_id);

    expectProblem(await t.api.call('GET', `/dev/entries/${scheduled.entry_id}`), 404, 'not_found');
    expectProblem(
      await t.api.call('GET', `/dev/entries/${scheduled.entry_id}`, student.token),
      404,
      'not_found',
    );
    expectStatus(await t.api.call('GET', `/dev/entries/${scheduled.entry_id}`, admin.token), 200);
    const publicRead = await t.api.read(
      `/dev/entries/${middle.entry_id}`,
      undefined,
      devLogEntrySchema,
    );
    expect(publicRead.title_tr).toBe('Not ortalaması hesaplayıcı');
    expectProblem(await t.api.call('GET', '/dev/entries?page_size=7'), 400);
  });

  it('creates, updates and deletes with an audit entry each', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const entry = await create(admin.token, { title_en: 'Audited' });
    expect(await auditOf(t, 'dev_log_entry.created', entry.entry_id)).toHaveLength(1);

    const updated = await t.api.call(
      'PUT',
      `/dev/entries/${entry.entry_id}`,
      admin.token,
      entryBody({ title_en: 'Audited again', kind: 'fix' }),
    );
    expect(expectStatus(updated, 200, devLogEntrySchema)).toMatchObject({
      entry_id: entry.entry_id,
      title_en: 'Audited again',
      kind: 'fix',
    });
    const updateAudits = await auditOf(t, 'dev_log_entry.updated', entry.entry_id);
    expect(updateAudits.map((audit) => audit.details)).toEqual([
      { changed: ['title_en', 'kind', 'published_at'] },
    ]);

    expectStatus(await t.api.call('DELETE', `/dev/entries/${entry.entry_id}`, admin.token), 204);
    expect(await auditOf(t, 'dev_log_entry.deleted', entry.entry_id)).toHaveLength(1);
    expectProblem(await t.api.call('GET', `/dev/entries/${entry.entry_id}`, admin.token), 404);
  });

  it('answers 404 for an unknown entry', async () => {
    const admin = await createUser(t, { role: 'admin' });
    for (const response of [
      await t.api.call('GET', `/dev/entries/${unknownId}`),
      await t.api.call('PUT', `/dev/entries/${unknownId}`, admin.token, entryBody()),
      await t.api.call('DELETE', `/dev/entries/${unknownId}`, admin.token),
    ]) {
      expectProblem(response, 404, 'not_found');
    }
    expect(await auditOf(t, 'dev_log_entry.deleted', unknownId)).toEqual([]);
  });
});
