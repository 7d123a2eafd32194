import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  loginResponseSchema,
  poolGroupPageSchema,
  poolQuestionPageSchema,
  poolThreadSchema,
  qaEntryPageSchema,
} from '@campus/contracts';
import { users } from '../src/features/accounts/accounts.tables';
import { poolQuestions } from '../src/features/questions/questions.tables';
import { demoAccounts } from '../src/db/seed/demo-accounts';
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

async function get(url: string, token?: string) {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe(`the seeded questions on ${testDriver}`, () => {
  it('has six groups, a bank with every status and a pool with anonymous threads', async () => {
    const moderator = await signIn('moderator');
    const student = await signIn('student');

    const groups = poolGroupPageSchema.parse((await get('/pool/groups')).json());
    expect(groups.items.map((group) => [group.group_id, group.name_tr])).toEqual([
      [1001, 'Dersler'],
      [1002, 'Kampüs yaşamı'],
      [1003, 'Kayıt'],
      [1004, 'Barınma'],
      [1005, 'Kariyer'],
      [1006, 'Değişim'],
    ]);

    const publicBank = qaEntryPageSchema.parse((await get('/qa/entries?page_size=100')).json());
    expect(publicBank.total).toBe(19);
    const pending = qaEntryPageSchema.parse(
      (await get('/qa/entries?status=pending', moderator)).json(),
    );
    const inReview = qaEntryPageSchema.parse(
      (await get('/qa/entries?status=in_review', moderator)).json(),
    );
    expect([pending.total, inReview.total]).toEqual([3, 2]);

    const pool = poolQuestionPageSchema.parse(
      (await get('/pool/questions?page_size=100', moderator)).json(),
    );
    expect(pool.total).toBe(12);
    const anonymous = pool.items.filter((question) => question.is_anonymous);
    expect(anonymous).toHaveLength(4);
    expect(anonymous.every((question) => question.author === null)).toBe(true);
    expect(pool.items.filter((question) => question.status === 'closed')).toHaveLength(1);

    const mine = poolQuestionPageSchema.parse(
      (await get('/pool/questions?mine=true', student)).json(),
    );
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((question) => question.is_mine)).toBe(true);

    // Nobody's answer names the seeded anonymous askers, not even a moderator's.
    const anonymousRows = await context.database.db
      .select({ author_id: poolQuestions.author_id })
      .from(poolQuestions)
      .where(eq(poolQuestions.is_anonymous, true));
    const askers = await context.database.db
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
      const thread = await get(`/pool/questions/${question.question_id}`, moderator);
      const parsed = poolThreadSchema.parse(thread.json());
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
