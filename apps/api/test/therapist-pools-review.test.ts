import { describe, expect, it } from 'vitest';
import {
  ownTherapistEntryListSchema,
  reviewTherapistEntryListSchema,
  reviewTherapistEntrySchema,
  therapistEntryListSchema,
  therapistEntrySchema,
} from '@campus/contracts';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { createTherapistEntry, createTherapistReport } from './support/factories/therapist-pools';
import { expectProblem, expectStatus, fieldErrors, unknownId } from './support/http';
import { expectQueueGuard, readQueueTotal, readWaitingCount } from './support/moderation';
import { createTherapistPoolHelpers, entryBody, expectNoAuthor } from './support/therapist-pools';

const t = useTestApp();
const { consenting, emptyPools, list } = createTherapistPoolHelpers(t);

async function approve(moderator: string, id: string) {
  return expectStatus(
    await t.api.call('POST', `/pools/review/entries/${id}/approve`, moderator),
    200,
    reviewTherapistEntrySchema,
  );
}

describe(`therapist pools on ${testDriver}`, () => {
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
