import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  qbAnswerKeyMissingMessage,
  qbAnswerKeyNotOptionMessage,
  qbQuestionSchema,
  qbQuizMessages,
  qbQuizPageSchema,
  qbQuizSchema,
  qbRetiredQuestionMessage,
  qbUnknownQuestionMessage,
  type QbQuiz,
  type QbQuizInput,
} from '@campus/contracts';
import { qbQuizAnswerKeys, qbQuizQuestions } from '../src/features/quiz-builder/quizzes.tables';
import { expectAdminOnly } from './support/access';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { createUser } from './support/factories/accounts';
import {
  createAttempt,
  createOption,
  createQuestion,
  createQuiz,
  createResponse,
  type CreatedOption,
} from './support/factories/quiz-builder';
import { createBundle } from './support/factories/quiz-taking';
import { expectProblem, expectStatus, fieldErrors, type Method } from './support/http';

const t = useTestApp();

/** A word no other test uses, so searches find only what one test made. */
let wordCount = 0;
function uniqueWord(): string {
  wordCount += 1;
  return `qz${String(Date.now() % 100000)}w${String(wordCount)}`;
}

async function newAdmin(): Promise<string> {
  return (await createUser(t, { role: 'admin' })).token;
}

/** Three options a test's questions offer: red, green and blue. */
async function colourOptions() {
  const [red, green, blue] = await Promise.all([
    createOption(t, { text_en: 'Red', text_tr: 'Kırmızı', value: 1 }),
    createOption(t, { text_en: 'Green', text_tr: 'Yeşil', value: 2 }),
    createOption(t, { text_en: 'Blue', text_tr: 'Mavi', value: 3 }),
  ]);
  return { red, green, blue };
}

type Colours = Awaited<ReturnType<typeof colourOptions>>;

/** One question of each type offering the colours, texts ending with a unique word. */
async function questionSet(word: string, colours: Colours) {
  const options: CreatedOption[] = [colours.red, colours.green, colours.blue];
  const [single, multiple, ranking, scale, text] = await Promise.all([
    createQuestion(t, {
      type: 'single_choice',
      text_en: `Colour of grass ${word}`,
      text_tr: `Çimenin rengi ${word}`,
      options,
    }),
    createQuestion(t, {
      type: 'multiple_choice',
      text_en: `Colours of a flag ${word}`,
      text_tr: `Bayrağın renkleri ${word}`,
      options,
    }),
    createQuestion(t, {
      type: 'ranking',
      text_en: `Order the colours ${word}`,
      text_tr: `Renkleri sıralayın ${word}`,
      options,
    }),
    createQuestion(t, {
      type: 'scale',
      scale_max: 5,
      text_en: `Do you like colours? ${word}`,
      text_tr: `Renkleri sever misiniz? ${word}`,
    }),
    createQuestion(t, {
      type: 'short_text',
      text_en: `Your colour ${word}`,
      text_tr: `Renginiz ${word}`,
    }),
  ]);
  return { single, multiple, ranking, scale, text };
}

type QuestionSet = Awaited<ReturnType<typeof questionSet>>;

async function postQuiz(admin: string, body: QbQuizInput): Promise<QbQuiz> {
  return expectStatus(
    await t.api.call('POST', '/admin/qb/quiz/main', admin, body),
    201,
    qbQuizSchema,
  );
}

async function readQuiz(admin: string, quizId: string): Promise<QbQuiz> {
  return t.api.read(`/admin/qb/quiz/main/${quizId}`, admin, qbQuizSchema);
}

async function saveQuiz(admin: string, quizId: string, body: QbQuizInput): Promise<QbQuiz> {
  return expectStatus(
    await t.api.call('PUT', `/admin/qb/quiz/main/${quizId}`, admin, body),
    200,
    qbQuizSchema,
  );
}

/** A knowledge quiz body over a question set with complete keys. */
function knowledgeBody(
  word: string,
  set: QuestionSet,
  { red, green, blue }: Colours,
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
    { method: 'GET', url: '/admin/qb/quiz/main/all' },
    { method: 'POST', url: '/admin/qb/quiz/main', payload: body },
    { method: 'GET', url: `/admin/qb/quiz/main/${someId}` },
    { method: 'PUT', url: `/admin/qb/quiz/main/${someId}`, payload: body },
    { method: 'DELETE', url: `/admin/qb/quiz/main/${someId}` },
  ];

  it.each(calls)('$method $url: 401 signed out, 403 for students and moderators', async (entry) => {
    await expectAdminOnly(t, entry);
  });
});

describe('creating and reading quizzes', () => {
  it('creates a survey and a knowledge quiz with ordered questions, points and keys, audited', async () => {
    const admin = await newAdmin();
    const colours = await colourOptions();
    const { red, green, blue } = colours;
    const word = uniqueWord();
    const set = await questionSet(word, colours);
    const survey = await postQuiz(admin, {
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
    expect(await auditOf(t, 'qb_quiz.created', survey.quiz_id)).toHaveLength(1);

    const knowledge = await postQuiz(admin, knowledgeBody(word, set, colours, { pass_score: 6 }));
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
    expect(await readQuiz(admin, knowledge.quiz_id)).toEqual(knowledge);
    expectProblem(
      await t.api.call('GET', `/admin/qb/quiz/main/${set.single.question_id}`, admin),
      404,
    );
    // The questions know they are used.
    const question = await t.api.read(
      `/admin/qb/question/main/${set.single.question_id}`,
      admin,
      qbQuestionSchema,
    );
    expect(question.quiz_count).toBe(2);
  });

  it('explains what is wrong with a quiz form', async () => {
    const admin = await newAdmin();
    const colours = await colourOptions();
    const { red, green } = colours;
    const word = uniqueWord();
    const set = await questionSet(word, colours);
    const expectFields = async (body: object, expected: Record<string, string>) => {
      const response = await t.api.call('POST', '/admin/qb/quiz/main', admin, body);
      expect(fieldErrors(response)).toMatchObject(expected);
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
    const other = await createOption(t, {
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
    const twoAnswers = await t.api.call('POST', '/admin/qb/quiz/main', admin, {
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
    expect(fieldErrors(twoAnswers)).toEqual({
      'body.questions.0.correct_option_ids': qbAnswerKeyMissingMessage('single_choice'),
    });

    // Nothing of the refused forms was saved.
    const list = await t.api.read(
      `/admin/qb/quiz/main/all?q=${encodeURIComponent(`Form ${word}`)}`,
      admin,
      qbQuizPageSchema,
    );
    expect(list.total).toBe(0);
  });
});

describe('publishing quizzes', () => {
  it('publishes a complete quiz and refuses an incomplete one, field by field', async () => {
    const admin = await newAdmin();
    const colours = await colourOptions();
    const { red, blue } = colours;
    const word = uniqueWord();
    const set = await questionSet(word, colours);
    const publish = (body: QbQuizInput) =>
      t.api.call('POST', '/admin/qb/quiz/main', admin, { ...body, status: 'published' });

    const empty = await publish({ title_en: 'Empty', title_tr: 'Boş', purpose: 'survey' });
    expect(fieldErrors(empty)['body.status']).toBe(qbQuizMessages.emptyQuiz);

    const incomplete = await publish(
      knowledgeBody(word, set, colours, {
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
    expect(fieldErrors(incomplete)).toEqual({
      'body.questions.0.correct_option_ids': qbAnswerKeyMissingMessage('single_choice'),
      'body.questions.1.correct_option_ids': qbAnswerKeyMissingMessage('multiple_choice'),
      'body.questions.2.correct_option_ids': qbAnswerKeyMissingMessage('ranking'),
      'body.pass_score': qbQuizMessages.passScoreTooHigh,
    });

    // A retired question cannot be published.
    const retired = await createQuestion(t, {
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
    expect(fieldErrors(withRetired)).toEqual({
      'body.questions.1.question_id': qbRetiredQuestionMessage(retired.question_id),
    });
    // … but a draft may hold it.
    const draft = await postQuiz(admin, {
      title_en: `Retired draft ${word}`,
      title_tr: `Emekli taslak ${word}`,
      purpose: 'survey',
      questions: [{ question_id: retired.question_id }],
    });
    expect(draft.questions).toHaveLength(1);

    // Nothing of the refused quizzes was saved.
    const saved = await t.api.read(`/admin/qb/quiz/main/all?q=${word}`, admin, qbQuizPageSchema);
    expect(saved.items.map((item) => item.quiz_id)).toEqual([draft.quiz_id]);

    // Complete: published at once, audited.
    const complete = await publish(knowledgeBody(word, set, colours, { pass_score: 10 }));
    const published = expectStatus(complete, 201, qbQuizSchema);
    expect(published).toMatchObject({ status: 'published', max_score: 10 });
    expect(published.published_at).not.toBeNull();
    expect(await auditOf(t, 'qb_quiz.created', published.quiz_id)).toHaveLength(1);
    expect(await auditOf(t, 'qb_quiz.published', published.quiz_id)).toHaveLength(1);

    // Publishing a draft later sets published_at and is audited as a publication.
    const later = await createQuiz(t, knowledgeBody(`${word} later`, set, colours));
    expect(later.published_at).toBeNull();
    const laterPublished = await saveQuiz(admin, later.quiz_id, {
      ...knowledgeBody(`${word} later`, set, colours),
      status: 'published',
    });
    expect(laterPublished.published_at).not.toBeNull();
    expect(await auditOf(t, 'qb_quiz.published', later.quiz_id)).toHaveLength(1);
    const archived = await saveQuiz(admin, later.quiz_id, {
      ...knowledgeBody(`${word} later`, set, colours),
      status: 'archived',
    });
    expect(archived.status).toBe('archived');
    expect(await auditOf(t, 'qb_quiz.archived', later.quiz_id)).toHaveLength(1);
  });

  it('keys a knowledge question by the options of its current version', async () => {
    const [admin, student] = await Promise.all([newAdmin(), createUser(t)]);
    const { red, green, blue } = await colourOptions();
    const word = uniqueWord();
    const question = await createQuestion(t, {
      type: 'single_choice',
      text_en: `Versioned ${word}`,
      text_tr: `Sürümlü ${word}`,
      options: [red, green],
    });
    const quiz = await createQuiz(t, {
      title_en: `Versions ${word}`,
      title_tr: `Sürümler ${word}`,
      purpose: 'knowledge',
      questions: [{ question_id: question.question_id, correct_option_ids: [red.option_id] }],
    });
    // Someone answers, so the next change of options makes version 2 (green and blue).
    await createResponse(t, {
      user_id: student.id,
      quiz_id: quiz.quiz_id,
      question_id: question.question_id,
      version_id: question.version_id,
    });
    const changed = await t.api.call(
      'PUT',
      `/admin/qb/question/main/${question.question_id}`,
      admin,
      {
        type: 'single_choice',
        text_en: `Versioned ${word}`,
        text_tr: `Sürümlü ${word}`,
        options: [{ option_id: green.option_id }, { option_id: blue.option_id }],
      },
    );
    expect(expectStatus(changed, 200, qbQuestionSchema).current_version).toBe(2);
    const refused = await t.api.call('PUT', `/admin/qb/quiz/main/${quiz.quiz_id}`, admin, {
      title_en: `Versions ${word}`,
      title_tr: `Sürümler ${word}`,
      purpose: 'knowledge',
      questions: [{ question_id: question.question_id, correct_option_ids: [red.option_id] }],
    });
    expect(fieldErrors(refused)).toEqual({
      'body.questions.0.correct_option_ids.0': qbAnswerKeyNotOptionMessage(red.option_id),
    });
    // The refused save left the quiz as it was.
    expect((await readQuiz(admin, quiz.quiz_id)).questions[0]?.correct_option_ids).toEqual([
      red.option_id,
    ]);
    const saved = await saveQuiz(admin, quiz.quiz_id, {
      title_en: `Versions ${word}`,
      title_tr: `Sürümler ${word}`,
      purpose: 'knowledge',
      questions: [{ question_id: question.question_id, correct_option_ids: [blue.option_id] }],
    });
    expect(saved.questions[0]?.correct_option_ids).toEqual([blue.option_id]);
    expect(saved.questions[0]?.question.current_version).toBe(2);
    // Answered, even without an attempt row: archive it instead of deleting it.
    const answered = await t.api.call('DELETE', `/admin/qb/quiz/main/${quiz.quiz_id}`, admin);
    expect(expectProblem(answered, 409).detail).toBe(
      'This quiz has answers, which keep pointing at it. Archive it (status "archived") instead of deleting it.',
    );
  });

  it('keeps a quiz published while a published bundle holds it', async () => {
    const admin = await newAdmin();
    const colours = await colourOptions();
    const word = uniqueWord();
    const set = await questionSet(word, colours);
    const body = knowledgeBody(word, set, colours, { status: 'published' });
    const quiz = await createQuiz(t, body);
    const bundleBody = (status: 'draft' | 'published') => ({
      title_en: `Colour week ${word}`,
      title_tr: `Renk haftası ${word}`,
      status,
      quiz_ids: [quiz.quiz_id],
    });
    const bundle = await createBundle(t, bundleBody('published'));

    const held = await readQuiz(admin, quiz.quiz_id);
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
      const refused = await t.api.call('PUT', `/admin/qb/quiz/main/${quiz.quiz_id}`, admin, {
        ...body,
        status,
      });
      expect(expectProblem(refused, 409).detail).toBe(
        `This published quiz is used by 1 published bundle: "Colour week ${word}". Remove it from them first.`,
      );
    }
    expect((await readQuiz(admin, quiz.quiz_id)).status).toBe('published');
    // Still editable while it stays published.
    const renamed = await saveQuiz(admin, quiz.quiz_id, { ...body, title_en: `Renamed ${word}` });
    expect(renamed.title_en).toBe(`Renamed ${word}`);
    expect(await auditOf(t, 'qb_quiz.updated', quiz.quiz_id)).toHaveLength(1);

    // Once the bundle is a draft again, the quiz can leave.
    const unpublished = await t.api.call(
      'PUT',
      `/admin/qb/bundle/main/${bundle.bundle_id}`,
      admin,
      bundleBody('draft'),
    );
    expectStatus(unpublished, 200);
    const archived = await saveQuiz(admin, quiz.quiz_id, { ...body, status: 'archived' });
    expect(archived.status).toBe('archived');
  });
});

describe('deleting quizzes', () => {
  it('refuses a quiz in a bundle or with answers, and deletes one with its questions and keys', async () => {
    const [admin, firstStudent, secondStudent] = await Promise.all([
      newAdmin(),
      createUser(t),
      createUser(t),
    ]);
    const colours = await colourOptions();
    const word = uniqueWord();
    const set = await questionSet(word, colours);
    const quiz = await createQuiz(t, knowledgeBody(word, set, colours));

    // A question in a quiz cannot be deleted; the 409 names the quiz.
    const questionRefused = await t.api.call(
      'DELETE',
      `/admin/qb/question/main/${set.single.question_id}`,
      admin,
    );
    expect(expectProblem(questionRefused, 409).detail).toBe(
      `This question is used by 1 quiz: "Colour knowledge ${word}". Remove it from them first.`,
    );

    const bundles: { bundle_id: string }[] = [];
    for (const name of ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth']) {
      bundles.push(
        await createBundle(t, {
          title_en: `${name} ${word}`,
          title_tr: `${name} ${word}`,
          quiz_ids: [quiz.quiz_id],
        }),
      );
    }
    const inBundles = await t.api.call('DELETE', `/admin/qb/quiz/main/${quiz.quiz_id}`, admin);
    expect(expectProblem(inBundles, 409).detail).toBe(
      `This quiz is used by 6 bundles: "First ${word}", "Second ${word}", "Third ${word}", "Fourth ${word}", "Fifth ${word}" and 1 more. Remove it from them first.`,
    );
    for (const bundle of bundles) {
      expectStatus(
        await t.api.call('DELETE', `/admin/qb/bundle/main/${bundle.bundle_id}`, admin),
        204,
      );
    }

    // Users started it: archive instead.
    await createAttempt(t, { user_id: firstStudent.id, quiz_id: quiz.quiz_id, completed: true });
    await createAttempt(t, { user_id: secondStudent.id, quiz_id: quiz.quiz_id });
    await createResponse(t, {
      user_id: firstStudent.id,
      quiz_id: quiz.quiz_id,
      question_id: set.text.question_id,
      version_id: set.text.version_id,
      text_value: 'Green',
    });
    expect(await readQuiz(admin, quiz.quiz_id)).toMatchObject({
      started_count: 2,
      completed_count: 1,
    });
    const answered = await t.api.call('DELETE', `/admin/qb/quiz/main/${quiz.quiz_id}`, admin);
    expect(expectProblem(answered, 409).detail).toBe(
      'This quiz was started by 2 users, whose answers keep pointing at it. Archive it (status "archived") instead of deleting it.',
    );
    expect(await auditOf(t, 'qb_quiz.deleted', quiz.quiz_id)).toEqual([]);

    const free = await createQuiz(t, knowledgeBody(`${word} free`, set, colours));
    const db = t.database.db;
    // The free quiz has its questions and keys until it is deleted.
    expect(
      await db.select().from(qbQuizQuestions).where(eq(qbQuizQuestions.quiz_id, free.quiz_id)),
    ).toHaveLength(5);
    expect(
      await db.select().from(qbQuizAnswerKeys).where(eq(qbQuizAnswerKeys.quiz_id, free.quiz_id)),
    ).toHaveLength(6);
    expectStatus(await t.api.call('DELETE', `/admin/qb/quiz/main/${free.quiz_id}`, admin), 204);
    expectProblem(await t.api.call('GET', `/admin/qb/quiz/main/${free.quiz_id}`, admin), 404);
    expect(
      await db.select().from(qbQuizQuestions).where(eq(qbQuizQuestions.quiz_id, free.quiz_id)),
    ).toEqual([]);
    expect(
      await db.select().from(qbQuizAnswerKeys).where(eq(qbQuizAnswerKeys.quiz_id, free.quiz_id)),
    ).toEqual([]);
    expect(await auditOf(t, 'qb_quiz.deleted', free.quiz_id)).toHaveLength(1);
    expectProblem(await t.api.call('DELETE', `/admin/qb/quiz/main/${free.quiz_id}`, admin), 404);
  });
});

describe('the quiz list', () => {
  it('searches Turkish-aware, filters by status and purpose, and pages', async () => {
    const admin = await newAdmin();
    const colours = await colourOptions();
    const word = uniqueWord();
    const set = await questionSet(word, colours);
    const turkish = await createQuiz(t, {
      title_en: `Study habits ${word}`,
      title_tr: `Çalışma alışkanlıkları ${word}`,
      description_en: 'How you study',
      description_tr: 'Öğrenciler nasıl çalışıyor',
      purpose: 'matching',
      status: 'published',
      questions: [{ question_id: set.scale.question_id }],
    });
    const knowledge = await createQuiz(t, knowledgeBody(word, set, colours));
    const plain: { quiz_id: string }[] = [];
    for (let index = 0; index < 10; index += 1) {
      plain.push(
        await createQuiz(t, {
          title_en: `Plain quiz ${String(index)} ${word}`,
          title_tr: `Düz test ${String(index)} ${word}`,
          purpose: 'survey',
        }),
      );
    }

    const list = (query: string) =>
      t.api.read(`/admin/qb/quiz/main/all?${query}`, admin, qbQuizPageSchema);

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
    await saveQuiz(admin, turkish.quiz_id, {
      title_en: `Study habits ${word}`,
      title_tr: `Çalışma alışkanlıkları ${word}`,
      purpose: 'matching',
      status: 'published',
      questions: [{ question_id: set.scale.question_id }],
    });
    expect((await list(`q=${word}&page_size=10`)).items[0]?.quiz_id).toBe(turkish.quiz_id);

    const badFilter = await t.api.call('GET', '/admin/qb/quiz/main/all?purpose=essay', admin);
    expect(Object.keys(fieldErrors(badFilter))).toEqual(['query.purpose']);
  });
});

describe('the API reference', () => {
  it('documents the quiz calls from their schemas', async () => {
    const response = await t.api.call('GET', '/docs/json');
    expectStatus(response, 200);
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
