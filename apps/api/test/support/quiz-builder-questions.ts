import { qbQuestionSchema, type QbQuestion, type QbQuestionInput } from '@campus/contracts';
import type { TestContext } from './app';
import { createUser } from './factories/accounts';
import { createOption } from './factories/quiz-builder';
import { expectStatus } from './http';

/** The options of a question body, in this order. */
export const offered = (...options: { option_id: string }[]) =>
  options.map((option) => ({ option_id: option.option_id }));

/** The quiz builder questions tests' helpers, bound to the test app of the file that uses them. */
export function createQbQuestionHelpers(t: TestContext) {
  async function newAdmin(): Promise<string> {
    return (await createUser(t, { role: 'admin' })).token;
  }

  /** The options most tests offer: yes (with the alternative "Absolutely"), no and maybe. */
  async function yesNoMaybe() {
    const [yes, no, maybe] = await Promise.all([
      createOption(t, {
        text_en: 'Yes',
        text_tr: 'Evet',
        value: 1,
        alternatives: [{ text_en: 'Absolutely', text_tr: 'Kesinlikle' }],
      }),
      createOption(t, { text_en: 'No', text_tr: 'Hayır', value: 0 }),
      createOption(t, { text_en: 'Maybe', text_tr: 'Belki', value: 0.5 }),
    ]);
    return { yes, no, maybe };
  }

  async function readQuestion(admin: string, questionId: string): Promise<QbQuestion> {
    return t.api.read(`/admin/qb/question/main/${questionId}`, admin, qbQuestionSchema);
  }

  async function saveQuestion(
    admin: string,
    questionId: string,
    body: QbQuestionInput,
  ): Promise<QbQuestion> {
    return expectStatus(
      await t.api.call('PUT', `/admin/qb/question/main/${questionId}`, admin, body),
      200,
      qbQuestionSchema,
    );
  }

  return { newAdmin, readQuestion, saveQuestion, yesNoMaybe };
}
