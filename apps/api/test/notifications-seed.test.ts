import { describe, expect, it } from 'vitest';
import { notificationCountSchema, notificationPageSchema } from '@campus/contracts';
import { useTestApp } from './support/app';
import { demoUser } from './support/factories/accounts';

const t = useTestApp({ seeded: true });

describe('the demo notifications', () => {
  it('gives the demo student a few notifications about their own items, the newest unread', async () => {
    const student = await demoUser(t, 'student');
    const page = await t.api.read('/notifications', student.token, notificationPageSchema);
    expect(page.items.map((item) => [item.kind, item.link])).toEqual([
      ['pool_question.replied', expect.stringMatching(/^\/questions\?thread=[0-9a-f-]{36}$/)],
      ['course_experience.reviewed', '/my-space'],
    ]);
    expect(page.total).toBe(2);
    expect(page.items.filter((item) => item.read_at === null)).toEqual([page.items[0]]);
    expect(
      await t.api.read('/notifications/unread-count', student.token, notificationCountSchema),
    ).toEqual({ count: 1 });
    for (const item of page.items) expect(item.link).toMatch(/^\/[a-z-]/);
  });
});
