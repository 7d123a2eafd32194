import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginResponseSchema,
  qbBundlePageSchema,
  qbMatterPageSchema,
  qbQuestionPageSchema,
  qbQuizAnalysisSchema,
  qbQuizDocumentSchema,
  qbQuizPageSchema,
  qbQuizSchema,
  qbResponsePageSchema,
  type QbQuizSummary,
} from '@campus/contracts';
import { demoAccounts } from '../src/db/seed/demo-accounts';
import { seedDatabase } from '../src/db/seed/seed';
import { bearer, nextClientAddress } from './accounts-helpers';
import { createTestApp, type TestContext } from './test-app';
import { testDriver } from './test-database';

let context: TestContext;
let admin: string;

async function signIn(role: 'admin' | 'student'): Promise<{ token: string; userId: string }> {
  const account = demoAccounts.find((candidate) => candidate.user_role === role);
  if (account === undefined) throw new Error(`no demo ${role}`);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/reception/login',
    remoteAddress: nextClientAddress(),
    payload: {
      user_email: account.user_email,
      user_password: account.password,
      remember_me: false,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const login = loginResponseSchema.parse(response.json());
  return { token: login.access_token, userId: login.user_current.user_id };
}

async function get(url: string): Promise<unknown> {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/admin/qb${url}`,
    remoteAddress: nextClientAddress(),
    headers: bearer(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  context = await createTestApp();
  await seedDatabase(context.database.db, { withDemoData: true });
  // A second run (a restart) leaves the seeded database alone.
  await seedDatabase(context.database.db, { withDemoData: true });
  admin = (await signIn('admin')).token;
}, 120_000);
afterAll(async () => {
  await context.close();
});

async function quizzes(): Promise<Map<string, QbQuizSummary>> {
  const page = qbQuizPageSchema.parse(await get('/quiz/main/all?page_size=100'));
  return new Map(page.items.map((quiz) => [quiz.title_en, quiz]));
}

function quizNamed(all: Map<string, QbQuizSummary>, title: string): QbQuizSummary {
  const quiz = all.get(title);
  if (quiz === undefined) throw new Error(`no quiz ${title}`);
  return quiz;
}

describe(`the seeded quiz builder on ${testDriver}`, () => {
  it('has matters in three groups and at least 40 questions, each readable in both languages', async () => {
    const topLevel = qbMatterPageSchema.parse(await get('/matter/main/all?parent_id=none'));
    expect(topLevel.items.map((matter) => matter.name_tr).sort()).toEqual([
      'Alışkanlıklar',
      'Değerler',
      'İlgi alanları',
    ]);
    expect(topLevel.items.every((matter) => matter.children_count >= 5)).toBe(true);

    const questions = [];
    for (let page = 1; ; page += 1) {
      const list = qbQuestionPageSchema.parse(
        await get(`/question/main/all?page_size=100&page=${String(page)}`),
      );
      questions.push(...list.items);
      if (questions.length >= list.total) break;
    }
    expect(questions.length).toBeGreaterThanOrEqual(40);
    for (const question of questions) {
      for (const text of [question.rendered_en, question.rendered_tr]) {
        expect(text.trim()).not.toBe('');
        expect(text, text).not.toMatch(/[{}]/);
      }
      expect(question.rendered_en).not.toBe(question.rendered_tr);
      for (const option of question.options) {
        expect(option.shown_en.trim()).not.toBe('');
        expect(option.shown_tr.trim()).not.toBe('');
      }
    }
    const byText = new Map(questions.map((question) => [question.rendered_en, question]));
    expect(byText.get('How important is honesty to you?')?.rendered_tr).toBe(
      'Dürüstlük senin için ne kadar önemli?',
    );
    expect(byText.get('How often do you enjoy music?')?.rendered_tr).toBe(
      'Müzik ile ne sıklıkla ilgilenirsin?',
    );
    const active = questions.filter((question) => question.status === 'active');
    const types = new Set(
      active.map((question) => `${question.type}:${String(question.scale_max)}`),
    );
    expect([...types].sort()).toEqual([
      'multiple_choice:null',
      'ranking:null',
      'scale:5',
      'scale:7',
      'short_text:null',
      'single_choice:null',
    ]);
    // Some options are shown with one of their alternative wordings.
    const reworded = questions.flatMap((question) =>
      question.options.filter((option) => option.alternative_id !== null),
    );
    expect(reworded.map((option) => option.shown_en)).toContain('Completely agree');
  });

  it('groups three published matching quizzes of 40 questions in a published bundle', async () => {
    const bundles = qbBundlePageSchema.parse(await get('/bundle/main/all'));
    expect(bundles.total).toBe(1);
    const [bundle] = bundles.items;
    expect(bundle).toMatchObject({
      title_en: 'Get to know you',
      title_tr: 'Seni tanıyalım',
      status: 'published',
      quiz_count: 3,
      question_count: 40,
    });
    expect(
      bundle?.quizzes.map((quiz) => [quiz.title_en, quiz.title_tr, quiz.status, quiz.purpose]),
    ).toEqual([
      ['Values', 'Değerler', 'published', 'matching'],
      ['Daily habits', 'Günlük alışkanlıklar', 'published', 'matching'],
      ['Interests', 'İlgi alanları', 'published', 'matching'],
    ]);
  });

  it('has a published knowledge quiz with answer keys and a draft survey', async () => {
    const all = await quizzes();
    expect(all.size).toBe(5);
    const summary = quizNamed(all, 'Campus life basics');
    expect(summary).toMatchObject({ purpose: 'knowledge', status: 'published', bundle_count: 0 });
    const knowledge = qbQuizSchema.parse(await get(`/quiz/main/${summary.quiz_id}`));
    expect(knowledge.questions).toHaveLength(6);
    expect(knowledge.pass_score).toBe(5);
    expect(knowledge.max_score).toBe(8);
    for (const { question, correct_option_ids: keys } of knowledge.questions) {
      const offered = question.options.map((option) => option.option_id);
      expect(keys.length).toBeGreaterThan(0);
      expect(offered).toEqual(expect.arrayContaining(keys));
      if (question.type === 'ranking') expect([...keys].sort()).toEqual([...offered].sort());
      if (question.type === 'single_choice') expect(keys).toHaveLength(1);
    }
    expect(quizNamed(all, 'Campus café feedback')).toMatchObject({
      purpose: 'survey',
      status: 'draft',
      question_count: 3,
    });
  });

  it('has the demo people’s answers: "Values" finished, "Daily habits" started', async () => {
    const all = await quizzes();
    const values = quizNamed(all, 'Values');
    const habits = quizNamed(all, 'Daily habits');
    expect([values.started_count, values.completed_count]).toEqual([2, 2]);
    expect([habits.started_count, habits.completed_count]).toEqual([2, 0]);

    const analysis = qbQuizAnalysisSchema.parse(await get(`/quiz/main/${values.quiz_id}/analysis`));
    expect(analysis.questions.length).toBe(values.question_count);
    expect(analysis.questions.every((question) => question.response_count === 2)).toBe(true);
    const ranking = analysis.questions.find((question) => question.type === 'ranking');
    expect(ranking?.options.every((option) => option.count === 2)).toBe(true);

    const student = await signIn('student');
    const answers = qbResponsePageSchema.parse(
      await get(`/response/main/all?page_size=100&user_id=${student.userId}`),
    );
    expect(answers.total).toBe(values.question_count + 5);
  });

  it('exports the seeded quizzes as valid quiz files', async () => {
    for (const quiz of (await quizzes()).values()) {
      const document = qbQuizDocumentSchema.parse(await get(`/quiz/main/${quiz.quiz_id}/export`));
      expect(document.questions).toHaveLength(quiz.question_count);
    }
  });
});
