import { describe, expect, it } from 'vitest';
import {
  ownExperienceListSchema,
  publicCourseDetailSchema,
  verifyTokenResponseSchema,
  vipCourseDetailSchema,
} from '@campus/contracts';
import { createTestApp, type TestContext } from './support/app';
import { testDriver } from './support/database';
import { demoUser } from './support/factories/accounts';
import { expectStatus } from './support/http';

async function currentUser(context: TestContext, token: string) {
  return (await context.api.read('/reception/verify-token', token, verifyTokenResponseSchema))
    .user_current;
}

describe(`the demo student's seeded course experiences on ${testDriver}`, () => {
  it('gives the demo student 2 approved and 1 waiting, and approving the waiting one unlocks VIP', async () => {
    // This test approves a seeded experience, on a demo university of its own.
    const own = await createTestApp({ seeded: true });
    try {
      const student = await demoUser(own, 'student');
      expect(await currentUser(own, student.token)).toMatchObject({
        is_vip: false,
        contribution_count: 2,
      });
      const mine = await own.api.read(
        '/coursefile/my-experiences',
        student.token,
        ownExperienceListSchema,
      );
      expect(mine.items.map((item) => item.status).sort()).toEqual([
        'approved',
        'approved',
        'waiting',
      ]);
      const pending = mine.items.find((item) => item.status === 'waiting');
      const courseId = pending?.course_id ?? '';

      const before = await own.api.call('GET', `/coursefile/courses/${courseId}`, student.token);
      expectStatus(before, 200);
      expect(before.json()).not.toHaveProperty('grade_distribution');
      expect(publicCourseDetailSchema.parse(before.json())).toMatchObject({
        is_vip: false,
        contributions_needed: 1,
      });

      const moderator = await demoUser(own, 'moderator');
      expectStatus(
        await own.api.call(
          'POST',
          `/coursefile/review/experiences/${pending?.experience_id ?? ''}/approve`,
          moderator.token,
        ),
        200,
      );

      expect(await currentUser(own, student.token)).toMatchObject({
        is_vip: true,
        contribution_count: 3,
      });
      const after = await own.api.read(
        `/coursefile/courses/${courseId}`,
        student.token,
        vipCourseDetailSchema,
      );
      expect(after).toMatchObject({ is_vip: true, contributions_needed: 0 });
    } finally {
      await own.close();
    }
  });
});
