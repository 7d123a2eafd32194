import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  poolGroupPageSchema,
  poolQuestionPageSchema,
  poolThreadSchema,
  qaEntryPageSchema,
} from '@campus/contracts';
import { users } from '../src/features/accounts/accounts.tables';
import { poolQuestions } from '../src/features/questions/questions.tables';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { demoUser } from './support/factories/accounts';
import { expectStatus } from './support/http';

const t = useTestApp({ seeded: true });

describe(`the seeded questions on ${testDriver}`, () => {
  it('has six groups, a bank with every status and a pool with anonymous threads', async () => {
    const [moderator, student] = await Promise.all([
      demoUser(t, 'moderator'),
      demoUser(t, 'student'),
    ]);

    const groups = await t.api.read('/pool/groups', undefined, poolGroupPageSchema);
    expect(groups.items.map((group) => [group.group_id, group.name_tr])).toEqual([
      [1001, 'Dersler'],
      [1002, 'Kampüs yaşamı'],
      [1003, 'Kayıt'],
      [1004, 'Barınma'],
      [1005, 'Kariyer'],
      [1006, 'Değişim'],
    ]);

    const publicBank = await t.api.read('/qa/entries?page_size=100', undefined, qaEntryPageSchema);
    expect(publicBank.total).toBe(19);
    const pending = await t.api.read(
      '/qa/entries?status=pending',
      moderator.token,
      qaEntryPageSchema,
    );
    const inReview = await t.api.read(
      '/qa/entries?status=in_review',
      moderator.token,
      qaEntryPageSchema,
    );
    expect([pending.total, inReview.total]).toEqual([3, 2]);

    const pool = await t.api.read(
      '/pool/questions?page_size=100',
      moderator.token,
      poolQuestionPageSchema,
    );
    expect(pool.total).toBe(12);
    const anonymous = pool.items.filter((question) => question.is_anonymous);
    expect(anonymous).toHaveLength(4);
    expect(anonymous.every((question) => question.author === null)).toBe(true);
    expect(pool.items.filter((question) => question.status === 'closed')).toHaveLength(1);

    // The demo student asked two named questions, newest first.
    const mine = await t.api.read(
      '/pool/questions?mine=true',
      student.token,
      poolQuestionPageSchema,
    );
    expect(mine.total).toBe(2);
    expect(mine.items.map((question) => question.title)).toEqual([
      'Advisor has not approved my courses',
      'Old exams for Calculus I?',
    ]);
    expect(mine.items.every((question) => question.is_mine)).toBe(true);

    // Nobody's answer names the seeded anonymous askers, not even a moderator's.
    const anonymousRows = await t.database.db
      .select({ author_id: poolQuestions.author_id })
      .from(poolQuestions)
      .where(eq(poolQuestions.is_anonymous, true));
    const askers = await t.database.db
      .select()
      .from(users)
      .where(
        inArray(
          users.user_id,
          anonymousRows.map((row) => row.author_id),
        ),
      );
    expect(askers).toHaveLength(4);
    for (const question of anonymous) {
      const thread = await t.api.call(
        'GET',
        `/pool/questions/${question.question_id}`,
        moderator.token,
      );
      const parsed = expectStatus(thread, 200, poolThreadSchema);
      expect(parsed.question.reply_count).toBe(parsed.replies.total);
      for (const person of askers) {
        expect(thread.body).not.toContain(person.user_id);
        expect(thread.body).not.toContain(person.user_email);
        expect(thread.body).not.toContain(
          `${person.user_first_name} ${person.user_last_name.charAt(0)}.`,
        );
      }
    }
  });
});
