import { describe, expect, it } from 'vitest';
import {
  qbResponseExportColumns,
  qbResponseMessages,
  qbResponsePageSchema,
  qbResponseSchema,
  qbTakeMessages,
  qbTakeQuizSchema,
  type QbResponseCreateInput,
} from '@campus/contracts';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { expectProblem, expectRuleProblem, expectStatus, type Method } from './support/http';
import { parseCsv } from './support/csv';
import { createQbResponseHelpers } from './support/quiz-builder-responses';

const t = useTestApp();
const { analysisOf, knownDataSet } = createQbResponseHelpers(t);

async function list(admin: string, query: string) {
  return t.api.read(`/admin/qb/response/main/all?${query}`, admin, qbResponsePageSchema);
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
    expectRuleProblem(unknown, 400, {
      field: 'body.email',
      rule: 'qb_user_not_found',
      message: qbResponseMessages.userNotFound,
    });
    const invalid = await t.api.call('POST', '/admin/qb/response/main', admin.token, {
      email: cem.email,
      quiz_id: survey,
      question_id: scale.question_id,
      scale_value: 7,
    });
    expectRuleProblem(invalid, 400, {
      field: 'body.scale_value',
      rule: 'qb_scale_range',
      message: qbTakeMessages.scaleRange,
    });
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
});
