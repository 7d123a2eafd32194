import { describe, expect, it } from 'vitest';
import { graduateApplicationListSchema } from '@campus/contracts';
import { graduateApplications } from '../src/features/accounts/accounts.tables';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import { createGraduate } from './support/factories/graduates';
import { expectProblem, expectStatus, fieldErrors, type Method, unknownId } from './support/http';
import { readQueueTotal, readWaitingCount, startWaitingCount } from './support/moderation';
import { samplePdf } from './support/multipart';

const t = useTestApp({ mail: true, env: { APP_URL: 'http://campus.example.edu' } });

describe('reviewing is for moderators and admins', () => {
  it('answers 401 without a token and 403 to a student on every review route', async () => {
    const [moderator, student] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t),
    ]);
    const { application } = await createGraduate(t, { proof: samplePdf });
    const id = application.application_id;
    const routes: [Method, string, object?][] = [
      ['GET', '/reception-vip/applications'],
      ['GET', `/reception-vip/applications/${id}`],
      ['GET', `/reception-vip/applications/${id}/proof`],
      ['POST', `/reception-vip/applications/${id}/verify`, { decision: 'approve' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await t.api.call(method, url, undefined, payload)).statusCode).toBe(401);
      const refused = await t.api.call(method, url, student.token, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-disposition']).toBeUndefined();
    }
    const stillPending = await t.api.call(
      'GET',
      `/reception-vip/applications/${id}`,
      moderator.token,
    );
    expect(stillPending.json()).toMatchObject({ status: 'pending' });
  });

  it('filters by status and searches names Turkish-aware, with pagination', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    // This test counts whole lists, so it starts with no applications.
    await t.database.db.delete(graduateApplications);
    const pending = await createGraduate(t, { lastName: 'Şahin' });
    const otherDepartment = await createGraduate(t, {
      lastName: 'Kaya',
      department: 'Makine Mühendisliği',
    });
    await createGraduate(t, { lastName: 'Şahin', status: 'approved', reviewerId: moderator.id });
    const rejected = await createGraduate(t, {
      lastName: 'Yılmaz',
      department: 'Fizik',
      status: 'rejected',
      reviewerId: moderator.id,
      note: 'The proof is unreadable',
    });

    const page = await t.api.read(
      `/reception-vip/applications?q=${encodeURIComponent('SAHIN')}&status=pending&page_size=10`,
      moderator.token,
      graduateApplicationListSchema,
    );
    expect(page.page_size).toBe(10);
    expect(page.total).toBe(1);
    expect(page.items.map((item) => item.application_id)).toEqual([
      pending.application.application_id,
    ]);
    expect(page.items.every((item) => item.status === 'pending')).toBe(true);

    const byDepartment = await t.api.read(
      `/reception-vip/applications?q=${encodeURIComponent('muhendisligi')}`,
      moderator.token,
      graduateApplicationListSchema,
    );
    expect(byDepartment.total).toBe(3);
    expect(byDepartment.items.map((item) => item.application_id)).toContain(
      otherDepartment.application.application_id,
    );
    expect(byDepartment.items.map((item) => item.application_id)).not.toContain(
      rejected.application.application_id,
    );

    const rejectedOnly = await t.api.read(
      '/reception-vip/applications?status=rejected',
      moderator.token,
      graduateApplicationListSchema,
    );
    expect(rejectedOnly.items.map((item) => item.application_id)).toEqual([
      rejected.application.application_id,
    ]);
    expect(rejectedOnly.items.every((item) => item.status === 'rejected')).toBe(true);
  });

  it('answers field messages for a bad query, id and review', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    const badQuery = await t.api.call(
      'GET',
      '/reception-vip/applications?status=maybe&page_size=7',
      moderator.token,
    );
    expect(Object.keys(fieldErrors(badQuery))).toEqual(
      expect.arrayContaining(['query.status', 'query.page_size']),
    );
    const badId = await t.api.call('GET', '/reception-vip/applications/nope', moderator.token);
    expect(expectProblem(badId, 400)).toMatchObject({ errors: [{ field: 'path.id' }] });
    const unknown = await t.api.call(
      'GET',
      `/reception-vip/applications/${unknownId}`,
      moderator.token,
    );
    expect(unknown.statusCode).toBe(404);
    const badDecision = await t.api.call(
      'POST',
      `/reception-vip/applications/${unknownId}/verify`,
      moderator.token,
      { decision: 'maybe' },
    );
    expect(expectProblem(badDecision, 400)).toMatchObject({ errors: [{ field: 'body.decision' }] });
  });
});

describe('the waiting count', () => {
  const url = '/reception-vip/applications/waiting-count';

  it('answers moderators how many applications are pending, as the list counts them, and follows an approval', async () => {
    const list = '/reception-vip/applications?status=pending';
    const { reviewer: moderator, before } = await startWaitingCount(t, url, 'moderator', list);
    const { application } = await createGraduate(t);
    await createGraduate(t, { status: 'approved' });
    expect(await readWaitingCount(t, url, moderator.token)).toBe(before + 1);

    expectStatus(
      await t.api.call(
        'POST',
        `/reception-vip/applications/${application.application_id}/verify`,
        moderator.token,
        { decision: 'approve' },
      ),
      200,
    );
    expect(await readWaitingCount(t, url, moderator.token)).toBe(before);
    expect(await readQueueTotal(t, list, moderator.token)).toBe(before);
  });
});
