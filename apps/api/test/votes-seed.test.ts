import { describe, expect, it } from 'vitest';
import {
  voteMineSchema,
  voteQuestionPageSchema,
  waitlistCountsSchema,
  waitlistMineSchema,
} from '@campus/contracts';
import { useTestApp } from './support/app';
import { demoUser } from './support/factories/accounts';

const t = useTestApp({ seeded: true });

describe('the demo votes and waitlists', () => {
  it('has four published questions with votes, two proposed and one rejected', async () => {
    const [moderator, student] = await Promise.all([
      demoUser(t, 'moderator'),
      demoUser(t, 'student'),
    ]);
    const published = await t.api.read('/votes/questions', student.token, voteQuestionPageSchema);
    expect(published.total).toBe(4);
    // Newest published first, each with the votes of most of the contributors.
    expect(
      published.items.map((question) => [
        question.title,
        question.total_votes,
        question.options.map((option) => option.count),
      ]),
    ).toEqual([
      ['Ring servisleri hafta sonu da çalışsın mı?', 32, [20, 8, 4]],
      ['Which new option would you like in the cafeteria?', 32, [8, 13, 3, 8]],
      ['Bahar şenliğinde hangi etkinlik olsun?', 32, [13, 10, 4, 5]],
      ['Should the library stay open 24/7 during the finals weeks?', 32, [20, 8, 4]],
    ]);
    for (const question of published.items) {
      expect(question.total_votes).toBeGreaterThan(10);
      expect(question.can_vote).toBe(true);
      const percentages = question.options.reduce((sum, option) => sum + option.percentage, 0);
      expect(Math.abs(percentages - 100)).toBeLessThanOrEqual(2);
    }
    expect(published.items.some((question) => /[ışğüöçİ]/.test(question.title))).toBe(true);
    const proposed = await t.api.read('/votes/review', moderator.token, voteQuestionPageSchema);
    expect(proposed.total).toBe(2);
    const rejected = await t.api.read(
      '/votes/review?status=rejected',
      moderator.token,
      voteQuestionPageSchema,
    );
    expect(rejected.total).toBe(1);
    const mine = await t.api.read('/votes/mine', student.token, voteMineSchema);
    expect(mine.proposals.items.map((question) => question.status)).toEqual(['proposed']);
    expect(mine.votes.total).toBe(0);
  });

  it('has about sixty waitlist entries over every feature, none from the demo student', async () => {
    const [admin, student] = await Promise.all([demoUser(t, 'admin'), demoUser(t, 'student')]);
    const counts = await t.api.read('/admin/waitlist/counts', admin.token, waitlistCountsSchema);
    expect(counts.items).toEqual([
      { feature: 'ai_assistant', count: 17 },
      { feature: 'matching', count: 12 },
      { feature: 'mobile_app', count: 15 },
      { feature: 'marketplace', count: 9 },
      { feature: 'mentoring', count: 7 },
    ]);
    expect(counts.total).toBe(60);
    expect(counts.items.every((item) => item.count > 0)).toBe(true);
    const mine = await t.api.read('/waitlist/mine', student.token, waitlistMineSchema);
    expect(mine.items).toEqual([]);
  });
});
