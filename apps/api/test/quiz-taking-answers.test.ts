import { describe, expect, it } from 'vitest';
import { profileExportSchema, qbTakeMessages, type QbAnswerInput } from '@campus/contracts';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import type { CreatedQuestion } from './support/factories/quiz-builder';
import { expectProblem, fieldErrors, type Method } from './support/http';
import { createTakingHelpers } from './support/quiz-taking';

const t = useTestApp();
const { answer, answered, colourQuestions, quiz, surveyQuiz, take } = createTakingHelpers(t);

describe('taking a quiz', () => {
  it('asks for a signed-in user on every call', async () => {
    const { single, multiple, scale, ranking, text } = await colourQuestions();
    const quizId = await surveyQuiz([single, multiple, scale, ranking, text]);
    const calls: [Method, string][] = [
      ['GET', '/quizzes'],
      ['GET', `/quizzes/${quizId}`],
      ['PUT', `/quizzes/${quizId}/answers/${single.question_id}`],
      ['POST', `/quizzes/${quizId}/complete`],
      ['POST', `/quizzes/${quizId}/retake`],
      ['GET', `/bundles/${quizId}`],
    ];
    for (const [method, url] of calls) {
      const response = await t.api.call(method, url, undefined, method === 'PUT' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('shows a published quiz rendered in both languages, and hides other quizzes', async () => {
    const student = await createUser(t);
    const { single, phrased, green } = await colourQuestions();
    const quizId = await quiz({
      title_en: 'Chess',
      title_tr: 'Satranç',
      purpose: 'matching',
      status: 'published',
      questions: [{ question_id: phrased.question_id }, { question_id: single.question_id }],
    });
    const taken = await take(quizId, student.token);
    expect(taken.questions.map((entry) => [entry.text_en, entry.text_tr])).toEqual([
      ['Do you enjoy chess?', 'Satranç sever misiniz?'],
      ['Favourite colour?', 'Favourite colour? (tr)'],
    ]);
    expect(taken.questions[1]?.options.map((entry) => entry.text_tr)).toEqual([
      'Al',
      'Yeşil',
      'Mavi',
    ]);
    expect(taken.questions[1]?.version_id).toBe(single.version_id);
    expect(taken).toMatchObject({ can_retake: true, answers: [], started_at: null, result: null });

    const draft = await quiz({ title_en: 'Draft', title_tr: 'Taslak', purpose: 'survey' });
    for (const url of [`/quizzes/${draft}`, `/quizzes/${crypto.randomUUID()}`]) {
      const response = await t.api.call('GET', url, student.token);
      expect(expectProblem(response, 404).detail).toBe(qbTakeMessages.quizNotFound);
    }
    const write = await answer(draft, single.question_id, student.token, {
      option_ids: [green.option_id],
    });
    expect(write.statusCode).toBe(404);
  });

  it('saves, changes and resumes answers of every type', async () => {
    const [student, other] = await Promise.all([createUser(t), createUser(t)]);
    const { red, green, blue, single, multiple, scale, ranking, text } = await colourQuestions();
    const quizId = await surveyQuiz([single, multiple, scale, ranking, text]);
    await answered(quizId, single.question_id, student.token, { option_ids: [red.option_id] });
    await answered(quizId, single.question_id, student.token, { option_ids: [blue.option_id] });
    await answered(quizId, multiple.question_id, student.token, {
      option_ids: [green.option_id, red.option_id],
    });
    await answered(quizId, scale.question_id, student.token, { scale_value: 4 });
    const ranked = [blue, red, green].map((entry) => entry.option_id);
    await answered(quizId, ranking.question_id, student.token, { option_ids: ranked });
    await answered(quizId, text.question_id, student.token, { text_value: '  Small and bright ' });

    const resumed = await take(quizId, student.token);
    expect(resumed.answers).toHaveLength(5);
    const byQuestion = new Map(resumed.answers.map((entry) => [entry.question_id, entry]));
    expect(byQuestion.get(single.question_id)?.option_ids).toEqual([blue.option_id]);
    expect(byQuestion.get(multiple.question_id)?.option_ids.sort()).toEqual(
      [green.option_id, red.option_id].sort(),
    );
    expect(byQuestion.get(scale.question_id)?.scale_value).toBe(4);
    expect(byQuestion.get(ranking.question_id)?.option_ids).toEqual(ranked);
    expect(byQuestion.get(text.question_id)?.text_value).toBe('Small and bright');
    expect(resumed.started_at).not.toBeNull();
    expect(resumed.completed_at).toBeNull();
    // Another user sees none of them.
    expect((await take(quizId, other.token)).answers).toEqual([]);

    // The person's data export holds their answers, and nobody else's.
    const exported = (await t.api.read('/profile/me/export', student.token, profileExportSchema))
      .quiz_answers;
    const mine = exported.filter((entry) => entry.quiz.quiz_id === quizId);
    expect(mine).toHaveLength(5);
    expect(exported).toHaveLength(5);
    expect(mine.find((entry) => entry.question.question_id === text.question_id)).toMatchObject({
      text_value: 'Small and bright',
      quiz: { title_en: 'Habits', title_tr: 'Alışkanlıklar' },
      question: { rendered_en: 'Describe your room' },
    });
    expect(
      mine
        .find((entry) => entry.question.question_id === ranking.question_id)
        ?.options.map((entry) => entry.option_id),
    ).toEqual(ranked);
    expect(
      (await t.api.read('/profile/me/export', other.token, profileExportSchema)).quiz_answers,
    ).toEqual([]);
  });

  it('refuses answers that do not fit the question type, per field', async () => {
    const student = await createUser(t);
    const { red, green, blue, single, multiple, scale, ranking, text, phrased } =
      await colourQuestions();
    const quizId = await surveyQuiz([single, multiple, scale, ranking, text]);
    const cases: [CreatedQuestion, QbAnswerInput, Record<string, string>][] = [
      [
        single,
        { option_ids: [red.option_id, blue.option_id] },
        { 'body.option_ids': qbTakeMessages.oneChoice },
      ],
      [single, { option_ids: [] }, { 'body.option_ids': qbTakeMessages.oneChoice }],
      [
        single,
        { option_ids: [crypto.randomUUID()] },
        { 'body.option_ids.0': qbTakeMessages.notAnOption },
      ],
      [
        single,
        { option_ids: [red.option_id], scale_value: 2 },
        { 'body.scale_value': qbTakeMessages.wrongAnswerKind },
      ],
      [multiple, { option_ids: [] }, { 'body.option_ids': qbTakeMessages.someChoice }],
      [
        multiple,
        { option_ids: [red.option_id], text_value: 'also' },
        { 'body.text_value': qbTakeMessages.wrongAnswerKind },
      ],
      [
        ranking,
        { option_ids: [red.option_id, green.option_id] },
        { 'body.option_ids': qbTakeMessages.rankAll },
      ],
      [
        ranking,
        { option_ids: [red.option_id, red.option_id, green.option_id] },
        { 'body.option_ids': qbTakeMessages.rankAll },
      ],
      [scale, { scale_value: 6 }, { 'body.scale_value': qbTakeMessages.scaleRange }],
      [scale, {}, { 'body.scale_value': qbTakeMessages.scaleRange }],
      [
        scale,
        { scale_value: 3, option_ids: [red.option_id] },
        { 'body.option_ids': qbTakeMessages.wrongAnswerKind },
      ],
      [text, { text_value: '   ' }, { 'body.text_value': qbTakeMessages.textRequired }],
      [
        text,
        { text_value: 'fine', scale_value: 1 },
        { 'body.scale_value': qbTakeMessages.wrongAnswerKind },
      ],
    ];
    for (const [target, body, expected] of cases) {
      const response = await answer(quizId, target.question_id, student.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldErrors(response)).toEqual(expected);
    }
    const outside = await answer(quizId, phrased.question_id, student.token, {
      option_ids: [green.option_id],
    });
    expect(expectProblem(outside, 404).detail).toBe(qbTakeMessages.questionNotInQuiz);
    const wrongBundle = await answer(quizId, text.question_id, student.token, {
      text_value: 'ok',
      bundle_id: crypto.randomUUID(),
    });
    expect(fieldErrors(wrongBundle)).toEqual({
      'body.bundle_id': qbTakeMessages.bundleQuizNotInBundle,
    });
    // Nothing was saved and no attempt was started.
    const after = await take(quizId, student.token);
    expect(after.answers).toEqual([]);
    expect(after.started_at).toBeNull();
  });
});
