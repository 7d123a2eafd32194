import { describe, expect, it } from 'vitest';
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
  it('needs a signed-in user to read and a moderator to write (401, 403)', async () => {
    const student = await createUser(t);
    expectProblem(await call('GET', '/projects', undefined), 401);
    expectProblem(await call('GET', '/projects/library-access', undefined), 401);
    const body = projectBody({ project_id: 'forbidden-project' });
    expectProblem(await call('POST', '/projects', undefined, body), 401);
    const forbidden = [
      await call('POST', '/projects', student.token, body),
      await call('PUT', '/projects/forbidden-project', student.token, projectBody()),
      await call('POST', '/projects/forbidden-project/publish', student.token),
      await call('POST', '/projects/forbidden-project/archive', student.token),
      await call('POST', '/projects/forbidden-project/restore', student.token),
      await call('DELETE', '/projects/forbidden-project', student.token),
    ];
    for (const response of forbidden) expectProblem(response, 403, 'forbidden');
    expect(await storedStatus('forbidden-project')).toBeUndefined();
  });

  it('refuses malformed identifiers with "Invalid project identifier"', async () => {
    const [moderator, student] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t),
    ]);
    // This test checks that nothing at all was saved, so it starts from an empty bank.
    await t.database.db.delete(informationProjects);
    for (const projectId of [
      'Erasmus',
      'ab',
      'two--hyphens',
      '-leading',
      'with_underscore',
      'x'.repeat(61),
      'sayı',
    ]) {
      const response = await call(
        'POST',
        '/projects',
        moderator.token,
        projectBody({ project_id: projectId }),
      );
      expect(response.statusCode, projectId).toBe(400);
      expect(fieldErrors(response)).toMatchObject({
        'body.project_id': 'Invalid project identifier',
      });
    }
    const read = await call('GET', '/projects/Not_An_Id', student.token);
    expect(fieldErrors(read)).toEqual({ 'path.project_id': 'Invalid project identifier' });
    expectProblem(await call('PUT', '/projects/BAD', moderator.token, projectBody()), 400);
    expectProblem(await call('POST', '/projects/library-access/promote', moderator.token), 400);
    expect(await t.database.db.select().from(informationProjects)).toEqual([]);
  });

  it('names each broken rule: lengths, list items, list size, order', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    const tooMany = Array.from({ length: 21 }, (_, index) => ({
      en: `Step ${String(index + 1)}`,
      tr: `Adım ${String(index + 1)}`,
    }));
    const response = await call('POST', '/projects', moderator.token, {
      ...projectBody({
        project_id: 'broken-project',
        name_en: '',
        name_tr: 'x'.repeat(121),
        description_en: 'x'.repeat(4001),
        access_requirements: [
          { en: 'Fine', tr: 'İyi' },
          { en: '   ', tr: 'Boş' },
        ],
        process_steps: tooMany,
        warnings: [{ en: 'x'.repeat(501), tr: 'Uzun' }],
        display_order: 1000,
      }),
    });
    expect(fieldErrors(response)).toEqual({
      'body.name_en': 'name_en is required',
      'body.name_tr': 'must not exceed 120 characters',
      'body.description_en': 'must not exceed 4000 characters',
      'body.access_requirements.1': informationListMessage,
      'body.process_steps': informationListMessage,
      'body.warnings.0': informationListMessage,
      'body.display_order': 'display_order must be a whole number from 1 to 999',
    });
    expect(informationListMessage).toBe(
      'list fields cannot have more than 20 items, items cannot be empty or exceed 500 characters',
    );
    for (const order of [0, 2.5]) {
      const wrong = await call(
        'POST',
        '/projects',
        moderator.token,
        projectBody({ project_id: 'broken-project', display_order: order }),
      );
      expect(fieldErrors(wrong)).toEqual({
        'body.display_order': 'display_order must be a whole number from 1 to 999',
      });
    }
    expect(await storedStatus('broken-project')).toBeUndefined();
  });

  it('creates a draft, refuses a taken id, and shows students published projects only', async () => {
    const [admin, moderator, student] = await Promise.all([
      createUser(t, { role: 'admin' }),
      createUser(t, { role: 'moderator' }),
      createUser(t),
    ]);
    // This test counts the whole bank, so it starts from an empty one.
    await t.database.db.delete(informationProjects);
    const project = await create(moderator.token);
    expect(project).toMatchObject({
      project_id: 'erasmus-application',
      status: 'draft',
      display_order: 10,
      description_en: 'Study a semester abroad.\n<b>Plain text</b>',
      warnings: [],
    });
    expect(project.process_steps).toHaveLength(2);
    const [audit] = await auditOf(t, 'information_project.created', project.project_id);
    expect(audit?.details).toEqual({ status: 'draft', display_order: 10 });

    const taken = expectProblem(await call('POST', '/projects', admin.token, projectBody()), 409);
    expect(taken.detail).toBe('A project with the identifier "erasmus-application" already exists');

    expect((await list('', student.token)).total).toBe(0);
    const hidden = expectProblem(
      await call('GET', '/projects/erasmus-application', student.token),
      404,
    );
    expect(hidden.detail).toBe('Project not found');
    expectStatus(await call('GET', '/projects/erasmus-application', moderator.token), 200);
    expectProblem(await call('GET', '/projects?status=draft', student.token), 403);
    expect((await list('?status=draft', moderator.token)).total).toBe(1);

    const published = expectStatus(
      await call('POST', '/projects/erasmus-application/publish', moderator.token),
      200,
      informationProjectSchema,
    );
    expect(published.status).toBe('published');
    const forStudent = expectStatus(
      await call('GET', '/projects/erasmus-application', student.token),
      200,
      informationProjectSchema,
    );
    expect(forStudent.name_tr).toBe('Erasmus başvurusu');
    expect((await list('?status=published', student.token)).total).toBe(1);
    expect(await auditOf(t, 'information_project.published', 'erasmus-application')).toHaveLength(
      1,
    );
  });

  it('orders by display order then name, searches with Turkish folding, pages', async () => {
    const [moderator, student] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t),
    ]);
    // This test lists the whole bank, so it starts from an empty one.
    await t.database.db.delete(informationProjects);
    await stored({ status: 'published' });
    await stored({
      project_id: 'dormitory-application',
      name_en: 'Dormitory',
      name_tr: 'Yurt başvurusu',
      display_order: 5,
      status: 'published',
    });
    await stored({
      project_id: 'library-access',
      name_en: 'Library access',
      name_tr: 'Kütüphane erişimi',
      display_order: 5,
      status: 'published',
    });
    await stored({
      project_id: 'student-id-card',
      name_en: 'Student ID card',
      name_tr: 'Öğrenci kimlik kartı',
      display_order: 1,
      status: 'published',
    });
    await stored({
      project_id: 'graduation-checklist',
      name_en: 'Graduation',
      name_tr: 'Mezuniyet',
      display_order: 2,
    });

    const everything = await list('?lang=en', student.token);
    expect(everything.items.map((item) => item.project_id)).toEqual([
      'student-id-card',
      'dormitory-application',
      'library-access',
      'erasmus-application',
    ]);
    const turkish = await list('?lang=tr', student.token);
    expect(turkish.items.map((item) => item.project_id).slice(1, 3)).toEqual([
      'library-access',
      'dormitory-application',
    ]);
    expect((await list('?q=OGRENCI', student.token)).items.map((item) => item.project_id)).toEqual([
      'student-id-card',
    ]);
    expect(
      (await list('?q=kütüphane', student.token)).items.map((item) => item.project_id),
    ).toEqual(['library-access']);
    expect((await list('?q=100%25', student.token)).total).toBe(0);
    expect((await list('?q=graduation', student.token)).total).toBe(0);
    expect((await list('?q=graduation', moderator.token)).total).toBe(1);
    const second = await list('?page=2&page_size=10', student.token);
    expect(second).toMatchObject({ page: 2, page_size: 10, total: 4, items: [] });
    expectProblem(await call('GET', '/projects?page_size=7', student.token), 400);
    expect((await list('', moderator.token)).total).toBe(5);
  });
});
