import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
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
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { demoUser } from './support/factories/accounts';

const t = useTestApp({ seeded: true });

/** An admin's GET of the quiz builder's API, which must answer 200. */
async function get<S extends z.ZodType>(admin: string, path: string, schema: S) {
  return t.api.read(`/admin/qb${path}`, admin, schema);
}

async function quizzes(admin: string): Promise<Map<string, QbQuizSummary>> {
  const page = await get(admin, '/quiz/main/all?page_size=100', qbQuizPageSchema);
  return new Map(page.items.map((quiz) => [quiz.title_en, quiz]));
}

function quizNamed(all: Map<string, QbQuizSummary>, title: string): QbQuizSummary {
  const quiz = all.get(title);
  if (quiz === undefined) throw new Error(`no quiz ${title}`);
  return quiz;
}

describe(`the seeded quiz builder on ${testDriver}`, () => {
  it('has matters in three groups and 49 questions, each readable in both languages', async () => {
    const admin = (await demoUser(t, 'admin')).token;
    const topLevel = await get(admin, '/matter/main/all?parent_id=none', qbMatterPageSchema);
    expect(
      topLevel.items
        .map((matter) => [matter.name_tr, matter.children_count] as const)
        .sort(([left], [right]) => left.localeCompare(right, 'tr')),
    ).toEqual([
      ['Alışkanlıklar', 5],
      ['Değerler', 7],
      ['İlgi alanları', 8],
    ]);
    expect(topLevel.items.every((matter) => matter.children_count >= 5)).toBe(true);

    const questions = [];
    for (let page = 1; ; page += 1) {
      const list = await get(
        admin,
        `/question/main/all?page_size=100&page=${String(page)}`,
        qbQuestionPageSchema,
      );
      questions.push(...list.items);
      if (questions.length >= list.total) break;
    }
    // 13 + 13 + 14 in the bundle's quizzes, 6 in the knowledge quiz, 3 in the draft survey.
    expect(questions).toHaveLength(49);
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
    expect(active).toHaveLength(46);
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
    const admin = (await demoUser(t, 'admin')).token;
    const bundles = await get(admin, '/bundle/main/all', qbBundlePageSchema);
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
    const admin = (await demoUser(t, 'admin')).token;
    const all = await quizzes(admin);
    expect(all.size).toBe(5);
    const summary = quizNamed(all, 'Campus life basics');
    expect(summary).toMatchObject({ purpose: 'knowledge', status: 'published', bundle_count: 0 });
    const knowledge = await get(admin, `/quiz/main/${summary.quiz_id}`, qbQuizSchema);
    expect(knowledge.questions).toHaveLength(6);
    expect(knowledge.pass_score).toBe(5);
    expect(knowledge.max_score).toBe(8);
    // The keys by wording: one right choice, three library services, the registration steps in order.
    expect(
      knowledge.questions.map(({ question, correct_option_ids: keys }) =>
        keys.map((key) => question.options.find((option) => option.option_id === key)?.shown_en),
      ),
    ).toEqual([
      ['60 ECTS'],
      ['The Student Affairs office'],
      ['Books to borrow', 'Group study rooms', 'Printing and scanning'],
      ['Grade Point Average'],
      [
        'Check the course schedule',
        'Choose your courses in the system',
        'Get your advisor’s approval',
      ],
      ['False'],
    ]);
    for (const { question, correct_option_ids: keys } of knowledge.questions) {
      const offered = question.options.map((option) => option.option_id);
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

  it('has the demo people’s answers: the graduate finished "Values" and started "Daily habits"; the matching pool (the demo student, 40 contributors and 20 newcomers) finished the bundle', async () => {
    const admin = (await demoUser(t, 'admin')).token;
    const all = await quizzes(admin);
    const values = quizNamed(all, 'Values');
    const habits = quizNamed(all, 'Daily habits');
    expect([values.started_count, values.completed_count]).toEqual([62, 62]);
    expect([habits.started_count, habits.completed_count]).toEqual([62, 61]);

    const analysis = await get(
      admin,
      `/quiz/main/${values.quiz_id}/analysis`,
      qbQuizAnalysisSchema,
    );
    expect(values.question_count).toBe(13);
    expect(analysis.questions.length).toBe(values.question_count);
    expect(analysis.questions.map((question) => question.response_count)).toEqual(
      Array.from({ length: 13 }, () => 62),
    );
    const ranking = analysis.questions.find((question) => question.type === 'ranking');
    // Everyone ranks every priority.
    expect(ranking?.options.map((option) => [option.text_en, option.count])).toEqual([
      ['Family', 62],
      ['Career', 62],
      ['Friends', 62],
      ['Health', 62],
      ['Adventure', 62],
    ]);

    const student = await demoUser(t, 'student');
    const answers = await get(
      admin,
      `/response/main/all?page_size=100&user_id=${student.id}`,
      qbResponsePageSchema,
    );
    // The demo student answered the whole "Get to know you" bundle (matching's demo pool).
    expect(answers.total).toBe(40);
  });

  it('exports the seeded quizzes as valid quiz files', async () => {
    const admin = (await demoUser(t, 'admin')).token;
    const all = await quizzes(admin);
    expect([...all.values()].map((quiz) => [quiz.title_en, quiz.question_count])).toEqual(
      expect.arrayContaining([
        ['Values', 13],
        ['Daily habits', 13],
        ['Interests', 14],
        ['Campus life basics', 6],
        ['Campus café feedback', 3],
      ]),
    );
    expect(all.size).toBe(5);
    for (const quiz of all.values()) {
      const document = await get(admin, `/quiz/main/${quiz.quiz_id}/export`, qbQuizDocumentSchema);
      expect(document.questions).toHaveLength(quiz.question_count);
    }
  });
});
