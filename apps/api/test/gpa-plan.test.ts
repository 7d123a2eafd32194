import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gpaLimits, savedGpaPlanSchema, type GpaPlan } from '@campus/contracts';
import { gpaPlans } from '../src/features/accounts/accounts.tables';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { expectProblem, expectStatus } from './support/http';

const t = useTestApp();

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
  return t.database.db.select().from(gpaPlans).where(eq(gpaPlans.user_id, userId));
}

describe(`the GPA calculator kept in the profile on ${testDriver}`, () => {
  it('answers nothing saved at first, then keeps and replaces the whole calculator', async () => {
    const student = await createUser(t);

    const empty = await t.api.read('/profile/me/gpa', student.token, savedGpaPlanSchema);
    expect(empty).toEqual({ plan: null, updated_at: null });

    const before = Date.now();
    const saved = await t.api.call('PUT', '/profile/me/gpa', student.token, plan);
    const savedBody = expectStatus(saved, 200, savedGpaPlanSchema);
    expect(savedBody.plan).toEqual(plan);
    expect(Date.parse(savedBody.updated_at ?? '')).toBeGreaterThanOrEqual(before - 1_000);

    const read = await t.api.read('/profile/me/gpa', student.token, savedGpaPlanSchema);
    expect(read).toEqual(savedBody);

    const replacement: GpaPlan = { semesters: [], planner: { target: null, next_credits: null } };
    const replaced = await t.api.call('PUT', '/profile/me/gpa', student.token, replacement);
    const replacedBody = expectStatus(replaced, 200, savedGpaPlanSchema);
    expect(replacedBody.plan).toEqual(replacement);
    expect(Date.parse(replacedBody.updated_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(savedBody.updated_at ?? ''),
    );
    expect(await rowsOf(student.id)).toHaveLength(1);
  });

  it('drops fields the contract does not name', async () => {
    const student = await createUser(t);
    const response = await t.api.call('PUT', '/profile/me/gpa', student.token, {
      ...plan,
      user_id: '00000000-0000-4000-8000-000000000000',
      planner: { ...plan.planner, nextCredits: 99 },
    });
    expect(expectStatus(response, 200, savedGpaPlanSchema).plan).toEqual(plan);
    const [row] = await rowsOf(student.id);
    expect(row?.plan).toEqual(plan);
  });

  it('answers 401 without a token', async () => {
    expectProblem(await t.api.call('GET', '/profile/me/gpa'), 401);
    // expectProblem checks the application/problem+json content type too.
    expectProblem(await t.api.call('PUT', '/profile/me/gpa', undefined, plan), 401);
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
    const student = await createUser(t);
    const response = await t.api.call('PUT', '/profile/me/gpa', student.token, body);
    // A 400 application/problem+json answer whose status says 400.
    const problem = expectProblem(response, 400);
    expect(problem.errors).toContainEqual(expect.objectContaining(fieldError));
    expect(await rowsOf(student.id)).toHaveLength(0);
    const read = await t.api.read('/profile/me/gpa', student.token, savedGpaPlanSchema);
    expect(read).toEqual({ plan: null, updated_at: null });
  });

  it('keeps each person’s calculator to themselves', async () => {
    const [first, second] = await Promise.all([createUser(t), createUser(t)]);
    expectStatus(await t.api.call('PUT', '/profile/me/gpa', first.token, plan), 200);

    const othersView = await t.api.read('/profile/me/gpa', second.token, savedGpaPlanSchema);
    expect(othersView).toEqual({ plan: null, updated_at: null });

    const own: GpaPlan = { semesters: [], planner: { target: 2, next_credits: 20 } };
    expectStatus(await t.api.call('PUT', '/profile/me/gpa', second.token, own), 200);
    const firstView = await t.api.read('/profile/me/gpa', first.token, savedGpaPlanSchema);
    expect(firstView.plan).toEqual(plan);
  });

  it('is part of the data export', async () => {
    const student = await createUser(t);
    const before = await t.api.call('GET', '/profile/me/export', student.token);
    expectStatus(before, 200);
    expect(before.json<{ gpa_plan: unknown }>().gpa_plan).toEqual({ plan: null, updated_at: null });

    const saved = await t.api.call('PUT', '/profile/me/gpa', student.token, plan);
    const exported = await t.api.call('GET', '/profile/me/export', student.token);
    expectStatus(exported, 200);
    const gpaPlan = savedGpaPlanSchema.parse(exported.json<{ gpa_plan: unknown }>().gpa_plan);
    expect(gpaPlan).toEqual(savedGpaPlanSchema.parse(saved.json()));
  });

  it('goes with the account when the account is deleted', async () => {
    const student = await createUser(t);
    expectStatus(await t.api.call('PUT', '/profile/me/gpa', student.token, plan), 200);
    expect(await rowsOf(student.id)).toHaveLength(1);

    const deleted = await t.api.call('DELETE', '/profile/me', student.token, {
      user_password: student.password,
    });
    expectStatus(deleted, 204);
    expect(await rowsOf(student.id)).toHaveLength(0);
    expectProblem(await t.api.call('GET', '/profile/me/gpa', student.token), 401);
  });
});
