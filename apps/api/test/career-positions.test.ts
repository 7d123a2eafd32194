import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  careerApplicationSchema,
  careerPositionPageSchema,
  careerPositionSchema,
  type CareerPosition,
  type PositionWriteInput,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { careerApplications, careerPositions } from '../src/features/career/career.tables';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { createApplication, createPosition } from './support/factories/career';
import { expectProblem, expectStatus, fieldErrors, unknownId } from './support/http';
import { positionBody } from './support/career';

const t = useTestApp();

async function addPosition(
  admin: string,
  overrides: Partial<PositionWriteInput> = {},
): Promise<CareerPosition> {
  return expectStatus(
    await t.api.call('POST', '/career/positions', admin, positionBody(overrides)),
    201,
    careerPositionSchema,
  );
}

describe(`career positions and applications on ${testDriver}`, () => {
  it('answers 401 without a session and 403 to non-admins on every admin call', async () => {
    const [moderator, student] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t),
    ]);
    const adminCalls = [
      ['GET', '/career/applications', undefined],
      ['GET', `/career/applications/${unknownId}`, undefined],
      ['PUT', `/career/applications/${unknownId}`, { status: 'reviewing' }],
      ['GET', `/career/applications/${unknownId}/cv`, undefined],
      ['POST', '/career/positions', positionBody()],
      ['PUT', `/career/positions/${unknownId}`, positionBody()],
      ['DELETE', `/career/positions/${unknownId}`, undefined],
    ] as const;
    for (const [method, url, payload] of [
      ...adminCalls,
      ['GET', '/career/applications/mine', undefined],
      ['POST', '/career/applications', {}],
    ] as const) {
      const response = await t.api.call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    for (const token of [student.token, moderator.token]) {
      for (const [method, url, payload] of adminCalls) {
        const response = await t.api.call(method, url, token, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(expectProblem(response, 403).code).toBe('forbidden');
      }
    }
    expectProblem(await t.api.call('GET', '/career/positions?status=all', student.token), 403);
  });

  it('shows open positions to visitors and hides closed ones except from admins', async () => {
    const admin = await createUser(t, { role: 'admin' });
    // This test lists every position, so it starts from none.
    await t.database.db.delete(careerApplications);
    await t.database.db.delete(careerPositions);
    const open = await addPosition(admin.token, { title: 'Campus ambassador', display_order: 1 });
    const closed = await addPosition(admin.token, { title: 'Old role', status: 'closed' });
    const page = await t.api.read('/career/positions', undefined, careerPositionPageSchema);
    expect(page.items.map((item) => item.position_id)).toEqual([open.position_id]);
    expect(page.items.map((item) => item.position_id)).not.toContain(closed.position_id);
    expect(
      await t.api.read(`/career/positions/${open.position_id}`, undefined, careerPositionSchema),
    ).toEqual(open);
    const hidden = await t.api.call('GET', `/career/positions/${closed.position_id}`);
    expect(expectProblem(hidden, 404).detail).toBe('There is no such position');
    expectStatus(
      await t.api.call('GET', `/career/positions/${closed.position_id}`, admin.token),
      200,
    );
    const all = await t.api.read(
      '/career/positions?status=closed',
      admin.token,
      careerPositionPageSchema,
    );
    expect(all.items.map((item) => item.position_id)).toEqual([closed.position_id]);
    const audit = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.target_id, open.position_id));
    expect(audit.map((entry) => entry.action)).toEqual(['career_position.created']);
  });

  it('names the rule of each bad position field', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const response = await t.api.call('POST', '/career/positions', admin.token, {
      title: 'X',
      team: 'T',
      location: 'L',
      employment_type: 'gig',
      description: 'Too short',
      requirements: ['R'.repeat(301)],
    });
    expect(fieldErrors(response)).toEqual({
      'body.title': 'title must be at least 3 characters',
      'body.team': 'team must be at least 2 characters',
      'body.location': 'location must be at least 2 characters',
      'body.employment_type':
        'employment_type must be one of full_time, part_time, internship, volunteer',
      'body.description': 'description must be at least 20 characters',
      'body.requirements.0': 'must not exceed 300 characters',
    });
    const tooMany = await t.api.call('POST', '/career/positions', admin.token, {
      ...positionBody(),
      requirements: Array.from({ length: 21 }, (_, index) => `Requirement ${String(index)}`),
    });
    expect(fieldErrors(tooMany)).toEqual({
      'body.requirements': 'requirements must not have more than 20 items',
    });
    expectProblem(
      await t.api.call('PUT', `/career/positions/${unknownId}`, admin.token, positionBody()),
      404,
    );
  });

  it('closes rather than deletes a position with applications', async () => {
    const [admin, student] = await Promise.all([createUser(t, { role: 'admin' }), createUser(t)]);
    const position = await createPosition(t, { title: 'Position with one application' });
    const application = await createApplication(t, {
      applicantId: student.id,
      position_id: position.position_id,
    });
    const detail = await t.api.read(
      `/career/applications/${application.career_id}`,
      admin.token,
      careerApplicationSchema,
    );
    expect(detail.applicant_id).toBe(student.id);
    const refused = await t.api.call(
      'DELETE',
      `/career/positions/${position.position_id}`,
      admin.token,
    );
    expect(expectProblem(refused, 409).detail).toBe(
      'This position has 1 application; close it instead of deleting it',
    );
    const empty = await createPosition(t, { title: 'Nobody applied' });
    expectStatus(
      await t.api.call('DELETE', `/career/positions/${empty.position_id}`, admin.token),
      204,
    );
    expectProblem(
      await t.api.call('GET', `/career/positions/${empty.position_id}`, admin.token),
      404,
    );
  });
});
