import { expect, onTestFinished } from 'vitest';
import {
  courseStatisticsSchema,
  ownExperienceSchema,
  verifyTokenResponseSchema,
  type CourseStatistics,
  type OwnExperience,
} from '@campus/contracts';
import type { DomainEventMap, DomainEventName } from '../../src/platform/events';
import type { TestContext } from './app';
import { createExperience } from './factories/courses';
import { expectStatus } from './http';

export const vipDetailKeys = ['grade_distribution', 'instructors'];

export function experience(semester: string, overrides: Record<string, unknown> = {}) {
  return {
    semester,
    instructor_name: 'İlker Şahin',
    rating_difficulty: 4,
    rating_workload: 3,
    rating_usefulness: 5,
    rating_grading: 2,
    grade_received: 'BA',
    summary: 'A demanding but rewarding first course in programming.',
    details: 'Weekly labs, two midterms and a final project in C.',
    exam_tips: 'Practise pointer exercises from the lab sheets.',
    resources: 'The course notes and the K&R book.',
    ...overrides,
  };
}

export function expectNoVipFields(response: { json: () => Record<string, unknown> }) {
  const body = response.json();
  for (const key of vipDetailKeys) expect(body).not.toHaveProperty(key);
}

/** The course experiences tests' helpers, bound to the test app of the file that uses them. */
export function createExperienceHelpers(t: TestContext) {
  /**
   * What a domain event announces during one test, subscribed as a later feature would: once per
   * event, since an event is delivered again when another listener failed.
   */
  function listen<Name extends DomainEventName>(name: Name): DomainEventMap[Name][] {
    const seen: DomainEventMap[Name][] = [];
    const eventIds = new Set<string>();
    const stop = t.app.domainEvents.on(name, async (payload, { eventId }) => {
      if (eventIds.has(eventId)) return;
      eventIds.add(eventId);
      seen.push(payload);
    });
    onTestFinished(stop);
    return seen;
  }

  async function submit(
    token: string,
    courseId: string,
    semester: string,
    overrides: Record<string, unknown> = {},
  ): Promise<OwnExperience> {
    return expectStatus(
      await t.api.call(
        'POST',
        `/coursefile/courses/${courseId}/experiences`,
        token,
        experience(semester, overrides),
      ),
      201,
      ownExperienceSchema,
    );
  }

  /** Approves through the API and waits for the events it recorded (delivered by the job queue). */
  async function approve(moderator: string, experienceId: string) {
    expectStatus(
      await t.api.call('POST', `/coursefile/review/experiences/${experienceId}/approve`, moderator),
      200,
    );
    await t.app.domainEvents.idle();
  }

  async function detail(courseId: string, token: string | undefined) {
    const response = await t.api.call('GET', `/coursefile/courses/${courseId}`, token);
    expectStatus(response, 200);
    return response;
  }

  async function experiences(courseId: string, token: string | undefined) {
    const response = await t.api.call('GET', `/coursefile/courses/${courseId}/experiences`, token);
    expectStatus(response, 200);
    return response.json<{ items: Record<string, unknown>[]; total: number }>();
  }

  async function currentUser(token: string) {
    return (await t.api.read('/reception/verify-token', token, verifyTokenResponseSchema))
      .user_current;
  }

  async function statistics(): Promise<CourseStatistics> {
    return t.api.read('/coursefile/statistics', undefined, courseStatisticsSchema);
  }

  /** The global statistics now, less what they were `before` (other tests of the file add to them). */
  async function statisticsSince(before: CourseStatistics): Promise<CourseStatistics> {
    const now = await statistics();
    return {
      open_courses: now.open_courses - before.open_courses,
      vip_courses: now.vip_courses - before.vip_courses,
      approved_experiences: now.approved_experiences - before.approved_experiences,
    };
  }

  /** `count` approved experiences by `userId` on one course, with these difficulties in turn. */
  async function approvedOn(courseId: string, userId: string, difficulties: number[]) {
    const rows = [];
    for (const rating_difficulty of difficulties)
      rows.push(
        await createExperience(t, {
          user_id: userId,
          course_id: courseId,
          status: 'approved',
          rating_difficulty,
        }),
      );
    return rows;
  }

  return {
    approve,
    approvedOn,
    currentUser,
    detail,
    experiences,
    listen,
    statistics,
    statisticsSince,
    submit,
  };
}
