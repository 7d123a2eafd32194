import { describe, expect, it } from 'vitest';
import {
  qbAnswerKeyMissingMessage,
  qbAnswerKeyNotOptionMessage,
  qbQuestionSchema,
  qbQuizMessages,
  qbQuizPageSchema,
  qbUnknownQuestionMessage,
} from '@campus/contracts';
import { expectAdminOnly } from './support/access';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { createOption, createQuiz } from './support/factories/quiz-builder';
import { expectProblem, expectStatus, fieldErrors, type Method } from './support/http';
import { createQbQuizHelpers, uniqueWord } from './support/quiz-builder-quizzes';

const t = useTestApp();
const { colourOptions, knowledgeBody, newAdmin, postQuiz, questionSet, readQuiz, saveQuiz } =
  createQbQuizHelpers(t);

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
