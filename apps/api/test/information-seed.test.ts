import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  informationProjectCreateBodySchema,
  informationProjectPageSchema,
  informationProjectSchema,
  loginResponseSchema,
} from '@campus/contracts';
import { demoAccounts } from '../src/db/seed/demo-accounts';
import { demoInformationProjects } from '../src/db/seed/information';
import { seedDatabase } from '../src/db/seed/seed';
import { bearer, nextClientAddress } from './accounts-helpers';
import { createTestApp, type TestContext } from './test-app';
import { testDriver } from './test-database';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
  await seedDatabase(context.database.db, { withDemoData: true });
});
afterAll(async () => {
  await context.close();
});

async function signIn(role: 'student' | 'moderator'): Promise<string> {
  const account = demoAccounts.find((candidate) => candidate.user_role === role);
  if (account === undefined) throw new Error(`no demo ${role}`);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/reception/login',
    remoteAddress: nextClientAddress(),
    payload: {
      user_email: account.user_email,
      user_password: account.password,
      remember_me: false,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return loginResponseSchema.parse(response.json()).access_token;
}

async function list(query: string, token: string) {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/information/projects${query}`,
    remoteAddress: nextClientAddress(),
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return informationProjectPageSchema.parse(response.json());
}

describe(`the demo information bank on ${testDriver}`, () => {
  it('keeps every demo project within the rules of the contract', () => {
    for (const project of demoInformationProjects) {
      const result = informationProjectCreateBodySchema.safeParse({
        ...project,
        status: undefined,
      });
      expect(result.success, project.project_id).toBe(true);
    }
  });

  it('shows students the 6 published projects in display order, moderators all 8', async () => {
    const student = await signIn('student');
    const published = await list('', student);
    expect(published.total).toBe(6);
    expect(published.items.map((item) => item.project_id)).toEqual([
      'course-registration',
      'student-id-card',
      'library-access',
      'dormitory-application',
      'erasmus-application',
      'scholarship-application',
    ]);
    const moderator = await signIn('moderator');
    expect((await list('?status=draft', moderator)).items.map((item) => item.project_id)).toEqual([
      'graduation-checklist',
    ]);
    expect(
      (await list('?status=archived', moderator)).items.map((item) => item.project_id),
    ).toEqual(['health-insurance']);
    expect((await list('?q=yurt', student)).items.map((item) => item.project_id)).toEqual([
      'dormitory-application',
    ]);
    const detail = await context.app.inject({
      method: 'GET',
      url: '/api/information/projects/erasmus-application',
      remoteAddress: nextClientAddress(),
      headers: bearer(student),
    });
    const erasmus = informationProjectSchema.parse(detail.json());
    expect(erasmus.process_steps.length).toBeGreaterThan(2);
    expect(erasmus.name_tr).toBe('Erasmus+ değişim başvurusu');
  });
});
