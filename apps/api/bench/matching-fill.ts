import { asc, eq, like, sql } from 'drizzle-orm';
import { matchConsentVersion, matchGenders, matchMeetingModes } from '@campus/contracts';
import type { Database } from '../src/db/database';
import { demoAccounts } from '../src/features/accounts/demo-accounts';
import { seedDatabase } from '../src/seed';
import { users } from '../src/features/accounts/accounts.tables';
import { createRandom, type Random } from '../src/features/matching/engine/test-support';
import { matchPhysicals, matchRounds } from '../src/features/matching/matching.tables';
import {
  createBundleAnswersRepository,
  type BundleQuestion,
} from '../src/features/quiz-builder/bundle-answers.repository';
import { createQbQuestionsRepository } from '../src/features/quiz-builder/questions.repository';
import { timeStep, type FillSteps } from './measure';

/**
 * A database for a whole matching calculation through the app: the demo seed
 * (it has the "Get to know you" bundle), then `people` synthetic students who
 * opted in to a new open friendship round of that bundle, each with a
 * physical record, an answer to every question of the bundle and every quiz
 * of it completed. Bulk SQL: one statement per question (arrays as
 * parameters), generate_series for the rest, then VACUUM ANALYZE.
 *
 * The answers follow a few hidden traits per person, as in the engine's
 * synthetic pool (engine/synthetic-pool.ts), so that scores spread as a real
 * questionnaire's do.
 */

export interface MatchingFillReport {
  roundId: string;
  bundleId: string;
  questions: number;
  quizzes: number;
  responses: number;
  choices: number;
  /** Milliseconds per step. */
  steps: FillSteps;
}

const day = 24 * 60 * 60 * 1000;
const emailPrefix = 'matchbench.';
/** People per answer statement (each carries a few arrays of this length). */
const answerBatch = 5000;
const physicalBatch = 1000;

function gaussian(random: Random): number {
  const u = Math.max(random.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

/** A value in 0..levels-1 from a trait (≈ N(0,1)) plus noise. */
function level(random: Random, trait: number, levels: number): number {
  const x = 0.8 * trait + 0.6 * gaussian(random);
  const cdf = 1 / (1 + Math.exp(-1.7 * x));
  return Math.max(0, Math.min(levels - 1, Math.floor(cdf * levels)));
}

/** A PostgreSQL array literal of plain values (uuids, numbers, null). */
function arrayLiteral(values: readonly (string | number | null)[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;
}

/** One person's answer to one question: a scale value or chosen options in order. */
interface Answer {
  scale: number | null;
  options: string[];
}

function answerOf(random: Random, question: BundleQuestion, trait: number): Answer {
  const ids = question.options.map((option) => option.optionId);
  switch (question.type) {
    case 'scale':
      return { scale: 1 + level(random, trait, Math.min(7, question.scaleMax ?? 5)), options: [] };
    case 'single_choice': {
      const option = ids[level(random, trait, ids.length)];
      return { scale: null, options: option === undefined ? [] : [option] };
    }
    case 'multiple_choice': {
      const chosen = ids.filter(
        (_, option) => random.next() < 1 / (1 + Math.exp(-(trait + option - ids.length / 2))),
      );
      const fallback = ids[level(random, trait, ids.length)];
      return {
        scale: null,
        options: chosen.length > 0 || fallback === undefined ? chosen : [fallback],
      };
    }
    case 'ranking':
      return {
        scale: null,
        options: ids
          .map((id, item) => ({ id, key: (item - 2) * trait + gaussian(random) }))
          .sort((a, b) => a.key - b.key)
          .map((entry) => entry.id),
      };
    default:
      return { scale: null, options: [] };
  }
}

export async function fillMatchingDatabase(
  db: Database,
  people: number,
  options: { seed?: number; now?: Date } = {},
): Promise<MatchingFillReport> {
  const steps: FillSteps = [];
  const now = options.now ?? new Date();
  const random = createRandom(options.seed ?? 2024);
  await timeStep(steps, 'demo seed', () => seedDatabase(db, { withDemoData: true }));

  const answers = createBundleAnswersRepository(db);
  const bundleId = await answers.findDefaultBundleId();
  if (bundleId === undefined) throw new Error('The demo has no matching bundle');
  const { quizIds, questions } = await answers.findBundleQuestions(bundleId);
  const versions = await createQbQuestionsRepository(db).findCurrentVersions(
    questions.map((question) => question.questionId),
  );
  const versionOf = new Map(versions.map((row) => [row.question_id, row.version_id]));
  const adminEmail = demoAccounts.find((account) => account.user_role === 'admin')?.user_email;
  const [admin] = await db
    .select({ user_id: users.user_id })
    .from(users)
    .where(eq(users.user_email, adminEmail ?? ''));

  const userIds = await timeStep(steps, 'students', async () => {
    await db.execute(sql`
      insert into users (user_email, user_first_name, user_last_name, user_role, locale, status,
        is_email_verified, department, class_year, created_at)
      select ${emailPrefix}::text || lpad(g::text, 6, '0') || '@campushub.test',
        (array['Ahmet','Ayşe','Mehmet','Zeynep','Can','Elif','Emre','Selin'])[1 + g % 8],
        (array['Yılmaz','Kaya','Demir','Şahin','Çelik','Öztürk','Aydın','Arslan','Doğan'])[1 + (g / 8) % 9],
        'student', (case when g % 3 = 0 then 'en' else 'tr' end)::locale, 'active', true,
        'Bilgisayar Mühendisliği', ${now.getUTCFullYear()}::int - g % 4,
        ${now.toISOString()}::timestamptz - (g % 300) * interval '1 day'
      from generate_series(1, ${people}::int) g`);
    const rows = await db
      .select({ user_id: users.user_id })
      .from(users)
      .where(like(users.user_email, `${emailPrefix}%`))
      .orderBy(asc(users.user_email));
    return rows.map((row) => row.user_id);
  });

  await timeStep(steps, 'physicals', async () => {
    const campuses = ['Güney', 'Kuzey', 'Hisar'];
    const departments = ['Bilgisayar Mühendisliği', 'Ekonomi', 'Psikoloji', 'Tarih', 'Fizik'];
    const rows = userIds.map((userId) => ({
      user_id: userId,
      birth_year: random.int(now.getUTCFullYear() - 27, now.getUTCFullYear() - 18),
      gender: matchGenders[random.int(0, 2)] ?? null,
      campus: campuses[random.int(0, 2)] ?? null,
      same_campus_only: random.next() < 0.2,
      department: departments[random.int(0, departments.length - 1)] ?? null,
      class_year: random.int(1, 4),
      languages: random.next() < 0.2 ? ['en'] : random.next() < 0.5 ? ['tr'] : ['tr', 'en'],
      meeting_mode: matchMeetingModes[random.next() < 0.4 ? 0 : random.next() < 0.2 ? 1 : 2],
      visible_fields: ['class_year', 'languages'],
    }));
    for (let start = 0; start < rows.length; start += physicalBatch)
      await db.insert(matchPhysicals).values(rows.slice(start, start + physicalBatch));
  });

  const roundId = await timeStep(steps, 'round and participants', async () => {
    const [round] = await db
      .insert(matchRounds)
      .values({
        title_en: 'Benchmark friendship round',
        title_tr: 'Kıyaslama arkadaşlık turu',
        purpose: 'friendship',
        status: 'open',
        bundle_id: bundleId,
        opens_at: new Date(now.getTime() - 7 * day),
        closes_at: new Date(now.getTime() + 7 * day),
        reveal_at: new Date(now.getTime() + 8 * day),
        respond_by: new Date(now.getTime() + 15 * day),
        created_by: admin?.user_id ?? null,
      })
      .returning({ round_id: matchRounds.round_id });
    if (round === undefined) throw new Error('The benchmark round is missing');
    await db.execute(sql`
      insert into match_participants (round_id, user_id, alias, consent_version, created_at)
      select ${round.round_id}::uuid, user_id,
        'Member ' || row_number() over (order by user_email), ${matchConsentVersion}::smallint,
        ${now.toISOString()}::timestamptz - interval '5 days'
      from users where user_email like ${`${emailPrefix}%`}::text`);
    return round.round_id;
  });

  let responses = 0;
  let choices = 0;
  await timeStep(steps, 'answers', async () => {
    // Four hidden traits per person; question q follows trait q % 4.
    const traits = userIds.map(() => [
      gaussian(random),
      gaussian(random),
      gaussian(random),
      gaussian(random),
    ]);
    const answeredAt = new Date(now.getTime() - 3 * day).toISOString();
    for (const [index, question] of questions.entries()) {
      const versionId = versionOf.get(question.questionId);
      if (versionId === undefined) continue;
      for (let start = 0; start < userIds.length; start += answerBatch) {
        const batch = userIds.slice(start, start + answerBatch);
        const scales: (number | null)[] = [];
        const choiceUsers: string[] = [];
        const choiceOptions: string[] = [];
        const choicePositions: number[] = [];
        batch.forEach((userId, offset) => {
          const trait = traits[start + offset]?.[index % 4] ?? 0;
          const answer = answerOf(random, question, trait);
          scales.push(answer.scale);
          answer.options.forEach((optionId, position) => {
            choiceUsers.push(userId);
            choiceOptions.push(optionId);
            choicePositions.push(position);
          });
        });
        const text = question.type === 'short_text' ? 'Kindness and a sense of humour.' : null;
        await db.execute(sql`
          with answers as (
            select * from unnest(${arrayLiteral(batch)}::uuid[], ${arrayLiteral(scales)}::smallint[])
              as a(user_id, scale_value)
          ), inserted as (
            insert into qb_responses (user_id, quiz_id, question_id, version_id, scale_value,
              text_value, answered_at, updated_at)
            select user_id, ${question.quizId}::uuid, ${question.questionId}::uuid,
              ${versionId}::uuid, scale_value, ${text}::text, ${answeredAt}::timestamptz,
              ${answeredAt}::timestamptz
            from answers
            returning response_id, user_id
          )
          insert into qb_response_choices (response_id, version_id, option_id, position)
          select inserted.response_id, ${versionId}::uuid, c.option_id, c.position
          from inserted
          join unnest(${arrayLiteral(choiceUsers)}::uuid[], ${arrayLiteral(choiceOptions)}::uuid[],
            ${arrayLiteral(choicePositions)}::smallint[]) as c(user_id, option_id, position)
            on c.user_id = inserted.user_id`);
        responses += batch.length;
        choices += choiceUsers.length;
      }
    }
    await db.execute(sql`
      insert into qb_quiz_attempts (user_id, quiz_id, bundle_id, started_at, completed_at)
      select u.user_id, q.quiz_id, ${bundleId}::uuid,
        ${answeredAt}::timestamptz - interval '1 day', ${answeredAt}::timestamptz
      from users u cross join unnest(${arrayLiteral(quizIds)}::uuid[]) as q(quiz_id)
      where u.user_email like ${`${emailPrefix}%`}::text`);
  });
  await timeStep(steps, 'vacuum analyze', () => db.execute(sql`vacuum analyze`));
  return {
    roundId,
    bundleId,
    questions: questions.length,
    quizzes: quizIds.length,
    responses,
    choices,
    steps,
  };
}
