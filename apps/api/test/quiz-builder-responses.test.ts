import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  problemSchema,
  qbOptionSchema,
  qbQuestionSchema,
  qbQuizAnalysisSchema,
  qbQuizSchema,
  qbResponseExportColumns,
  qbResponseExportRowSchema,
  qbResponseMessages,
  qbResponsePageSchema,
  qbResponseSchema,
  qbTakeMessages,
  type QbAnswerInput,
  type QbOption,
  type QbQuestion,
  type QbQuestionInput,
  type QbQuizInput,
  type QbResponse,
  type QbResponseCreateInput,
} from '@campus/contracts';
import { auditEntries } from '../src/platform/audit/audit.tables';
import { users } from '../src/features/accounts/accounts.tables';
import { qbResponses } from '../src/features/quiz-builder/quiz-builder.tables';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';

let context: TestContext;
let mail: MailCatcher;
let admin: string;
let adminId: string;
let moderator: string;
let ayse: { token: string; id: string; email: string };
let burak: { token: string; id: string; email: string };
let cem: { token: string; id: string; email: string };
let red: QbOption;
let green: QbOption;
let blue: QbOption;
let single: QbQuestion;
let ranking: QbQuestion;
let scale: QbQuestion;
let text: QbQuestion;
let survey: string;
let knowledge: string;

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

const option = (text_en: string, text_tr: string) =>
  created('/admin/qb/option/main', { text_en, text_tr, value: 1 }, qbOptionSchema);

const question = (body: QbQuestionInput) =>
  created('/admin/qb/question/main', { status: 'active', ...body }, qbQuestionSchema);

async function quiz(body: QbQuizInput): Promise<string> {
  return (await created('/admin/qb/quiz/main', body, qbQuizSchema)).quiz_id;
}

const choices = (...options: QbOption[]) =>
  options.map((entry) => ({ option_id: entry.option_id }));

async function answered(quizId: string, questionId: string, token: string, body: QbAnswerInput) {
  const response = await call('PUT', `/quizzes/${quizId}/answers/${questionId}`, token, body);
  expect(response.statusCode, response.body).toBe(200);
}

async function completed(quizId: string, token: string) {
  const response = await call('POST', `/quizzes/${quizId}/complete`, token);
  expect(response.statusCode, response.body).toBe(200);
}

async function list(query: string): Promise<{ items: QbResponse[]; total: number }> {
  const response = await call('GET', `/admin/qb/response/main/all?${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return qbResponsePageSchema.parse(response.json());
}

async function auditCount(action: string, targetId: string): Promise<number> {
  const rows = await context.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.target_id, targetId)));
  return rows.length;
}

/** Parses CSV text (quoted cells with doubled quotes, CRLF lines) into rows of cells. */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < csv.length; index += 1) {
    const char = csv.charAt(index);
    if (quoted) {
      if (char === '"' && csv.charAt(index + 1) === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && csv.charAt(index + 1) === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

async function person() {
  const account = await registerVerifiedUser(context.app, mail);
  return {
    token: account.login.access_token,
    id: account.login.user_current.user_id,
    email: account.email,
  };
}

/**
 * The known data set. Survey: Ayşe (completed) and Burak answer all four
 * questions, Cem's single choice is recorded on paper by an admin. Knowledge:
 * Ayşe right (2 points), Burak wrong (0), pass score 2.
 */
beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  const [adminAccount, moderatorAccount] = await Promise.all([
    signedInWithRole(context, mail, 'admin'),
    signedInWithRole(context, mail, 'moderator'),
  ]);
  admin = adminAccount.token;
  adminId = adminAccount.userId;
  moderator = moderatorAccount.token;
  ayse = await person();
  burak = await person();
  cem = await person();
  red = await option('Red', 'Kırmızı');
  green = await option('Green', 'Yeşil');
  blue = await option('Blue', 'Mavi');
  single = await question({
    type: 'single_choice',
    text_en: 'Favourite colour?',
    text_tr: 'En sevdiğin renk?',
    options: choices(red, green, blue),
  });
  ranking = await question({
    type: 'ranking',
    text_en: 'Order the colours',
    text_tr: 'Renkleri sırala',
    options: choices(red, green, blue),
  });
  scale = await question({
    type: 'scale',
    scale_max: 5,
    text_en: 'How tidy?',
    text_tr: 'Ne kadar düzenli?',
  });
  text = await question({
    type: 'short_text',
    text_en: 'Your room?',
    text_tr: 'Odan nasıl?',
  });
  survey = await quiz({
    title_en: 'Habits',
    title_tr: 'Alışkanlıklar',
    purpose: 'survey',
    status: 'published',
    questions: [single, ranking, scale, text].map((entry) => ({
      question_id: entry.question_id,
    })),
  });
  knowledge = await quiz({
    title_en: 'Colour test',
    title_tr: 'Renk testi',
    purpose: 'knowledge',
    status: 'published',
    pass_score: 2,
    questions: [
      { question_id: single.question_id, points: 2, correct_option_ids: [green.option_id] },
    ],
  });

  await answered(survey, single.question_id, ayse.token, { option_ids: [red.option_id] });
  await answered(survey, ranking.question_id, ayse.token, {
    option_ids: [red.option_id, green.option_id, blue.option_id],
  });
  await answered(survey, scale.question_id, ayse.token, { scale_value: 4 });
  await answered(survey, text.question_id, ayse.token, { text_value: 'Loud music, "always"' });
  await completed(survey, ayse.token);
  await answered(survey, single.question_id, burak.token, { option_ids: [red.option_id] });
  await answered(survey, ranking.question_id, burak.token, {
    option_ids: [green.option_id, red.option_id, blue.option_id],
  });
  await answered(survey, scale.question_id, burak.token, { scale_value: 2 });
  await answered(survey, text.question_id, burak.token, { text_value: '=SUM(A1) quiet' });
  const paper = await call('POST', '/admin/qb/response/main', admin, {
    email: cem.email.toUpperCase(),
    quiz_id: survey,
    question_id: single.question_id,
    option_ids: [blue.option_id],
  } satisfies QbResponseCreateInput);
  expect(paper.statusCode, paper.body).toBe(201);

  await answered(knowledge, single.question_id, ayse.token, { option_ids: [green.option_id] });
  await completed(knowledge, ayse.token);
  await answered(knowledge, single.question_id, burak.token, { option_ids: [blue.option_id] });
  await completed(knowledge, burak.token);
}, 120_000);
afterAll(async () => {
  await context.close();
  await mail.close();
});

describe('quiz builder responses', () => {
  it('refuses every admin call without a token (401) and to non-admins (403)', async () => {
    const [some] = (await list(`quiz_id=${survey}`)).items;
    const id = String(some?.response_id ?? 1);
    const calls: [Method, string, object?][] = [
      ['GET', '/admin/qb/response/main/all'],
      ['POST', '/admin/qb/response/main', {}],
      ['GET', `/admin/qb/response/main/${id}`],
      ['PUT', `/admin/qb/response/main/${id}`, { is_hidden: true }],
      ['DELETE', `/admin/qb/response/main/${id}`],
      ['GET', `/admin/qb/quiz/main/${survey}/analysis`],
      ['GET', `/admin/qb/quiz/main/${survey}/responses.csv`],
      ['GET', `/admin/qb/quiz/main/${survey}/responses.json`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const token of [moderator, ayse.token]) {
        expect((await call(method, url, token, body)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('lists responses newest first with filters and search, without N+1 lookups', async () => {
    const all = await list(`quiz_id=${survey}&page_size=25`);
    expect(all.total).toBe(9);
    const times = all.items.map((item) => item.answered_at);
    expect([...times].sort().reverse()).toEqual(times);
    const paper = all.items.find((item) => item.user?.user_id === cem.id);
    expect(paper).toMatchObject({
      quiz: { quiz_id: survey, title_en: 'Habits', title_tr: 'Alışkanlıklar' },
      question: {
        question_id: single.question_id,
        rendered_en: 'Favourite colour?',
        type: 'single_choice',
      },
      version_number: 1,
      options: [{ option_id: blue.option_id, text_en: 'Blue', text_tr: 'Mavi' }],
      user: { email: cem.email, display_name: 'Deniz Aydın' },
    });
    const ranked = all.items.find(
      (item) => item.user?.user_id === burak.id && item.question.type === 'ranking',
    );
    expect(ranked?.options.map((entry) => entry.text_en)).toEqual(['Green', 'Red', 'Blue']);

    expect((await list(`quiz_id=${survey}&text_only=true`)).total).toBe(2);
    expect((await list(`quiz_id=${survey}&question_id=${scale.question_id}`)).total).toBe(2);
    expect((await list(`quiz_id=${survey}&user_id=${burak.id}`)).total).toBe(4);
    expect((await list(`user_id=${ayse.id}`)).total).toBe(5);
    const loud = await list(`quiz_id=${survey}&q=LOUD`);
    expect(loud.items.map((item) => item.text_value)).toEqual(['Loud music, "always"']);
    const byEmail = await list(`quiz_id=${survey}&q=${encodeURIComponent(cem.email)}`);
    expect(byEmail.items.map((item) => item.user?.user_id)).toEqual([cem.id]);
    expect((await list(`quiz_id=${survey}&page=2&page_size=10`)).items).toEqual([]);
    expect((await list(`quiz_id=${survey}&page_size=10`)).items).toHaveLength(9);
  });

  it('records a paper answer checked like the user’s own, audited', async () => {
    const unknown = await call('POST', '/admin/qb/response/main', admin, {
      email: 'nobody@example.edu',
      quiz_id: survey,
      question_id: scale.question_id,
      scale_value: 3,
    });
    expect(unknown.statusCode).toBe(400);
    expect(problemSchema.parse(unknown.json()).errors).toEqual([
      { field: 'body.email', message: qbResponseMessages.userNotFound },
    ]);
    const invalid = await call('POST', '/admin/qb/response/main', admin, {
      email: cem.email,
      quiz_id: survey,
      question_id: scale.question_id,
      scale_value: 7,
    });
    expect(invalid.statusCode).toBe(400);
    expect(problemSchema.parse(invalid.json()).errors).toEqual([
      { field: 'body.scale_value', message: qbTakeMessages.scaleRange },
    ]);
    const completedUser = await call('POST', '/admin/qb/response/main', admin, {
      email: ayse.email,
      quiz_id: survey,
      question_id: scale.question_id,
      scale_value: 3,
    });
    expect(completedUser.statusCode).toBe(409);

    const [paper] = (await list(`quiz_id=${survey}&user_id=${cem.id}`)).items;
    expect(paper).toBeDefined();
    expect(await auditCount('qb_response.recorded', String(paper?.response_id))).toBe(1);
    // Cem sees it as his own saved answer.
    const taken = await call('GET', `/quizzes/${survey}`, cem.token);
    expect(taken.json()).toMatchObject({
      answers: [{ question_id: single.question_id, option_ids: [blue.option_id] }],
    });
  });

  it('hides and shows a text answer, audited', async () => {
    const [target] = (await list(`quiz_id=${survey}&text_only=true&user_id=${ayse.id}`)).items;
    const id = String(target?.response_id);
    const hidden = await call('PUT', `/admin/qb/response/main/${id}`, admin, { is_hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(qbResponseSchema.parse(hidden.json())).toMatchObject({
      is_hidden: true,
      hidden_by: { user_id: adminId, display_name: 'Deniz Aydın' },
    });
    expect((await list(`quiz_id=${survey}&hidden=true`)).total).toBe(1);
    expect((await list(`quiz_id=${survey}&hidden=false`)).total).toBe(8);

    const analysis = qbQuizAnalysisSchema.parse(
      (await call('GET', `/admin/qb/quiz/main/${survey}/analysis`, admin)).json(),
    );
    expect(analysis.questions[3]).toMatchObject({ text_count: 2, hidden_count: 1 });
    const csv = parseCsv(
      (await call('GET', `/admin/qb/quiz/main/${survey}/responses.csv`, admin)).body.slice(1),
    );
    const textColumn = qbResponseExportColumns.indexOf('text_value');
    const hiddenColumn = qbResponseExportColumns.indexOf('hidden');
    const row = csv.find((cells) => cells[0] === id);
    expect([row?.[textColumn], row?.[hiddenColumn]]).toEqual(['', 'true']);

    const shown = await call('PUT', `/admin/qb/response/main/${id}`, admin, { is_hidden: false });
    expect(qbResponseSchema.parse(shown.json())).toMatchObject({
      is_hidden: false,
      hidden_by: null,
      hidden_at: null,
    });
    expect(await auditCount('qb_response.hidden', id)).toBe(1);
    expect(await auditCount('qb_response.shown', id)).toBe(1);
    expect((await call('GET', '/admin/qb/response/main/99999999', admin)).statusCode).toBe(404);
  });

  it('counts answers exactly in the analysis of a survey', async () => {
    const response = await call('GET', `/admin/qb/quiz/main/${survey}/analysis`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const analysis = qbQuizAnalysisSchema.parse(response.json());
    expect(analysis).toMatchObject({
      purpose: 'survey',
      started_count: 3,
      completed_count: 1,
      average_score: null,
      passed_count: null,
    });
    const [first, second, third, fourth] = analysis.questions;
    expect(first).toMatchObject({ response_count: 3, version_count: 1, correct_count: null });
    expect(first?.options.map((entry) => [entry.text_en, entry.count, entry.average_rank])).toEqual(
      [
        ['Red', 2, null],
        ['Green', 0, null],
        ['Blue', 1, null],
      ],
    );
    expect(
      second?.options.map((entry) => [entry.text_en, entry.count, entry.average_rank]),
    ).toEqual([
      ['Red', 2, 1.5],
      ['Green', 2, 1.5],
      ['Blue', 2, 3],
    ]);
    expect(third).toMatchObject({
      scale_max: 5,
      scale_average: 3,
      scale: [
        { value: 1, count: 0 },
        { value: 2, count: 1 },
        { value: 3, count: 0 },
        { value: 4, count: 1 },
        { value: 5, count: 0 },
      ],
    });
    expect(fourth).toMatchObject({ type: 'short_text', response_count: 2, text_count: 2 });
  });

  it('counts completions, scores and right answers of a knowledge quiz', async () => {
    const analysis = qbQuizAnalysisSchema.parse(
      (await call('GET', `/admin/qb/quiz/main/${knowledge}/analysis`, admin)).json(),
    );
    expect(analysis).toMatchObject({
      started_count: 2,
      completed_count: 2,
      average_score: 1,
      passed_count: 1,
    });
    expect(analysis.questions[0]).toMatchObject({ response_count: 2, correct_count: 1 });
    expect(
      (await call('GET', `/admin/qb/quiz/main/${crypto.randomUUID()}/analysis`, admin)).statusCode,
    ).toBe(404);
  });

  it('exports every response as CSV and as JSON', async () => {
    const csvResponse = await call('GET', `/admin/qb/quiz/main/${survey}/responses.csv`, admin);
    expect(csvResponse.statusCode).toBe(200);
    expect(csvResponse.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvResponse.headers['content-disposition']).toBe(
      `attachment; filename="quiz-${survey}-responses.csv"`,
    );
    expect(csvResponse.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(csvResponse.body.slice(1));
    expect(header).toEqual([...qbResponseExportColumns]);
    expect(rows).toHaveLength(9);
    const column = (name: (typeof qbResponseExportColumns)[number]) =>
      qbResponseExportColumns.indexOf(name);
    const burakRanking = rows.find(
      (cells) => cells[column('user_id')] === burak.id && cells[column('type')] === 'ranking',
    );
    expect(burakRanking?.[column('options_en')]).toBe('Green | Red | Blue');
    expect(burakRanking?.[column('option_ids')]).toBe(
      [green, red, blue].map((entry) => entry.option_id).join(' | '),
    );
    expect(burakRanking?.[column('question_position')]).toBe('1');
    const texts = rows.map((cells) => cells[column('text_value')]).filter((cell) => cell !== '');
    expect(texts.sort()).toEqual(["'=SUM(A1) quiet", 'Loud music, "always"']);
    expect(csvResponse.body).toContain('"Loud music, ""always"""');

    const jsonResponse = await call('GET', `/admin/qb/quiz/main/${survey}/responses.json`, admin);
    expect(jsonResponse.statusCode).toBe(200);
    expect(jsonResponse.headers['content-disposition']).toBe(
      `attachment; filename="quiz-${survey}-responses.json"`,
    );
    const exported = qbResponseExportRowSchema.array().parse(jsonResponse.json());
    expect(exported).toHaveLength(9);
    expect(exported.map((row) => String(row.response_id))).toEqual(rows.map((cells) => cells[0]));
    expect(exported.find((row) => row.user_id === ayse.id && row.type === 'scale')).toMatchObject({
      scale_value: 4,
      question_en: 'How tidy?',
      question_position: 2,
      option_ids: [],
      hidden: false,
    });
    const empty = await quiz({ title_en: 'Empty', title_tr: 'Boş', purpose: 'survey' });
    const none = await call('GET', `/admin/qb/quiz/main/${empty}/responses.json`, admin);
    expect(none.json()).toEqual([]);
  });

  it('deletes a response, audited', async () => {
    const [target] = (await list(`quiz_id=${survey}&user_id=${cem.id}`)).items;
    const id = String(target?.response_id);
    const deleted = await call('DELETE', `/admin/qb/response/main/${id}`, admin);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/admin/qb/response/main/${id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/qb/response/main/${id}`, admin)).statusCode).toBe(404);
    expect(await auditCount('qb_response.deleted', id)).toBe(1);
    expect((await list(`quiz_id=${survey}`)).total).toBe(8);
  });

  it('streams an export longer than one page, every response once', async () => {
    const quizId = await quiz({
      title_en: 'Many',
      title_tr: 'Çok',
      purpose: 'survey',
      status: 'published',
      questions: [{ question_id: scale.question_id }],
    });
    // A fixture written directly: 1,205 accounts answering at the very same moment, so that
    // the pages of the export meet inside a run of equal times.
    const count = 1205;
    const people = await context.database.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, index) => ({
          user_email: `bulk-${String(index)}-${crypto.randomUUID()}@example.edu`,
          user_first_name: 'Bulk',
          user_last_name: String(index),
        })),
      )
      .returning({ user_id: users.user_id });
    const at = new Date('2026-01-02T03:04:05.678Z');
    await context.database.db.insert(qbResponses).values(
      people.map((entry, index) => ({
        user_id: entry.user_id,
        quiz_id: quizId,
        question_id: scale.question_id,
        version_id: scale.version_id,
        scale_value: (index % 5) + 1,
        answered_at: at,
        updated_at: at,
      })),
    );
    const json = await call('GET', `/admin/qb/quiz/main/${quizId}/responses.json`, admin);
    expect(json.statusCode).toBe(200);
    const rows = qbResponseExportRowSchema.array().parse(json.json());
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row.response_id)).size).toBe(count);
    const csv = await call('GET', `/admin/qb/quiz/main/${quizId}/responses.csv`, admin);
    expect(parseCsv(csv.body.slice(1))).toHaveLength(count + 1);
    const analysis = qbQuizAnalysisSchema.parse(
      (await call('GET', `/admin/qb/quiz/main/${quizId}/analysis`, admin)).json(),
    );
    expect(analysis.questions[0]?.scale.map((entry) => entry.count)).toEqual([
      241, 241, 241, 241, 241,
    ]);
  });
});
