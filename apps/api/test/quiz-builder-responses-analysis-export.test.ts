import { describe, expect, it } from 'vitest';
import { qbResponseExportColumns, qbResponseExportRowSchema } from '@campus/contracts';
import { users } from '../src/features/accounts/accounts.tables';
import { qbResponses } from '../src/features/quiz-builder/responses.tables';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import { createQuestion, createQuiz } from './support/factories/quiz-builder';
import { expectProblem, expectStatus } from './support/http';
import { parseCsv } from './support/csv';
import { createQbResponseHelpers } from './support/quiz-builder-responses';

const t = useTestApp();
const { analysisOf, knownDataSet } = createQbResponseHelpers(t);

describe('quiz builder responses', () => {
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
