import { describe, expect, it } from 'vitest';
import {
  qbBundlePreviewSchema,
  qbOpenQuizzesSchema,
  qbQuestionSchema,
  qbTakeBundleSchema,
  qbTakeMessages,
  qbTakeQuizSchema,
  qbUnansweredMessage,
} from '@campus/contracts';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import { createQuestion } from './support/factories/quiz-builder';
import { createBundle } from './support/factories/quiz-taking';
import { expectProblem, expectStatus } from './support/http';
import { choices, createTakingHelpers, ownText } from './support/quiz-taking';

const t = useTestApp();
const { answer, answered, colourQuestions, quiz, surveyQuiz, take } = createTakingHelpers(t);

function complete(quizId: string, token: string) {
  return t.api.call('POST', `/quizzes/${quizId}/complete`, token);
}

describe('taking a quiz', () => {
  it('completes only when every question is answered, then allows a retake of a survey', async () => {
    const student = await createUser(t);
    const { red, green, blue, single, multiple, scale, ranking, text } = await colourQuestions();
    const quizId = await surveyQuiz([single, multiple, scale, ranking, text]);
    await answered(quizId, single.question_id, student.token, { option_ids: [red.option_id] });
    await answered(quizId, scale.question_id, student.token, { scale_value: 2 });
    const early = await complete(quizId, student.token);
    expect(expectProblem(early, 400).detail).toBe(qbUnansweredMessage(3));
    const notDone = await t.api.call('POST', `/quizzes/${quizId}/retake`, student.token);
    expect(expectProblem(notDone, 409).detail).toBe(qbTakeMessages.notCompleted);

    await answered(quizId, multiple.question_id, student.token, { option_ids: [blue.option_id] });
    await answered(quizId, ranking.question_id, student.token, {
      option_ids: [red.option_id, green.option_id, blue.option_id],
    });
    await answered(quizId, text.question_id, student.token, { text_value: 'Cosy' });
    const completed = expectStatus(await complete(quizId, student.token), 200, qbTakeQuizSchema);
    expect(completed.completed_at).not.toBeNull();
    expect(completed.result).toMatchObject({
      answered_count: 5,
      question_count: 5,
      score: null,
      max_score: null,
      passed: null,
      questions: [],
    });
    const locked = await answer(quizId, scale.question_id, student.token, { scale_value: 5 });
    expect(expectProblem(locked, 409).detail).toBe(qbTakeMessages.completed);
    expectProblem(await complete(quizId, student.token), 409);

    const retake = await t.api.call('POST', `/quizzes/${quizId}/retake`, student.token);
    const reopened = expectStatus(retake, 200, qbTakeQuizSchema);
    expect(reopened).toMatchObject({ completed_at: null, result: null });
    expect(reopened.answers).toHaveLength(5);
    await answered(quizId, scale.question_id, student.token, { scale_value: 5 });
    expect(
      (await take(quizId, student.token)).answers.find(
        (entry) => entry.question_id === scale.question_id,
      )?.scale_value,
    ).toBe(5);
  });

  it('scores a knowledge quiz: right and wrong answers, the pass score, no retake', async () => {
    const [student, other] = await Promise.all([createUser(t), createUser(t)]);
    const { red, green, blue, single, multiple, ranking, text } = await colourQuestions();
    const quizId = await quiz({
      title_en: 'Colour quiz',
      title_tr: 'Renk sınavı',
      purpose: 'knowledge',
      status: 'published',
      pass_score: 5,
      questions: [
        { question_id: single.question_id, points: 2, correct_option_ids: [green.option_id] },
        {
          question_id: multiple.question_id,
          points: 3,
          correct_option_ids: [red.option_id, blue.option_id],
        },
        {
          question_id: ranking.question_id,
          points: 4,
          correct_option_ids: [blue.option_id, green.option_id, red.option_id],
        },
        { question_id: text.question_id, points: 1 },
      ],
    });
    const before = await take(quizId, student.token);
    expect(before.can_retake).toBe(false);
    expect(before.max_score).toBe(9);
    expect(before.questions.map((entry) => entry.points)).toEqual([2, 3, 4, 0]);

    // All right.
    await answered(quizId, single.question_id, student.token, { option_ids: [green.option_id] });
    await answered(quizId, multiple.question_id, student.token, {
      option_ids: [blue.option_id, red.option_id],
    });
    await answered(quizId, ranking.question_id, student.token, {
      option_ids: [blue.option_id, green.option_id, red.option_id],
    });
    await answered(quizId, text.question_id, student.token, { text_value: 'Anything' });
    const right = expectStatus(await complete(quizId, student.token), 200, qbTakeQuizSchema);
    expect(right.result).toMatchObject({ score: 9, max_score: 9, passed: true });
    expect(right.result?.questions).toEqual([
      {
        question_id: single.question_id,
        correct: true,
        points_earned: 2,
        correct_option_ids: [green.option_id],
      },
      {
        question_id: multiple.question_id,
        correct: true,
        points_earned: 3,
        correct_option_ids: [red.option_id, blue.option_id],
      },
      {
        question_id: ranking.question_id,
        correct: true,
        points_earned: 4,
        correct_option_ids: [blue.option_id, green.option_id, red.option_id],
      },
      { question_id: text.question_id, correct: null, points_earned: 0, correct_option_ids: [] },
    ]);
    const noRetake = await t.api.call('POST', `/quizzes/${quizId}/retake`, student.token);
    expect(expectProblem(noRetake, 409).detail).toBe(qbTakeMessages.noRetake);

    // Single right, multiple only partly, ranking in another order: 2 of 9, failed.
    await answered(quizId, single.question_id, other.token, { option_ids: [green.option_id] });
    await answered(quizId, multiple.question_id, other.token, { option_ids: [red.option_id] });
    await answered(quizId, ranking.question_id, other.token, {
      option_ids: [green.option_id, blue.option_id, red.option_id],
    });
    await answered(quizId, text.question_id, other.token, { text_value: 'Something' });
    const wrong = expectStatus(await complete(quizId, other.token), 200, qbTakeQuizSchema);
    expect(wrong.result).toMatchObject({ score: 2, max_score: 9, passed: false });
    expect(wrong.result?.questions.map((entry) => entry.correct)).toEqual([
      true,
      false,
      false,
      null,
    ]);
    // The result stays on a reload.
    expect((await take(quizId, other.token)).result).toMatchObject({ score: 2, passed: false });
  });

  it('drops an old answer once the question gets a new version', async () => {
    const [admin, student] = await Promise.all([createUser(t, { role: 'admin' }), createUser(t)]);
    const { red, green, blue, scale } = await colourQuestions();
    const changing = await createQuestion(t, {
      type: 'single_choice',
      ...ownText('Pick one'),
      status: 'active',
      options: choices(red, green),
    });
    const quizId = await quiz({
      title_en: 'Versions',
      title_tr: 'Sürümler',
      purpose: 'survey',
      status: 'published',
      questions: [{ question_id: changing.question_id }, { question_id: scale.question_id }],
    });
    await answered(quizId, changing.question_id, student.token, { option_ids: [red.option_id] });
    await answered(quizId, scale.question_id, student.token, { scale_value: 3 });
    // The admin's edit is what makes the new version.
    const saved = await t.api.call(
      'PUT',
      `/admin/qb/question/main/${changing.question_id}`,
      admin.token,
      {
        type: 'single_choice',
        ...ownText('Pick one'),
        status: 'active',
        options: choices(red, green, blue),
      },
    );
    const newVersion = expectStatus(saved, 200, qbQuestionSchema);
    expect(newVersion.current_version).toBe(2);

    const taken = await take(quizId, student.token);
    expect(taken.questions[0]?.version_id).toBe(newVersion.version_id);
    expect(taken.questions[0]?.options).toHaveLength(3);
    expect(taken.answers.map((entry) => entry.question_id)).toEqual([scale.question_id]);
    const early = await complete(quizId, student.token);
    expect(expectProblem(early, 400).detail).toBe(qbUnansweredMessage(1));
    await answered(quizId, changing.question_id, student.token, { option_ids: [blue.option_id] });
    expect((await take(quizId, student.token)).answers).toHaveLength(2);
  });
});

describe('bundles and the list of open quizzes', () => {
  it('lists published bundles and the published quizzes outside them, with progress', async () => {
    const [admin, student] = await Promise.all([createUser(t, { role: 'admin' }), createUser(t)]);
    const { single, multiple, scale, ranking, text } = await colourQuestions();
    const inBundle = await surveyQuiz([single, multiple, scale, ranking, text]);
    const alone = await quiz({
      title_en: 'Alone',
      title_tr: 'Tek başına',
      purpose: 'matching',
      status: 'published',
      questions: [{ question_id: scale.question_id }, { question_id: text.question_id }],
    });
    const draftQuiz = await quiz({ title_en: 'Hidden', title_tr: 'Gizli', purpose: 'survey' });
    const bundleId = (
      await createBundle(t, {
        title_en: 'Start here',
        title_tr: 'Buradan başla',
        status: 'published',
        quiz_ids: [inBundle, alone],
      })
    ).bundle_id;
    const draftBundle = (
      await createBundle(t, {
        title_en: 'Later',
        title_tr: 'Sonra',
        quiz_ids: [inBundle, draftQuiz],
      })
    ).bundle_id;

    await answered(alone, scale.question_id, student.token, {
      scale_value: 1,
      bundle_id: bundleId,
    });
    await answered(alone, text.question_id, student.token, { text_value: 'Done' });
    expectStatus(await complete(alone, student.token), 200);
    await answered(inBundle, scale.question_id, student.token, {
      scale_value: 2,
      bundle_id: bundleId,
    });

    const taken = await t.api.read(`/bundles/${bundleId}`, student.token, qbTakeBundleSchema);
    expect(taken.quizzes.map((entry) => [entry.quiz_id, entry.question_count])).toEqual([
      [inBundle, 5],
      [alone, 2],
    ]);
    expect(taken.quizzes[0]).toMatchObject({ answered_count: 1, completed_at: null });
    expect(taken.quizzes[1]?.answered_count).toBe(2);
    expect(taken.quizzes[1]?.completed_at).not.toBeNull();
    expect(taken.completed).toBe(false);

    const open = await t.api.read('/quizzes', student.token, qbOpenQuizzesSchema);
    expect(open.bundles.find((entry) => entry.bundle_id === bundleId)).toMatchObject({
      quiz_count: 2,
      completed_count: 1,
    });
    expect(
      open.bundles
        .map((entry) => entry.bundle_id)
        .filter((id) => id === bundleId || id === draftBundle),
    ).toEqual([bundleId]);
    expect(open.bundles.some((entry) => entry.bundle_id === draftBundle)).toBe(false);
    const openIds = open.quizzes.map((entry) => entry.quiz_id);
    expect(openIds).not.toContain(inBundle);
    expect(openIds).not.toContain(alone);
    expect(openIds).not.toContain(draftQuiz);

    const hidden = await t.api.call('GET', `/bundles/${draftBundle}`, student.token);
    expect(expectProblem(hidden, 404).detail).toBe(qbTakeMessages.bundleNotFound);

    // Admins preview any bundle with every quiz, and without answers.
    expect(
      (await t.api.call('GET', `/admin/qb/bundle/preview/${draftBundle}`, student.token))
        .statusCode,
    ).toBe(403);
    expect((await t.api.call('GET', `/admin/qb/bundle/preview/${draftBundle}`)).statusCode).toBe(
      401,
    );
    const shown = await t.api.read(
      `/admin/qb/bundle/preview/${draftBundle}`,
      admin.token,
      qbBundlePreviewSchema,
    );
    expect(shown.bundle.quizzes.map((entry) => entry.quiz_id)).toEqual([inBundle, draftQuiz]);
    expect(shown.quizzes.map((entry) => entry.questions.length)).toEqual([5, 0]);
    expect(shown.quizzes.map((entry) => entry.answers)).toEqual([[], []]);
    expect(shown.quizzes.every((entry) => entry.answers.length === 0)).toBe(true);
  });

  it('lists a standalone published quiz with the caller’s progress', async () => {
    const other = await createUser(t);
    const { scale, text } = await colourQuestions();
    const quizId = await quiz({
      title_en: 'Solo',
      title_tr: 'Tek',
      purpose: 'survey',
      status: 'published',
      questions: [{ question_id: scale.question_id }, { question_id: text.question_id }],
    });
    await answered(quizId, scale.question_id, other.token, { scale_value: 3 });
    const open = await t.api.read('/quizzes', other.token, qbOpenQuizzesSchema);
    expect(open.quizzes.find((entry) => entry.quiz_id === quizId)).toMatchObject({
      question_count: 2,
      answered_count: 1,
      completed_at: null,
    });
  });
});
