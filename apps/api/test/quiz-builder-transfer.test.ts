import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  qbMissingReferenceMessage,
  qbOptionSchema,
  qbQuestionPageSchema,
  qbQuestionSchema,
  qbQuizDocumentSchema,
  qbQuizImportResultSchema,
  type QbQuizDocument,
} from '@campus/contracts';
import { qbQuizzes } from '../src/features/quiz-builder/quizzes.tables';
import { createTestApp, useTestApp, type TestContext } from './support/app';
import { auditOf } from './support/audit';
import { createUser } from './support/factories/accounts';
import {
  createMatter,
  createOption,
  createPhrase,
  createQuestion,
  createQuiz,
} from './support/factories/quiz-builder';
import { expectProblem, expectStatus, fieldErrors } from './support/http';

/** The first installation, where the quizzes are built; a test makes a second one when it needs it. */
const t = useTestApp();

async function exportQuiz(context: TestContext, token: string, quizId: string) {
  const response = await context.api.call('GET', `/admin/qb/quiz/main/${quizId}/export`, token);
  return { response, document: expectStatus(response, 200, qbQuizDocumentSchema) };
}

function importQuiz(context: TestContext, token: string | undefined, document: object) {
  return context.api.call('POST', '/admin/qb/quiz/import', token, document);
}

const withoutDate = ({ exported_at: _date, ...rest }: QbQuizDocument) => rest;

/** A knowledge quiz built in the first installation, with everything an export carries. */
async function buildQuiz() {
  const campus = await createMatter(t, {
    name_en: 'Campus life',
    name_tr: 'Kampüs yaşamı',
    description_en: 'Life around the university',
    description_tr: 'Üniversite çevresindeki yaşam',
  });
  const library = await createMatter(t, {
    name_en: 'the library',
    name_tr: 'kütüphane',
    parent_id: campus.matter_id,
  });
  const music = await createMatter(t, { name_en: 'music', name_tr: 'müzik' });
  const important = await createPhrase(t, {
    template_en: 'How important is {matter} to you?',
    template_tr: '{matter} senin için ne kadar önemli?',
  });
  const prefer = await createPhrase(t, {
    template_en: 'Do you prefer {matter} or {matter_2}?',
    template_tr: '{matter} mı yoksa {matter_2} mi?',
  });
  const agree = await createOption(t, {
    text_en: 'Agree',
    text_tr: 'Katılıyorum',
    value: 1,
    alternatives: [
      { text_en: 'I agree', text_tr: 'Katılırım' },
      { text_en: 'Yes, indeed', text_tr: 'Evet, kesinlikle' },
    ],
  });
  const disagree = await createOption(t, {
    text_en: 'Disagree',
    text_tr: 'Katılmıyorum',
    value: 0,
  });
  const north = await createOption(t, { text_en: 'North gate', text_tr: 'Kuzey kapısı', value: 1 });
  const south = await createOption(t, { text_en: 'South gate', text_tr: 'Güney kapısı', value: 0 });
  const east = await createOption(t, { text_en: 'East gate', text_tr: 'Doğu kapısı', value: 0 });
  const secondAlternative = agree.alternatives[1];
  if (secondAlternative === undefined) throw new Error('no alternative');

  const questions = [
    await createQuestion(t, {
      type: 'single_choice',
      text_en: 'Where is the main entrance?',
      text_tr: 'Ana giriş nerede?',
      options: [
        { option_id: north.option_id },
        { option_id: south.option_id },
        { option_id: east.option_id },
      ],
      status: 'active',
      importance: 3,
    }),
    await createQuestion(t, {
      type: 'multiple_choice',
      text_en: 'Which gates open at night?',
      text_tr: 'Hangi kapılar gece açık?',
      options: [{ option_id: north.option_id }, { option_id: south.option_id }],
      status: 'active',
    }),
    await createQuestion(t, {
      type: 'ranking',
      text_en: 'Order the gates from the nearest to the dormitories',
      text_tr: 'Kapıları yurtlara en yakından başlayarak sıralayın',
      options: [
        { option_id: east.option_id },
        { option_id: north.option_id },
        { option_id: south.option_id },
      ],
      status: 'active',
    }),
    await createQuestion(t, {
      type: 'scale',
      scale_max: 7,
      phrase_id: important.phrase_id,
      matter_ids: [library.matter_id],
      status: 'active',
      importance: 7,
    }),
    await createQuestion(t, {
      type: 'single_choice',
      phrase_id: prefer.phrase_id,
      matter_ids: [music.matter_id, library.matter_id],
      options: [
        { option_id: agree.option_id, alternative_id: secondAlternative.alternative_id },
        { option_id: disagree.option_id },
      ],
      status: 'draft',
    }),
    await createQuestion(t, {
      type: 'short_text',
      text_en: 'What would you change on campus?',
      text_tr: 'Kampüste neyi değiştirirdin?',
      status: 'active',
    }),
  ];
  const [single, multiple, ranking] = questions;
  if (single === undefined || multiple === undefined || ranking === undefined) {
    throw new Error('no questions');
  }
  const keys = new Map([
    [single.question_id, [north.option_id]],
    [multiple.question_id, [south.option_id, north.option_id]],
    [ranking.question_id, [south.option_id, east.option_id, north.option_id]],
  ]);
  const quiz = await createQuiz(t, {
    title_en: 'Campus knowledge: gates & more!',
    title_tr: 'Kampüs bilgisi: kapılar ve dahası',
    description_en: 'How well do you know the campus?',
    description_tr: 'Kampüsü ne kadar iyi tanıyorsun?',
    purpose: 'knowledge',
    status: 'published',
    pass_score: 4,
    questions: questions.map((question, position) => ({
      question_id: question.question_id,
      points: position < 3 ? 2 : 0,
      correct_option_ids: keys.get(question.question_id) ?? [],
    })),
  });
  return { quiz, questions, campus, library, music, agree, north, south, east };
}

/** An admin of the first installation, a quiz built there and its export. */
async function builtAndExported() {
  const admin = await createUser(t, { role: 'admin' });
  const built = await buildQuiz();
  const { document: exported } = await exportQuiz(t, admin.token, built.quiz.quiz_id);
  return { admin: admin.token, built, exported };
}

/** A second installation with its own database and admin, for the length of `work`. */
async function inAnotherInstallation(
  work: (second: TestContext, secondAdmin: string) => Promise<void>,
): Promise<void> {
  const second = await createTestApp();
  try {
    const secondAdmin = await createUser(second, { role: 'admin' });
    await work(second, secondAdmin.token);
  } finally {
    await second.close();
  }
}

describe('permissions', () => {
  it('answers 401 signed out and 403 for a student on both calls', async () => {
    const student = await createUser(t);
    const { built, exported } = await builtAndExported();
    const url = `/admin/qb/quiz/main/${built.quiz.quiz_id}/export`;
    expectProblem(await t.api.call('GET', url), 401);
    expectProblem(await importQuiz(t, undefined, exported), 401);
    expectProblem(await t.api.call('GET', url, student.token), 403);
    expectProblem(await importQuiz(t, student.token, exported), 403, 'forbidden');
  });

  it('answers 404 for a quiz that does not exist', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const response = await t.api.call(
      'GET',
      '/admin/qb/quiz/main/3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f/export',
      admin.token,
    );
    expectProblem(response, 404);
  });
});

describe('exporting a quiz', () => {
  it('writes a file with the quiz, its current questions and everything they use', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const built = await buildQuiz();
    const { response, document } = await exportQuiz(t, admin.token, built.quiz.quiz_id);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="campus-knowledge-gates-more.quiz.json"',
    );
    expect(document.format).toBe('campushub.quiz');
    expect(document.format_version).toBe(1);
    expect(document.quiz).toMatchObject({
      quiz_id: built.quiz.quiz_id,
      titles: { en: 'Campus knowledge: gates & more!', tr: 'Kampüs bilgisi: kapılar ve dahası' },
      purpose: 'knowledge',
      pass_score: 4,
    });
    expect(document.quiz.questions.map((question) => question.correct_option_ids)).toEqual([
      [built.north.option_id],
      expect.arrayContaining([built.north.option_id, built.south.option_id]),
      [built.south.option_id, built.east.option_id, built.north.option_id],
      [],
      [],
      [],
    ]);
    expect(document.questions.map((question) => question.question_id)).toEqual(
      built.questions.map((question) => question.question_id),
    );
    expect(document.questions.map((question) => question.type)).toEqual([
      'single_choice',
      'multiple_choice',
      'ranking',
      'scale',
      'single_choice',
      'short_text',
    ]);
    // The parent of the library comes along although no question names it.
    expect(document.matters.map((matter) => matter.matter_id).sort()).toEqual(
      [built.campus.matter_id, built.library.matter_id, built.music.matter_id].sort(),
    );
    expect(document.phrases).toHaveLength(2);
    expect(document.options).toHaveLength(5);
    const agree = document.options.find((option) => option.option_id === built.agree.option_id);
    expect(agree?.alternatives.map((alternative) => alternative.text_tr)).toEqual([
      'Katılırım',
      'Evet, kesinlikle',
    ]);
  });
});

describe('importing a quiz', () => {
  it('makes the same quiz in another installation, as a draft, audited', async () => {
    const { built, exported } = await builtAndExported();
    await inAnotherInstallation(async (second, secondAdmin) => {
      const response = await importQuiz(second, secondAdmin, exported);
      expect(expectStatus(response, 201, qbQuizImportResultSchema)).toEqual({
        quiz_id: built.quiz.quiz_id,
        title_en: 'Campus knowledge: gates & more!',
        title_tr: 'Kampüs bilgisi: kapılar ve dahası',
        created: { matters: 3, options: 5, phrases: 2, questions: 6 },
        reused: { matters: 0, options: 0, phrases: 0, questions: 0 },
      });

      const again = await exportQuiz(second, secondAdmin, built.quiz.quiz_id);
      expect(withoutDate(again.document)).toEqual(withoutDate(exported));

      const [quiz] = await second.database.db
        .select()
        .from(qbQuizzes)
        .where(eq(qbQuizzes.quiz_id, built.quiz.quiz_id));
      expect(quiz?.status).toBe('draft');
      expect(quiz?.published_at).toBeNull();
      expect(await auditOf(second, 'qb_quiz.imported', built.quiz.quiz_id)).toHaveLength(1);

      // The questions render and are found like ones made in the builder.
      const [, , , scale, prefer] = built.questions;
      if (scale === undefined || prefer === undefined) throw new Error('no questions');
      const question = await second.api.read(
        `/admin/qb/question/main/${prefer.question_id}`,
        secondAdmin,
        qbQuestionSchema,
      );
      expect([question.rendered_en, question.rendered_tr]).toEqual([
        'Do you prefer music or the library?',
        'Müzik mı yoksa kütüphane mi?',
      ]);
      expect(question.options.map((option) => option.shown_en)).toEqual([
        'Yes, indeed',
        'Disagree',
      ]);
      const found = await second.api.read(
        '/admin/qb/question/main/all?q=kutuphane',
        secondAdmin,
        qbQuestionPageSchema,
      );
      expect(found.items.map((item) => item.question_id).sort()).toEqual(
        [scale.question_id, prefer.question_id].sort(),
      );
      const matters = await second.api.call(
        'GET',
        '/admin/qb/matter/main/all?q=kampus',
        secondAdmin,
      );
      expect(matters.json()).toMatchObject({ total: 1 });
    });
  });

  it('refuses a quiz that is already installed', async () => {
    const { exported } = await builtAndExported();
    await inAnotherInstallation(async (second, secondAdmin) => {
      expectStatus(await importQuiz(second, secondAdmin, exported), 201);
      const response = await importQuiz(second, secondAdmin, exported);
      expect(expectProblem(response, 409).detail).toBe(
        'This quiz is already installed: "Campus knowledge: gates & more!".',
      );
    });
  });

  it('reuses what is installed as it is, without overwriting it', async () => {
    const { admin, built, exported } = await builtAndExported();
    const copy: QbQuizDocument = {
      ...exported,
      quiz: { ...exported.quiz, quiz_id: randomUUID() },
      options: exported.options.map((option) =>
        option.option_id === built.agree.option_id ? { ...option, text_en: 'Changed' } : option,
      ),
    };
    const response = await importQuiz(t, admin, copy);
    expect(expectStatus(response, 201, qbQuizImportResultSchema)).toMatchObject({
      created: { matters: 0, options: 0, phrases: 0, questions: 0 },
      reused: { matters: 3, options: 5, phrases: 2, questions: 6 },
    });
    const option = await t.api.read(
      `/admin/qb/option/main/${built.agree.option_id}`,
      admin,
      qbOptionSchema,
    );
    expect(option.text_en).toBe('Agree');
    const copied = await exportQuiz(t, admin, copy.quiz.quiz_id);
    expect(copied.document.questions).toEqual(exported.questions);
    expect(copied.document.quiz.questions).toEqual(exported.quiz.questions);
  });

  it('refuses a broken file with field errors, and installs nothing', async () => {
    const { admin, exported } = await builtAndExported();
    const unknownMatter = '6a0d1c2b-3e4f-4a5b-8c7d-9e0f1a2b3c4d';
    const fresh = (quizId: string): QbQuizDocument => ({
      ...exported,
      quiz: { ...exported.quiz, quiz_id: quizId },
    });

    const missing = fresh(randomUUID());
    await inAnotherInstallation(async (third, thirdAdmin) => {
      const broken = {
        ...missing,
        questions: missing.questions.map((question, index) =>
          index === 3 ? { ...question, matter_ids: [unknownMatter] } : question,
        ),
      };
      const response = await importQuiz(third, thirdAdmin, broken);
      expect(fieldErrors(response)).toEqual({
        'body.questions.3.matter_ids.0': qbMissingReferenceMessage('matter', unknownMatter),
      });
      const quizzes = await third.database.db.select().from(qbQuizzes);
      expect(quizzes).toHaveLength(0);
      const matters = await third.api.call('GET', '/admin/qb/matter/main/all', thirdAdmin);
      expect(matters.json()).toMatchObject({ total: 0 });
    });

    const badRulesId = randomUUID();
    const badRules = {
      ...fresh(badRulesId),
      phrases: exported.phrases.map((phrase, index) =>
        index === 0 ? { ...phrase, template_en: 'What about {someone}?' } : phrase,
      ),
      quiz: { ...exported.quiz, quiz_id: badRulesId, titles: { en: 'X', tr: ' ' } },
    };
    const messages = fieldErrors(await importQuiz(t, admin, badRules));
    expect(Object.keys(messages).sort()).toEqual([
      'body.phrases.0.template_en',
      'body.quiz.titles.tr',
    ]);
    expect(messages['body.phrases.0.template_en']).toContain('{someone}');
    expect(
      await t.database.db.select().from(qbQuizzes).where(eq(qbQuizzes.quiz_id, badRulesId)),
    ).toEqual([]);

    const notAQuiz = await importQuiz(t, admin, { format: 'something.else' });
    expect(Object.keys(fieldErrors(notAQuiz))).toContain('body.format');
  });
});
