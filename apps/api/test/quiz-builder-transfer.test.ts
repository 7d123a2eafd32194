import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  problemSchema,
  qbMatterSchema,
  qbMissingReferenceMessage,
  qbOptionSchema,
  qbPhraseSchema,
  qbQuestionPageSchema,
  qbQuestionSchema,
  qbQuizDocumentSchema,
  qbQuizImportResultSchema,
  type QbMatter,
  type QbMatterInput,
  type QbOption,
  type QbOptionInput,
  type QbPhrase,
  type QbPhraseInput,
  type QbQuestion,
  type QbQuestionInput,
  type QbQuizDocument,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import {
  qbQuizAnswerKeys,
  qbQuizQuestions,
  qbQuizzes,
} from '../src/features/quiz-builder/quiz-builder.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';

/** Two installations, each with its own database and admin. */
let mail: MailCatcher;
let first: TestContext;
let second: TestContext;
let firstAdmin: string;
let secondAdmin: string;
let student: string;

beforeAll(async () => {
  mail = await startMailCatcher();
  [first, second] = await Promise.all([
    createTestApp({ env: { SMTP_URL: mail.url } }),
    createTestApp({ env: { SMTP_URL: mail.url } }),
  ]);
  const [firstAccount, secondAccount, studentAccount] = await Promise.all([
    signedInWithRole(first, mail, 'admin'),
    signedInWithRole(second, mail, 'admin'),
    registerVerifiedUser(first.app, mail),
  ]);
  firstAdmin = firstAccount.token;
  secondAdmin = secondAccount.token;
  student = studentAccount.login.access_token;
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  await mail.close();
});

type Method = 'GET' | 'POST' | 'PUT';

function call(
  context: TestContext,
  method: Method,
  url: string,
  token: string | undefined,
  payload?: object,
) {
  return context.app.inject({
    method,
    url: `/api/admin/qb${url}`,
    remoteAddress: nextClientAddress(),
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function created<Result>(
  url: string,
  body: object,
  schema: { parse(value: unknown): Result },
): Promise<Result> {
  const response = await call(first, 'POST', url, firstAdmin, body);
  expect(response.statusCode, response.body).toBe(201);
  return schema.parse(response.json());
}

const createMatter = (body: QbMatterInput): Promise<QbMatter> =>
  created('/matter/main', body, qbMatterSchema);
const createOption = (body: QbOptionInput): Promise<QbOption> =>
  created('/option/main', body, qbOptionSchema);
const createPhrase = (body: QbPhraseInput): Promise<QbPhrase> =>
  created('/phrase/main', body, qbPhraseSchema);
const createQuestion = (body: QbQuestionInput): Promise<QbQuestion> =>
  created('/question/main', body, qbQuestionSchema);

async function exportQuiz(context: TestContext, token: string, quizId: string) {
  const response = await call(context, 'GET', `/quiz/main/${quizId}/export`, token);
  expect(response.statusCode, response.body).toBe(200);
  return { response, document: qbQuizDocumentSchema.parse(response.json()) };
}

function importQuiz(context: TestContext, token: string | undefined, document: object) {
  return call(context, 'POST', '/quiz/import', token, document);
}

/** The field messages of a 400 answer, keyed by field. */
function fieldMessages(body: string): Record<string, string> {
  const problem = problemSchema.parse(JSON.parse(body));
  return Object.fromEntries((problem.errors ?? []).map((error) => [error.field, error.message]));
}

const withoutDate = ({ exported_at: _date, ...rest }: QbQuizDocument) => rest;

/** A knowledge quiz built in the first installation, with everything an export carries. */
async function buildQuiz() {
  const campus = await createMatter({
    name_en: 'Campus life',
    name_tr: 'Kampüs yaşamı',
    description_en: 'Life around the university',
    description_tr: 'Üniversite çevresindeki yaşam',
  });
  const library = await createMatter({
    name_en: 'the library',
    name_tr: 'kütüphane',
    parent_id: campus.matter_id,
  });
  const music = await createMatter({ name_en: 'music', name_tr: 'müzik' });
  const important = await createPhrase({
    template_en: 'How important is {matter} to you?',
    template_tr: '{matter} senin için ne kadar önemli?',
  });
  const prefer = await createPhrase({
    template_en: 'Do you prefer {matter} or {matter_2}?',
    template_tr: '{matter} mı yoksa {matter_2} mi?',
  });
  const agree = await createOption({
    text_en: 'Agree',
    text_tr: 'Katılıyorum',
    value: 1,
    alternatives: [
      { text_en: 'I agree', text_tr: 'Katılırım' },
      { text_en: 'Yes, indeed', text_tr: 'Evet, kesinlikle' },
    ],
  });
  const disagree = await createOption({ text_en: 'Disagree', text_tr: 'Katılmıyorum', value: 0 });
  const north = await createOption({ text_en: 'North gate', text_tr: 'Kuzey kapısı', value: 1 });
  const south = await createOption({ text_en: 'South gate', text_tr: 'Güney kapısı', value: 0 });
  const east = await createOption({ text_en: 'East gate', text_tr: 'Doğu kapısı', value: 0 });
  const secondAlternative = agree.alternatives[1];
  if (secondAlternative === undefined) throw new Error('no alternative');

  const questions = [
    await createQuestion({
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
    await createQuestion({
      type: 'multiple_choice',
      text_en: 'Which gates open at night?',
      text_tr: 'Hangi kapılar gece açık?',
      options: [{ option_id: north.option_id }, { option_id: south.option_id }],
      status: 'active',
    }),
    await createQuestion({
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
    await createQuestion({
      type: 'scale',
      scale_max: 7,
      phrase_id: important.phrase_id,
      matter_ids: [library.matter_id],
      status: 'active',
      importance: 7,
    }),
    await createQuestion({
      type: 'single_choice',
      phrase_id: prefer.phrase_id,
      matter_ids: [music.matter_id, library.matter_id],
      options: [
        { option_id: agree.option_id, alternative_id: secondAlternative.alternative_id },
        { option_id: disagree.option_id },
      ],
      status: 'draft',
    }),
    await createQuestion({
      type: 'short_text',
      text_en: 'What would you change on campus?',
      text_tr: 'Kampüste neyi değiştirirdin?',
      status: 'active',
    }),
  ];
  const [quiz] = await first.database.db
    .insert(qbQuizzes)
    .values({
      title_en: 'Campus knowledge: gates & more!',
      title_tr: 'Kampüs bilgisi: kapılar ve dahası',
      description_en: 'How well do you know the campus?',
      description_tr: 'Kampüsü ne kadar iyi tanıyorsun?',
      purpose: 'knowledge',
      status: 'published',
      published_at: new Date(),
      pass_score: 4,
      search_text: 'campus knowledge',
    })
    .returning();
  if (quiz === undefined) throw new Error('no quiz');
  await first.database.db.insert(qbQuizQuestions).values(
    questions.map((question, position) => ({
      quiz_id: quiz.quiz_id,
      question_id: question.question_id,
      position,
      points: position < 3 ? 2 : 0,
    })),
  );
  const [single, multiple, ranking] = questions;
  if (single === undefined || multiple === undefined || ranking === undefined) {
    throw new Error('no questions');
  }
  await first.database.db.insert(qbQuizAnswerKeys).values([
    { quiz_id: quiz.quiz_id, question_id: single.question_id, option_id: north.option_id },
    { quiz_id: quiz.quiz_id, question_id: multiple.question_id, option_id: south.option_id },
    { quiz_id: quiz.quiz_id, question_id: multiple.question_id, option_id: north.option_id },
    ...[south, east, north].map((option, position) => ({
      quiz_id: quiz.quiz_id,
      question_id: ranking.question_id,
      option_id: option.option_id,
      position,
    })),
  ]);
  return { quiz, questions, campus, library, music, agree, north, south, east };
}

let built: Awaited<ReturnType<typeof buildQuiz>>;
let exported: QbQuizDocument;

beforeAll(async () => {
  built = await buildQuiz();
  exported = (await exportQuiz(first, firstAdmin, built.quiz.quiz_id)).document;
});

describe('permissions', () => {
  it('answers 401 signed out and 403 for a student on both calls', async () => {
    const url = `/quiz/main/${built.quiz.quiz_id}/export`;
    expect((await call(first, 'GET', url, undefined)).statusCode).toBe(401);
    expect((await importQuiz(first, undefined, exported)).statusCode).toBe(401);
    const exportAsStudent = await call(first, 'GET', url, student);
    expect(exportAsStudent.statusCode, exportAsStudent.body).toBe(403);
    const importAsStudent = await importQuiz(first, student, exported);
    expect(importAsStudent.statusCode, importAsStudent.body).toBe(403);
    expect(problemSchema.parse(importAsStudent.json()).code).toBe('forbidden');
  });

  it('answers 404 for a quiz that does not exist', async () => {
    const response = await call(
      first,
      'GET',
      '/quiz/main/3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f/export',
      firstAdmin,
    );
    expect(response.statusCode, response.body).toBe(404);
  });
});

describe('exporting a quiz', () => {
  it('writes a file with the quiz, its current questions and everything they use', async () => {
    const { response, document } = await exportQuiz(first, firstAdmin, built.quiz.quiz_id);
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
    const response = await importQuiz(second, secondAdmin, exported);
    expect(response.statusCode, response.body).toBe(201);
    expect(qbQuizImportResultSchema.parse(response.json())).toEqual({
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
    const audits = await second.database.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, 'qb_quiz.imported'),
          eq(auditEntries.target_id, built.quiz.quiz_id),
        ),
      );
    expect(audits).toHaveLength(1);

    // The questions render and are found like ones made in the builder.
    const [, , , scale, prefer] = built.questions;
    if (scale === undefined || prefer === undefined) throw new Error('no questions');
    const read = await call(second, 'GET', `/question/main/${prefer.question_id}`, secondAdmin);
    expect(read.statusCode, read.body).toBe(200);
    const question = qbQuestionSchema.parse(read.json());
    expect([question.rendered_en, question.rendered_tr]).toEqual([
      'Do you prefer music or the library?',
      'Müzik mı yoksa kütüphane mi?',
    ]);
    expect(question.options.map((option) => option.shown_en)).toEqual(['Yes, indeed', 'Disagree']);
    const found = await call(second, 'GET', '/question/main/all?q=kutuphane', secondAdmin);
    expect(found.statusCode, found.body).toBe(200);
    expect(
      qbQuestionPageSchema
        .parse(found.json())
        .items.map((item) => item.question_id)
        .sort(),
    ).toEqual([scale.question_id, prefer.question_id].sort());
    const matters = await call(second, 'GET', '/matter/main/all?q=kampus', secondAdmin);
    expect(matters.json()).toMatchObject({ total: 1 });
  });

  it('refuses a quiz that is already installed', async () => {
    const response = await importQuiz(second, secondAdmin, exported);
    expect(response.statusCode, response.body).toBe(409);
    expect(problemSchema.parse(response.json()).detail).toBe(
      'This quiz is already installed: "Campus knowledge: gates & more!".',
    );
  });

  it('reuses what is installed as it is, without overwriting it', async () => {
    const copy: QbQuizDocument = {
      ...exported,
      quiz: { ...exported.quiz, quiz_id: '0b7a4c1e-5d2f-4e8a-9c3b-7f6e5d4c3b2a' },
      options: exported.options.map((option) =>
        option.option_id === built.agree.option_id ? { ...option, text_en: 'Changed' } : option,
      ),
    };
    const response = await importQuiz(first, firstAdmin, copy);
    expect(response.statusCode, response.body).toBe(201);
    expect(qbQuizImportResultSchema.parse(response.json())).toMatchObject({
      created: { matters: 0, options: 0, phrases: 0, questions: 0 },
      reused: { matters: 3, options: 5, phrases: 2, questions: 6 },
    });
    const option = await call(first, 'GET', `/option/main/${built.agree.option_id}`, firstAdmin);
    expect(qbOptionSchema.parse(option.json()).text_en).toBe('Agree');
    const copied = await exportQuiz(first, firstAdmin, copy.quiz.quiz_id);
    expect(copied.document.questions).toEqual(exported.questions);
    expect(copied.document.quiz.questions).toEqual(exported.quiz.questions);
  });

  it('refuses a broken file with field errors, and installs nothing', async () => {
    const unknownMatter = '6a0d1c2b-3e4f-4a5b-8c7d-9e0f1a2b3c4d';
    const fresh = (quizId: string): QbQuizDocument => ({
      ...exported,
      quiz: { ...exported.quiz, quiz_id: quizId },
    });

    const missing = fresh('1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f');
    const third = await createTestApp({ env: { SMTP_URL: mail.url } });
    try {
      const thirdAdmin = (await signedInWithRole(third, mail, 'admin')).token;
      const broken = {
        ...missing,
        questions: missing.questions.map((question, index) =>
          index === 3 ? { ...question, matter_ids: [unknownMatter] } : question,
        ),
      };
      const response = await importQuiz(third, thirdAdmin, broken);
      expect(response.statusCode, response.body).toBe(400);
      expect(fieldMessages(response.body)).toEqual({
        'body.questions.3.matter_ids.0': qbMissingReferenceMessage('matter', unknownMatter),
      });
      const quizzes = await third.database.db.select().from(qbQuizzes);
      expect(quizzes).toHaveLength(0);
      const matters = await call(third, 'GET', '/matter/main/all', thirdAdmin);
      expect(matters.json()).toMatchObject({ total: 0 });
    } finally {
      await third.close();
    }

    const badRules = {
      ...fresh('2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a'),
      phrases: exported.phrases.map((phrase, index) =>
        index === 0 ? { ...phrase, template_en: 'What about {someone}?' } : phrase,
      ),
      quiz: {
        ...exported.quiz,
        quiz_id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
        titles: { en: 'X', tr: ' ' },
      },
    };
    const rules = await importQuiz(first, firstAdmin, badRules);
    expect(rules.statusCode, rules.body).toBe(400);
    const messages = fieldMessages(rules.body);
    expect(Object.keys(messages).sort()).toEqual([
      'body.phrases.0.template_en',
      'body.quiz.titles.tr',
    ]);
    expect(messages['body.phrases.0.template_en']).toContain('{someone}');

    const notAQuiz = await importQuiz(first, firstAdmin, { format: 'something.else' });
    expect(notAQuiz.statusCode, notAQuiz.body).toBe(400);
    expect(Object.keys(fieldMessages(notAQuiz.body))).toContain('body.format');
  });
});
