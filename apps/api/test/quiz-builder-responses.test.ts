import { describe, expect, it } from 'vitest';
import {
  qbQuizAnalysisSchema,
  qbResponseExportColumns,
  qbResponseExportRowSchema,
  qbResponseMessages,
  qbResponsePageSchema,
  qbResponseSchema,
  qbTakeMessages,
  qbTakeQuizSchema,
  type QbResponseCreateInput,
} from '@campus/contracts';
import { users } from '../src/features/accounts/accounts.tables';
import { qbResponses } from '../src/features/quiz-builder/responses.tables';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { createUser } from './support/factories/accounts';
import {
  createOption,
  createQuestion,
  createQuiz,
  type CreatedOption,
} from './support/factories/quiz-builder';
import { takeQuiz } from './support/factories/quiz-taking';
import { expectProblem, expectStatus, type Method } from './support/http';

const t = useTestApp();

const choices = (...options: CreatedOption[]) =>
  options.map((entry) => ({ option_id: entry.option_id }));

async function list(admin: string, query: string) {
  return t.api.read(`/admin/qb/response/main/all?${query}`, admin, qbResponsePageSchema);
}

async function analysisOf(admin: string, quizId: string) {
  return t.api.read(`/admin/qb/quiz/main/${quizId}/analysis`, admin, qbQuizAnalysisSchema);
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

/** Three colours and four questions about them: a single choice, a ranking, a scale, a text. */
async function colourQuestions() {
  const red = await createOption(t, { text_en: 'Red', text_tr: 'Kırmızı', value: 1 });
  const green = await createOption(t, { text_en: 'Green', text_tr: 'Yeşil', value: 1 });
  const blue = await createOption(t, { text_en: 'Blue', text_tr: 'Mavi', value: 1 });
  const single = await createQuestion(t, {
    type: 'single_choice',
    text_en: 'Favourite colour?',
    text_tr: 'En sevdiğin renk?',
    options: choices(red, green, blue),
    status: 'active',
  });
  const ranking = await createQuestion(t, {
    type: 'ranking',
    text_en: 'Order the colours',
    text_tr: 'Renkleri sırala',
    options: choices(red, green, blue),
    status: 'active',
  });
  const scale = await createQuestion(t, {
    type: 'scale',
    scale_max: 5,
    text_en: 'How tidy?',
    text_tr: 'Ne kadar düzenli?',
    status: 'active',
  });
  const text = await createQuestion(t, {
    type: 'short_text',
    text_en: 'Your room?',
    text_tr: 'Odan nasıl?',
    status: 'active',
  });
  return { red, green, blue, single, ranking, scale, text };
}

/**
 * The known data set, made for each test. Survey: Ayşe (completed) and Burak
 * answer all four questions, Cem's single choice is recorded on paper by an
 * admin (unless `paperAnswer: false`: the test records it). Knowledge: Ayşe
 * right (2 points), Burak wrong (0), pass score 2.
 */
async function knownDataSet(options: { paperAnswer?: boolean } = {}) {
  const [admin, moderator, ayse, burak, cem] = await Promise.all([
    createUser(t, { role: 'admin' }),
    createUser(t, { role: 'moderator' }),
    createUser(t),
    createUser(t),
    createUser(t),
  ]);
  const colours = await colourQuestions();
  const { red, green, blue, single, ranking, scale, text } = colours;
  const survey = (
    await createQuiz(t, {
      title_en: 'Habits',
      title_tr: 'Alışkanlıklar',
      purpose: 'survey',
      status: 'published',
      questions: [single, ranking, scale, text].map((entry) => ({
        question_id: entry.question_id,
      })),
    })
  ).quiz_id;
  const knowledge = (
    await createQuiz(t, {
      title_en: 'Colour test',
      title_tr: 'Renk testi',
      purpose: 'knowledge',
      status: 'published',
      pass_score: 2,
      questions: [
        { question_id: single.question_id, points: 2, correct_option_ids: [green.option_id] },
      ],
    })
  ).quiz_id;

  await takeQuiz(t, {
    user_id: ayse.id,
    quiz_id: survey,
    completed: true,
    answers: [
      { question: single, option_ids: [red.option_id] },
      { question: ranking, option_ids: [red.option_id, green.option_id, blue.option_id] },
      { question: scale, scale_value: 4 },
      { question: text, text_value: 'Loud music, "always"' },
    ],
  });
  await takeQuiz(t, {
    user_id: burak.id,
    quiz_id: survey,
    answers: [
      { question: single, option_ids: [red.option_id] },
      { question: ranking, option_ids: [green.option_id, red.option_id, blue.option_id] },
      { question: scale, scale_value: 2 },
      { question: text, text_value: '=SUM(A1) quiet' },
    ],
  });
  if (options.paperAnswer !== false) {
    await takeQuiz(t, {
      user_id: cem.id,
      quiz_id: survey,
      answers: [{ question: single, option_ids: [blue.option_id] }],
    });
  }

  await takeQuiz(t, {
    user_id: ayse.id,
    quiz_id: knowledge,
    completed: true,
    score: 2,
    max_score: 2,
    answers: [{ question: single, option_ids: [green.option_id] }],
  });
  await takeQuiz(t, {
    user_id: burak.id,
    quiz_id: knowledge,
    completed: true,
    score: 0,
    max_score: 2,
    answers: [{ question: single, option_ids: [blue.option_id] }],
  });
  return { admin, moderator, ayse, burak, cem, survey, knowledge, ...colours };
}

describe('quiz builder responses', () => {
  it('refuses every admin call without a token (401) and to non-admins (403)', async () => {
    const { admin, moderator, ayse, survey } = await knownDataSet();
    const [some] = (await list(admin.token, `quiz_id=${survey}`)).items;
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
      expect((await t.api.call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(
        401,
      );
      for (const token of [moderator.token, ayse.token]) {
        expect((await t.api.call(method, url, token, body)).statusCode, `${method} ${url}`).toBe(
          403,
        );
      }
    }
  });

  it('lists responses newest first with filters and search, without N+1 lookups', async () => {
    const { admin, ayse, burak, cem, survey, single, scale, blue } = await knownDataSet();
    const all = await list(admin.token, `quiz_id=${survey}&page_size=25`);
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

    const count = async (query: string) => (await list(admin.token, query)).total;
    expect(await count(`quiz_id=${survey}&text_only=true`)).toBe(2);
    expect(await count(`quiz_id=${survey}&question_id=${scale.question_id}`)).toBe(2);
    expect(await count(`quiz_id=${survey}&user_id=${burak.id}`)).toBe(4);
    expect(await count(`user_id=${ayse.id}`)).toBe(5);
    const loud = await list(admin.token, `quiz_id=${survey}&q=LOUD`);
    expect(loud.items.map((item) => item.text_value)).toEqual(['Loud music, "always"']);
    const byEmail = await list(admin.token, `quiz_id=${survey}&q=${encodeURIComponent(cem.email)}`);
    expect(byEmail.items.map((item) => item.user?.user_id)).toEqual([cem.id]);
    expect((await list(admin.token, `quiz_id=${survey}&page=2&page_size=10`)).items).toEqual([]);
    expect((await list(admin.token, `quiz_id=${survey}&page_size=10`)).items).toHaveLength(9);
  });

  it('records a paper answer checked like the user’s own, audited', async () => {
    const { admin, ayse, cem, survey, single, scale, blue } = await knownDataSet({
      paperAnswer: false,
    });
    const recorded = await t.api.call('POST', '/admin/qb/response/main', admin.token, {
      email: cem.email.toUpperCase(),
      quiz_id: survey,
      question_id: single.question_id,
      option_ids: [blue.option_id],
    } satisfies QbResponseCreateInput);
    expectStatus(recorded, 201);

    const unknown = await t.api.call('POST', '/admin/qb/response/main', admin.token, {
      email: 'nobody@example.edu',
      quiz_id: survey,
      question_id: scale.question_id,
      scale_value: 3,
    });
    expect(expectProblem(unknown, 400).errors).toEqual([
      {
        field: 'body.email',
        code: 'rule',
        params: { rule: 'qb_user_not_found' },
        message: qbResponseMessages.userNotFound,
      },
    ]);
    const invalid = await t.api.call('POST', '/admin/qb/response/main', admin.token, {
      email: cem.email,
      quiz_id: survey,
      question_id: scale.question_id,
      scale_value: 7,
    });
    expect(expectProblem(invalid, 400).errors).toEqual([
      {
        field: 'body.scale_value',
        code: 'rule',
        params: { rule: 'qb_scale_range' },
        message: qbTakeMessages.scaleRange,
      },
    ]);
    const completedUser = await t.api.call('POST', '/admin/qb/response/main', admin.token, {
      email: ayse.email,
      quiz_id: survey,
      question_id: scale.question_id,
      scale_value: 3,
    });
    expectProblem(completedUser, 409);

    const cemsAnswers = (await list(admin.token, `quiz_id=${survey}&user_id=${cem.id}`)).items;
    expect(cemsAnswers).toHaveLength(1);
    const [paper] = cemsAnswers;
    expect(paper?.response_id).toBe(qbResponseSchema.parse(recorded.json()).response_id);
    expect(await auditOf(t, 'qb_response.recorded', String(paper?.response_id))).toHaveLength(1);
    // Cem sees it as his own saved answer.
    const taken = await t.api.read(`/quizzes/${survey}`, cem.token, qbTakeQuizSchema);
    expect(taken).toMatchObject({
      answers: [{ question_id: single.question_id, option_ids: [blue.option_id] }],
    });
  });

  it('hides and shows a text answer, audited', async () => {
    const { admin, ayse, survey } = await knownDataSet();
    const [target] = (
      await list(admin.token, `quiz_id=${survey}&text_only=true&user_id=${ayse.id}`)
    ).items;
    const id = String(target?.response_id);
    const hidden = await t.api.call('PUT', `/admin/qb/response/main/${id}`, admin.token, {
      is_hidden: true,
    });
    expect(expectStatus(hidden, 200, qbResponseSchema)).toMatchObject({
      is_hidden: true,
      hidden_by: { user_id: admin.id, display_name: 'Deniz Aydın' },
    });
    expect((await list(admin.token, `quiz_id=${survey}&hidden=true`)).total).toBe(1);
    expect((await list(admin.token, `quiz_id=${survey}&hidden=false`)).total).toBe(8);

    const analysis = await analysisOf(admin.token, survey);
    expect(analysis.questions[3]).toMatchObject({ text_count: 2, hidden_count: 1 });
    const csv = parseCsv(
      (
        await t.api.call('GET', `/admin/qb/quiz/main/${survey}/responses.csv`, admin.token)
      ).body.slice(1),
    );
    const textColumn = qbResponseExportColumns.indexOf('text_value');
    const hiddenColumn = qbResponseExportColumns.indexOf('hidden');
    const row = csv.find((cells) => cells[0] === id);
    expect([row?.[textColumn], row?.[hiddenColumn]]).toEqual(['', 'true']);

    const shown = await t.api.call('PUT', `/admin/qb/response/main/${id}`, admin.token, {
      is_hidden: false,
    });
    expect(expectStatus(shown, 200, qbResponseSchema)).toMatchObject({
      is_hidden: false,
      hidden_by: null,
      hidden_at: null,
    });
    expect(await auditOf(t, 'qb_response.hidden', id)).toHaveLength(1);
    expect(await auditOf(t, 'qb_response.shown', id)).toHaveLength(1);
    expectProblem(await t.api.call('GET', '/admin/qb/response/main/99999999', admin.token), 404);
  });

  it('counts answers exactly in the analysis of a survey', async () => {
    const { admin, survey } = await knownDataSet();
    const analysis = await analysisOf(admin.token, survey);
    expect(analysis).toMatchObject({
      purpose: 'survey',
      started_count: 3,
      completed_count: 1,
      average_score: null,
      passed_count: null,
    });
    expect(analysis.questions).toHaveLength(4);
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
    const { admin, knowledge } = await knownDataSet();
    const analysis = await analysisOf(admin.token, knowledge);
    expect(analysis).toMatchObject({
      started_count: 2,
      completed_count: 2,
      average_score: 1,
      passed_count: 1,
    });
    expect(analysis.questions).toHaveLength(1);
    expect(analysis.questions[0]).toMatchObject({ response_count: 2, correct_count: 1 });
    expectProblem(
      await t.api.call('GET', `/admin/qb/quiz/main/${crypto.randomUUID()}/analysis`, admin.token),
      404,
    );
  });

  it('exports every response as CSV and as JSON', async () => {
    const { admin, ayse, burak, survey, red, green, blue } = await knownDataSet();
    const csvResponse = await t.api.call(
      'GET',
      `/admin/qb/quiz/main/${survey}/responses.csv`,
      admin.token,
    );
    expectStatus(csvResponse, 200);
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

    const jsonResponse = await t.api.call(
      'GET',
      `/admin/qb/quiz/main/${survey}/responses.json`,
      admin.token,
    );
    expectStatus(jsonResponse, 200);
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
    const empty = await createQuiz(t, { title_en: 'Empty', title_tr: 'Boş', purpose: 'survey' });
    const none = await t.api.call(
      'GET',
      `/admin/qb/quiz/main/${empty.quiz_id}/responses.json`,
      admin.token,
    );
    expect(none.json()).toEqual([]);
  });

  it('deletes a response, audited', async () => {
    const { admin, cem, survey } = await knownDataSet();
    const [target] = (await list(admin.token, `quiz_id=${survey}&user_id=${cem.id}`)).items;
    const id = String(target?.response_id);
    expectStatus(await t.api.call('DELETE', `/admin/qb/response/main/${id}`, admin.token), 204);
    expectProblem(await t.api.call('GET', `/admin/qb/response/main/${id}`, admin.token), 404);
    expectProblem(await t.api.call('DELETE', `/admin/qb/response/main/${id}`, admin.token), 404);
    expect(await auditOf(t, 'qb_response.deleted', id)).toHaveLength(1);
    expect((await list(admin.token, `quiz_id=${survey}`)).total).toBe(8);
  });

  it('streams an export longer than one page, every response once', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const scale = await createQuestion(t, {
      type: 'scale',
      scale_max: 5,
      text_en: 'How tidy?',
      text_tr: 'Ne kadar düzenli?',
      status: 'active',
    });
    const quiz = await createQuiz(t, {
      title_en: 'Many',
      title_tr: 'Çok',
      purpose: 'survey',
      status: 'published',
      questions: [{ question_id: scale.question_id }],
    });
    // A fixture written directly: 1,205 accounts answering at the very same moment, so that
    // the pages of the export meet inside a run of equal times.
    const count = 1205;
    const people = await t.database.db
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
    await t.database.db.insert(qbResponses).values(
      people.map((entry, index) => ({
        user_id: entry.user_id,
        quiz_id: quiz.quiz_id,
        question_id: scale.question_id,
        version_id: scale.version_id,
        scale_value: (index % 5) + 1,
        answered_at: at,
        updated_at: at,
      })),
    );
    const json = await t.api.call(
      'GET',
      `/admin/qb/quiz/main/${quiz.quiz_id}/responses.json`,
      admin.token,
    );
    expectStatus(json, 200);
    const rows = qbResponseExportRowSchema.array().parse(json.json());
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row.response_id)).size).toBe(count);
    const csv = await t.api.call(
      'GET',
      `/admin/qb/quiz/main/${quiz.quiz_id}/responses.csv`,
      admin.token,
    );
    expect(parseCsv(csv.body.slice(1))).toHaveLength(count + 1);
    const analysis = await analysisOf(admin.token, quiz.quiz_id);
    expect(analysis.questions[0]?.scale.map((entry) => entry.count)).toEqual([
      241, 241, 241, 241, 241,
    ]);
  });
});
