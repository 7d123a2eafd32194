import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  informationListMessage,
  informationProjectPageSchema,
  informationProjectSchema,
  problemSchema,
  type InformationProject,
  type InformationProjectCreateInput,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { informationProjects } from '../src/features/information/information.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';
import { testDriver } from './test-database';

let context: TestContext;
let mail: MailCatcher;
let admin: string;
let moderator: string;
let student: string;

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
    url: `/api/information${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload }),
  });
}

function projectBody(
  overrides: Partial<InformationProjectCreateInput> = {},
): InformationProjectCreateInput {
  return {
    project_id: 'erasmus-application',
    name_en: 'Erasmus application',
    name_tr: 'Erasmus başvurusu',
    description_en: 'Study a semester abroad.\n<b>Plain text</b>',
    description_tr: 'Bir dönem yurt dışında okuyun.',
    access_requirements: [{ en: 'A GPA of at least 2.20', tr: 'En az 2,20 not ortalaması' }],
    process_steps: [
      { en: 'Apply online', tr: 'Çevrim içi başvurun' },
      { en: 'Take the language exam', tr: 'Dil sınavına girin' },
    ],
    warnings: [],
    notes: [{ en: 'Grants are monthly', tr: 'Hibeler aylık ödenir' }],
    display_order: 10,
    ...overrides,
  };
}

async function create(
  overrides: Partial<InformationProjectCreateInput> = {},
): Promise<InformationProject> {
  const response = await call('POST', '/projects', moderator, projectBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return informationProjectSchema.parse(response.json());
}

async function list(query: string, token: string) {
  const response = await call('GET', `/projects${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return informationProjectPageSchema.parse(response.json());
}

function fieldMessages(body: string): Record<string, string> {
  const problem = problemSchema.parse(JSON.parse(body));
  return Object.fromEntries((problem.errors ?? []).map((error) => [error.field, error.message]));
}

async function auditOf(action: string, targetId: string) {
  return context.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.target_id, targetId)));
}

async function storedStatus(projectId: string) {
  const [row] = await context.database.db
    .select({ status: informationProjects.status })
    .from(informationProjects)
    .where(eq(informationProjects.project_id, projectId));
  return row?.status;
}

describe(`the information bank on ${testDriver}`, () => {
  it('needs a signed-in user to read and a moderator to write (401, 403)', async () => {
    expect((await call('GET', '/projects', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/projects/library-access', undefined)).statusCode).toBe(401);
    const body = projectBody({ project_id: 'forbidden-project' });
    expect((await call('POST', '/projects', undefined, body)).statusCode).toBe(401);
    const forbidden = [
      await call('POST', '/projects', student, body),
      await call('PUT', '/projects/forbidden-project', student, projectBody()),
      await call('POST', '/projects/forbidden-project/publish', student),
      await call('POST', '/projects/forbidden-project/archive', student),
      await call('POST', '/projects/forbidden-project/restore', student),
      await call('DELETE', '/projects/forbidden-project', student),
    ];
    for (const response of forbidden) {
      expect(response.statusCode).toBe(403);
      expect(problemSchema.parse(response.json()).code).toBe('forbidden');
    }
    expect(await storedStatus('forbidden-project')).toBeUndefined();
  });

  it('refuses malformed identifiers with "Invalid project identifier"', async () => {
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
        moderator,
        projectBody({ project_id: projectId }),
      );
      expect(response.statusCode, projectId).toBe(400);
      expect(fieldMessages(response.body)).toMatchObject({
        'body.project_id': 'Invalid project identifier',
      });
    }
    const read = await call('GET', '/projects/Not_An_Id', student);
    expect(read.statusCode).toBe(400);
    expect(fieldMessages(read.body)).toEqual({ 'path.project_id': 'Invalid project identifier' });
    expect((await call('PUT', '/projects/BAD', moderator, projectBody())).statusCode).toBe(400);
    expect((await call('POST', '/projects/library-access/promote', moderator)).statusCode).toBe(
      400,
    );
    expect(await context.database.db.select().from(informationProjects)).toEqual([]);
  });

  it('names each broken rule: lengths, list items, list size, order', async () => {
    const tooMany = Array.from({ length: 21 }, (_, index) => ({
      en: `Step ${String(index + 1)}`,
      tr: `Adım ${String(index + 1)}`,
    }));
    const response = await call('POST', '/projects', moderator, {
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
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response.body)).toEqual({
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
        moderator,
        projectBody({ project_id: 'broken-project', display_order: order }),
      );
      expect(fieldMessages(wrong.body)).toEqual({
        'body.display_order': 'display_order must be a whole number from 1 to 999',
      });
    }
    expect(await storedStatus('broken-project')).toBeUndefined();
  });

  it('creates a draft, refuses a taken id, and shows students published projects only', async () => {
    const project = await create();
    expect(project).toMatchObject({
      project_id: 'erasmus-application',
      status: 'draft',
      display_order: 10,
      description_en: 'Study a semester abroad.\n<b>Plain text</b>',
      warnings: [],
    });
    expect(project.process_steps).toHaveLength(2);
    const [audit] = await auditOf('information_project.created', project.project_id);
    expect(audit?.details).toEqual({ status: 'draft', display_order: 10 });

    const taken = await call('POST', '/projects', admin, projectBody());
    expect(taken.statusCode).toBe(409);
    expect(problemSchema.parse(taken.json()).detail).toBe(
      'A project with the identifier "erasmus-application" already exists',
    );

    expect((await list('', student)).total).toBe(0);
    const hidden = await call('GET', '/projects/erasmus-application', student);
    expect(hidden.statusCode).toBe(404);
    expect(problemSchema.parse(hidden.json()).detail).toBe('Project not found');
    expect((await call('GET', '/projects/erasmus-application', moderator)).statusCode).toBe(200);
    const draftsForStudent = await call('GET', '/projects?status=draft', student);
    expect(draftsForStudent.statusCode).toBe(403);
    expect((await list('?status=draft', moderator)).total).toBe(1);

    const published = await call('POST', '/projects/erasmus-application/publish', moderator);
    expect(published.statusCode, published.body).toBe(200);
    expect(informationProjectSchema.parse(published.json()).status).toBe('published');
    const forStudent = await call('GET', '/projects/erasmus-application', student);
    expect(informationProjectSchema.parse(forStudent.json()).name_tr).toBe('Erasmus başvurusu');
    expect((await list('?status=published', student)).total).toBe(1);
    expect(await auditOf('information_project.published', 'erasmus-application')).toHaveLength(1);
  });

  it('orders by display order then name, searches with Turkish folding, pages', async () => {
    await create({
      project_id: 'dormitory-application',
      name_en: 'Dormitory',
      name_tr: 'Yurt başvurusu',
      display_order: 5,
      status: 'published',
    });
    await create({
      project_id: 'library-access',
      name_en: 'Library access',
      name_tr: 'Kütüphane erişimi',
      display_order: 5,
      status: 'published',
    });
    await create({
      project_id: 'student-id-card',
      name_en: 'Student ID card',
      name_tr: 'Öğrenci kimlik kartı',
      display_order: 1,
      status: 'published',
    });
    await create({
      project_id: 'graduation-checklist',
      name_en: 'Graduation',
      name_tr: 'Mezuniyet',
      display_order: 2,
    });

    const everything = await list('?lang=en', student);
    expect(everything.items.map((item) => item.project_id)).toEqual([
      'student-id-card',
      'dormitory-application',
      'library-access',
      'erasmus-application',
    ]);
    const turkish = await list('?lang=tr', student);
    expect(turkish.items.map((item) => item.project_id).slice(1, 3)).toEqual([
      'library-access',
      'dormitory-application',
    ]);
    expect((await list('?q=OGRENCI', student)).items.map((item) => item.project_id)).toEqual([
      'student-id-card',
    ]);
    expect((await list('?q=kütüphane', student)).items.map((item) => item.project_id)).toEqual([
      'library-access',
    ]);
    expect((await list('?q=100%25', student)).total).toBe(0);
    expect((await list('?q=graduation', student)).total).toBe(0);
    expect((await list('?q=graduation', moderator)).total).toBe(1);
    const second = await list('?page=2&page_size=10', student);
    expect(second).toMatchObject({ page: 2, page_size: 10, total: 4, items: [] });
    expect((await call('GET', '/projects?page_size=7', student)).statusCode).toBe(400);
    expect((await list('', moderator)).total).toBe(5);
  });

  it('moves through the statuses and answers 409 with the rule for the wrong ones', async () => {
    await create({ project_id: 'health-insurance', display_order: 20 });
    const archiveDraft = await call('POST', '/projects/health-insurance/archive', moderator);
    expect(archiveDraft.statusCode).toBe(409);
    expect(problemSchema.parse(archiveDraft.json()).detail).toBe(
      'This project is a draft, so it cannot be archived: only published projects can be archived',
    );
    const restoreDraft = await call('POST', '/projects/health-insurance/restore', moderator);
    expect(restoreDraft.statusCode).toBe(409);

    expect((await call('POST', '/projects/health-insurance/publish', moderator)).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/projects/health-insurance/publish', moderator)).statusCode).toBe(
      409,
    );
    expect((await call('POST', '/projects/health-insurance/archive', admin)).statusCode).toBe(200);
    expect(await storedStatus('health-insurance')).toBe('archived');
    expect((await call('GET', '/projects/health-insurance', student)).statusCode).toBe(404);
    expect(
      (await list('?status=archived', moderator)).items.map((item) => item.project_id),
    ).toEqual(['health-insurance']);
    const restored = await call('POST', '/projects/health-insurance/restore', moderator);
    expect(informationProjectSchema.parse(restored.json()).status).toBe('draft');

    const deleted = await call('DELETE', '/projects/health-insurance', moderator);
    expect(deleted.statusCode).toBe(204);
    expect(await storedStatus('health-insurance')).toBe('deleted');
    expect((await list('', moderator)).items.map((item) => item.project_id)).not.toContain(
      'health-insurance',
    );
    expect((await list('?status=deleted', moderator)).total).toBe(1);
    expect((await call('DELETE', '/projects/health-insurance', moderator)).statusCode).toBe(409);
    const editDeleted = await call('PUT', '/projects/health-insurance', moderator, projectBody());
    expect(editDeleted.statusCode).toBe(409);
    expect(problemSchema.parse(editDeleted.json()).detail).toBe(
      'This project is deleted, so it cannot be edited: restore it first',
    );
    expect((await call('POST', '/projects/health-insurance/publish', moderator)).statusCode).toBe(
      409,
    );
    expect((await call('POST', '/projects/health-insurance/restore', moderator)).statusCode).toBe(
      200,
    );
    expect(await storedStatus('health-insurance')).toBe('draft');

    for (const action of ['published', 'archived', 'restored', 'deleted']) {
      expect(
        await auditOf(`information_project.${action}`, 'health-insurance'),
        action,
      ).not.toEqual([]);
    }
  });

  it('saves content, as a draft or published, keeps the id, and audits the changed fields', async () => {
    await create({ project_id: 'course-registration', display_order: 30 });
    const { project_id: _ignored, ...content } = projectBody();
    const saved = await call('PUT', '/projects/course-registration', moderator, {
      ...content,
      display_order: 30,
      name_en: '  Course registration  ',
      warnings: [{ en: ' Deadlines are strict ', tr: 'Son tarihler kesindir' }],
      status: 'published',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(informationProjectSchema.parse(saved.json())).toMatchObject({
      project_id: 'course-registration',
      name_en: 'Course registration',
      warnings: [{ en: 'Deadlines are strict', tr: 'Son tarihler kesindir' }],
      status: 'published',
    });
    const [audit] = await auditOf('information_project.updated', 'course-registration');
    expect(audit?.details).toEqual({
      changed: ['name_en', 'warnings', 'status'],
      status_from: 'draft',
      status_to: 'published',
    });

    const kept = await call('PUT', '/projects/course-registration', moderator, {
      ...content,
      display_order: 31,
    });
    expect(informationProjectSchema.parse(kept.json())).toMatchObject({
      status: 'published',
      display_order: 31,
    });
    const drafted = await call('PUT', '/projects/course-registration', moderator, {
      ...content,
      status: 'draft',
    });
    expect(informationProjectSchema.parse(drafted.json()).status).toBe('draft');

    const broken = await call('PUT', '/projects/course-registration', moderator, {
      ...content,
      name_en: 'Half saved?',
      notes: [{ en: '', tr: '' }],
    });
    expect(broken.statusCode).toBe(400);
    expect(fieldMessages(broken.body)).toEqual({ 'body.notes.0': informationListMessage });
    const [row] = await context.database.db
      .select()
      .from(informationProjects)
      .where(eq(informationProjects.project_id, 'course-registration'));
    expect(row?.name_en).toBe('Erasmus application');
  });

  it('lets admins only remove a deleted project for good', async () => {
    await create({ project_id: 'old-brochure', display_order: 90 });
    const notDeleted = await call('DELETE', '/projects/old-brochure/permanent', admin);
    expect(notDeleted.statusCode).toBe(409);
    expect(problemSchema.parse(notDeleted.json()).detail).toBe(
      'This project is a draft, so it cannot be deleted permanently: only deleted projects can',
    );
    expect((await call('DELETE', '/projects/old-brochure', moderator)).statusCode).toBe(204);
    const byModerator = await call('DELETE', '/projects/old-brochure/permanent', moderator);
    expect(byModerator.statusCode).toBe(403);
    expect((await call('DELETE', '/projects/old-brochure/permanent', student)).statusCode).toBe(
      403,
    );
    expect(await storedStatus('old-brochure')).toBe('deleted');

    expect((await call('DELETE', '/projects/old-brochure/permanent', admin)).statusCode).toBe(204);
    expect(await storedStatus('old-brochure')).toBeUndefined();
    expect(await auditOf('information_project.purged', 'old-brochure')).toHaveLength(1);
    expect((await call('DELETE', '/projects/old-brochure/permanent', admin)).statusCode).toBe(404);
    // The id is free again.
    await create({ project_id: 'old-brochure', display_order: 90 });
  });

  it('answers 404 "Project not found" for an unknown project', async () => {
    const { project_id: _ignored, ...content } = projectBody();
    for (const response of [
      await call('GET', '/projects/no-such-project', moderator),
      await call('PUT', '/projects/no-such-project', moderator, content),
      await call('POST', '/projects/no-such-project/publish', moderator),
      await call('DELETE', '/projects/no-such-project', admin),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(problemSchema.parse(response.json())).toMatchObject({
        code: 'not_found',
        detail: 'Project not found',
      });
    }
  });
});
