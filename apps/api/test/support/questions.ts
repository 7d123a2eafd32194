import { poolQuestionSchema, type PoolQuestion } from '@campus/contracts';
import type { TestContext } from './app';
import { createUser } from './factories/accounts';
import { expectStatus } from './http';

/** The questions tests' helpers, bound to the test app of the file that uses them. */
export function createQaHelpers(t: TestContext) {
  /** The people of these tests, with names of their own, so that a scan of an answer can look for them. */
  const people = {
    moderator: () =>
      createUser(t, { role: 'moderator', firstName: 'Mehmet', lastName: 'Moderatöroğlu' }),
    student: () => createUser(t, { firstName: 'Selin', lastName: 'Sorucu' }),
    other: () => createUser(t, { firstName: 'Okan', lastName: 'Yanıtlayan' }),
    asker: () => createUser(t, { firstName: 'Gizemnur', lastName: 'Saklıkaya' }),
  };

  async function ask(
    token: string,
    groupId: number,
    overrides: { title?: string; content?: string; is_anonymous?: boolean } = {},
  ): Promise<PoolQuestion> {
    const response = await t.api.call('POST', '/pool/questions', token, {
      group_id: groupId,
      title: 'Where can I find old exams?',
      content: 'I am looking for the old midterm exams of Calculus I.',
      is_anonymous: false,
      ...overrides,
    });
    return expectStatus(response, 201, poolQuestionSchema);
  }

  async function reply(token: string, questionId: string, content: string) {
    const response = await t.api.call('POST', `/pool/questions/${questionId}/replies`, token, {
      content,
    });
    expectStatus(response, 201);
    return response;
  }

  return { ask, people, reply };
}
