import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gpaLimits, savedGpaPlanSchema, type GpaPlan } from '@campus/contracts';
import { gpaPlans } from '../src/features/accounts/accounts.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { testDriver } from './test-database';

let context: TestContext;
let mail: MailCatcher;

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

function call(method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  return context.app.inject({
    method,
    url,
    headers: token === undefined ? {} : bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: nextClientAddress(),
  });
}

const plan: GpaPlan = {
  semesters: [
    {
      id: 'semester-1',
      name: 'Fall 2024',
      courses: [
        {
          id: 'course-1',
          code: 'CMPE150',
          name: 'Introduction to Computing',
          credits: 4,
          grade: 'AA',
        },
        { id: 'course-2', code: 'MATH101', name: 'Calculus I', credits: 3.5, grade: 'CB' },
        { id: 'course-3', code: '', name: 'In progress', credits: null, grade: null },
      ],
    },
    { id: 'semester-2', name: 'Spring 2025', courses: [] },
  ],
  planner: { target: 3.25, next_credits: 18 },
};

async function rowsOf(userId: string) {
  return context.database.db.select().from(gpaPlans).where(eq(gpaPlans.user_id, userId));
}

describe(`the GPA calculator kept in the profile on ${testDriver}`, () => {
  it('answers nothing saved at first, then keeps and replaces the whole calculator', async () => {
    const { login } = await registerVerifiedUser(context.app, mail);
    const token = login.access_token;

    const empty = await call('GET', '/api/profile/me/gpa', token);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(savedGpaPlanSchema.parse(empty.json())).toEqual({ plan: null, updated_at: null });

    const before = Date.now();
    const saved = await call('PUT', '/api/profile/me/gpa', token, plan);
    expect(saved.statusCode, saved.body).toBe(200);
    const savedBody = savedGpaPlanSchema.parse(saved.json());
    expect(savedBody.plan).toEqual(plan);
    expect(Date.parse(savedBody.updated_at ?? '')).toBeGreaterThanOrEqual(before - 1_000);

    const read = await call('GET', '/api/profile/me/gpa', token);
    expect(savedGpaPlanSchema.parse(read.json())).toEqual(savedBody);

    const replacement: GpaPlan = { semesters: [], planner: { target: null, next_credits: null } };
    const replaced = await call('PUT', '/api/profile/me/gpa', token, replacement);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const replacedBody = savedGpaPlanSchema.parse(replaced.json());
    expect(replacedBody.plan).toEqual(replacement);
    expect(Date.parse(replacedBody.updated_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(savedBody.updated_at ?? ''),
    );
    expect(await rowsOf(login.user_current.user_id)).toHaveLength(1);
  });

  it('drops fields the contract does not name', async () => {
    const { login } = await registerVerifiedUser(context.app, mail);
    const response = await call('PUT', '/api/profile/me/gpa', login.access_token, {
      ...plan,
      user_id: '00000000-0000-4000-8000-000000000000',
      planner: { ...plan.planner, nextCredits: 99 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(savedGpaPlanSchema.parse(response.json()).plan).toEqual(plan);
    const [row] = await rowsOf(login.user_current.user_id);
    expect(row?.plan).toEqual(plan);
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/profile/me/gpa')).statusCode).toBe(401);
    const put = await call('PUT', '/api/profile/me/gpa', undefined, plan);
    expect(put.statusCode).toBe(401);
    expect(put.headers['content-type']).toContain('application/problem+json');
  });

  it.each([
    [
      'out-of-range credits',
      {
        ...plan,
        semesters: [
          {
            id: 's',
            name: 'Fall',
            courses: [
              { id: 'c', code: 'X', name: 'Y', credits: gpaLimits.maxCredits + 1, grade: 'AA' },
            ],
          },
        ],
      },
      {
        field: 'body.semesters.0.courses.0.credits',
        message: `credits must be at most ${String(gpaLimits.maxCredits)}`,
      },
    ],
    [
      'negative credits',
      {
        ...plan,
        semesters: [
          {
            id: 's',
            name: 'Fall',
            courses: [{ id: 'c', code: 'X', name: 'Y', credits: -1, grade: 'AA' }],
          },
        ],
      },
      { field: 'body.semesters.0.courses.0.credits', message: 'credits must be at least 0' },
    ],
    [
      'an unknown grade letter',
      {
        ...plan,
        semesters: [
          {
            id: 's',
            name: 'Fall',
            courses: [{ id: 'c', code: 'X', name: 'Y', credits: 3, grade: 'A+' }],
          },
        ],
      },
      {
        field: 'body.semesters.0.courses.0.grade',
        message: 'grade must be one of AA, BA, BB, CB, CC, DC, DD, FD, FF',
      },
    ],
    [
      'too many semesters',
      {
        ...plan,
        semesters: Array.from({ length: gpaLimits.maxSemesters + 1 }, (_, index) => ({
          id: `s${String(index)}`,
          name: `Semester ${String(index + 1)}`,
          courses: [],
        })),
      },
      {
        field: 'body.semesters',
        message: `semesters must not have more than ${String(gpaLimits.maxSemesters)} items`,
      },
    ],
    [
      'a target above 4.00',
      { ...plan, planner: { target: 4.5, next_credits: 18 } },
      { field: 'body.planner.target', message: 'target must be at most 4' },
    ],
    ['no planner', { semesters: [] }, { field: 'body.planner', message: 'planner is required' }],
  ])('refuses %s with a field error and keeps nothing', async (_name, body, fieldError) => {
    const { login } = await registerVerifiedUser(context.app, mail);
    const response = await call('PUT', '/api/profile/me/gpa', login.access_token, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json<{
      status: number;
      errors: { field: string; message: string }[];
    }>();
    expect(problem.status).toBe(400);
    expect(problem.errors).toContainEqual(fieldError);
    expect(await rowsOf(login.user_current.user_id)).toHaveLength(0);
    const read = await call('GET', '/api/profile/me/gpa', login.access_token);
    expect(savedGpaPlanSchema.parse(read.json())).toEqual({ plan: null, updated_at: null });
  });

  it('keeps each person’s calculator to themselves', async () => {
    const first = await registerVerifiedUser(context.app, mail);
    const second = await registerVerifiedUser(context.app, mail);
    expect(
      (await call('PUT', '/api/profile/me/gpa', first.login.access_token, plan)).statusCode,
    ).toBe(200);

    const othersView = await call('GET', '/api/profile/me/gpa', second.login.access_token);
    expect(savedGpaPlanSchema.parse(othersView.json())).toEqual({ plan: null, updated_at: null });

    const own: GpaPlan = { semesters: [], planner: { target: 2, next_credits: 20 } };
    expect(
      (await call('PUT', '/api/profile/me/gpa', second.login.access_token, own)).statusCode,
    ).toBe(200);
    const firstView = await call('GET', '/api/profile/me/gpa', first.login.access_token);
    expect(savedGpaPlanSchema.parse(firstView.json()).plan).toEqual(plan);
  });

  it('is part of the data export', async () => {
    const { login } = await registerVerifiedUser(context.app, mail);
    const before = await call('GET', '/api/profile/me/export', login.access_token);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<{ gpa_plan: unknown }>().gpa_plan).toEqual({ plan: null, updated_at: null });

    const saved = await call('PUT', '/api/profile/me/gpa', login.access_token, plan);
    const exported = await call('GET', '/api/profile/me/export', login.access_token);
    expect(exported.statusCode, exported.body).toBe(200);
    const gpaPlan = savedGpaPlanSchema.parse(exported.json<{ gpa_plan: unknown }>().gpa_plan);
    expect(gpaPlan).toEqual(savedGpaPlanSchema.parse(saved.json()));
  });

  it('goes with the account when the account is deleted', async () => {
    const { login, password } = await registerVerifiedUser(context.app, mail);
    const userId = login.user_current.user_id;
    expect((await call('PUT', '/api/profile/me/gpa', login.access_token, plan)).statusCode).toBe(
      200,
    );
    expect(await rowsOf(userId)).toHaveLength(1);

    const deleted = await call('DELETE', '/api/profile/me', login.access_token, {
      user_password: password,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await rowsOf(userId)).toHaveLength(0);
    expect((await call('GET', '/api/profile/me/gpa', login.access_token)).statusCode).toBe(401);
  });
});
