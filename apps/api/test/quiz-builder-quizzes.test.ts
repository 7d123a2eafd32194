import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  problemSchema,
  qbAnswerKeyMissingMessage,
  qbAnswerKeyNotOptionMessage,
  qbBundleSchema,
  qbOptionSchema,
  qbQuestionSchema,
  qbQuizMessages,
  qbQuizPageSchema,
  qbQuizSchema,
  qbRetiredQuestionMessage,
  qbUnknownQuestionMessage,
  type QbBundle,
  type QbBundleInput,
  type QbOption,
  type QbOptionInput,
  type QbQuestion,
  type QbQuestionInput,
  type QbQuiz,
  type QbQuizInput,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import {
  qbQuizAnswerKeys,
  qbQuizAttempts,
  qbQuizQuestions,
  qbResponses,
} from '../src/features/quiz-builder/quiz-builder.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';

let context: TestContext;
let mail: MailCatcher;
let admin: string;
let moderator: string;
let student: string;
let firstStudent: string;
let secondStudent: string;
let red: QbOption;
let green: QbOption;
let blue: QbOption;

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  const [adminAccount, moderatorAccount, studentAccount, otherStudent] = await Promise.all([
    signedInWithRole(context, mail, 'admin'),
    signedInWithRole(context, mail, 'moderator'),
    registerVerifiedUser(context.app, mail),
    registerVerifiedUser(context.app, mail),
  ]);
  admin = adminAccount.token;
  moderator = moderatorAccount.token;
  student = studentAccount.login.access_token;
  firstStudent = studentAccount.login.user_current.user_id;
  secondStudent = otherStudent.login.user_current.user_id;
  red = await createOption({ text_en: 'Red', text_tr: 'Kırmızı', value: 1 });
  green = await createOption({ text_en: 'Green', text_tr: 'Yeşil', value: 2 });
  blue = await createOption({ text_en: 'Blue', text_tr: 'Mavi', value: 3 });
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: Method, url: string, token: string | undefined, payload?: object) {
  return context.app.inject({
    method,
    url: `/api/admin/qb${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A word no other test uses, so searches find only what one test made. */
let wordCount = 0;
function uniqueWord(): string {
  wordCount += 1;
  return `qz${String(Date.now() % 100000)}w${String(wordCount)}`;
}

async function createOption(body: QbOptionInput): Promise<QbOption> {
  const response = await call('POST', '/option/main', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return qbOptionSchema.parse(response.json());
}

async function createQuestion(body: QbQuestionInput): Promise<QbQuestion> {
  const response = await call('POST', '/question/main', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return qbQuestionSchema.parse(response.json());
}

const colours = () => [
  { option_id: red.option_id },
  { option_id: green.option_id },
  { option_id: blue.option_id },
];

/** One question of each type, texts ending with a unique word. */
async function questionSet(word: string) {
  const [single, multiple, ranking, scale, text] = await Promise.all([
    createQuestion({
      type: 'single_choice',
      text_en: `Colour of grass ${word}`,
      text_tr: `Çimenin rengi ${word}`,
      options: colours(),
    }),
    createQuestion({
      type: 'multiple_choice',
      text_en: `Colours of a flag ${word}`,
      text_tr: `Bayrağın renkleri ${word}`,
      options: colours(),
    }),
    createQuestion({
      type: 'ranking',
      text_en: `Order the colours ${word}`,
      text_tr: `Renkleri sıralayın ${word}`,
      options: colours(),
    }),
    createQuestion({
      type: 'scale',
      scale_max: 5,
      text_en: `Do you like colours? ${word}`,
      text_tr: `Renkleri sever misiniz? ${word}`,
    }),
    createQuestion({
      type: 'short_text',
      text_en: `Your colour ${word}`,
      text_tr: `Renginiz ${word}`,
    }),
  ]);
  return { single, multiple, ranking, scale, text };
}

async function createQuiz(body: QbQuizInput): Promise<QbQuiz> {
  const response = await call('POST', '/quiz/main', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return qbQuizSchema.parse(response.json());
}

async function readQuiz(quizId: string): Promise<QbQuiz> {
  const response = await call('GET', `/quiz/main/${quizId}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return qbQuizSchema.parse(response.json());
}

async function saveQuiz(quizId: string, body: QbQuizInput): Promise<QbQuiz> {
  const response = await call('PUT', `/quiz/main/${quizId}`, admin, body);
  expect(response.statusCode, response.body).toBe(200);
  return qbQuizSchema.parse(response.json());
}

async function createBundle(body: QbBundleInput): Promise<QbBundle> {
  const response = await call('POST', '/bundle/main', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return qbBundleSchema.parse(response.json());
}

/** The field messages of a 400 answer, keyed by field. */
function fieldMessages(body: string): Record<string, string> {
  const problem = problemSchema.parse(JSON.parse(body));
  return Object.fromEntries((problem.errors ?? []).map((error) => [error.field, error.message]));
}

async function auditCount(action: string, targetId: string): Promise<number> {
  const rows = await context.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.target_id, targetId)));
  return rows.length;
}

/** A knowledge quiz body over a question set with complete keys. */
function knowledgeBody(
  word: string,
  set: Awaited<ReturnType<typeof questionSet>>,
  overrides: Partial<QbQuizInput> = {},
): QbQuizInput {
  return {
    title_en: `Colour knowledge ${word}`,
    title_tr: `Renk bilgisi ${word}`,
    purpose: 'knowledge',
    questions: [
      { question_id: set.single.question_id, points: 2, correct_option_ids: [green.option_id] },
      {
        question_id: set.multiple.question_id,
        points: 3,
        correct_option_ids: [red.option_id, blue.option_id],
      },
      {
        question_id: set.ranking.question_id,
        points: 5,
        correct_option_ids: [blue.option_id, red.option_id, green.option_id],
      },
      { question_id: set.scale.question_id, points: 4 },
      { question_id: set.text.question_id },
    ],
    ...overrides,
  };
}

describe('permissions', () => {
  const someId = '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
  const body = { title_en: 'Quiz', title_tr: 'Test', purpose: 'survey' };
  const calls: { method: Method; url: string; payload?: object }[] = [
    { method: 'GET', url: '/quiz/main/all' },
    { method: 'POST', url: '/quiz/main', payload: body },
    { method: 'GET', url: `/quiz/main/${someId}` },
    { method: 'PUT', url: `/quiz/main/${someId}`, payload: body },
    { method: 'DELETE', url: `/quiz/main/${someId}` },
  ];

  it.each(calls)('$method $url: 401 signed out, 403 for students and moderators', async (entry) => {
    const anonymous = await call(entry.method, entry.url, undefined, entry.payload);
    expect(anonymous.statusCode).toBe(401);
    for (const token of [student, moderator]) {
      const response = await call(entry.method, entry.url, token, entry.payload);
      expect(response.statusCode, response.body).toBe(403);
      expect(problemSchema.parse(response.json()).code).toBe('forbidden');
    }
    // An admin gets past the guard (a 404 for the made-up id, never 401/403).
    const asAdmin = await call(entry.method, entry.url, admin, entry.payload);
    expect([200, 201, 404]).toContain(asAdmin.statusCode);
  });
});

describe('creating and reading quizzes', () => {
  it('creates a survey and a knowledge quiz with ordered questions, points and keys, audited', async () => {
    const word = uniqueWord();
    const set = await questionSet(word);
    const survey = await createQuiz({
      title_en: `Campus survey ${word}`,
      title_tr: `Kampüs anketi ${word}`,
      description_en: 'What you think',
      description_tr: 'Ne düşündüğünüz',
      purpose: 'survey',
      questions: [
        { question_id: set.scale.question_id },
        { question_id: set.single.question_id, points: 3 },
      ],
    });
    expect(survey).toMatchObject({
      title_tr: `Kampüs anketi ${word}`,
      description_tr: 'Ne düşündüğünüz',
      status: 'draft',
      purpose: 'survey',
      pass_score: null,
      max_score: 0,
      question_count: 2,
      bundle_count: 0,
      started_count: 0,
      completed_count: 0,
      published_at: null,
      bundles: [],
    });
    expect(survey.questions.map((entry) => [entry.position, entry.question.question_id])).toEqual([
      [0, set.scale.question_id],
      [1, set.single.question_id],
    ]);
    expect(survey.questions[1]?.question.rendered_tr).toBe(`Çimenin rengi ${word}`);
    expect(survey.questions[1]?.question.options.map((option) => option.option_id)).toEqual([
      red.option_id,
      green.option_id,
      blue.option_id,
    ]);
    expect(await auditCount('qb_quiz.created', survey.quiz_id)).toBe(1);

    const knowledge = await createQuiz(knowledgeBody(word, set, { pass_score: 6 }));
    expect(knowledge).toMatchObject({ purpose: 'knowledge', pass_score: 6, max_score: 10 });
    expect(
      knowledge.questions.map((entry) => [
        entry.question.question_id,
        entry.points,
        entry.correct_option_ids,
      ]),
    ).toEqual([
      [set.single.question_id, 2, [green.option_id]],
      [set.multiple.question_id, 3, [red.option_id, blue.option_id]],
      [set.ranking.question_id, 5, [blue.option_id, red.option_id, green.option_id]],
      // Scale and short text questions are not scored in a knowledge quiz.
      [set.scale.question_id, 0, []],
      [set.text.question_id, 0, []],
    ]);
    expect(await readQuiz(knowledge.quiz_id)).toEqual(knowledge);
    expect((await call('GET', `/quiz/main/${set.single.question_id}`, admin)).statusCode).toBe(404);
    // The questions know they are used.
    const question = await call('GET', `/question/main/${set.single.question_id}`, admin);
    expect(qbQuestionSchema.parse(question.json()).quiz_count).toBe(2);
  });

  it('explains what is wrong with a quiz form', async () => {
    const word = uniqueWord();
    const set = await questionSet(word);
    const expectFields = async (body: object, expected: Record<string, string>) => {
      const response = await call('POST', '/quiz/main', admin, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(fieldMessages(response.body)).toMatchObject(expected);
    };
    const base = { title_en: `Form ${word}`, title_tr: `Form ${word}` };
    const missing = '0b1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';

    await expectFields(
      {
        ...base,
        purpose: 'survey',
        questions: [{ question_id: set.single.question_id }, { question_id: missing }],
      },
      { 'body.questions.1.question_id': qbUnknownQuestionMessage(missing) },
    );
    await expectFields(
      {
        ...base,
        purpose: 'survey',
        pass_score: 1,
        questions: [
          { question_id: set.single.question_id, correct_option_ids: [red.option_id] },
          { question_id: set.single.question_id },
        ],
      },
      {
        'body.pass_score': qbQuizMessages.passScoreOnlyKnowledge,
        'body.questions.0.correct_option_ids': qbQuizMessages.answerKeyOnlyKnowledge,
        'body.questions.1.question_id': qbQuizMessages.questionTwice,
      },
    );
    await expectFields(
      {
        ...base,
        purpose: 'knowledge',
        questions: [
          {
            question_id: set.multiple.question_id,
            correct_option_ids: [red.option_id, red.option_id],
          },
          { question_id: set.single.question_id, points: 101 },
        ],
      },
      {
        'body.questions.0.correct_option_ids': qbQuizMessages.correctOptionTwice,
        'body.questions.1.points': qbQuizMessages.points,
      },
    );
    // A key must be options of the question's current version; unscored questions take none.
    const other = await createOption({
      text_en: `Other ${word}`,
      text_tr: `Diğer ${word}`,
      value: 0,
    });
    await expectFields(
      {
        ...base,
        purpose: 'knowledge',
        questions: [
          {
            question_id: set.single.question_id,
            correct_option_ids: [other.option_id],
          },
          { question_id: set.scale.question_id, correct_option_ids: [red.option_id] },
          {
            question_id: set.multiple.question_id,
            correct_option_ids: [green.option_id, other.option_id],
          },
        ],
      },
      {
        'body.questions.0.correct_option_ids.0': qbAnswerKeyNotOptionMessage(other.option_id),
        'body.questions.1.correct_option_ids': qbQuizMessages.unscoredAnswerKey,
        'body.questions.2.correct_option_ids.1': qbAnswerKeyNotOptionMessage(other.option_id),
      },
    );
    // Even a draft single choice has one correct answer at most.
    const twoAnswers = await call('POST', '/quiz/main', admin, {
      ...base,
      purpose: 'knowledge',
      questions: [
        {
          question_id: set.single.question_id,
          correct_option_ids: [red.option_id, green.option_id],
        },
        // A draft may leave a ranking's order incomplete.
        { question_id: set.ranking.question_id, correct_option_ids: [red.option_id] },
      ],
    });
    expect(twoAnswers.statusCode).toBe(400);
    expect(fieldMessages(twoAnswers.body)).toEqual({
      'body.questions.0.correct_option_ids': qbAnswerKeyMissingMessage('single_choice'),
    });

    // Nothing of the refused forms was saved.
    const list = await call('GET', `/quiz/main/all?q=${encodeURIComponent(`Form ${word}`)}`, admin);
    expect(qbQuizPageSchema.parse(list.json()).total).toBe(0);
  });
});

describe('publishing quizzes', () => {
  it('publishes a complete quiz and refuses an incomplete one, field by field', async () => {
    const word = uniqueWord();
    const set = await questionSet(word);
    const publish = (body: QbQuizInput) =>
      call('POST', '/quiz/main', admin, { ...body, status: 'published' });

    const empty = await publish({ title_en: 'Empty', title_tr: 'Boş', purpose: 'survey' });
    expect(empty.statusCode).toBe(400);
    expect(fieldMessages(empty.body)['body.status']).toBe(qbQuizMessages.emptyQuiz);

    const incomplete = await publish(
      knowledgeBody(word, set, {
        pass_score: 11,
        questions: [
          { question_id: set.single.question_id, points: 2 },
          { question_id: set.multiple.question_id, points: 3 },
          {
            question_id: set.ranking.question_id,
            points: 5,
            correct_option_ids: [blue.option_id, red.option_id],
          },
          { question_id: set.scale.question_id, points: 4 },
        ],
      }),
    );
    expect(incomplete.statusCode).toBe(400);
    expect(fieldMessages(incomplete.body)).toEqual({
      'body.questions.0.correct_option_ids': qbAnswerKeyMissingMessage('single_choice'),
      'body.questions.1.correct_option_ids': qbAnswerKeyMissingMessage('multiple_choice'),
      'body.questions.2.correct_option_ids': qbAnswerKeyMissingMessage('ranking'),
      'body.pass_score': qbQuizMessages.passScoreTooHigh,
    });

    // A retired question cannot be published.
    const retired = await createQuestion({
      type: 'short_text',
      text_en: `Retired ${word}`,
      text_tr: `Emekli ${word}`,
      status: 'retired',
    });
    const withRetired = await publish({
      title_en: `Retired ${word}`,
      title_tr: `Emekli ${word}`,
      purpose: 'survey',
      questions: [{ question_id: set.scale.question_id }, { question_id: retired.question_id }],
    });
    expect(withRetired.statusCode).toBe(400);
    expect(fieldMessages(withRetired.body)).toEqual({
      'body.questions.1.question_id': qbRetiredQuestionMessage(retired.question_id),
    });
    // … but a draft may hold it.
    const draft = await createQuiz({
      title_en: `Retired draft ${word}`,
      title_tr: `Emekli taslak ${word}`,
      purpose: 'survey',
      questions: [{ question_id: retired.question_id }],
    });
    expect(draft.questions).toHaveLength(1);

    // Nothing of the refused quizzes was saved.
    const saved = await call('GET', `/quiz/main/all?q=${word}`, admin);
    expect(qbQuizPageSchema.parse(saved.json()).items.map((item) => item.quiz_id)).toEqual([
      draft.quiz_id,
    ]);

    // Complete: published at once, audited.
    const complete = await publish(knowledgeBody(word, set, { pass_score: 10 }));
    expect(complete.statusCode, complete.body).toBe(201);
    const published = qbQuizSchema.parse(complete.json());
    expect(published).toMatchObject({ status: 'published', max_score: 10 });
    expect(published.published_at).not.toBeNull();
    expect(await auditCount('qb_quiz.created', published.quiz_id)).toBe(1);
    expect(await auditCount('qb_quiz.published', published.quiz_id)).toBe(1);

    // Publishing a draft later sets published_at and is audited as a publication.
    const later = await createQuiz(knowledgeBody(`${word} later`, set));
    expect(later.published_at).toBeNull();
    const laterPublished = await saveQuiz(later.quiz_id, {
      ...knowledgeBody(`${word} later`, set),
      status: 'published',
    });
    expect(laterPublished.published_at).not.toBeNull();
    expect(await auditCount('qb_quiz.published', later.quiz_id)).toBe(1);
    const archived = await saveQuiz(later.quiz_id, {
      ...knowledgeBody(`${word} later`, set),
      status: 'archived',
    });
    expect(archived.status).toBe('archived');
    expect(await auditCount('qb_quiz.archived', later.quiz_id)).toBe(1);
  });

  it('keys a knowledge question by the options of its current version', async () => {
    const word = uniqueWord();
    const question = await createQuestion({
      type: 'single_choice',
      text_en: `Versioned ${word}`,
      text_tr: `Sürümlü ${word}`,
      options: [{ option_id: red.option_id }, { option_id: green.option_id }],
    });
    const quiz = await createQuiz({
      title_en: `Versions ${word}`,
      title_tr: `Sürümler ${word}`,
      purpose: 'knowledge',
      questions: [{ question_id: question.question_id, correct_option_ids: [red.option_id] }],
    });
    // Someone answers, so the next change of options makes version 2 (green and blue).
    await context.database.db.insert(qbResponses).values({
      user_id: firstStudent,
      quiz_id: quiz.quiz_id,
      question_id: question.question_id,
      version_id: question.version_id,
    });
    const changed = await call('PUT', `/question/main/${question.question_id}`, admin, {
      type: 'single_choice',
      text_en: `Versioned ${word}`,
      text_tr: `Sürümlü ${word}`,
      options: [{ option_id: green.option_id }, { option_id: blue.option_id }],
    });
    expect(qbQuestionSchema.parse(changed.json()).current_version).toBe(2);
    const refused = await call('PUT', `/quiz/main/${quiz.quiz_id}`, admin, {
      title_en: `Versions ${word}`,
      title_tr: `Sürümler ${word}`,
      purpose: 'knowledge',
      questions: [{ question_id: question.question_id, correct_option_ids: [red.option_id] }],
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldMessages(refused.body)).toEqual({
      'body.questions.0.correct_option_ids.0': qbAnswerKeyNotOptionMessage(red.option_id),
    });
    // The refused save left the quiz as it was.
    expect((await readQuiz(quiz.quiz_id)).questions[0]?.correct_option_ids).toEqual([
      red.option_id,
    ]);
    const saved = await saveQuiz(quiz.quiz_id, {
      title_en: `Versions ${word}`,
      title_tr: `Sürümler ${word}`,
      purpose: 'knowledge',
      questions: [{ question_id: question.question_id, correct_option_ids: [blue.option_id] }],
    });
    expect(saved.questions[0]?.correct_option_ids).toEqual([blue.option_id]);
    expect(saved.questions[0]?.question.current_version).toBe(2);
    // Answered, even without an attempt row: archive it instead of deleting it.
    const answered = await call('DELETE', `/quiz/main/${quiz.quiz_id}`, admin);
    expect(answered.statusCode).toBe(409);
    expect(problemSchema.parse(answered.json()).detail).toBe(
      'This quiz has answers, which keep pointing at it. Archive it (status "archived") instead of deleting it.',
    );
  });

  it('keeps a quiz published while a published bundle holds it', async () => {
    const word = uniqueWord();
    const set = await questionSet(word);
    const body = knowledgeBody(word, set, { status: 'published' });
    const quiz = await createQuiz(body);
    const bundleBody = (status: 'draft' | 'published') => ({
      title_en: `Colour week ${word}`,
      title_tr: `Renk haftası ${word}`,
      status,
      quiz_ids: [quiz.quiz_id],
    });
    const bundle = await createBundle(bundleBody('published'));

    const held = await readQuiz(quiz.quiz_id);
    expect(held.bundle_count).toBe(1);
    expect(held.bundles).toEqual([
      {
        bundle_id: bundle.bundle_id,
        title_en: `Colour week ${word}`,
        title_tr: `Renk haftası ${word}`,
        status: 'published',
      },
    ]);
    for (const status of ['draft', 'archived'] as const) {
      const refused = await call('PUT', `/quiz/main/${quiz.quiz_id}`, admin, { ...body, status });
      expect(refused.statusCode).toBe(409);
      expect(problemSchema.parse(refused.json()).detail).toBe(
        `This published quiz is used by 1 published bundle: "Colour week ${word}". Remove it from them first.`,
      );
    }
    expect((await readQuiz(quiz.quiz_id)).status).toBe('published');
    // Still editable while it stays published.
    const renamed = await saveQuiz(quiz.quiz_id, { ...body, title_en: `Renamed ${word}` });
    expect(renamed.title_en).toBe(`Renamed ${word}`);
    expect(await auditCount('qb_quiz.updated', quiz.quiz_id)).toBe(1);

    // Once the bundle is a draft again, the quiz can leave.
    const unpublished = await call(
      'PUT',
      `/bundle/main/${bundle.bundle_id}`,
      admin,
      bundleBody('draft'),
    );
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    const archived = await saveQuiz(quiz.quiz_id, { ...body, status: 'archived' });
    expect(archived.status).toBe('archived');
  });
});

describe('deleting quizzes', () => {
  it('refuses a quiz in a bundle or with answers, and deletes one with its questions and keys', async () => {
    const word = uniqueWord();
    const set = await questionSet(word);
    const quiz = await createQuiz(knowledgeBody(word, set));

    // A question in a quiz cannot be deleted; the 409 names the quiz.
    const questionRefused = await call('DELETE', `/question/main/${set.single.question_id}`, admin);
    expect(questionRefused.statusCode).toBe(409);
    expect(problemSchema.parse(questionRefused.json()).detail).toBe(
      `This question is used by 1 quiz: "Colour knowledge ${word}". Remove it from them first.`,
    );

    const bundles: QbBundle[] = [];
    for (const name of ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth']) {
      bundles.push(
        await createBundle({
          title_en: `${name} ${word}`,
          title_tr: `${name} ${word}`,
          quiz_ids: [quiz.quiz_id],
        }),
      );
    }
    const inBundles = await call('DELETE', `/quiz/main/${quiz.quiz_id}`, admin);
    expect(inBundles.statusCode).toBe(409);
    expect(problemSchema.parse(inBundles.json()).detail).toBe(
      `This quiz is used by 6 bundles: "First ${word}", "Second ${word}", "Third ${word}", "Fourth ${word}", "Fifth ${word}" and 1 more. Remove it from them first.`,
    );
    for (const bundle of bundles) {
      const deleted = await call('DELETE', `/bundle/main/${bundle.bundle_id}`, admin);
      expect(deleted.statusCode).toBe(204);
    }

    // Users started it: archive instead.
    await context.database.db.insert(qbQuizAttempts).values([
      { user_id: firstStudent, quiz_id: quiz.quiz_id, completed_at: new Date() },
      { user_id: secondStudent, quiz_id: quiz.quiz_id },
    ]);
    await context.database.db.insert(qbResponses).values({
      user_id: firstStudent,
      quiz_id: quiz.quiz_id,
      question_id: set.text.question_id,
      version_id: set.text.version_id,
      text_value: 'Green',
    });
    expect(await readQuiz(quiz.quiz_id)).toMatchObject({ started_count: 2, completed_count: 1 });
    const answered = await call('DELETE', `/quiz/main/${quiz.quiz_id}`, admin);
    expect(answered.statusCode).toBe(409);
    expect(problemSchema.parse(answered.json()).detail).toBe(
      'This quiz was started by 2 users, whose answers keep pointing at it. Archive it (status "archived") instead of deleting it.',
    );
    expect(await auditCount('qb_quiz.deleted', quiz.quiz_id)).toBe(0);

    const free = await createQuiz(knowledgeBody(`${word} free`, set));
    const deleted = await call('DELETE', `/quiz/main/${free.quiz_id}`, admin);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/quiz/main/${free.quiz_id}`, admin)).statusCode).toBe(404);
    expect(
      await context.database.db
        .select()
        .from(qbQuizQuestions)
        .where(eq(qbQuizQuestions.quiz_id, free.quiz_id)),
    ).toEqual([]);
    expect(
      await context.database.db
        .select()
        .from(qbQuizAnswerKeys)
        .where(eq(qbQuizAnswerKeys.quiz_id, free.quiz_id)),
    ).toEqual([]);
    expect(await auditCount('qb_quiz.deleted', free.quiz_id)).toBe(1);
    expect((await call('DELETE', `/quiz/main/${free.quiz_id}`, admin)).statusCode).toBe(404);
  });
});

describe('the quiz list', () => {
  it('searches Turkish-aware, filters by status and purpose, and pages', async () => {
    const word = uniqueWord();
    const set = await questionSet(word);
    const turkish = await createQuiz({
      title_en: `Study habits ${word}`,
      title_tr: `Çalışma alışkanlıkları ${word}`,
      description_en: 'How you study',
      description_tr: 'Öğrenciler nasıl çalışıyor',
      purpose: 'matching',
      status: 'published',
      questions: [{ question_id: set.scale.question_id }],
    });
    const knowledge = await createQuiz(knowledgeBody(word, set));
    const plain: QbQuiz[] = [];
    for (let index = 0; index < 10; index += 1) {
      plain.push(
        await createQuiz({
          title_en: `Plain quiz ${String(index)} ${word}`,
          title_tr: `Düz test ${String(index)} ${word}`,
          purpose: 'survey',
        }),
      );
    }

    const list = async (query: string) => {
      const response = await call('GET', `/quiz/main/all?${query}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      return qbQuizPageSchema.parse(response.json());
    };

    // "CALISMA aliskanliklari" finds "Çalışma alışkanlıkları"; descriptions are searched too.
    const folded = await list(`q=${encodeURIComponent('CALISMA aliskanliklari')}`);
    expect(folded.items.map((item) => item.quiz_id)).toEqual([turkish.quiz_id]);
    const byDescription = await list(`q=${encodeURIComponent('ogrenciler NASIL')}`);
    expect(byDescription.items.map((item) => item.quiz_id)).toEqual([turkish.quiz_id]);
    expect(folded.items[0]).toMatchObject({ question_count: 1, status: 'published' });

    // Filters.
    const published = await list(`q=${word}&status=published`);
    expect(published.items.map((item) => item.quiz_id)).toEqual([turkish.quiz_id]);
    const knowledgeOnly = await list(`q=${word}&purpose=knowledge`);
    expect(knowledgeOnly.items.map((item) => item.quiz_id)).toEqual([knowledge.quiz_id]);
    expect(knowledgeOnly.items[0]).toMatchObject({ max_score: 10, question_count: 5 });
    const surveys = await list(`q=${word}&purpose=survey&status=draft`);
    expect(surveys.total).toBe(10);

    // Pages, newest change first.
    const first = await list(`q=${word}&page_size=10`);
    expect(first).toMatchObject({ page: 1, page_size: 10, total: 12 });
    expect(first.items[0]?.quiz_id).toBe(plain[9]?.quiz_id);
    const second = await list(`q=${word}&page_size=10&page=2`);
    expect(second.items.map((item) => item.quiz_id)).toEqual([knowledge.quiz_id, turkish.quiz_id]);

    // A change moves a quiz to the top.
    await saveQuiz(turkish.quiz_id, {
      title_en: `Study habits ${word}`,
      title_tr: `Çalışma alışkanlıkları ${word}`,
      purpose: 'matching',
      status: 'published',
      questions: [{ question_id: set.scale.question_id }],
    });
    expect((await list(`q=${word}&page_size=10`)).items[0]?.quiz_id).toBe(turkish.quiz_id);

    const badFilter = await call('GET', '/quiz/main/all?purpose=essay', admin);
    expect(badFilter.statusCode).toBe(400);
    expect(Object.keys(fieldMessages(badFilter.body))).toEqual(['query.purpose']);
  });
});

describe('the API reference', () => {
  it('documents the quiz calls from their schemas', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(document.paths['/api/admin/qb/quiz/main/all'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/api/admin/qb/quiz/main'] ?? {})).toEqual(['post']);
    expect(Object.keys(document.paths['/api/admin/qb/quiz/main/{quiz_id}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'put',
    ]);
  });
});
