/**
 * Benchmark of the quiz builder's response reads on a large database:
 * `npm run bench:quiz-responses` (embedded PGlite), or with DATABASE_URL set,
 * on a throwaway database of that PostgreSQL server. Users answer a published
 * quiz of 100 questions (40 single choice, 20 multiple choice, 30 scales, 5
 * rankings, 5 short texts); then the per-question distributions (the admin
 * analysis), a user's resume read and pages of the admin response list are
 * timed. It prints figures; it is not a test and asserts nothing about speed.
 *
 * BENCH_USERS (default 500: 50,000 responses; 100000 for the 10 million of
 * docs/decisions/013-quiz-builder.md on PostgreSQL), BENCH_ITERATIONS (default
 * 20) timed calls per row after BENCH_WARM_UP (default 3);
 * BENCH_KEEP_DATABASE=1 keeps the filled database for EXPLAIN.
 */
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { foldSearchText, type QbQuestionType } from '@campus/contracts';
import type { Database } from '../src/db/database';
import { demoAccounts } from '../src/features/accounts/demo-accounts';
import { seedDatabase } from '../src/seed';
import { users } from '../src/features/accounts/accounts.tables';
import {
  qbQuestionVersionOptions,
  qbQuestionVersions,
  qbQuestions,
} from '../src/features/quiz-builder/questions.tables';
import { qbOptions } from '../src/features/quiz-builder/quiz-builder.tables';
import { qbQuizQuestions, qbQuizzes } from '../src/features/quiz-builder/quizzes.tables';
import { qbResponseChoices, qbResponses } from '../src/features/quiz-builder/responses.tables';
import { openBenchApp } from './bench-app';
import { openBenchWorkspace } from './bench-database';
import {
  printFillTimes,
  printTimedCalls,
  timeStep,
  type FillSteps,
  type Scenario,
} from './measure';
import { wholeNumberSetting } from './bench-env';

const questionsPerQuiz = 100;
const optionsPerQuestion = 5;
/** Users whose responses are written by one statement. */
const usersPerBatch = 1000;

function demoEmail(role: 'admin' | 'student'): string {
  const account = demoAccounts.find((candidate) => candidate.user_role === role);
  if (account === undefined) throw new Error(`There is no demo ${role} account`);
  return account.user_email;
}

/** The type of the n-th question: per 20, 8 single, 4 multiple, 6 scales, a ranking, a text. */
function typeOf(index: number): QbQuestionType {
  const slot = index % 20;
  if (slot < 8) return 'single_choice';
  if (slot < 12) return 'multiple_choice';
  if (slot < 18) return 'scale';
  return slot === 18 ? 'ranking' : 'short_text';
}

/** A published matching quiz of 100 active questions sharing five options. */
async function addQuiz(db: Database): Promise<string> {
  return db.transaction(async (transaction) => {
    const optionIds = Array.from({ length: optionsPerQuestion }, () => randomUUID());
    await transaction.insert(qbOptions).values(
      optionIds.map((optionId, index) => ({
        option_id: optionId,
        text_en: `Bench choice ${String(index + 1)}`,
        text_tr: `Deneme seçeneği ${String(index + 1)}`,
        value: index,
        search_text: foldSearchText(
          `Bench choice ${String(index + 1)} Deneme seçeneği ${String(index + 1)}`,
        ),
      })),
    );
    const questions = Array.from({ length: questionsPerQuiz }, (_unused, index) => ({
      question_id: randomUUID(),
      version_id: randomUUID(),
      type: typeOf(index),
      text_en: `Bench question ${String(index + 1)}`,
      text_tr: `Deneme sorusu ${String(index + 1)}`,
    }));
    await transaction.insert(qbQuestions).values(
      questions.map((question) => ({
        question_id: question.question_id,
        text_en: question.text_en,
        text_tr: question.text_tr,
        status: 'active' as const,
        search_text: foldSearchText(`${question.text_en} ${question.text_tr}`),
      })),
    );
    await transaction.insert(qbQuestionVersions).values(
      questions.map((question) => ({
        version_id: question.version_id,
        question_id: question.question_id,
        version_number: 1,
        type: question.type,
        scale_max: question.type === 'scale' ? 5 : null,
      })),
    );
    await transaction.insert(qbQuestionVersionOptions).values(
      questions.flatMap((question) =>
        ['single_choice', 'multiple_choice', 'ranking'].includes(question.type)
          ? optionIds.map((optionId, position) => ({
              version_id: question.version_id,
              option_id: optionId,
              position,
            }))
          : [],
      ),
    );
    const quizId = randomUUID();
    await transaction.insert(qbQuizzes).values({
      quiz_id: quizId,
      title_en: 'Bench questionnaire',
      title_tr: 'Deneme anketi',
      status: 'published',
      purpose: 'matching',
      published_at: new Date(),
      search_text: foldSearchText('Bench questionnaire Deneme anketi'),
    });
    await transaction.insert(qbQuizQuestions).values(
      questions.map((question, position) => ({
        quiz_id: quizId,
        question_id: question.question_id,
        position,
      })),
    );
    return quizId;
  });
}

function addUsers(total: number) {
  return sql`
    insert into users (user_email, user_first_name, user_last_name, user_role, locale, status,
      is_email_verified)
    select 'qbbench.' || lpad(g::text, 6, '0') || '@campushub.test', 'Bench', 'User ' || g,
      'student', (case when g % 3 = 0 then 'en' else 'tr' end)::locale, 'active', true
    from generate_series(1, ${total}::int) g`;
}

/**
 * The answers of the bench users numbered (from, to] (the demo student is
 * number 1) to every question of the quiz, their choices and attempts.
 */
async function addResponses(db: Database, quizId: string, from: number, to: number) {
  const respondents = sql`
    select user_id, n from (
      select user_id, row_number() over (order by user_email) as n from users
      where user_email like 'qbbench.%' or user_email = ${demoEmail('student')}
    ) numbered where n > ${from} and n <= ${to}`;
  await db.transaction(async (transaction) => {
    const [before] = await transaction
      .select({ value: sql<number>`coalesce(max(${qbResponses.response_id}), 0)::bigint` })
      .from(qbResponses);
    await transaction.execute(sql`
      insert into qb_responses (user_id, quiz_id, question_id, version_id, scale_value, text_value,
        answered_at, updated_at)
      select p.user_id, ${quizId}, q.question_id, v.version_id,
        case when v.type = 'scale' then 1 + floor(random() * v.scale_max)::int end,
        case when v.type = 'short_text' then 'A bench answer from user ' || p.n end,
        timestamptz '2026-01-05' + (p.n * 100 + qq.position) * interval '7 seconds',
        timestamptz '2026-01-05' + (p.n * 100 + qq.position) * interval '7 seconds'
      from (${respondents}) p
      cross join qb_quiz_questions qq
      join qb_questions q on q.question_id = qq.question_id
      join qb_question_versions v on v.question_id = q.question_id
        and v.version_number = q.current_version
      where qq.quiz_id = ${quizId}`);
    await transaction.execute(sql`
      insert into qb_response_choices (response_id, version_id, option_id, position)
      select r.response_id, r.version_id, o.option_id,
        case when v.type = 'ranking'
          then ((o.position + r.response_id) % ${optionsPerQuestion})::smallint end
      from qb_responses r
      join qb_question_versions v on v.version_id = r.version_id
      join qb_question_version_options o on o.version_id = r.version_id
      where r.response_id > ${before?.value ?? 0} and r.quiz_id = ${quizId}
        and (v.type = 'ranking'
          or (v.type = 'single_choice' and o.position = r.response_id % ${optionsPerQuestion})
          or (v.type = 'multiple_choice' and (o.position + r.response_id) % 3 = 0))`);
    await transaction.execute(sql`
      insert into qb_quiz_attempts (user_id, quiz_id, started_at, completed_at)
      select p.user_id, ${quizId}, timestamptz '2026-01-05' + p.n * 100 * interval '7 seconds',
        case when p.n % 10 <> 0
          then timestamptz '2026-01-05' + (p.n * 100 + 99) * interval '7 seconds' end
      from (${respondents}) p`);
  });
}

async function fill(db: Database, respondents: number) {
  const steps: FillSteps = [];
  const timed = (name: string, work: () => Promise<unknown>) => timeStep(steps, name, work);
  await timed('demo seed', () => seedDatabase(db, { withDemoData: true }));
  let quizId = '';
  await timed('quiz', async () => {
    quizId = await addQuiz(db);
  });
  await timed('users', () => db.execute(addUsers(Math.max(0, respondents - 1))));
  await timed('responses', async () => {
    for (let from = 0; from < respondents; from += usersPerBatch) {
      await addResponses(db, quizId, from, Math.min(respondents, from + usersPerBatch));
    }
  });
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  const [responses] = await db.select({ value: count() }).from(qbResponses);
  const [choices] = await db.select({ value: count() }).from(qbResponseChoices);
  const [student] = await db
    .select({ user_id: users.user_id })
    .from(users)
    .where(eq(users.user_email, demoEmail('student')));
  return {
    quizId,
    steps,
    responses: responses?.value ?? 0,
    choices: choices?.value ?? 0,
    studentId: student?.user_id ?? '',
  };
}

async function main(): Promise<void> {
  const respondents = Math.max(1, wholeNumberSetting('BENCH_USERS', 500));
  const iterations = wholeNumberSetting('BENCH_ITERATIONS', 20);
  const warmUp = wholeNumberSetting('BENCH_WARM_UP', 3);
  const keep = process.env.BENCH_KEEP_DATABASE === '1';
  const { database, dataDir, dispose } = await openBenchWorkspace(process.env.DATABASE_URL, keep);
  try {
    const fillStarted = performance.now();
    const filled = await fill(database.handle.db, respondents);
    printFillTimes(fillStarted, filled.steps);
    console.log(
      `  ${String(respondents)} users × ${String(questionsPerQuiz)} questions: ${String(
        filled.responses,
      )} responses (demo answers included), ${String(filled.choices)} chosen options`,
    );

    const { app, tokenOf } = await openBenchApp(database.handle, dataDir);
    try {
      const admin = await tokenOf('admin');
      const student = await tokenOf('student');
      const quiz = filled.quizId;
      const list = '/api/admin/qb/response/main/all';
      const deepPage = Math.max(1, Math.min(100_000, Math.floor(filled.responses / 25 / 2)));
      const scenarios: Scenario[] = [
        {
          name: 'distributions of 100 questions',
          url: `/api/admin/qb/quiz/main/${quiz}/analysis`,
          token: admin,
        },
        { name: 'resume read (student)', url: `/api/quizzes/${quiz}`, token: student },
        { name: 'open quizzes (student)', url: '/api/quizzes', token: student },
        { name: 'admin responses, page 1', url: list, token: admin },
        { name: 'admin responses, one quiz', url: `${list}?quiz_id=${quiz}`, token: admin },
        {
          name: 'admin responses, one user',
          url: `${list}?user_id=${filled.studentId}`,
          token: admin,
        },
        { name: 'admin responses, text only', url: `${list}?text_only=true`, token: admin },
        {
          name: `admin responses, page ${String(deepPage)}`,
          url: `${list}?page=${String(deepPage)}&page_size=25`,
          token: admin,
        },
        { name: 'admin quiz list (counts)', url: '/api/admin/qb/quiz/main/all', token: admin },
      ];
      await printTimedCalls(app, scenarios, warmUp, iterations);
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
