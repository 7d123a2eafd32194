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
  type QbQuizInput,
} from '@campus/contracts';
import { qbQuizAnswerKeys, qbQuizQuestions } from '../src/features/quiz-builder/quizzes.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { createUser } from './support/factories/accounts';
import {
  createAttempt,
  createQuestion,
  createQuiz,
  createResponse,
} from './support/factories/quiz-builder';
import { createBundle } from './support/factories/quiz-taking';
import { expectProblem, expectStatus, fieldErrors } from './support/http';
import { createQbQuizHelpers, uniqueWord } from './support/quiz-builder-quizzes';

const t = useTestApp();
const { colourOptions, knowledgeBody, newAdmin, postQuiz, questionSet, readQuiz, saveQuiz } =
  createQbQuizHelpers(t);

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
