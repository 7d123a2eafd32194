import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ownTherapistEntryListSchema,
  ownTherapistEntrySchema,
  reviewTherapistEntryListSchema,
  reviewTherapistEntrySchema,
  therapistConsentSchema,
  therapistEntryListSchema,
  therapistEntrySchema,
  therapistReportListSchema,
  therapistReportSchema,
  type OwnTherapistEntry,
  type TherapistPool,
} from '@campus/contracts';
import {
  therapistPoolConsents,
  therapistPoolEntries,
  therapistPoolReports,
} from '../src/features/therapist-pools/therapist-pools.tables';
import { users } from '../src/features/accounts/accounts.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import { createUser, type TestUser } from './support/factories/accounts';
import {
  acceptPoolConsent,
  createTherapistEntry,
  createTherapistReport,
} from './support/factories/therapist-pools';
import { expectProblem, expectStatus, fieldErrors } from './support/http';
import { expectQueueGuard, readQueueTotal, readWaitingCount } from './support/moderation';

const t = useTestApp();

const unknownId = '00000000-0000-4000-8000-000000000000';

function entryBody(overrides: Record<string, unknown> = {}) {
  return {
    therapist_name: 'Uzm. Psk. Zeynep Arslan',
    experience: 'Calm and structured sessions; she explained each step of the therapy clearly.',
    sessions: 8,
    fee: 1500,
    city: 'İstanbul',
    is_online: false,
    ...overrides,
  };
}

/** A student who accepted the consent notice of the pools given. */
async function consenting(...pools: TherapistPool[]): Promise<TestUser> {
  const user = await createUser(t);
  await acceptPoolConsent(t, user.id, ...pools);
  return user;
}

/** Therapist entries are counted over whole pools below: a test that counts starts from none. */
async function emptyPools(): Promise<void> {
  await t.database.db.delete(therapistPoolEntries);
}

async function consent(token: string, pool: TherapistPool) {
  return expectStatus(
    await t.api.call('POST', `/pools/${pool}/consent`, token),
    200,
    therapistConsentSchema,
  );
}

async function create(
  token: string,
  pool: TherapistPool,
  overrides: Record<string, unknown> = {},
): Promise<OwnTherapistEntry> {
  return expectStatus(
    await t.api.call('POST', `/pools/${pool}/entries`, token, entryBody(overrides)),
    201,
    ownTherapistEntrySchema,
  );
}

async function approve(moderator: string, id: string) {
  return expectStatus(
    await t.api.call('POST', `/pools/review/entries/${id}/approve`, moderator),
    200,
    reviewTherapistEntrySchema,
  );
}

async function list(pool: TherapistPool, query: string, token: string) {
  return t.api.read(`/pools/${pool}/entries${query}`, token, therapistEntryListSchema);
}

/** Keys that would name who wrote an entry or a report. */
const authorKeys = ['author_id', 'user_id', 'reporter_id', 'author', 'reviewer_id', 'user_email'];

function expectNoAuthor(body: string, authorId: string) {
  for (const key of authorKeys) expect(body).not.toContain(`"${key}"`);
  expect(body).not.toContain(authorId);
}

describe(`therapist pools on ${testDriver}`, () => {
  it('needs a signed-in user for every call', async () => {
    for (const [method, path] of [
      ['GET', '/pools/psychology/consent'],
      ['POST', '/pools/psychology/consent'],
      ['GET', '/pools/psychology/entries'],
      ['POST', '/pools/psychology/entries'],
      ['GET', '/pools/mine'],
      ['GET', '/pools/review/entries'],
    ] as const) {
      const response = await t.api.call(
        method,
        path,
        undefined,
        method === 'POST' ? {} : undefined,
      );
      expect(response.statusCode, path).toBe(401);
    }
  });

  it('asks for the consent notice first, per person and pool, remembered on the server', async () => {
    const [author, reader] = await Promise.all([createUser(t), createUser(t)]);
    const before = await t.api.read(
      '/pools/psychology/consent',
      author.token,
      therapistConsentSchema,
    );
    expect(before).toEqual({
      pool: 'psychology',
      accepted: false,
      accepted_at: null,
      notice_version: 1,
    });
    for (const [method, path] of [
      ['GET', '/pools/psychology/entries'],
      ['GET', `/pools/psychology/entries/${unknownId}`],
      ['POST', '/pools/psychology/entries'],
      ['PUT', `/pools/psychology/entries/${unknownId}`],
      ['DELETE', `/pools/psychology/entries/${unknownId}`],
      ['POST', `/pools/psychology/entries/${unknownId}/reports`],
    ] as const) {
      const body =
        method === 'POST' && path.endsWith('reports')
          ? { reason: 'The name of the therapist is wrong here.' }
          : method === 'POST' || method === 'PUT'
            ? entryBody()
            : undefined;
      const response = await t.api.call(method, path, author.token, body);
      const problem = expectProblem(response, 403, 'consent_required');
      expect(problem.detail, `${method} ${path}`).toBe(
        "Please read and accept the psychology pool's consent notice before reading or sharing psychologist experiences",
      );
    }

    const accepted = await consent(author.token, 'psychology');
    expect(accepted.accepted).toBe(true);
    expect(accepted.accepted_at).not.toBeNull();
    const after = await t.api.read(
      '/pools/psychology/consent',
      author.token,
      therapistConsentSchema,
    );
    expect(after).toEqual(accepted);
    // The other pool and the other people still need their own consent.
    expect(
      (await t.api.read('/pools/psychiatry/consent', author.token, therapistConsentSchema))
        .accepted,
    ).toBe(false);
    expectProblem(await t.api.call('GET', '/pools/psychology/entries', reader.token), 403);
    expectProblem(await t.api.call('GET', '/pools/psychiatry/entries', author.token), 403);
    expectStatus(await t.api.call('GET', '/pools/psychology/entries', author.token), 200);
  });

  it('checks every field with a message naming the rule', async () => {
    const author = await consenting('psychology');
    // Nothing may be saved: the test looks at the whole table.
    await emptyPools();
    const tooLong = await t.api.call(
      'POST',
      '/pools/psychology/entries',
      author.token,
      entryBody({
        therapist_name: 'x'.repeat(101),
        experience: 'y'.repeat(4001),
        city: 'z'.repeat(61),
        sessions: 501,
        fee: 100_001,
      }),
    );
    expectProblem(tooLong, 400, 'validation_failed');
    expect(fieldErrors(tooLong)).toEqual({
      'body.therapist_name': 'must not exceed 100 characters',
      'body.experience': 'must not exceed 4000 characters',
      'body.city': 'must not exceed 60 characters',
      'body.sessions': 'sessions must be a whole number from 1 to 500',
      'body.fee': 'fee must be a whole number of Turkish lira from 0 to 100000',
    });

    const empty = await t.api.call('POST', '/pools/psychology/entries', author.token, {
      therapist_name: '',
      experience: 'Too short',
      sessions: 2.5,
      fee: -1,
      city: 'A',
    });
    expect(fieldErrors(empty)).toEqual({
      'body.therapist_name': 'therapist_name is required',
      'body.experience': 'experience must be at least 20 characters',
      'body.sessions': 'sessions must be a whole number from 1 to 500',
      'body.fee': 'fee must be a whole number of Turkish lira from 0 to 100000',
      'body.city': 'city must be at least 2 characters',
      'body.is_online': 'is_online is required',
    });

    const badPool = await t.api.call('GET', '/pools/dentistry/entries', author.token);
    expect(fieldErrors(badPool)['path.pool']).toBe('pool must be one of psychology, psychiatry');
    const badId = await t.api.call('GET', '/pools/psychology/entries/not-a-uuid', author.token);
    expect(fieldErrors(badId)['path.id']).toBe('id must be the id (a UUID) of an entry');
    const badSort = await t.api.call('GET', '/pools/psychology/entries?sort=author', author.token);
    expect(fieldErrors(badSort)['query.sort']).toContain('sort must be one of');
    expect(await t.database.db.select().from(therapistPoolEntries)).toEqual([]);
  });

  it('keeps a new entry waiting: the author sees it with its status, nobody else sees it', async () => {
    const [author, reader] = await Promise.all([
      consenting('psychology', 'psychiatry'),
      consenting('psychology'),
    ]);
    await emptyPools();
    const waiting = await create(author.token, 'psychology');
    expect(waiting).toMatchObject({
      pool: 'psychology',
      status: 'waiting',
      review_note: null,
      is_mine: true,
      fee: 1500,
      city: 'İstanbul',
    });
    expect((await list('psychology', '', reader.token)).total).toBe(0);
    const own = await t.api.read(
      `/pools/psychology/entries/${waiting.entry_id}`,
      author.token,
      ownTherapistEntrySchema,
    );
    expect(own.status).toBe('waiting');
    const other = await t.api.call(
      'GET',
      `/pools/psychology/entries/${waiting.entry_id}`,
      reader.token,
    );
    expect(expectProblem(other, 404).detail).toBe('There is no such entry in this pool');
    // The wrong pool does not find it either.
    expectProblem(
      await t.api.call('GET', `/pools/psychiatry/entries/${waiting.entry_id}`, author.token),
      404,
    );
  });

  it('lets only the author edit or withdraw a waiting entry', async () => {
    const [author, reader] = await Promise.all([
      consenting('psychology'),
      consenting('psychology'),
    ]);
    const waiting = await createTherapistEntry(t, { author_id: author.id });
    const path = `/pools/psychology/entries/${waiting.entry_id}`;
    expectProblem(await t.api.call('PUT', path, reader.token, entryBody({ fee: 0 })), 404);
    const edited = await t.api.call(
      'PUT',
      path,
      author.token,
      entryBody({ fee: 1750, is_online: true, city: 'Ankara' }),
    );
    expect(expectStatus(edited, 200, ownTherapistEntrySchema)).toMatchObject({
      fee: 1750,
      is_online: true,
      city: 'Ankara',
      status: 'waiting',
    });

    const withdrawn = await createTherapistEntry(t, {
      author_id: author.id,
      therapist_name: 'Withdrawn Name',
    });
    const withdrawnPath = `/pools/psychology/entries/${withdrawn.entry_id}`;
    expectProblem(await t.api.call('DELETE', withdrawnPath, reader.token), 404);
    expectStatus(await t.api.call('DELETE', withdrawnPath, author.token), 204);
    expectProblem(await t.api.call('GET', withdrawnPath, author.token), 404);
  });

  it('keeps the review routes for moderators and admins', async () => {
    const [admin, moderator, author, reader] = await Promise.all([
      createUser(t, { role: 'admin' }),
      createUser(t, { role: 'moderator' }),
      createUser(t),
      consenting('psychology', 'psychiatry'),
    ]);
    await emptyPools();
    const { entry_id: id } = await createTherapistEntry(t, { author_id: author.id });
    const attempts = [
      t.api.call('GET', '/pools/review/entries', reader.token),
      t.api.call('POST', `/pools/review/entries/${id}/approve`, reader.token),
      t.api.call('POST', `/pools/review/entries/${id}/reject`, reader.token, { note: 'no' }),
      t.api.call('POST', `/pools/review/entries/${id}/hide`, reader.token, { note: 'no' }),
      t.api.call('POST', `/pools/review/entries/${id}/unhide`, reader.token),
      t.api.call('GET', '/pools/review/reports', reader.token),
      t.api.call('POST', `/pools/review/reports/${unknownId}/resolve`, reader.token, {
        action: 'dismiss',
      }),
    ];
    for (const response of await Promise.all(attempts)) expectProblem(response, 403, 'forbidden');
    for (const token of [moderator.token, admin.token]) {
      const queue = await t.api.call('GET', '/pools/review/entries?pool=psychology', token);
      const page = expectStatus(queue, 200, reviewTherapistEntryListSchema);
      expect(page.items.map((item) => item.entry_id)).toEqual([id]);
      expect(page.items[0]).toMatchObject({ status: 'waiting', open_reports: 0, is_mine: false });
      expectNoAuthor(queue.body, author.id);
    }
    const emptyNote = await t.api.call(
      'POST',
      `/pools/review/entries/${id}/reject`,
      moderator.token,
      { note: ' ' },
    );
    expect(fieldErrors(emptyNote)['body.note']).toBe('note is required');
  });

  it('publishes an approved entry without its author, once; a second review is a conflict', async () => {
    const [admin, moderator, author, reader] = await Promise.all([
      createUser(t, { role: 'admin' }),
      createUser(t, { role: 'moderator' }),
      consenting('psychology'),
      consenting('psychology'),
    ]);
    await emptyPools();
    const { entry_id: id } = await createTherapistEntry(t, { author_id: author.id });
    const approved = await approve(moderator.token, id);
    expect(approved.status).toBe('approved');
    const audit = await auditOf(t, 'therapist_entry.approved', id);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]?.details)).not.toContain(author.id);

    const again = await t.api.call('POST', `/pools/review/entries/${id}/approve`, admin.token);
    expect(expectProblem(again, 409).detail).toBe(
      'This entry is approved now, so it cannot be approved',
    );
    expectProblem(
      await t.api.call('POST', `/pools/review/entries/${id}/reject`, admin.token, {
        note: 'Too late',
      }),
      409,
    );

    const response = await t.api.call('GET', '/pools/psychology/entries', reader.token);
    const page = expectStatus(response, 200, therapistEntryListSchema);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ entry_id: id, is_mine: false });
    expectNoAuthor(response.body, author.id);
    expect(response.body).not.toContain('"status"');
    const detail = await t.api.call('GET', `/pools/psychology/entries/${id}`, reader.token);
    expect(expectStatus(detail, 200, therapistEntrySchema).therapist_name).toBe(
      'Uzm. Psk. Zeynep Arslan',
    );
    expectNoAuthor(detail.body, author.id);
    expect(detail.body).not.toContain('"review_note"');
    // The author's own view says it is theirs.
    const own = (await list('psychology', '', author.token)).items[0];
    expect(own?.is_mine).toBe(true);
    // Once reviewed, the author can no longer change or withdraw it.
    const path = `/pools/psychology/entries/${id}`;
    const late = await t.api.call('PUT', path, author.token, entryBody());
    expect(expectProblem(late, 409).detail).toBe(
      'This entry is approved; only entries waiting for review can be changed or withdrawn',
    );
    const foreign = await t.api.call('PUT', path, reader.token, entryBody());
    expect(expectProblem(foreign, 403).detail).toBe(
      'Only the author of an entry can change or withdraw it',
    );
    expectProblem(await t.api.call('DELETE', path, author.token), 409);
  });

  it('searches with Turkish rules, filters by city and online, sorts names in Turkish order', async () => {
    const [author, reader] = await Promise.all([
      createUser(t),
      consenting('psychology', 'psychiatry'),
    ]);
    await emptyPools();
    const names = [
      ['Uzm. Psk. Zeynep Arslan', 'Ankara', true, 1750, 8],
      ['Çağla Öztürk', 'İzmir', true, 0, 12],
      ['Cem Işık', 'Ankara', false, 2500, 3],
      ['Derya Şen', 'İstanbul', true, 900, 30],
      ['İpek Uğur', 'İzmit', false, 1200, 6],
      ['Ilgaz Kaya', 'Bursa', true, 2000, 1],
    ] as const;
    for (const [name, city, isOnline, fee, sessions] of names) {
      await createTherapistEntry(t, {
        author_id: author.id,
        status: 'approved',
        therapist_name: name,
        city,
        is_online: isOnline,
        fee,
        sessions,
      });
    }
    // One in the other pool, which the psychology list never shows.
    await createTherapistEntry(t, {
      author_id: author.id,
      pool: 'psychiatry',
      status: 'approved',
      therapist_name: 'Dr. Ahmet Yılmaz',
    });

    const byName = await list('psychology', '?sort=therapist_name', reader.token);
    expect(byName.items.map((item) => item.therapist_name)).toEqual([
      'Cem Işık',
      'Çağla Öztürk',
      'Derya Şen',
      'Ilgaz Kaya',
      'İpek Uğur',
      'Uzm. Psk. Zeynep Arslan',
    ]);
    const reversed = await list('psychology', '?sort=-therapist_name', reader.token);
    expect(reversed.items.map((item) => item.therapist_name)).toEqual(
      [...byName.items.map((item) => item.therapist_name)].reverse(),
    );
    const byFee = await list('psychology', '?sort=fee', reader.token);
    expect(byFee.items.map((item) => item.fee)).toEqual([0, 900, 1200, 1750, 2000, 2500]);
    const bySessions = await list('psychology', '?sort=-sessions', reader.token);
    expect(bySessions.items.map((item) => item.sessions)).toEqual([30, 12, 8, 6, 3, 1]);

    const namesFor = async (query: string) =>
      (await list('psychology', query, reader.token)).items.map((item) => item.therapist_name);
    expect(await namesFor('?q=ozturk')).toEqual(['Çağla Öztürk']);
    expect(await namesFor('?q=ISIK')).toEqual(['Cem Işık']);
    expect(
      (await list('psychology', '?city=izm&sort=therapist_name', reader.token)).items.map(
        (item) => item.city,
      ),
    ).toEqual(['İzmir', 'İzmit']);
    expect(
      (await list('psychology', '?city=istanbul', reader.token)).items.map((item) => item.city),
    ).toEqual(['İstanbul']);
    expect(await namesFor('?is_online=true&sort=therapist_name')).toEqual([
      'Çağla Öztürk',
      'Derya Şen',
      'Ilgaz Kaya',
      'Uzm. Psk. Zeynep Arslan',
    ]);
    const paged = await list('psychology', '?sort=fee&page=2&page_size=10', reader.token);
    expect(paged).toMatchObject({ page: 2, page_size: 10, total: 6, items: [] });
    const badOnline = await t.api.call(
      'GET',
      '/pools/psychology/entries?is_online=maybe',
      reader.token,
    );
    expect(fieldErrors(badOnline)['query.is_online']).toBe('is_online must be true or false');
    const badSize = await t.api.call('GET', '/pools/psychology/entries?page_size=7', reader.token);
    expect(fieldErrors(badSize)['query.page_size']).toBe(
      'page_size must be one of 10, 25, 50, 100',
    );
    expect(
      (await list('psychiatry', '', reader.token)).items.map((item) => item.therapist_name),
    ).toEqual(['Dr. Ahmet Yılmaz']);
  });

  it('takes one open report per person and entry, never from the author', async () => {
    const [admin, moderator, author, reader] = await Promise.all([
      createUser(t, { role: 'admin' }),
      createUser(t, { role: 'moderator' }),
      consenting('psychology'),
      consenting('psychology'),
    ]);
    await emptyPools();
    const { entry_id: id } = await createTherapistEntry(t, {
      author_id: author.id,
      status: 'approved',
    });
    // Five more approved entries of the pool, none of them reported.
    for (const name of ['Ayşe Kara', 'Burcu Ak', 'Can Er', 'Deniz Su', 'Ece Gül'])
      await createTherapistEntry(t, {
        author_id: author.id,
        status: 'approved',
        therapist_name: name,
      });
    const reportPath = `/pools/psychology/entries/${id}/reports`;
    const short = await t.api.call('POST', reportPath, reader.token, { reason: 'Bad' });
    expect(fieldErrors(short)['body.reason']).toBe('reason must be at least 10 characters');

    const reported = await t.api.call('POST', reportPath, reader.token, {
      reason: 'This names a real therapist with an accusation.',
    });
    const report = expectStatus(reported, 201, therapistReportSchema);
    expect(report).toMatchObject({ entry_id: id, status: 'open', resolution: null });
    expectNoAuthor(reported.body, author.id);

    const twice = await t.api.call('POST', reportPath, reader.token, {
      reason: 'Reporting the same entry again.',
    });
    expect(expectProblem(twice, 409).detail).toBe(
      'You have already reported this entry; a moderator will look at it',
    );
    expectProblem(
      await t.api.call('POST', reportPath, author.token, {
        reason: 'Reporting my own entry for fun.',
      }),
      403,
    );

    const reports = await t.api.call('GET', '/pools/review/reports', moderator.token);
    const open = expectStatus(reports, 200, therapistReportListSchema);
    expect(open.items.map((item) => item.report_id)).toEqual([report.report_id]);
    expect(open.items[0]).toMatchObject({ pool: 'psychology', entry_status: 'approved' });
    expectNoAuthor(reports.body, author.id);

    const queue = await t.api.read(
      '/pools/review/entries?status=approved&pool=psychology',
      moderator.token,
      reviewTherapistEntryListSchema,
    );
    expect(queue.items.find((item) => item.entry_id === id)?.open_reports).toBe(1);
    // Only the reported entry counts the report.
    expect(
      queue.items.filter((item) => item.entry_id !== id).map((item) => item.open_reports),
    ).toEqual([0, 0, 0, 0, 0]);

    const resolvePath = `/pools/review/reports/${report.report_id}/resolve`;
    const dismissed = await t.api.call('POST', resolvePath, moderator.token, {
      action: 'dismiss',
    });
    expect(expectStatus(dismissed, 200, therapistReportSchema)).toMatchObject({
      status: 'resolved',
      resolution: 'dismiss',
      entry_status: 'approved',
    });
    expect(await auditOf(t, 'therapist_report.dismissed', report.report_id)).toHaveLength(1);
    const resolvedTwice = await t.api.call('POST', resolvePath, admin.token, {
      action: 'dismiss',
    });
    expect(expectProblem(resolvedTwice, 409).detail).toBe('This report has already been resolved');
    expectProblem(
      await t.api.call('POST', `/pools/review/reports/${unknownId}/resolve`, admin.token, {
        action: 'dismiss',
      }),
      404,
    );
    // Resolved, the same person may report it again.
    expectStatus(
      await t.api.call('POST', reportPath, reader.token, {
        reason: 'Still names a real therapist with an accusation.',
      }),
      201,
    );
  });

  it('hides a reported entry: it vanishes for users, its reports are resolved, the author sees why', async () => {
    const [admin, moderator, author, reader, newcomer] = await Promise.all([
      createUser(t, { role: 'admin' }),
      createUser(t, { role: 'moderator' }),
      createUser(t),
      consenting('psychology'),
      createUser(t),
    ]);
    await emptyPools();
    const { entry_id: id } = await createTherapistEntry(t, {
      author_id: author.id,
      status: 'approved',
    });
    await createTherapistReport(t, { entry_id: id, reporter_id: reader.id });
    const [report] = (
      await t.api.read(
        '/pools/review/reports?status=open',
        moderator.token,
        therapistReportListSchema,
      )
    ).items;
    expect(report?.entry_id).toBe(id);
    const resolvePath = `/pools/review/reports/${report?.report_id ?? unknownId}/resolve`;
    const noNote = await t.api.call('POST', resolvePath, moderator.token, { action: 'hide' });
    expect(fieldErrors(noNote)['body.note']).toBe('note is required');
    const blankNote = await t.api.call('POST', resolvePath, moderator.token, {
      action: 'hide',
      note: '   ',
    });
    expect(fieldErrors(blankNote)['body.note']).toBe('note is required to hide an entry');

    const hidden = await t.api.call('POST', resolvePath, moderator.token, {
      action: 'hide',
      note: 'It names a person with an accusation.',
    });
    expect(expectStatus(hidden, 200, therapistReportSchema)).toMatchObject({
      resolution: 'hide',
      entry_status: 'hidden',
    });
    expect(
      await auditOf(t, 'therapist_report.hidden', report?.report_id ?? unknownId),
    ).toHaveLength(1);
    expect(
      (await list('psychology', '', reader.token)).items.some((item) => item.entry_id === id),
    ).toBe(false);
    expectProblem(await t.api.call('GET', `/pools/psychology/entries/${id}`, reader.token), 404);
    // Someone without the pool's consent is stopped before anything else…
    expectProblem(
      await t.api.call('POST', `/pools/psychology/entries/${id}/reports`, newcomer.token, {
        reason: 'Reporting a hidden entry.',
      }),
      403,
      'consent_required',
    );
    // …and with it, a hidden entry is not there to report.
    expectProblem(
      await t.api.call('POST', `/pools/psychology/entries/${id}/reports`, reader.token, {
        reason: 'Reporting a hidden entry.',
      }),
      404,
    );

    const mine = await t.api.read('/pools/mine', author.token, ownTherapistEntryListSchema);
    expect(mine.items.find((item) => item.entry_id === id)).toMatchObject({
      status: 'hidden',
      review_note: 'It names a person with an accusation.',
    });

    expectProblem(
      await t.api.call('POST', `/pools/review/entries/${id}/hide`, admin.token, { note: 'Again' }),
      409,
    );
    const unhidden = await t.api.call('POST', `/pools/review/entries/${id}/unhide`, admin.token);
    expect(expectStatus(unhidden, 200, reviewTherapistEntrySchema).status).toBe('approved');
    expect(await auditOf(t, 'therapist_entry.unhidden', id)).toHaveLength(1);
    expect(
      (await list('psychology', '', reader.token)).items.some((item) => item.entry_id === id),
    ).toBe(true);

    expectStatus(
      await t.api.call('POST', `/pools/review/entries/${id}/hide`, moderator.token, {
        note: 'Hidden from the queue.',
      }),
      200,
    );
    expect(await auditOf(t, 'therapist_entry.hidden', id)).toHaveLength(1);
    const hiddenQueue = await t.api.read(
      '/pools/review/entries?status=hidden',
      moderator.token,
      reviewTherapistEntryListSchema,
    );
    expect(hiddenQueue.items.map((item) => item.entry_id)).toEqual([id]);
  });

  it('rejects with a note the author reads in their own list of both pools', async () => {
    const [moderator, author, reader, colleague] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t),
      consenting('psychiatry'),
      createUser(t),
    ]);
    await emptyPools();
    const older = await createTherapistEntry(t, { author_id: author.id, status: 'approved' });
    await createTherapistEntry(t, {
      author_id: colleague.id,
      pool: 'psychiatry',
      status: 'approved',
      therapist_name: 'Dr. Ahmet Yılmaz',
    });
    const rejected = await createTherapistEntry(t, {
      author_id: author.id,
      pool: 'psychiatry',
      therapist_name: 'Dr. Selin Koç',
    });
    const response = await t.api.call(
      'POST',
      `/pools/review/entries/${rejected.entry_id}/reject`,
      moderator.token,
      { note: 'Please describe the sessions, not the person.' },
    );
    expectStatus(response, 200);
    expect(await auditOf(t, 'therapist_entry.rejected', rejected.entry_id)).toHaveLength(1);
    const mine = await t.api.read(
      '/pools/mine?page_size=10',
      author.token,
      ownTherapistEntryListSchema,
    );
    expect(mine.items.map((item) => item.entry_id)).toEqual([rejected.entry_id, older.entry_id]);
    expect(mine.items[0]).toMatchObject({
      entry_id: rejected.entry_id,
      pool: 'psychiatry',
      status: 'rejected',
      review_note: 'Please describe the sessions, not the person.',
    });
    expect(new Set(mine.items.map((item) => item.pool))).toEqual(
      new Set(['psychology', 'psychiatry']),
    );
    expect(mine.items.every((item) => item.is_mine)).toBe(true);
    const others = await t.api.read('/pools/mine', reader.token, ownTherapistEntryListSchema);
    expect(others.total).toBe(0);
    expect(
      (await list('psychiatry', '', reader.token)).items.map((item) => item.therapist_name),
    ).toEqual(['Dr. Ahmet Yılmaz']);
  });

  it('announces approvals and rejections to the author, not hiding', async () => {
    const [moderator, author] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t),
    ]);
    const toApprove = await createTherapistEntry(t, {
      author_id: author.id,
      therapist_name: 'Dr. Aylin Demir',
    });
    const rejected = await createTherapistEntry(t, {
      author_id: author.id,
      pool: 'psychiatry',
      therapist_name: 'Dr. Kerem Aslan',
    });
    const reviewed: { entry_id: string; pool: string; author_id: string; status: string }[] = [];
    const stop = t.app.domainEvents.on('therapist_entry.reviewed', (payload) => {
      reviewed.push(payload);
    });
    try {
      const approved = await approve(moderator.token, toApprove.entry_id);
      const response = await t.api.call(
        'POST',
        `/pools/review/entries/${rejected.entry_id}/reject`,
        moderator.token,
        { note: 'Please describe the sessions.' },
      );
      expectStatus(response, 200);
      const hidden = await t.api.call(
        'POST',
        `/pools/review/entries/${approved.entry_id}/hide`,
        moderator.token,
        { note: 'Reported twice.' },
      );
      expectStatus(hidden, 200);
      // Events are delivered by the job queue after the commit.
      await t.app.domainEvents.idle();
    } finally {
      stop();
    }
    expect(reviewed).toEqual([
      {
        entry_id: toApprove.entry_id,
        pool: 'psychology',
        author_id: author.id,
        status: 'approved',
        note: null,
      },
      {
        entry_id: rejected.entry_id,
        pool: 'psychiatry',
        author_id: author.id,
        status: 'rejected',
        note: 'Please describe the sessions.',
      },
    ]);
  });

  it('goes with the account: entries, consents and reports cascade', async () => {
    const [author, someoneElse] = await Promise.all([
      consenting('psychology', 'psychiatry'),
      createUser(t),
    ]);
    const [approved] = await Promise.all([
      createTherapistEntry(t, { author_id: author.id, status: 'approved' }),
      createTherapistEntry(t, { author_id: author.id, pool: 'psychiatry' }),
    ]);
    const theirs = await createTherapistEntry(t, {
      author_id: someoneElse.id,
      status: 'approved',
    });
    // A report about the author's entry, and one the author wrote about someone else's.
    const [aboutTheirs, byThem] = await Promise.all([
      createTherapistReport(t, { entry_id: approved.entry_id, reporter_id: someoneElse.id }),
      createTherapistReport(t, { entry_id: theirs.entry_id, reporter_id: author.id }),
    ]);
    const entriesOf = () =>
      t.database.db
        .select()
        .from(therapistPoolEntries)
        .where(eq(therapistPoolEntries.author_id, author.id));
    const consentsOf = () =>
      t.database.db
        .select()
        .from(therapistPoolConsents)
        .where(eq(therapistPoolConsents.user_id, author.id));
    const reportIds = async () =>
      (await t.database.db.select().from(therapistPoolReports))
        .map((row) => row.report_id)
        .filter((reportId) => [aboutTheirs.report_id, byThem.report_id].includes(reportId));
    expect(await entriesOf()).toHaveLength(2);
    expect(await consentsOf()).toHaveLength(2);
    expect(await reportIds()).toHaveLength(2);

    await t.database.db.delete(users).where(eq(users.user_id, author.id));
    expect(await entriesOf()).toEqual([]);
    expect(await consentsOf()).toEqual([]);
    expect(await reportIds()).toEqual([]);
    // Someone else's entry stays.
    expect(
      await t.database.db
        .select()
        .from(therapistPoolEntries)
        .where(eq(therapistPoolEntries.entry_id, theirs.entry_id)),
    ).toHaveLength(1);
  });
});

describe('the waiting count', () => {
  const url = '/pools/review/waiting-count';

  it('answers moderators the waiting entries of both pools plus the open reports, and follows an approval', async () => {
    await expectQueueGuard(t, url, 'moderator');
    const [moderator, author, reporter] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t),
      createUser(t),
    ]);
    const queues = async () =>
      (await readQueueTotal(t, '/pools/review/entries?status=waiting', moderator.token)) +
      (await readQueueTotal(t, '/pools/review/reports?status=open', moderator.token));
    const before = await readWaitingCount(t, url, moderator.token);
    expect(before).toBe(await queues());
    const waiting = await createTherapistEntry(t, { author_id: author.id, pool: 'psychiatry' });
    const listed = await createTherapistEntry(t, { author_id: author.id, status: 'approved' });
    await createTherapistReport(t, { entry_id: listed.entry_id, reporter_id: reporter.id });
    expect(await readWaitingCount(t, url, moderator.token)).toBe(before + 2);

    expectStatus(
      await t.api.call(
        'POST',
        `/pools/review/entries/${waiting.entry_id}/approve`,
        moderator.token,
      ),
      200,
    );
    expect(await readWaitingCount(t, url, moderator.token)).toBe(before + 1);
    expect(await queues()).toBe(before + 1);
  });
});
