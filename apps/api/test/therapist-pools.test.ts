import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ownTherapistEntryListSchema,
  ownTherapistEntrySchema,
  problemSchema,
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
import { auditEntries } from '../src/platform/audit/audit.tables';
import { therapistPoolEntries } from '../src/features/therapist-pools/therapist-pools.tables';
import { users } from '../src/features/accounts/accounts.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';
import { testDriver } from './test-database';

let context: TestContext;
let mail: MailCatcher;
let admin: string;
let moderator: string;
let author: string;
let authorId: string;
let reader: string;
let newcomer: string;

const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  const [adminAccount, moderatorAccount, authorAccount, readerAccount, newcomerAccount] =
    await Promise.all([
      signedInWithRole(context, mail, 'admin'),
      signedInWithRole(context, mail, 'moderator'),
      registerVerifiedUser(context.app, mail),
      registerVerifiedUser(context.app, mail),
      registerVerifiedUser(context.app, mail),
    ]);
  admin = adminAccount.token;
  moderator = moderatorAccount.token;
  author = authorAccount.login.access_token;
  authorId = authorAccount.login.user_current.user_id;
  reader = readerAccount.login.access_token;
  newcomer = newcomerAccount.login.access_token;
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

async function consent(token: string, pool: TherapistPool) {
  const response = await call('POST', `/pools/${pool}/consent`, token);
  expect(response.statusCode, response.body).toBe(200);
  return therapistConsentSchema.parse(response.json());
}

async function create(
  pool: TherapistPool,
  overrides: Record<string, unknown> = {},
  token = author,
): Promise<OwnTherapistEntry> {
  const response = await call('POST', `/pools/${pool}/entries`, token, entryBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return ownTherapistEntrySchema.parse(response.json());
}

async function approve(id: string) {
  const response = await call('POST', `/pools/review/entries/${id}/approve`, moderator);
  expect(response.statusCode, response.body).toBe(200);
  return reviewTherapistEntrySchema.parse(response.json());
}

async function list(pool: TherapistPool, query = '', token = reader) {
  const response = await call('GET', `/pools/${pool}/entries${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return therapistEntryListSchema.parse(response.json());
}

function problemOf(response: { json: () => unknown }) {
  return problemSchema.parse(response.json());
}

function fieldMessages(response: { json: () => unknown }) {
  return Object.fromEntries(
    (problemOf(response).errors ?? []).map((error) => [error.field, error.message]),
  );
}

async function auditOf(action: string, targetId: string) {
  return context.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.target_id, targetId)));
}

/** Keys that would name who wrote an entry or a report. */
const authorKeys = ['author_id', 'user_id', 'reporter_id', 'author', 'reviewer_id', 'user_email'];

function expectNoAuthor(body: string) {
  for (const key of authorKeys) expect(body).not.toContain(`"${key}"`);
  expect(body).not.toContain(authorId);
}

describe(`therapist pools on ${testDriver}`, () => {
  let waiting: OwnTherapistEntry;

  it('needs a signed-in user for every call', async () => {
    for (const [method, url] of [
      ['GET', '/pools/psychology/consent'],
      ['POST', '/pools/psychology/consent'],
      ['GET', '/pools/psychology/entries'],
      ['POST', '/pools/psychology/entries'],
      ['GET', '/pools/mine'],
      ['GET', '/pools/review/entries'],
    ] as const) {
      const response = await call(method, url, undefined, method === 'POST' ? {} : undefined);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('asks for the consent notice first, per person and pool, remembered on the server', async () => {
    const before = await call('GET', '/pools/psychology/consent', author);
    expect(therapistConsentSchema.parse(before.json())).toEqual({
      pool: 'psychology',
      accepted: false,
      accepted_at: null,
      notice_version: 1,
    });
    for (const [method, url] of [
      ['GET', '/pools/psychology/entries'],
      ['GET', `/pools/psychology/entries/${unknownId}`],
      ['POST', '/pools/psychology/entries'],
      ['PUT', `/pools/psychology/entries/${unknownId}`],
      ['DELETE', `/pools/psychology/entries/${unknownId}`],
      ['POST', `/pools/psychology/entries/${unknownId}/reports`],
    ] as const) {
      const body =
        method === 'POST' && url.endsWith('reports')
          ? { reason: 'The name of the therapist is wrong here.' }
          : method === 'POST' || method === 'PUT'
            ? entryBody()
            : undefined;
      const response = await call(method, url, author, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.headers['content-type']).toContain('application/problem+json');
      const problem = problemOf(response);
      expect(problem.code).toBe('consent_required');
      expect(problem.detail).toBe(
        "Please read and accept the psychology pool's consent notice before reading or sharing psychologist experiences",
      );
    }

    const accepted = await consent(author, 'psychology');
    expect(accepted.accepted).toBe(true);
    expect(accepted.accepted_at).not.toBeNull();
    const after = therapistConsentSchema.parse(
      (await call('GET', '/pools/psychology/consent', author)).json(),
    );
    expect(after).toEqual(accepted);
    // The other pool and the other people still need their own consent.
    expect(
      therapistConsentSchema.parse((await call('GET', '/pools/psychiatry/consent', author)).json())
        .accepted,
    ).toBe(false);
    expect((await call('GET', '/pools/psychology/entries', reader)).statusCode).toBe(403);
    expect((await call('GET', '/pools/psychiatry/entries', author)).statusCode).toBe(403);

    await consent(author, 'psychiatry');
    await consent(reader, 'psychology');
    await consent(reader, 'psychiatry');
    await consent(moderator, 'psychology');
  });

  it('checks every field with a message naming the rule', async () => {
    const tooLong = await call(
      'POST',
      '/pools/psychology/entries',
      author,
      entryBody({
        therapist_name: 'x'.repeat(101),
        experience: 'y'.repeat(4001),
        city: 'z'.repeat(61),
        sessions: 501,
        fee: 100_001,
      }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(problemOf(tooLong).code).toBe('validation_failed');
    expect(fieldMessages(tooLong)).toEqual({
      'body.therapist_name': 'must not exceed 100 characters',
      'body.experience': 'must not exceed 4000 characters',
      'body.city': 'must not exceed 60 characters',
      'body.sessions': 'sessions must be a whole number from 1 to 500',
      'body.fee': 'fee must be a whole number of Turkish lira from 0 to 100000',
    });

    const empty = await call('POST', '/pools/psychology/entries', author, {
      therapist_name: '',
      experience: 'Too short',
      sessions: 2.5,
      fee: -1,
      city: 'A',
    });
    expect(empty.statusCode).toBe(400);
    expect(fieldMessages(empty)).toEqual({
      'body.therapist_name': 'therapist_name is required',
      'body.experience': 'experience must be at least 20 characters',
      'body.sessions': 'sessions must be a whole number from 1 to 500',
      'body.fee': 'fee must be a whole number of Turkish lira from 0 to 100000',
      'body.city': 'city must be at least 2 characters',
      'body.is_online': 'is_online is required',
    });

    const badPool = await call('GET', '/pools/dentistry/entries', author);
    expect(badPool.statusCode).toBe(400);
    expect(fieldMessages(badPool)['path.pool']).toBe('pool must be one of psychology, psychiatry');
    const badId = await call('GET', '/pools/psychology/entries/not-a-uuid', author);
    expect(badId.statusCode).toBe(400);
    expect(fieldMessages(badId)['path.id']).toBe('id must be the id (a UUID) of an entry');
    const badSort = await call('GET', '/pools/psychology/entries?sort=author', author);
    expect(badSort.statusCode).toBe(400);
    expect(fieldMessages(badSort)['query.sort']).toContain('sort must be one of');
    expect(await context.database.db.select().from(therapistPoolEntries)).toEqual([]);
  });

  it('keeps a new entry waiting: the author sees it with its status, nobody else sees it', async () => {
    waiting = await create('psychology');
    expect(waiting).toMatchObject({
      pool: 'psychology',
      status: 'waiting',
      review_note: null,
      is_mine: true,
      fee: 1500,
      city: 'İstanbul',
    });
    expect((await list('psychology')).total).toBe(0);
    const own = await call('GET', `/pools/psychology/entries/${waiting.entry_id}`, author);
    expect(ownTherapistEntrySchema.parse(own.json()).status).toBe('waiting');
    const other = await call('GET', `/pools/psychology/entries/${waiting.entry_id}`, reader);
    expect(other.statusCode).toBe(404);
    expect(problemOf(other).detail).toBe('There is no such entry in this pool');
    // The wrong pool does not find it either.
    const wrongPool = await call('GET', `/pools/psychiatry/entries/${waiting.entry_id}`, author);
    expect(wrongPool.statusCode).toBe(404);
  });

  it('lets only the author edit or withdraw a waiting entry', async () => {
    const foreign = await call(
      'PUT',
      `/pools/psychology/entries/${waiting.entry_id}`,
      reader,
      entryBody({ fee: 0 }),
    );
    expect(foreign.statusCode).toBe(404);
    const edited = await call(
      'PUT',
      `/pools/psychology/entries/${waiting.entry_id}`,
      author,
      entryBody({ fee: 1750, is_online: true, city: 'Ankara' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ownTherapistEntrySchema.parse(edited.json())).toMatchObject({
      fee: 1750,
      is_online: true,
      city: 'Ankara',
      status: 'waiting',
    });

    const withdrawn = await create('psychology', { therapist_name: 'Withdrawn Name' });
    expect(
      (await call('DELETE', `/pools/psychology/entries/${withdrawn.entry_id}`, reader)).statusCode,
    ).toBe(404);
    const deleted = await call('DELETE', `/pools/psychology/entries/${withdrawn.entry_id}`, author);
    expect(deleted.statusCode).toBe(204);
    expect(
      (await call('GET', `/pools/psychology/entries/${withdrawn.entry_id}`, author)).statusCode,
    ).toBe(404);
  });

  it('keeps the review routes for moderators and admins', async () => {
    const id = waiting.entry_id;
    const attempts = [
      call('GET', '/pools/review/entries', reader),
      call('POST', `/pools/review/entries/${id}/approve`, reader),
      call('POST', `/pools/review/entries/${id}/reject`, reader, { note: 'no' }),
      call('POST', `/pools/review/entries/${id}/hide`, reader, { note: 'no' }),
      call('POST', `/pools/review/entries/${id}/unhide`, reader),
      call('GET', '/pools/review/reports', reader),
      call('POST', `/pools/review/reports/${unknownId}/resolve`, reader, { action: 'dismiss' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(problemOf(response).code).toBe('forbidden');
    }
    for (const token of [moderator, admin]) {
      const queue = await call('GET', '/pools/review/entries?pool=psychology', token);
      expect(queue.statusCode, queue.body).toBe(200);
      const page = reviewTherapistEntryListSchema.parse(queue.json());
      expect(page.items.map((item) => item.entry_id)).toEqual([id]);
      expect(page.items[0]).toMatchObject({ status: 'waiting', open_reports: 0, is_mine: false });
      expectNoAuthor(queue.body);
    }
    const emptyNote = await call('POST', `/pools/review/entries/${id}/reject`, moderator, {
      note: ' ',
    });
    expect(emptyNote.statusCode).toBe(400);
    expect(fieldMessages(emptyNote)['body.note']).toBe('note is required');
  });

  it('publishes an approved entry without its author, once; a second review is a conflict', async () => {
    const approved = await approve(waiting.entry_id);
    expect(approved.status).toBe('approved');
    const audit = await auditOf('therapist_entry.approved', waiting.entry_id);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]?.details)).not.toContain(authorId);

    const again = await call('POST', `/pools/review/entries/${waiting.entry_id}/approve`, admin);
    expect(again.statusCode).toBe(409);
    expect(problemOf(again).detail).toBe('This entry is approved now, so it cannot be approved');
    const reject = await call('POST', `/pools/review/entries/${waiting.entry_id}/reject`, admin, {
      note: 'Too late',
    });
    expect(reject.statusCode).toBe(409);

    const response = await call('GET', '/pools/psychology/entries', reader);
    const page = therapistEntryListSchema.parse(response.json());
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ entry_id: waiting.entry_id, is_mine: false });
    expectNoAuthor(response.body);
    expect(response.body).not.toContain('"status"');
    const detail = await call('GET', `/pools/psychology/entries/${waiting.entry_id}`, reader);
    expect(therapistEntrySchema.parse(detail.json()).therapist_name).toBe(
      'Uzm. Psk. Zeynep Arslan',
    );
    expectNoAuthor(detail.body);
    expect(detail.body).not.toContain('"review_note"');
    // The author's own view says it is theirs.
    const own = (await list('psychology', '', author)).items[0];
    expect(own?.is_mine).toBe(true);
    // Once reviewed, the author can no longer change or withdraw it.
    const late = await call(
      'PUT',
      `/pools/psychology/entries/${waiting.entry_id}`,
      author,
      entryBody(),
    );
    expect(late.statusCode).toBe(409);
    expect(problemOf(late).detail).toBe(
      'This entry is approved; only entries waiting for review can be changed or withdrawn',
    );
    const foreign = await call(
      'PUT',
      `/pools/psychology/entries/${waiting.entry_id}`,
      reader,
      entryBody(),
    );
    expect(foreign.statusCode).toBe(403);
    expect(problemOf(foreign).detail).toBe('Only the author of an entry can change or withdraw it');
    expect(
      (await call('DELETE', `/pools/psychology/entries/${waiting.entry_id}`, author)).statusCode,
    ).toBe(409);
  });

  it('searches with Turkish rules, filters by city and online, sorts names in Turkish order', async () => {
    const names = [
      ['Çağla Öztürk', 'İzmir', true, 0, 12],
      ['Cem Işık', 'Ankara', false, 2500, 3],
      ['Derya Şen', 'İstanbul', true, 900, 30],
      ['İpek Uğur', 'İzmit', false, 1200, 6],
      ['Ilgaz Kaya', 'Bursa', true, 2000, 1],
    ] as const;
    for (const [name, city, isOnline, fee, sessions] of names) {
      const created = await create('psychology', {
        therapist_name: name,
        city,
        is_online: isOnline,
        fee,
        sessions,
      });
      await approve(created.entry_id);
    }
    // One in the other pool, which the psychology list never shows.
    await approve((await create('psychiatry', { therapist_name: 'Dr. Ahmet Yılmaz' })).entry_id);

    const byName = await list('psychology', '?sort=therapist_name');
    expect(byName.items.map((item) => item.therapist_name)).toEqual([
      'Cem Işık',
      'Çağla Öztürk',
      'Derya Şen',
      'Ilgaz Kaya',
      'İpek Uğur',
      'Uzm. Psk. Zeynep Arslan',
    ]);
    const reversed = await list('psychology', '?sort=-therapist_name');
    expect(reversed.items.map((item) => item.therapist_name)).toEqual(
      [...byName.items.map((item) => item.therapist_name)].reverse(),
    );
    const byFee = await list('psychology', '?sort=fee');
    expect(byFee.items.map((item) => item.fee)).toEqual([0, 900, 1200, 1750, 2000, 2500]);
    const bySessions = await list('psychology', '?sort=-sessions');
    expect(bySessions.items.map((item) => item.sessions)).toEqual([30, 12, 8, 6, 3, 1]);

    expect((await list('psychology', '?q=ozturk')).items.map((i) => i.therapist_name)).toEqual([
      'Çağla Öztürk',
    ]);
    expect((await list('psychology', '?q=ISIK')).items.map((i) => i.therapist_name)).toEqual([
      'Cem Işık',
    ]);
    expect(
      (await list('psychology', '?city=izm&sort=therapist_name')).items.map((i) => i.city),
    ).toEqual(['İzmir', 'İzmit']);
    expect((await list('psychology', '?city=istanbul')).items.map((i) => i.city)).toEqual([
      'İstanbul',
    ]);
    expect(
      (await list('psychology', '?is_online=true&sort=therapist_name')).items.map(
        (i) => i.therapist_name,
      ),
    ).toEqual(['Çağla Öztürk', 'Derya Şen', 'Ilgaz Kaya', 'Uzm. Psk. Zeynep Arslan']);
    const paged = await list('psychology', '?sort=fee&page=2&page_size=10');
    expect(paged).toMatchObject({ page: 2, page_size: 10, total: 6, items: [] });
    const badOnline = await call('GET', '/pools/psychology/entries?is_online=maybe', reader);
    expect(fieldMessages(badOnline)['query.is_online']).toBe('is_online must be true or false');
    const badSize = await call('GET', '/pools/psychology/entries?page_size=7', reader);
    expect(fieldMessages(badSize)['query.page_size']).toBe(
      'page_size must be one of 10, 25, 50, 100',
    );
    expect((await list('psychiatry')).items.map((item) => item.therapist_name)).toEqual([
      'Dr. Ahmet Yılmaz',
    ]);
  });

  it('takes one open report per person and entry, never from the author', async () => {
    const id = waiting.entry_id;
    const short = await call('POST', `/pools/psychology/entries/${id}/reports`, reader, {
      reason: 'Bad',
    });
    expect(short.statusCode).toBe(400);
    expect(fieldMessages(short)['body.reason']).toBe('reason must be at least 10 characters');

    const reported = await call('POST', `/pools/psychology/entries/${id}/reports`, reader, {
      reason: 'This names a real therapist with an accusation.',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const report = therapistReportSchema.parse(reported.json());
    expect(report).toMatchObject({ entry_id: id, status: 'open', resolution: null });
    expectNoAuthor(reported.body);

    const twice = await call('POST', `/pools/psychology/entries/${id}/reports`, reader, {
      reason: 'Reporting the same entry again.',
    });
    expect(twice.statusCode).toBe(409);
    expect(problemOf(twice).detail).toBe(
      'You have already reported this entry; a moderator will look at it',
    );
    const own = await call('POST', `/pools/psychology/entries/${id}/reports`, author, {
      reason: 'Reporting my own entry for fun.',
    });
    expect(own.statusCode).toBe(403);

    const reports = await call('GET', '/pools/review/reports', moderator);
    const open = therapistReportListSchema.parse(reports.json());
    expect(open.items.map((item) => item.report_id)).toEqual([report.report_id]);
    expect(open.items[0]).toMatchObject({ pool: 'psychology', entry_status: 'approved' });
    expectNoAuthor(reports.body);

    const queue = reviewTherapistEntryListSchema.parse(
      (
        await call('GET', '/pools/review/entries?status=approved&pool=psychology', moderator)
      ).json(),
    );
    expect(queue.items.find((item) => item.entry_id === id)?.open_reports).toBe(1);
    // Only the reported entry counts the report.
    expect(
      queue.items.filter((item) => item.entry_id !== id).map((item) => item.open_reports),
    ).toEqual([0, 0, 0, 0, 0]);

    const dismissed = await call(
      'POST',
      `/pools/review/reports/${report.report_id}/resolve`,
      moderator,
      { action: 'dismiss' },
    );
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(therapistReportSchema.parse(dismissed.json())).toMatchObject({
      status: 'resolved',
      resolution: 'dismiss',
      entry_status: 'approved',
    });
    expect(await auditOf('therapist_report.dismissed', report.report_id)).toHaveLength(1);
    const resolvedTwice = await call(
      'POST',
      `/pools/review/reports/${report.report_id}/resolve`,
      admin,
      { action: 'dismiss' },
    );
    expect(resolvedTwice.statusCode).toBe(409);
    expect(problemOf(resolvedTwice).detail).toBe('This report has already been resolved');
    const unknown = await call('POST', `/pools/review/reports/${unknownId}/resolve`, admin, {
      action: 'dismiss',
    });
    expect(unknown.statusCode).toBe(404);
    // Resolved, the same person may report it again.
    const again = await call('POST', `/pools/psychology/entries/${id}/reports`, reader, {
      reason: 'Still names a real therapist with an accusation.',
    });
    expect(again.statusCode).toBe(201);
  });

  it('hides a reported entry: it vanishes for users, its reports are resolved, the author sees why', async () => {
    const id = waiting.entry_id;
    const [report] = therapistReportListSchema.parse(
      (await call('GET', '/pools/review/reports?status=open', moderator)).json(),
    ).items;
    expect(report?.entry_id).toBe(id);
    const noNote = await call(
      'POST',
      `/pools/review/reports/${report?.report_id ?? unknownId}/resolve`,
      moderator,
      { action: 'hide' },
    );
    expect(noNote.statusCode).toBe(400);
    expect(fieldMessages(noNote)['body.note']).toBe('note is required');
    const blankNote = await call(
      'POST',
      `/pools/review/reports/${report?.report_id ?? unknownId}/resolve`,
      moderator,
      { action: 'hide', note: '   ' },
    );
    expect(fieldMessages(blankNote)['body.note']).toBe('note is required to hide an entry');

    const hidden = await call(
      'POST',
      `/pools/review/reports/${report?.report_id ?? unknownId}/resolve`,
      moderator,
      { action: 'hide', note: 'It names a person with an accusation.' },
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(therapistReportSchema.parse(hidden.json())).toMatchObject({
      resolution: 'hide',
      entry_status: 'hidden',
    });
    expect(await auditOf('therapist_report.hidden', report?.report_id ?? unknownId)).toHaveLength(
      1,
    );
    expect((await list('psychology')).items.some((item) => item.entry_id === id)).toBe(false);
    expect((await call('GET', `/pools/psychology/entries/${id}`, reader)).statusCode).toBe(404);
    expect(
      (
        await call('POST', `/pools/psychology/entries/${id}/reports`, newcomer, {
          reason: 'Reporting a hidden entry.',
        })
      ).statusCode,
    ).toBe(403);

    const mine = ownTherapistEntryListSchema.parse(
      (await call('GET', '/pools/mine', author)).json(),
    );
    expect(mine.items.find((item) => item.entry_id === id)).toMatchObject({
      status: 'hidden',
      review_note: 'It names a person with an accusation.',
    });

    const hideAgain = await call('POST', `/pools/review/entries/${id}/hide`, admin, {
      note: 'Again',
    });
    expect(hideAgain.statusCode).toBe(409);
    const unhidden = await call('POST', `/pools/review/entries/${id}/unhide`, admin);
    expect(unhidden.statusCode, unhidden.body).toBe(200);
    expect(reviewTherapistEntrySchema.parse(unhidden.json()).status).toBe('approved');
    expect(await auditOf('therapist_entry.unhidden', id)).toHaveLength(1);
    expect((await list('psychology')).items.some((item) => item.entry_id === id)).toBe(true);

    const hiddenDirectly = await call('POST', `/pools/review/entries/${id}/hide`, moderator, {
      note: 'Hidden from the queue.',
    });
    expect(hiddenDirectly.statusCode).toBe(200);
    expect(await auditOf('therapist_entry.hidden', id)).toHaveLength(1);
    const hiddenQueue = reviewTherapistEntryListSchema.parse(
      (await call('GET', '/pools/review/entries?status=hidden', moderator)).json(),
    );
    expect(hiddenQueue.items.map((item) => item.entry_id)).toEqual([id]);
  });

  it('rejects with a note the author reads in their own list of both pools', async () => {
    const rejected = await create('psychiatry', { therapist_name: 'Dr. Selin Koç' });
    const response = await call(
      'POST',
      `/pools/review/entries/${rejected.entry_id}/reject`,
      moderator,
      { note: 'Please describe the sessions, not the person.' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await auditOf('therapist_entry.rejected', rejected.entry_id)).toHaveLength(1);
    const mine = ownTherapistEntryListSchema.parse(
      (await call('GET', '/pools/mine?page_size=10', author)).json(),
    );
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
    const others = ownTherapistEntryListSchema.parse(
      (await call('GET', '/pools/mine', reader)).json(),
    );
    expect(others.total).toBe(0);
    expect((await list('psychiatry')).items.map((item) => item.therapist_name)).toEqual([
      'Dr. Ahmet Yılmaz',
    ]);
  });

  it('announces approvals and rejections to the author, not hiding', async () => {
    const reviewed: { entry_id: string; pool: string; author_id: string; status: string }[] = [];
    const stop = context.app.domainEvents.on('therapist_entry.reviewed', (payload) => {
      reviewed.push(payload);
    });
    const approved = await approve(
      (await create('psychology', { therapist_name: 'Dr. Aylin Demir' })).entry_id,
    );
    const rejected = await create('psychiatry', { therapist_name: 'Dr. Kerem Aslan' });
    const response = await call(
      'POST',
      `/pools/review/entries/${rejected.entry_id}/reject`,
      moderator,
      { note: 'Please describe the sessions.' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const hidden = await call(
      'POST',
      `/pools/review/entries/${approved.entry_id}/hide`,
      moderator,
      {
        note: 'Reported twice.',
      },
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    stop();
    expect(reviewed).toEqual([
      {
        entry_id: approved.entry_id,
        pool: 'psychology',
        author_id: authorId,
        status: 'approved',
        note: null,
      },
      {
        entry_id: rejected.entry_id,
        pool: 'psychiatry',
        author_id: authorId,
        status: 'rejected',
        note: 'Please describe the sessions.',
      },
    ]);
  });

  it('goes with the account: entries, consents and reports cascade', async () => {
    const before = await context.database.db
      .select()
      .from(therapistPoolEntries)
      .where(eq(therapistPoolEntries.author_id, authorId));
    expect(before.length).toBeGreaterThan(0);
    await context.database.db.delete(users).where(eq(users.user_id, authorId));
    const after = await context.database.db
      .select()
      .from(therapistPoolEntries)
      .where(eq(therapistPoolEntries.author_id, authorId));
    expect(after).toEqual([]);
  });
});
