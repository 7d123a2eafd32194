import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { createRandom } from '../../platform/seeded-random';
import { createBundleAnswersRepository } from './bundle-answers.repository';
import { createQbQuestionsRepository } from './questions.repository';
import { qbQuizAttempts, qbResponseChoices, qbResponses } from './responses.tables';

const day = 24 * 60 * 60 * 1000;

/** Every person's answers to the bundle's questions they have not answered yet, all quizzes completed. */
export async function answerDemoBundle(
  transaction: Transaction,
  bundleId: string,
  userIds: readonly string[],
  now: Date,
): Promise<void> {
  const { quizIds, questions } =
    await createBundleAnswersRepository(transaction).findBundleQuestions(bundleId);
  const versions = await createQbQuestionsRepository(transaction).findCurrentVersions(
    questions.map((question) => question.questionId),
  );
  const versionOf = new Map(versions.map((row) => [row.question_id, row.version_id]));
  const answered = await transaction
    .select({ user_id: qbResponses.user_id, question_id: qbResponses.question_id })
    .from(qbResponses)
    .where(inArray(qbResponses.user_id, [...userIds]));
  const done = new Set(answered.map((row) => `${row.user_id}:${row.question_id}`));
  const responses: (typeof qbResponses.$inferInsert)[] = [];
  const choices: string[][] = [];
  // The same answers on every run (a fixed seed), varied as a real pool's are.
  const random = createRandom(1510);
  userIds.forEach((userId, person) => {
    // A few hidden traits, so that people resemble some others more than the rest; and each
    // answer strays from the trait one time in three, so that no two people answer alike.
    const trait = (person * 7) % 5;
    questions.forEach((question, index) => {
      const versionId = versionOf.get(question.questionId);
      if (versionId === undefined || done.has(`${userId}:${question.questionId}`)) return;
      const count = question.options.length;
      const stray = random.next() < 1 / 3 ? random.int(1, 4) : 0;
      const pick = (offset: number) =>
        question.options[(trait + index + offset + stray) % Math.max(1, count)]?.optionId;
      const chosen =
        question.type === 'single_choice'
          ? [pick(person % 2)]
          : question.type === 'multiple_choice'
            ? [pick(0), pick(2)]
            : question.type === 'ranking'
              ? question.options.map((_, rank) => pick(rank))
              : [];
      responses.push({
        user_id: userId,
        quiz_id: question.quizId,
        question_id: question.questionId,
        version_id: versionId,
        scale_value:
          question.type === 'scale'
            ? 1 + ((trait + index + (person % 2) + stray) % (question.scaleMax ?? 5))
            : null,
        text_value: question.type === 'short_text' ? 'Kindness and a sense of humour.' : null,
        answered_at: new Date(now.getTime() - 3 * day),
      });
      choices.push([...new Set(chosen.filter((id): id is string => id !== undefined))]);
    });
  });
  for (let start = 0; start < responses.length; start += 500) {
    const inserted = await transaction
      .insert(qbResponses)
      .values(responses.slice(start, start + 500))
      .returning({ response_id: qbResponses.response_id, version_id: qbResponses.version_id });
    const rows = inserted.flatMap((row, offset) =>
      (choices[start + offset] ?? []).map((optionId, position) => ({
        response_id: row.response_id,
        version_id: row.version_id,
        option_id: optionId,
        position,
      })),
    );
    if (rows.length > 0) await transaction.insert(qbResponseChoices).values(rows);
  }
  const attempts = userIds.flatMap((userId) =>
    quizIds.map((quizId) => ({
      user_id: userId,
      quiz_id: quizId,
      bundle_id: bundleId,
      started_at: new Date(now.getTime() - 4 * day),
      completed_at: new Date(now.getTime() - 3 * day),
    })),
  );
  await transaction
    .insert(qbQuizAttempts)
    .values(attempts)
    .onConflictDoUpdate({
      target: [qbQuizAttempts.user_id, qbQuizAttempts.quiz_id],
      set: { completed_at: new Date(now.getTime() - 3 * day), bundle_id: bundleId },
    });
}
