import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ownTherapistEntryListSchema,
  reviewTherapistEntryListSchema,
  reviewTherapistEntrySchema,
  therapistReportListSchema,
  therapistReportSchema,
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
import { createUser } from './support/factories/accounts';
import { createTherapistEntry, createTherapistReport } from './support/factories/therapist-pools';
import { expectProblem, expectStatus, fieldErrors, unknownId } from './support/http';
import { createTherapistPoolHelpers, expectNoAuthor } from './support/therapist-pools';

const t = useTestApp();
const { consenting, emptyPools, list } = createTherapistPoolHelpers(t);

describe(`therapist pools on ${testDriver}`, () => {
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
