import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { informationListMessage, informationProjectSchema } from '@campus/contracts';
import { informationProjects } from '../src/features/information/information.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { expectProblem, expectStatus, fieldErrors } from './support/http';
import { createInformationHelpers, projectBody } from './support/information';

const t = useTestApp();
const { call, create, list, stored, storedStatus } = createInformationHelpers(t);

describe(`the information bank on ${testDriver}`, () => {
  it('moves through the statuses and answers 409 with the rule for the wrong ones', async () => {
    const [admin, moderator, student] = await Promise.all([
      createUser(t, { role: 'admin' }),
      createUser(t, { role: 'moderator' }),
      createUser(t),
    ]);
    // This test lists the archived and deleted projects of the whole bank: it starts from an empty one.
    await t.database.db.delete(informationProjects);
    await stored({ project_id: 'health-insurance', display_order: 20 });
    const archiveDraft = expectProblem(
      await call('POST', '/projects/health-insurance/archive', moderator.token),
      409,
    );
    expect(archiveDraft.detail).toBe(
      'This project is a draft, so it cannot be archived: only published projects can be archived',
    );
    expectProblem(await call('POST', '/projects/health-insurance/restore', moderator.token), 409);

    expectStatus(await call('POST', '/projects/health-insurance/publish', moderator.token), 200);
    expectProblem(await call('POST', '/projects/health-insurance/publish', moderator.token), 409);
    expectStatus(await call('POST', '/projects/health-insurance/archive', admin.token), 200);
    expect(await storedStatus('health-insurance')).toBe('archived');
    expectProblem(await call('GET', '/projects/health-insurance', student.token), 404);
    expect(
      (await list('?status=archived', moderator.token)).items.map((item) => item.project_id),
    ).toEqual(['health-insurance']);
    const restored = expectStatus(
      await call('POST', '/projects/health-insurance/restore', moderator.token),
      200,
      informationProjectSchema,
    );
    expect(restored.status).toBe('draft');

    expectStatus(await call('DELETE', '/projects/health-insurance', moderator.token), 204);
    expect(await storedStatus('health-insurance')).toBe('deleted');
    expect((await list('', moderator.token)).items.map((item) => item.project_id)).not.toContain(
      'health-insurance',
    );
    expect((await list('?status=deleted', moderator.token)).total).toBe(1);
    expectProblem(await call('DELETE', '/projects/health-insurance', moderator.token), 409);
    const editDeleted = expectProblem(
      await call('PUT', '/projects/health-insurance', moderator.token, projectBody()),
      409,
    );
    expect(editDeleted.detail).toBe(
      'This project is deleted, so it cannot be edited: restore it first',
    );
    expectProblem(await call('POST', '/projects/health-insurance/publish', moderator.token), 409);
    expectStatus(await call('POST', '/projects/health-insurance/restore', moderator.token), 200);
    expect(await storedStatus('health-insurance')).toBe('draft');

    for (const [action, times] of [
      ['published', 1],
      ['archived', 1],
      ['restored', 2],
      ['deleted', 1],
    ] as const) {
      expect(
        await auditOf(t, `information_project.${action}`, 'health-insurance'),
        action,
      ).toHaveLength(times);
    }
  });

  it('saves content, as a draft or published, keeps the id, and audits the changed fields', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    await stored({ project_id: 'course-registration', display_order: 30 });
    const { project_id: _ignored, ...content } = projectBody();
    const saved = await call('PUT', '/projects/course-registration', moderator.token, {
      ...content,
      display_order: 30,
      name_en: '  Course registration  ',
      warnings: [{ en: ' Deadlines are strict ', tr: 'Son tarihler kesindir' }],
      status: 'published',
    });
    expect(expectStatus(saved, 200, informationProjectSchema)).toMatchObject({
      project_id: 'course-registration',
      name_en: 'Course registration',
      warnings: [{ en: 'Deadlines are strict', tr: 'Son tarihler kesindir' }],
      status: 'published',
    });
    const [audit] = await auditOf(t, 'information_project.updated', 'course-registration');
    expect(audit?.details).toEqual({
      changed: ['name_en', 'warnings', 'status'],
      status_from: 'draft',
      status_to: 'published',
    });

    const kept = await call('PUT', '/projects/course-registration', moderator.token, {
      ...content,
      display_order: 31,
    });
    expect(expectStatus(kept, 200, informationProjectSchema)).toMatchObject({
      status: 'published',
      display_order: 31,
    });
    const drafted = await call('PUT', '/projects/course-registration', moderator.token, {
      ...content,
      status: 'draft',
    });
    expect(expectStatus(drafted, 200, informationProjectSchema).status).toBe('draft');

    const broken = await call('PUT', '/projects/course-registration', moderator.token, {
      ...content,
      name_en: 'Half saved?',
      notes: [{ en: '', tr: '' }],
    });
    expect(fieldErrors(broken)).toEqual({ 'body.notes.0': informationListMessage });
    const [row] = await t.database.db
      .select()
      .from(informationProjects)
      .where(eq(informationProjects.project_id, 'course-registration'));
    expect(row?.name_en).toBe('Erasmus application');
  });

  it('lets admins only remove a deleted project for good', async () => {
    const [admin, moderator, student] = await Promise.all([
      createUser(t, { role: 'admin' }),
      createUser(t, { role: 'moderator' }),
      createUser(t),
    ]);
    await stored({ project_id: 'old-brochure', display_order: 90 });
    const notDeleted = expectProblem(
      await call('DELETE', '/projects/old-brochure/permanent', admin.token),
      409,
    );
    expect(notDeleted.detail).toBe(
      'This project is a draft, so it cannot be deleted permanently: only deleted projects can',
    );
    expectStatus(await call('DELETE', '/projects/old-brochure', moderator.token), 204);
    expectProblem(await call('DELETE', '/projects/old-brochure/permanent', moderator.token), 403);
    expectProblem(await call('DELETE', '/projects/old-brochure/permanent', student.token), 403);
    expect(await storedStatus('old-brochure')).toBe('deleted');

    expectStatus(await call('DELETE', '/projects/old-brochure/permanent', admin.token), 204);
    expect(await storedStatus('old-brochure')).toBeUndefined();
    expect(await auditOf(t, 'information_project.purged', 'old-brochure')).toHaveLength(1);
    expectProblem(await call('DELETE', '/projects/old-brochure/permanent', admin.token), 404);
    // The id is free again.
    await create(moderator.token, { project_id: 'old-brochure', display_order: 90 });
  });

  it('answers 404 "Project not found" for an unknown project', async () => {
    const [admin, moderator] = await Promise.all([
      createUser(t, { role: 'admin' }),
      createUser(t, { role: 'moderator' }),
    ]);
    const { project_id: _ignored, ...content } = projectBody();
    for (const response of [
      await call('GET', '/projects/no-such-project', moderator.token),
      await call('PUT', '/projects/no-such-project', moderator.token, content),
      await call('POST', '/projects/no-such-project/publish', moderator.token),
      await call('DELETE', '/projects/no-such-project', admin.token),
    ]) {
      expect(expectProblem(response, 404, 'not_found').detail).toBe('Project not found');
    }
  });
});
