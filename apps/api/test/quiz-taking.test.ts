import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  problemSchema,
  profileExportSchema,
  qbBundlePreviewSchema,
  qbBundleSchema,
  qbMatterSchema,
  qbOpenQuizzesSchema,
  qbOptionSchema,
  qbPhraseSchema,
  qbQuestionSchema,
  qbQuizSchema,
  qbTakeAnswerSchema,
  qbTakeBundleSchema,
  qbTakeMessages,
  qbTakeQuizSchema,
  qbUnansweredMessage,
  type QbAnswerInput,
  type QbBundleInput,
  type QbOption,
  type QbQuestion,
  type QbQuestionInput,
  type QbQuizInput,
  type QbTakeQuiz,
} from '@campus/contracts';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';

let context: TestContext;
let mail: MailCatcher;
let admin: string;
let student: string;
let other: string;
let red: QbOption;
let green: QbOption;
let blue: QbOption;
let single: QbQuestion;
let multiple: QbQuestion;
let scale: QbQuestion;
let ranking: QbQuestion;
let text: QbQuestion;
let phrased: QbQuestion;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: Method, url: string, token: string | undefined, payload?: object) {
  return context.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function created<T>(url: string, body: object, schema: { parse: (value: unknown) => T }) {
  const response = await call('POST', url, admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return schema.parse(response.json());
}

const option = (text_en: string, text_tr: string, alternatives: object[] = []) =>
  created('/admin/qb/option/main', { text_en, text_tr, value: 1, alternatives }, qbOptionSchema);

const question = (body: QbQuestionInput) =>
  created('/admin/qb/question/main', { status: 'active', ...body }, qbQuestionSchema);

async function quiz(body: QbQuizInput): Promise<string> {
  return (await created('/admin/qb/quiz/main', body, qbQuizSchema)).quiz_id;
}

async function bundle(body: QbBundleInput): Promise<string> {
  return (await created('/admin/qb/bundle/main', body, qbBundleSchema)).bundle_id;
}

const choices = (...options: QbOption[]) =>
  options.map((entry) => ({ option_id: entry.option_id }));

function ownText(en: string): Pick<QbQuestionInput, 'text_en' | 'text_tr'> {
  return { text_en: en, text_tr: `${en} (tr)` };
}

async function take(quizId: string, token: string): Promise<QbTakeQuiz> {
  const response = await call('GET', `/quizzes/${quizId}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return qbTakeQuizSchema.parse(response.json());
}

function answer(quizId: string, questionId: string, token: string, body: QbAnswerInput) {
  return call('PUT', `/quizzes/${quizId}/answers/${questionId}`, token, body);
}

async function answered(quizId: string, questionId: string, token: string, body: QbAnswerInput) {
  const response = await answer(quizId, questionId, token, body);
  expect(response.statusCode, response.body).toBe(200);
  return qbTakeAnswerSchema.parse(response.json());
}

/** The field messages of a 400 answer, keyed by field. */
function fieldMessages(body: string): Record<string, string> {
  const problem = problemSchema.parse(JSON.parse(body));
  return Object.fromEntries((problem.errors ?? []).map((error) => [error.field, error.message]));
}

function detailOf(body: string): string | undefined {
  return problemSchema.parse(JSON.parse(body)).detail;
}

/** A published survey with one question of each type. */
async function surveyQuiz(): Promise<string> {
  return quiz({
    title_en: 'Habits',
    title_tr: 'Alışkanlıklar',
    purpose: 'survey',
    status: 'published',
    questions: [single, multiple, scale, ranking, text].map((entry) => ({
      question_id: entry.question_id,
    })),
  });
}

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  const [adminAccount, studentAccount, otherAccount] = await Promise.all([
    signedInWithRole(context, mail, 'admin'),
    registerVerifiedUser(context.app, mail),
    registerVerifiedUser(context.app, mail),
  ]);
  admin = adminAccount.token;
  student = studentAccount.login.access_token;
  other = otherAccount.login.access_token;
  red = await option('Red', 'Kırmızı', [{ text_en: 'Crimson', text_tr: 'Al' }]);
  green = await option('Green', 'Yeşil');
  blue = await option('Blue', 'Mavi');
  single = await question({
    type: 'single_choice',
    ...ownText('Favourite colour?'),
    options: [
      { option_id: red.option_id, alternative_id: red.alternatives[0]?.alternative_id ?? null },
      ...choices(green, blue),
    ],
  });
  multiple = await question({
    type: 'multiple_choice',
    ...ownText('Colours you wear?'),
    options: choices(red, green, blue),
  });
  scale = await question({ type: 'scale', scale_max: 5, ...ownText('How tidy are you?') });
  ranking = await question({
    type: 'ranking',
    ...ownText('Order the colours'),
    options: choices(red, green, blue),
  });
  text = await question({ type: 'short_text', ...ownText('Describe your room') });
  const matter = await created(
    '/admin/qb/matter/main',
    { name_en: 'chess', name_tr: 'satranç' },
    qbMatterSchema,
  );
  const phrase = await created(
    '/admin/qb/phrase/main',
    { template_en: 'Do you enjoy {matter}?', template_tr: '{matter} sever misiniz?' },
    qbPhraseSchema,
  );
  phrased = await question({
    type: 'single_choice',
    phrase_id: phrase.phrase_id,
    matter_ids: [matter.matter_id],
    options: choices(green, blue),
  });
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

describe('taking a quiz', () => {
  it('asks for a signed-in user on every call', async () => {
    const quizId = await surveyQuiz();
    const calls: [Method, string][] = [
      ['GET', '/quizzes'],
      ['GET', `/quizzes/${quizId}`],
      ['PUT', `/quizzes/${quizId}/answers/${single.question_id}`],
      ['POST', `/quizzes/${quizId}/complete`],
      ['POST', `/quizzes/${quizId}/retake`],
      ['GET', `/bundles/${quizId}`],
    ];
    for (const [method, url] of calls) {
      const response = await call(method, url, undefined, method === 'PUT' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('shows a published quiz rendered in both languages, and hides other quizzes', async () => {
    const quizId = await quiz({
      title_en: 'Chess',
      title_tr: 'Satranç',
      purpose: 'matching',
      status: 'published',
      questions: [{ question_id: phrased.question_id }, { question_id: single.question_id }],
    });
    const taken = await take(quizId, student);
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
      const response = await call('GET', url, student);
      expect(response.statusCode).toBe(404);
      expect(detailOf(response.body)).toBe(qbTakeMessages.quizNotFound);
    }
    const write = await answer(draft, single.question_id, student, {
      option_ids: [green.option_id],
    });
    expect(write.statusCode).toBe(404);
  });

  it('saves, changes and resumes answers of every type', async () => {
    const quizId = await surveyQuiz();
    await answered(quizId, single.question_id, student, { option_ids: [red.option_id] });
    await answered(quizId, single.question_id, student, { option_ids: [blue.option_id] });
    await answered(quizId, multiple.question_id, student, {
      option_ids: [green.option_id, red.option_id],
    });
    await answered(quizId, scale.question_id, student, { scale_value: 4 });
    const ranked = [blue, red, green].map((entry) => entry.option_id);
    await answered(quizId, ranking.question_id, student, { option_ids: ranked });
    await answered(quizId, text.question_id, student, { text_value: '  Small and bright ' });

    const resumed = await take(quizId, student);
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
    expect((await take(quizId, other)).answers).toEqual([]);

    // The person's data export holds their answers, and nobody else's.
    const exported = profileExportSchema.parse(
      (await call('GET', '/profile/me/export', student)).json(),
    ).quiz_answers;
    const mine = exported.filter((entry) => entry.quiz.quiz_id === quizId);
    expect(mine).toHaveLength(5);
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
      profileExportSchema
        .parse((await call('GET', '/profile/me/export', other)).json())
        .quiz_answers.filter((entry) => entry.quiz.quiz_id === quizId),
    ).toEqual([]);
  });

  it('refuses answers that do not fit the question type, per field', async () => {
    const quizId = await surveyQuiz();
    const cases: [QbQuestion, QbAnswerInput, Record<string, string>][] = [
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
      const response = await answer(quizId, target.question_id, student, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldMessages(response.body)).toEqual(expected);
    }
    const outside = await answer(quizId, phrased.question_id, student, {
      option_ids: [green.option_id],
    });
    expect(outside.statusCode).toBe(404);
    expect(detailOf(outside.body)).toBe(qbTakeMessages.questionNotInQuiz);
    const wrongBundle = await answer(quizId, text.question_id, student, {
      text_value: 'ok',
      bundle_id: crypto.randomUUID(),
    });
    expect(fieldMessages(wrongBundle.body)).toEqual({
      'body.bundle_id': qbTakeMessages.bundleQuizNotInBundle,
    });
    // Nothing was saved and no attempt was started.
    const after = await take(quizId, student);
    expect(after.answers).toEqual([]);
    expect(after.started_at).toBeNull();
  });

  it('completes only when every question is answered, then allows a retake of a survey', async () => {
    const quizId = await surveyQuiz();
    await answered(quizId, single.question_id, student, { option_ids: [red.option_id] });
    await answered(quizId, scale.question_id, student, { scale_value: 2 });
    const early = await call('POST', `/quizzes/${quizId}/complete`, student);
    expect(early.statusCode).toBe(400);
    expect(detailOf(early.body)).toBe(qbUnansweredMessage(3));
    const notDone = await call('POST', `/quizzes/${quizId}/retake`, student);
    expect(notDone.statusCode).toBe(409);
    expect(detailOf(notDone.body)).toBe(qbTakeMessages.notCompleted);

    await answered(quizId, multiple.question_id, student, { option_ids: [blue.option_id] });
    await answered(quizId, ranking.question_id, student, {
      option_ids: [red.option_id, green.option_id, blue.option_id],
    });
    await answered(quizId, text.question_id, student, { text_value: 'Cosy' });
    const done = await call('POST', `/quizzes/${quizId}/complete`, student);
    expect(done.statusCode, done.body).toBe(200);
    const completed = qbTakeQuizSchema.parse(done.json());
    expect(completed.completed_at).not.toBeNull();
    expect(completed.result).toMatchObject({
      answered_count: 5,
      question_count: 5,
      score: null,
      max_score: null,
      passed: null,
      questions: [],
    });
    const locked = await answer(quizId, scale.question_id, student, { scale_value: 5 });
    expect(locked.statusCode).toBe(409);
    expect(detailOf(locked.body)).toBe(qbTakeMessages.completed);
    const again = await call('POST', `/quizzes/${quizId}/complete`, student);
    expect(again.statusCode).toBe(409);

    const retake = await call('POST', `/quizzes/${quizId}/retake`, student);
    expect(retake.statusCode, retake.body).toBe(200);
    const reopened = qbTakeQuizSchema.parse(retake.json());
    expect(reopened).toMatchObject({ completed_at: null, result: null });
    expect(reopened.answers).toHaveLength(5);
    await answered(quizId, scale.question_id, student, { scale_value: 5 });
    expect(
      (await take(quizId, student)).answers.find((entry) => entry.question_id === scale.question_id)
        ?.scale_value,
    ).toBe(5);
  });

  it('scores a knowledge quiz: right and wrong answers, the pass score, no retake', async () => {
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
    const before = await take(quizId, student);
    expect(before.can_retake).toBe(false);
    expect(before.max_score).toBe(9);
    expect(before.questions.map((entry) => entry.points)).toEqual([2, 3, 4, 0]);

    // All right.
    await answered(quizId, single.question_id, student, { option_ids: [green.option_id] });
    await answered(quizId, multiple.question_id, student, {
      option_ids: [blue.option_id, red.option_id],
    });
    await answered(quizId, ranking.question_id, student, {
      option_ids: [blue.option_id, green.option_id, red.option_id],
    });
    await answered(quizId, text.question_id, student, { text_value: 'Anything' });
    const right = qbTakeQuizSchema.parse(
      (await call('POST', `/quizzes/${quizId}/complete`, student)).json(),
    );
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
    const noRetake = await call('POST', `/quizzes/${quizId}/retake`, student);
    expect(noRetake.statusCode).toBe(409);
    expect(detailOf(noRetake.body)).toBe(qbTakeMessages.noRetake);

    // Single right, multiple only partly, ranking in another order: 2 of 9, failed.
    await answered(quizId, single.question_id, other, { option_ids: [green.option_id] });
    await answered(quizId, multiple.question_id, other, { option_ids: [red.option_id] });
    await answered(quizId, ranking.question_id, other, {
      option_ids: [green.option_id, blue.option_id, red.option_id],
    });
    await answered(quizId, text.question_id, other, { text_value: 'Something' });
    const wrong = qbTakeQuizSchema.parse(
      (await call('POST', `/quizzes/${quizId}/complete`, other)).json(),
    );
    expect(wrong.result).toMatchObject({ score: 2, max_score: 9, passed: false });
    expect(wrong.result?.questions.map((entry) => entry.correct)).toEqual([
      true,
      false,
      false,
      null,
    ]);
    // The result stays on a reload.
    expect((await take(quizId, other)).result).toMatchObject({ score: 2, passed: false });
  });

  it('drops an old answer once the question gets a new version', async () => {
    const changing = await question({
      type: 'single_choice',
      ...ownText('Pick one'),
      options: choices(red, green),
    });
    const quizId = await quiz({
      title_en: 'Versions',
      title_tr: 'Sürümler',
      purpose: 'survey',
      status: 'published',
      questions: [{ question_id: changing.question_id }, { question_id: scale.question_id }],
    });
    await answered(quizId, changing.question_id, student, { option_ids: [red.option_id] });
    await answered(quizId, scale.question_id, student, { scale_value: 3 });
    const saved = await call('PUT', `/admin/qb/question/main/${changing.question_id}`, admin, {
      type: 'single_choice',
      ...ownText('Pick one'),
      status: 'active',
      options: choices(red, green, blue),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const newVersion = qbQuestionSchema.parse(saved.json());
    expect(newVersion.current_version).toBe(2);

    const taken = await take(quizId, student);
    expect(taken.questions[0]?.version_id).toBe(newVersion.version_id);
    expect(taken.questions[0]?.options).toHaveLength(3);
    expect(taken.answers.map((entry) => entry.question_id)).toEqual([scale.question_id]);
    const early = await call('POST', `/quizzes/${quizId}/complete`, student);
    expect(detailOf(early.body)).toBe(qbUnansweredMessage(1));
    await answered(quizId, changing.question_id, student, { option_ids: [blue.option_id] });
    expect((await take(quizId, student)).answers).toHaveLength(2);
  });
});

describe('bundles and the list of open quizzes', () => {
  it('lists published bundles and the published quizzes outside them, with progress', async () => {
    const inBundle = await surveyQuiz();
    const alone = await quiz({
      title_en: 'Alone',
      title_tr: 'Tek başına',
      purpose: 'matching',
      status: 'published',
      questions: [{ question_id: scale.question_id }, { question_id: text.question_id }],
    });
    const draftQuiz = await quiz({ title_en: 'Hidden', title_tr: 'Gizli', purpose: 'survey' });
    const bundleId = await bundle({
      title_en: 'Start here',
      title_tr: 'Buradan başla',
      status: 'published',
      quiz_ids: [inBundle, alone],
    });
    const draftBundle = await bundle({
      title_en: 'Later',
      title_tr: 'Sonra',
      quiz_ids: [inBundle, draftQuiz],
    });

    await answered(alone, scale.question_id, student, { scale_value: 1, bundle_id: bundleId });
    await answered(alone, text.question_id, student, { text_value: 'Done' });
    const completed = await call('POST', `/quizzes/${alone}/complete`, student);
    expect(completed.statusCode, completed.body).toBe(200);
    await answered(inBundle, scale.question_id, student, { scale_value: 2, bundle_id: bundleId });

    const bundleResponse = await call('GET', `/bundles/${bundleId}`, student);
    expect(bundleResponse.statusCode, bundleResponse.body).toBe(200);
    const taken = qbTakeBundleSchema.parse(bundleResponse.json());
    expect(taken.quizzes.map((entry) => [entry.quiz_id, entry.question_count])).toEqual([
      [inBundle, 5],
      [alone, 2],
    ]);
    expect(taken.quizzes[0]).toMatchObject({ answered_count: 1, completed_at: null });
    expect(taken.quizzes[1]?.answered_count).toBe(2);
    expect(taken.quizzes[1]?.completed_at).not.toBeNull();
    expect(taken.completed).toBe(false);

    const open = qbOpenQuizzesSchema.parse((await call('GET', '/quizzes', student)).json());
    expect(open.bundles.find((entry) => entry.bundle_id === bundleId)).toMatchObject({
      quiz_count: 2,
      completed_count: 1,
    });
    expect(open.bundles.some((entry) => entry.bundle_id === draftBundle)).toBe(false);
    const openIds = open.quizzes.map((entry) => entry.quiz_id);
    expect(openIds).not.toContain(inBundle);
    expect(openIds).not.toContain(alone);
    expect(openIds).not.toContain(draftQuiz);

    const hidden = await call('GET', `/bundles/${draftBundle}`, student);
    expect(hidden.statusCode).toBe(404);
    expect(detailOf(hidden.body)).toBe(qbTakeMessages.bundleNotFound);

    // Admins preview any bundle with every quiz, and without answers.
    expect((await call('GET', `/admin/qb/bundle/preview/${draftBundle}`, student)).statusCode).toBe(
      403,
    );
    expect(
      (await call('GET', `/admin/qb/bundle/preview/${draftBundle}`, undefined)).statusCode,
    ).toBe(401);
    const preview = await call('GET', `/admin/qb/bundle/preview/${draftBundle}`, admin);
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = qbBundlePreviewSchema.parse(preview.json());
    expect(shown.bundle.quizzes.map((entry) => entry.quiz_id)).toEqual([inBundle, draftQuiz]);
    expect(shown.quizzes.map((entry) => entry.questions.length)).toEqual([5, 0]);
    expect(shown.quizzes.every((entry) => entry.answers.length === 0)).toBe(true);
  });

  it('lists a standalone published quiz with the caller’s progress', async () => {
    const quizId = await quiz({
      title_en: 'Solo',
      title_tr: 'Tek',
      purpose: 'survey',
      status: 'published',
      questions: [{ question_id: scale.question_id }, { question_id: text.question_id }],
    });
    await answered(quizId, scale.question_id, other, { scale_value: 3 });
    const open = qbOpenQuizzesSchema.parse((await call('GET', '/quizzes', other)).json());
    expect(open.quizzes.find((entry) => entry.quiz_id === quizId)).toMatchObject({
      question_count: 2,
      answered_count: 1,
      completed_at: null,
    });
  });
});
