import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  problemSchema,
  qbMatterSchema,
  qbNoOptionsMessage,
  qbOptionSchema,
  qbPhraseNeedsMattersMessage,
  qbPhraseSchema,
  qbQuestionMessages,
  qbQuestionPageSchema,
  qbQuestionSchema,
  qbTooFewOptionsMessage,
  qbUnknownMatterMessage,
  qbUnknownOptionMessage,
  type QbMatter,
  type QbMatterInput,
  type QbOption,
  type QbOptionInput,
  type QbPhrase,
  type QbPhraseInput,
  type QbQuestion,
  type QbQuestionInput,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import {
  qbQuestionVersionOptions,
  qbQuestionVersions,
  qbQuizQuestions,
  qbQuizzes,
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
let studentId: string;
let yes: QbOption;
let no: QbOption;
let maybe: QbOption;

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  const [adminAccount, moderatorAccount, studentAccount] = await Promise.all([
    signedInWithRole(context, mail, 'admin'),
    signedInWithRole(context, mail, 'moderator'),
    registerVerifiedUser(context.app, mail),
  ]);
  admin = adminAccount.token;
  moderator = moderatorAccount.token;
  student = studentAccount.login.access_token;
  studentId = studentAccount.login.user_current.user_id;
  yes = await createOption({
    text_en: 'Yes',
    text_tr: 'Evet',
    value: 1,
    alternatives: [{ text_en: 'Absolutely', text_tr: 'Kesinlikle' }],
  });
  no = await createOption({ text_en: 'No', text_tr: 'Hayır', value: 0 });
  maybe = await createOption({ text_en: 'Maybe', text_tr: 'Belki', value: 0.5 });
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
  return `qq${String(Date.now() % 100000)}w${String(wordCount)}`;
}

async function createMatter(body: QbMatterInput): Promise<QbMatter> {
  const response = await call('POST', '/matter/main', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return qbMatterSchema.parse(response.json());
}

async function createOption(body: QbOptionInput): Promise<QbOption> {
  const response = await call('POST', '/option/main', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return qbOptionSchema.parse(response.json());
}

async function createPhrase(body: QbPhraseInput): Promise<QbPhrase> {
  const response = await call('POST', '/phrase/main', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return qbPhraseSchema.parse(response.json());
}

async function createQuestion(body: QbQuestionInput): Promise<QbQuestion> {
  const response = await call('POST', '/question/main', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return qbQuestionSchema.parse(response.json());
}

async function readQuestion(questionId: string): Promise<QbQuestion> {
  const response = await call('GET', `/question/main/${questionId}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return qbQuestionSchema.parse(response.json());
}

async function saveQuestion(questionId: string, body: QbQuestionInput): Promise<QbQuestion> {
  const response = await call('PUT', `/question/main/${questionId}`, admin, body);
  expect(response.statusCode, response.body).toBe(200);
  return qbQuestionSchema.parse(response.json());
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

async function insertQuiz(title: string): Promise<string> {
  const [quiz] = await context.database.db
    .insert(qbQuizzes)
    .values({ title_en: title, title_tr: title, purpose: 'survey', search_text: title })
    .returning();
  if (quiz === undefined) throw new Error('no quiz');
  return quiz.quiz_id;
}

/** A response written straight into the database (the responses API comes later). */
async function insertResponse(question: QbQuestion): Promise<number> {
  const quizId = await insertQuiz(`Answered ${uniqueWord()}`);
  const [response] = await context.database.db
    .insert(qbResponses)
    .values({
      user_id: studentId,
      quiz_id: quizId,
      question_id: question.question_id,
      version_id: question.version_id,
      scale_value: question.type === 'scale' ? 3 : null,
      text_value: question.type === 'short_text' ? 'An answer' : null,
    })
    .returning();
  if (response === undefined) throw new Error('no response');
  return response.response_id;
}

const yesNo = () => [{ option_id: yes.option_id }, { option_id: no.option_id }];

describe('permissions', () => {
  const someId = '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
  const body = { type: 'short_text', text_en: 'Why?', text_tr: 'Neden?' };
  const calls: { method: Method; url: string; payload?: object }[] = [
    { method: 'GET', url: '/question/main/all' },
    { method: 'POST', url: '/question/main', payload: body },
    { method: 'GET', url: `/question/main/${someId}` },
    { method: 'PUT', url: `/question/main/${someId}`, payload: body },
    { method: 'DELETE', url: `/question/main/${someId}` },
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

describe('creating questions', () => {
  it('creates a question of each type, audited', async () => {
    const single = await createQuestion({
      type: 'single_choice',
      text_en: 'Do you live on campus?',
      text_tr: 'Kampüste mi yaşıyorsunuz?',
      options: [
        { option_id: yes.option_id, alternative_id: yes.alternatives[0]?.alternative_id ?? null },
        { option_id: no.option_id },
      ],
      importance: 7,
      status: 'active',
    });
    expect(single).toMatchObject({
      type: 'single_choice',
      scale_max: null,
      phrase: null,
      rendered_en: 'Do you live on campus?',
      rendered_tr: 'Kampüste mi yaşıyorsunuz?',
      importance: 7,
      status: 'active',
      current_version: 1,
      version_count: 1,
      response_count: 0,
      quiz_count: 0,
    });
    expect(
      single.options.map((option) => [option.option_id, option.shown_en, option.shown_tr]),
    ).toEqual([
      [yes.option_id, 'Absolutely', 'Kesinlikle'],
      [no.option_id, 'No', 'Hayır'],
    ]);
    expect(single.options[0]?.text_en).toBe('Yes');
    expect(await auditCount('qb_question.created', single.question_id)).toBe(1);

    const multiple = await createQuestion({
      type: 'multiple_choice',
      text_en: 'Which apply?',
      text_tr: 'Hangileri geçerli?',
      options: [
        { option_id: maybe.option_id },
        { option_id: yes.option_id },
        { option_id: no.option_id },
      ],
    });
    expect(multiple.type).toBe('multiple_choice');
    expect(multiple.options.map((option) => option.option_id)).toEqual([
      maybe.option_id,
      yes.option_id,
      no.option_id,
    ]);
    expect(multiple.status).toBe('draft');
    expect(multiple.importance).toBe(1);

    for (const scaleMax of [5, 7] as const) {
      const scale = await createQuestion({
        type: 'scale',
        scale_max: scaleMax,
        text_en: 'How tidy are you?',
        text_tr: 'Ne kadar düzenlisiniz?',
      });
      expect(scale).toMatchObject({ type: 'scale', scale_max: scaleMax, options: [] });
    }

    const ranking = await createQuestion({
      type: 'ranking',
      text_en: 'Order these',
      text_tr: 'Bunları sıralayın',
      options: [{ option_id: no.option_id }, { option_id: yes.option_id }],
    });
    expect(ranking.type).toBe('ranking');
    expect(ranking.options.map((option) => option.option_id)).toEqual([
      no.option_id,
      yes.option_id,
    ]);

    const text = await createQuestion({
      type: 'short_text',
      text_en: 'What do you study?',
      text_tr: 'Ne okuyorsunuz?',
    });
    expect(text).toMatchObject({ type: 'short_text', scale_max: null, options: [] });
    expect(await readQuestion(text.question_id)).toEqual(text);
  });

  it('explains what is wrong with a question form', async () => {
    const expectField = async (body: object, field: string, message: string) => {
      const response = await call('POST', '/question/main', admin, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(fieldMessages(response.body)[field], response.body).toBe(message);
    };
    const own = { text_en: 'Question', text_tr: 'Soru' };

    await expectField(
      { type: 'short_text', text_en: 'Why?' },
      'body.text_tr',
      'text_tr is required',
    );
    await expectField(
      { type: 'short_text', text_en: ' ', text_tr: 'Neden?' },
      'body.text_en',
      'text_en is required',
    );
    const phrase = await createPhrase({
      template_en: 'Do you like {matter}?',
      template_tr: '{matter} sever misiniz?',
    });
    const matter = await createMatter({ name_en: 'Music', name_tr: 'Müzik' });
    await expectField(
      { type: 'short_text', phrase_id: phrase.phrase_id, matter_ids: [matter.matter_id], ...own },
      'body.text_en',
      qbQuestionMessages.phraseOrText,
    );
    await expectField(
      {
        type: 'single_choice',
        ...own,
        options: [{ option_id: yes.option_id }, { option_id: yes.option_id }],
      },
      'body.options.1.option_id',
      qbQuestionMessages.optionTwice,
    );
    for (const type of ['single_choice', 'multiple_choice', 'ranking'] as const) {
      await expectField(
        { type, ...own, options: [{ option_id: yes.option_id }] },
        'body.options',
        qbTooFewOptionsMessage(type),
      );
    }
    await expectField(
      { type: 'scale', scale_max: 5, ...own, options: yesNo() },
      'body.options',
      qbNoOptionsMessage('scale'),
    );
    await expectField(
      { type: 'short_text', ...own, options: yesNo() },
      'body.options',
      qbNoOptionsMessage('short_text'),
    );
    await expectField({ type: 'scale', ...own }, 'body.scale_max', 'scale_max is required');
    await expectField(
      { type: 'scale', scale_max: 6, ...own },
      'body.scale_max',
      qbQuestionMessages.scaleMax,
    );
    await expectField(
      { type: 'single_choice', scale_max: 5, ...own, options: yesNo() },
      'body.scale_max',
      qbQuestionMessages.scaleMaxOnlyForScale,
    );
    await expectField(
      { type: 'short_text', importance: 11, ...own },
      'body.importance',
      qbQuestionMessages.importance,
    );
    await expectField(
      { type: 'short_text', ...own, matter_ids: [matter.matter_id, matter.matter_id] },
      'body.matter_ids.1',
      qbQuestionMessages.matterTwice,
    );
    await expectField(
      { type: 'essay', ...own },
      'body.type',
      'type must be one of single_choice, multiple_choice, scale, ranking, short_text',
    );

    // Ids that do not exist are named.
    const missingId = '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
    const unknown = await call('POST', '/question/main', admin, {
      type: 'single_choice',
      ...own,
      matter_ids: [matter.matter_id, missingId],
      options: [{ option_id: yes.option_id }, { option_id: missingId }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldMessages(unknown.body)).toMatchObject({
      'body.matter_ids.1': qbUnknownMatterMessage(missingId),
      'body.options.1.option_id': qbUnknownOptionMessage(missingId),
    });
    await expectField(
      { type: 'short_text', phrase_id: missingId },
      'body.phrase_id',
      qbQuestionMessages.phraseMissing,
    );
    await expectField(
      {
        type: 'single_choice',
        ...own,
        options: [
          { option_id: no.option_id, alternative_id: yes.alternatives[0]?.alternative_id },
          { option_id: yes.option_id },
        ],
      },
      'body.options.0.alternative_id',
      qbQuestionMessages.alternativeNotOfOption,
    );

    // A phrase whose placeholders need more matters than given.
    const pair = await createPhrase({
      template_en: 'Do you prefer {matter} or {matter_2}?',
      template_tr: '{matter} mı {matter_2} mı tercih edersiniz?',
    });
    await expectField(
      { type: 'short_text', phrase_id: pair.phrase_id, matter_ids: [matter.matter_id] },
      'body.matter_ids',
      qbPhraseNeedsMattersMessage(2, 1),
    );
    await expectField(
      { type: 'short_text', phrase_id: phrase.phrase_id },
      'body.matter_ids',
      qbPhraseNeedsMattersMessage(1, 0),
    );

    const badId = await call('GET', '/question/main/not-an-id', admin);
    expect(badId.statusCode).toBe(400);
    expect(fieldMessages(badId.body)['path.question_id']).toBe('Invalid ID');
    const missing = await call('GET', `/question/main/${missingId}`, admin);
    expect(missing.statusCode).toBe(404);
    const missingPut = await call('PUT', `/question/main/${missingId}`, admin, {
      type: 'short_text',
      ...own,
    });
    expect(missingPut.statusCode).toBe(404);
  });

  it('renders a phrase with the matters’ names in both languages', async () => {
    const phrase = await createPhrase({
      template_en: 'Do you prefer {matter} or {matter_2}?',
      template_tr: '{matter} mı {matter_2} mı tercih edersiniz?',
    });
    const [music, chess, cinema] = await Promise.all([
      createMatter({ name_en: 'music', name_tr: 'müzik' }),
      createMatter({ name_en: 'chess', name_tr: 'satranç' }),
      createMatter({ name_en: 'cinema', name_tr: 'izleme' }),
    ]);
    const body: QbQuestionInput = {
      type: 'single_choice',
      phrase_id: phrase.phrase_id,
      matter_ids: [music.matter_id, chess.matter_id],
      options: yesNo(),
    };
    const question = await createQuestion(body);
    expect(question.rendered_en).toBe('Do you prefer music or chess?');
    // A sentence that starts with a matter starts with a capital letter.
    expect(question.rendered_tr).toBe('Müzik mı satranç mı tercih edersiniz?');
    expect(question.phrase?.template_en).toBe(phrase.template_en);
    expect(question.text_en).toBeNull();
    expect(question.matters.map((matter) => matter.name_tr)).toEqual(['müzik', 'satranç']);

    // Other matters, another order: the wording follows.
    const saved = await saveQuestion(question.question_id, {
      ...body,
      matter_ids: [cinema.matter_id, music.matter_id],
    });
    expect(saved.rendered_en).toBe('Do you prefer cinema or music?');
    // By Turkish rules: i becomes İ.
    expect(saved.rendered_tr).toBe('İzleme mı müzik mı tercih edersiniz?');
    expect(saved.current_version).toBe(1);
    // A question now uses the matter, so it cannot be deleted.
    expect((await call('DELETE', `/matter/main/${cinema.matter_id}`, admin)).statusCode).toBe(409);

    // The phrase can be swapped for own text.
    const own = await saveQuestion(question.question_id, {
      type: 'single_choice',
      text_en: 'Music or cinema?',
      text_tr: 'Müzik mi sinema mı?',
      matter_ids: [cinema.matter_id, music.matter_id],
      options: yesNo(),
    });
    expect(own).toMatchObject({
      phrase: null,
      rendered_en: 'Music or cinema?',
      rendered_tr: 'Müzik mi sinema mı?',
    });
  });
});

describe('versioning', () => {
  it('edits an unanswered question in place and versions an answered one', async () => {
    const body = {
      type: 'single_choice',
      text_en: 'Do you cook?',
      text_tr: 'Yemek yapar mısınız?',
      options: yesNo(),
    } as const;
    const question = await createQuestion(body);

    // Nobody answered yet: a new option list edits version 1 in place.
    const inPlace = await saveQuestion(question.question_id, {
      ...body,
      options: [...yesNo(), { option_id: maybe.option_id }],
    });
    expect(inPlace).toMatchObject({ current_version: 1, version_count: 1 });
    expect(inPlace.version_id).toBe(question.version_id);
    expect(inPlace.options).toHaveLength(3);
    expect(await auditCount('qb_question.updated', question.question_id)).toBe(1);

    // Someone answers version 1.
    const responseId = await insertResponse(inPlace);
    expect((await readQuestion(question.question_id)).response_count).toBe(1);

    // Wording, importance, status and the shown wording of an option do not make a version.
    const reworded = await saveQuestion(question.question_id, {
      ...body,
      text_en: 'Do you cook at home?',
      importance: 4,
      status: 'active',
      options: [
        { option_id: yes.option_id, alternative_id: yes.alternatives[0]?.alternative_id ?? null },
        { option_id: no.option_id },
        { option_id: maybe.option_id },
      ],
    });
    expect(reworded).toMatchObject({
      current_version: 1,
      version_count: 1,
      version_id: question.version_id,
      rendered_en: 'Do you cook at home?',
      importance: 4,
      status: 'active',
    });
    expect(reworded.options[0]?.shown_en).toBe('Absolutely');

    // A changed option list makes version 2; version 1 stays with its answer.
    const versioned = await saveQuestion(question.question_id, {
      ...body,
      text_en: 'Do you cook at home?',
      importance: 4,
      status: 'active',
      options: [{ option_id: no.option_id }, { option_id: yes.option_id }],
    });
    expect(versioned).toMatchObject({ current_version: 2, version_count: 2, response_count: 1 });
    expect(versioned.version_id).not.toBe(question.version_id);
    expect(versioned.options.map((option) => option.option_id)).toEqual([
      no.option_id,
      yes.option_id,
    ]);
    expect(await auditCount('qb_question.versioned', question.question_id)).toBe(1);
    const db = context.database.db;
    const versions = await db
      .select()
      .from(qbQuestionVersions)
      .where(eq(qbQuestionVersions.question_id, question.question_id))
      .orderBy(asc(qbQuestionVersions.version_number));
    expect(versions.map((version) => version.version_number)).toEqual([1, 2]);
    const oldOptions = await db
      .select()
      .from(qbQuestionVersionOptions)
      .where(eq(qbQuestionVersionOptions.version_id, question.version_id))
      .orderBy(asc(qbQuestionVersionOptions.position));
    expect(oldOptions.map((option) => option.option_id)).toEqual([
      yes.option_id,
      no.option_id,
      maybe.option_id,
    ]);
    const [response] = await db
      .select()
      .from(qbResponses)
      .where(eq(qbResponses.response_id, responseId));
    expect(response?.version_id).toBe(question.version_id);
    const detail = await readQuestion(question.question_id);
    expect(detail).toMatchObject({ current_version: 2, version_id: versioned.version_id });

    // Version 2 has no answers yet: a change of type edits it in place.
    const scale = await saveQuestion(question.question_id, {
      type: 'scale',
      scale_max: 7,
      text_en: 'How often do you cook?',
      text_tr: 'Ne sıklıkla yemek yaparsınız?',
    });
    expect(scale).toMatchObject({
      type: 'scale',
      scale_max: 7,
      current_version: 2,
      version_count: 2,
      version_id: versioned.version_id,
      options: [],
    });

    // Once version 2 is answered, a change of scale makes version 3.
    await insertResponse(scale);
    const wider = await saveQuestion(question.question_id, {
      type: 'scale',
      scale_max: 5,
      text_en: 'How often do you cook?',
      text_tr: 'Ne sıklıkla yemek yaparsınız?',
    });
    expect(wider).toMatchObject({ scale_max: 5, current_version: 3, version_count: 3 });
    expect(await auditCount('qb_question.versioned', question.question_id)).toBe(2);
    // An option an old version offers stays protected.
    expect((await call('DELETE', `/option/main/${maybe.option_id}`, admin)).statusCode).toBe(409);
  });
});

describe('deleting questions', () => {
  it('refuses a question in a quiz or with responses, and deletes one with its versions', async () => {
    const word = uniqueWord();
    const inQuiz = await createQuestion({
      type: 'short_text',
      text_en: `In a quiz ${word}`,
      text_tr: `Bir testte ${word}`,
    });
    const quizId = await insertQuiz(`Campus life ${word}`);
    await context.database.db
      .insert(qbQuizQuestions)
      .values({ quiz_id: quizId, question_id: inQuiz.question_id, position: 0 });
    const blocked = await call('DELETE', `/question/main/${inQuiz.question_id}`, admin);
    expect(blocked.statusCode).toBe(409);
    expect(problemSchema.parse(blocked.json()).detail).toBe(
      `This question is used by 1 quiz: "Campus life ${word}". Remove it from them first.`,
    );
    expect((await readQuestion(inQuiz.question_id)).quiz_count).toBe(1);

    const answered = await createQuestion({
      type: 'short_text',
      text_en: `Answered ${word}`,
      text_tr: `Yanıtlanmış ${word}`,
    });
    await insertResponse(answered);
    const refused = await call('DELETE', `/question/main/${answered.question_id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(problemSchema.parse(refused.json()).detail).toBe(
      'This question has 1 response, which keep pointing at it. Retire it (status "retired") instead of deleting it.',
    );
    expect(await auditCount('qb_question.deleted', answered.question_id)).toBe(0);

    const free = await createQuestion({
      type: 'single_choice',
      text_en: `Free ${word}`,
      text_tr: `Serbest ${word}`,
      options: yesNo(),
    });
    const deleted = await call('DELETE', `/question/main/${free.question_id}`, admin);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/question/main/${free.question_id}`, admin)).statusCode).toBe(404);
    expect(
      await context.database.db
        .select()
        .from(qbQuestionVersions)
        .where(eq(qbQuestionVersions.question_id, free.question_id)),
    ).toEqual([]);
    expect(await auditCount('qb_question.deleted', free.question_id)).toBe(1);
    expect((await call('DELETE', `/question/main/${free.question_id}`, admin)).statusCode).toBe(
      404,
    );
  });
});

describe('the question list', () => {
  it('searches Turkish-aware, filters by type, status and matter, and pages', async () => {
    const word = uniqueWord();
    const sport = await createMatter({ name_en: `Sport ${word}`, name_tr: `Spor ${word}` });
    const phrase = await createPhrase({
      template_en: `How much do you enjoy {matter}? ${word}`,
      template_tr: `{matter} ne kadar hoşunuza gider? ${word}`,
    });
    const fromPhrase = await createQuestion({
      type: 'scale',
      scale_max: 5,
      phrase_id: phrase.phrase_id,
      matter_ids: [sport.matter_id],
      status: 'active',
    });
    const turkish = await createQuestion({
      type: 'single_choice',
      text_en: `Do you study in the library? ${word}`,
      text_tr: `Kütüphanede çalışır mısınız? ${word}`,
      matter_ids: [sport.matter_id],
      options: yesNo(),
    });
    const plain: QbQuestion[] = [];
    for (let index = 0; index < 10; index += 1) {
      plain.push(
        await createQuestion({
          type: 'short_text',
          text_en: `Plain question ${String(index)} ${word}`,
          text_tr: `Düz soru ${String(index)} ${word}`,
        }),
      );
    }

    const list = async (query: string) => {
      const response = await call('GET', `/question/main/all?${query}`, admin);
      expect(response.statusCode, response.body).toBe(200);
      return qbQuestionPageSchema.parse(response.json());
    };

    // "KÜTÜPHANEDE calisir" finds "Kütüphanede çalışır" (folded); the rendered phrase is searchable.
    const folded = await list(`q=${encodeURIComponent('KÜTÜPHANEDE calisir')}`);
    expect(folded.items.map((item) => item.question_id)).toEqual([turkish.question_id]);
    const byPhrase = await list(
      `q=${encodeURIComponent('ne kadar hoşunuza')}&matter_id=${sport.matter_id}`,
    );
    expect(byPhrase.items.map((item) => item.question_id)).toEqual([fromPhrase.question_id]);
    expect(byPhrase.items[0]?.rendered_tr).toBe(`Spor ${word} ne kadar hoşunuza gider? ${word}`);
    const byRendered = await list(`q=${encodeURIComponent(`enjoy sport ${word}`)}`);
    expect(byRendered.items.map((item) => item.question_id)).toEqual([fromPhrase.question_id]);

    // Filters.
    const scales = await list(`q=${word}&type=scale`);
    expect(scales.items.map((item) => item.question_id)).toEqual([fromPhrase.question_id]);
    const active = await list(`q=${word}&status=active`);
    expect(active.items.map((item) => item.question_id)).toEqual([fromPhrase.question_id]);
    const aboutSport = await list(`matter_id=${sport.matter_id}`);
    expect(aboutSport.items.map((item) => item.question_id).sort()).toEqual(
      [fromPhrase.question_id, turkish.question_id].sort(),
    );
    const drafts = await list(`q=${word}&status=draft&type=short_text`);
    expect(drafts.total).toBe(10);

    // Pages, newest change first.
    const first = await list(`q=${word}&page_size=10`);
    expect(first).toMatchObject({ page: 1, page_size: 10, total: 12 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.question_id).toBe(plain[9]?.question_id);
    const second = await list(`q=${word}&page_size=10&page=2`);
    expect(second.items.map((item) => item.question_id)).toEqual([
      turkish.question_id,
      fromPhrase.question_id,
    ]);

    const badFilter = await call('GET', '/question/main/all?type=essay&matter_id=nope', admin);
    expect(badFilter.statusCode).toBe(400);
    expect(fieldMessages(badFilter.body)['query.matter_id']).toBe('Invalid ID');
  });
});

describe('the API reference', () => {
  it('documents the question calls from their schemas', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(document.paths['/api/admin/qb/question/main/all'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/api/admin/qb/question/main'] ?? {})).toEqual(['post']);
    expect(
      Object.keys(document.paths['/api/admin/qb/question/main/{question_id}'] ?? {}).sort(),
    ).toEqual(['delete', 'get', 'put']);
  });
});
