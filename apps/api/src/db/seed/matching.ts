import { and, eq, inArray } from 'drizzle-orm';
import { matchConsentVersion, matchGenders, matchMeetingModes } from '@campus/contracts';
import type { Transaction } from '../database';
import { users } from '../../features/accounts/accounts.tables';
import { createRandom } from './catalogue/prng';
import { contributorEmail } from './experiences/contributors';
import { calculate } from '../../features/matching/engine';
import { candidateRows, resultValues } from '../../features/matching/calculation-runner';
import { calculationAlgorithm } from '../../features/matching/calculations.service';
import { explanationOf } from '../../features/matching/explanations';
import { revealJob, revealKeyOf } from '../../features/matching/match-reveal';
import { statisticsJob } from '../../features/matching/statistics.service';
import { jobs } from '../../platform/jobs.tables';
import { createMatchesRepository, type NewMatch } from '../../features/matching/matches.repository';
import { orderedPair } from '../../features/matching/matching-common';
import {
  matchCalculations,
  matchMembers,
  matchParticipants,
  matchPhysicals,
  matchRounds,
} from '../../features/matching/matching.tables';
import { createPairsRepository } from '../../features/matching/pairs.repository';
import {
  createAnswerMatrix,
  encodableQuestions,
  encodePhysicals,
  groupsOf,
  rulesOf,
  settingsOf,
} from '../../features/matching/pool-encoding';
import { createBundleAnswersRepository } from '../../features/quiz-builder/bundle-answers.repository';
import { qbQuestionVersions, qbQuestions } from '../../features/quiz-builder/questions.tables';
import {
  qbQuizAttempts,
  qbResponseChoices,
  qbResponses,
} from '../../features/quiz-builder/responses.tables';

/**
 * Matching's demo (issue 15): an open round of the "Get to know you" bundle
 * whose participants answered it (the demo student among them, not yet
 * matched: the round's calculation is finished but not published), and an
 * earlier, closed round with a match in each state. The people are the seed's
 * contributors and twenty newcomers who joined only to be matched (about 60 in
 * the open round, as the issue asks): students who cannot sign in, as the
 * contributors.
 */

/** The students who joined for matching only: given name, surname, locale, department, class year. */
export const matchingNewcomers = [
  ['Defne', 'Aksoy', 'tr', 'Bilgisayar Mühendisliği', 1],
  ['Ilgaz', 'Çınar', 'tr', 'Ekonomi', 2],
  ['Nehir', 'Özdemir', 'tr', 'Psikoloji', 1],
  ['Kuzey', 'Yıldırım', 'tr', 'Makine Mühendisliği', 3],
  ['Ada', 'Şentürk', 'tr', 'Moleküler Biyoloji ve Genetik', 2],
  ['Aras', 'Güneş', 'tr', 'Tarih', 4],
  ['Lina', 'Haddad', 'en', 'Economics', 1],
  ['Mateo', 'Ríos', 'en', 'Computer Engineering', 2],
  ['Öykü', 'Başaran', 'tr', 'Matematik', 3],
  ['Çağan', 'Ilıcalı', 'tr', 'Elektrik-Elektronik Mühendisliği', 1],
  ['İpek', 'Ulusoy', 'tr', 'Sosyoloji', 2],
  ['Emir', 'Karataş', 'tr', 'İşletme', 4],
  ['Sofia', 'Novak', 'en', 'Physics', 3],
  ['Yusuf', 'Ergün', 'tr', 'İnşaat Mühendisliği', 2],
  ['Masal', 'Tekin', 'tr', 'Felsefe', 1],
  ['Kerem', 'Bozkurt', 'tr', 'Kimya', 3],
  ['Hana', 'Sato', 'en', 'Psychology', 2],
  ['Doruk', 'Eren', 'tr', 'Endüstri Mühendisliği', 4],
  ['Duru', 'Kılınç', 'tr', 'Uluslararası İlişkiler', 1],
  ['Noah', 'Fischer', 'en', 'History', 2],
] as const;

/** `Çağan Ilıcalı` → `cagan.ilicali.match@campushub.test`, apart from any contributor's address. */
export function newcomerEmail(given: string, surname: string): string {
  return contributorEmail(given, surname).replace('@', '.match@');
}

async function insertNewcomers(transaction: Transaction, now: Date): Promise<string[]> {
  const rows = await transaction
    .insert(users)
    .values(
      matchingNewcomers.map(([given, surname, locale, department, classYear], index) => ({
        user_email: newcomerEmail(given, surname),
        password_hash: null,
        user_role: 'student' as const,
        user_first_name: given,
        user_last_name: surname,
        locale,
        status: 'active' as const,
        is_email_verified: true,
        department,
        class_year: now.getUTCFullYear() - classYear + 1,
        created_at: new Date(now.getTime() - (20 + index) * day),
        updated_at: new Date(now.getTime() - (20 + index) * day),
      })),
    )
    .returning({ user_id: users.user_id });
  return rows.map((row) => row.user_id);
}

const day = 24 * 60 * 60 * 1000;
const parameters = {
  mode: 'one_to_one' as const,
  k: 1,
  min_score: 0,
  candidates_per_person: 20,
  transform: 'linear' as const,
  maximize_matched: false,
  priority_bonus: 0,
};

/** Every person's answers to the bundle's questions they have not answered yet, all quizzes completed. */
async function answerBundle(
  transaction: Transaction,
  bundleId: string,
  userIds: readonly string[],
  now: Date,
): Promise<void> {
  const { quizIds, questions } =
    await createBundleAnswersRepository(transaction).findBundleQuestions(bundleId);
  const versions = await transaction
    .select({ question_id: qbQuestions.question_id, version_id: qbQuestionVersions.version_id })
    .from(qbQuestions)
    .innerJoin(
      qbQuestionVersions,
      and(
        eq(qbQuestionVersions.question_id, qbQuestions.question_id),
        eq(qbQuestionVersions.version_number, qbQuestions.current_version),
      ),
    )
    .where(
      inArray(
        qbQuestions.question_id,
        questions.map((question) => question.questionId),
      ),
    );
  const versionOf = new Map(versions.map((row) => [row.question_id, row.version_id]));
  const answered = await transaction
    .select({ user_id: qbResponses.user_id, question_id: qbResponses.question_id })
    .from(qbResponses)
    .where(inArray(qbResponses.user_id, [...userIds]));
  const done = new Set(answered.map((row) => `${row.user_id}:${row.question_id}`));
  const responses: (typeof qbResponses.$inferInsert)[] = [];
  const choices: string[][] = [];
  // The same answers on every run (a fixed seed), varied as a real pool's are.
  const random = createRandom(1510);
  userIds.forEach((userId, person) => {
    // A few hidden traits, so that people resemble some others more than the rest; and each
    // answer strays from the trait one time in three, so that no two people answer alike.
    const trait = (person * 7) % 5;
    questions.forEach((question, index) => {
      const versionId = versionOf.get(question.questionId);
      if (versionId === undefined || done.has(`${userId}:${question.questionId}`)) return;
      const count = question.options.length;
      const stray = random.next() < 1 / 3 ? random.int(1, 4) : 0;
      const pick = (offset: number) =>
        question.options[(trait + index + offset + stray) % Math.max(1, count)]?.optionId;
      const chosen =
        question.type === 'single_choice'
          ? [pick(person % 2)]
          : question.type === 'multiple_choice'
            ? [pick(0), pick(2)]
            : question.type === 'ranking'
              ? question.options.map((_, rank) => pick(rank))
              : [];
      responses.push({
        user_id: userId,
        quiz_id: question.quizId,
        question_id: question.questionId,
        version_id: versionId,
        scale_value:
          question.type === 'scale'
            ? 1 + ((trait + index + (person % 2) + stray) % (question.scaleMax ?? 5))
            : null,
        text_value: question.type === 'short_text' ? 'Kindness and a sense of humour.' : null,
        answered_at: new Date(now.getTime() - 3 * day),
      });
      choices.push([...new Set(chosen.filter((id): id is string => id !== undefined))]);
    });
  });
  for (let start = 0; start < responses.length; start += 500) {
    const inserted = await transaction
      .insert(qbResponses)
      .values(responses.slice(start, start + 500))
      .returning({ response_id: qbResponses.response_id, version_id: qbResponses.version_id });
    const rows = inserted.flatMap((row, offset) =>
      (choices[start + offset] ?? []).map((optionId, position) => ({
        response_id: row.response_id,
        version_id: row.version_id,
        option_id: optionId,
        position,
      })),
    );
    if (rows.length > 0) await transaction.insert(qbResponseChoices).values(rows);
  }
  const attempts = userIds.flatMap((userId) =>
    quizIds.map((quizId) => ({
      user_id: userId,
      quiz_id: quizId,
      bundle_id: bundleId,
      started_at: new Date(now.getTime() - 4 * day),
      completed_at: new Date(now.getTime() - 3 * day),
    })),
  );
  await transaction
    .insert(qbQuizAttempts)
    .values(attempts)
    .onConflictDoUpdate({
      target: [qbQuizAttempts.user_id, qbQuizAttempts.quiz_id],
      set: { completed_at: new Date(now.getTime() - 3 * day), bundle_id: bundleId },
    });
}

export async function insertMatching(
  transaction: Transaction,
  options: { adminId: string; studentId: string; peopleIds: readonly string[]; now: Date },
): Promise<void> {
  const { adminId, studentId, now } = options;
  const bundleId = await createBundleAnswersRepository(transaction).findDefaultBundleId();
  if (bundleId === undefined) throw new Error('The demo has no matching bundle');
  const people = [...options.peopleIds];
  const newcomers = await insertNewcomers(transaction, now);
  const poolIds = [studentId, ...people, ...newcomers];
  await answerBundle(transaction, bundleId, poolIds, now);
  await transaction.insert(matchPhysicals).values(
    poolIds.map((userId, index) => ({
      user_id: userId,
      birth_year: now.getUTCFullYear() - 19 - (index % 6),
      gender: matchGenders[index % 3] ?? null,
      campus: index % 4 === 0 ? 'Kuzey' : 'Güney',
      department: null,
      class_year: 1 + (index % 4),
      languages: index % 5 === 0 ? ['en'] : ['tr', 'en'],
      meeting_mode: matchMeetingModes[index % 3] ?? 'either',
      visible_fields: ['class_year', 'languages'],
    })),
  );
  const [open, earlier] = await transaction
    .insert(matchRounds)
    .values([
      {
        title_en: 'Spring friendship round',
        title_tr: 'Bahar arkadaşlık turu',
        purpose: 'friendship' as const,
        status: 'open' as const,
        bundle_id: bundleId,
        opens_at: new Date(now.getTime() - 7 * day),
        closes_at: new Date(now.getTime() + 7 * day),
        reveal_at: new Date(now.getTime() + 8 * day),
        respond_by: new Date(now.getTime() + 15 * day),
        created_by: adminId,
      },
      {
        title_en: 'Autumn study buddies',
        title_tr: 'Sonbahar çalışma arkadaşları',
        purpose: 'study_buddy' as const,
        status: 'closed' as const,
        bundle_id: bundleId,
        opens_at: new Date(now.getTime() - 120 * day),
        closes_at: new Date(now.getTime() - 100 * day),
        reveal_at: new Date(now.getTime() - 99 * day),
        respond_by: new Date(now.getTime() - 90 * day),
        created_by: adminId,
      },
    ])
    .returning();
  if (open === undefined || earlier === undefined) throw new Error('The demo rounds are missing');
  // The open round's reveal time publishes its result, as a round an admin creates; a snapshot
  // of its pool is taken as soon as the app runs its jobs (it needs the app's keys for blocks).
  await transaction.insert(jobs).values([
    {
      name: revealJob,
      payload: { round_id: open.round_id },
      run_at: open.reveal_at,
      singleton_key: revealKeyOf(open.round_id),
    },
    { name: statisticsJob, payload: { round_id: open.round_id }, run_at: now },
  ]);
  const participant = (roundId: string, userId: string, index: number) => ({
    round_id: roundId,
    user_id: userId,
    alias: `Member ${String(index + 1)}`,
    consent_version: matchConsentVersion,
    created_at: new Date(now.getTime() - 5 * day),
  });
  await transaction
    .insert(matchParticipants)
    .values([
      ...poolIds.map((userId, index) => participant(open.round_id, userId, index)),
      ...people.slice(0, 10).map((userId, index) => participant(earlier.round_id, userId, index)),
    ]);

  // The earlier round: one match in each state after publishing.
  const states = ['published', 'accepted', 'declined', 'expired', 'revoked'] as const;
  const matches = createMatchesRepository(transaction);
  const earlierMatches = await matches.insertMany(
    states.map((_, index) => ({
      round_id: earlier.round_id,
      calculation_id: null,
      score: 8200 - index * 600,
      forced: false,
      rationale: null,
      rank: 0,
      explanation: { agree: [], differ: [] },
      respond_by: earlier.respond_by,
      members: orderedPair(people[2 * index] ?? '', people[2 * index + 1] ?? ''),
    })),
  );
  for (const [index, row] of earlierMatches.entries()) {
    const status = states[index] ?? 'published';
    await matches.update(row.match_id, {
      status,
      published_at: earlier.reveal_at,
      closed_at: status === 'published' || status === 'accepted' ? null : earlier.respond_by,
      revoke_reason: status === 'revoked' ? 'Safety report' : null,
      // The published one still waits for its answers.
      respond_by: status === 'published' ? new Date(now.getTime() + 3 * day) : earlier.respond_by,
    });
    if (status === 'accepted' || status === 'declined')
      await transaction
        .update(matchMembers)
        .set({
          response: status === 'accepted' ? 'accepted' : 'declined',
          responded_at: earlier.reveal_at,
        })
        .where(eq(matchMembers.match_id, row.match_id));
  }

  // The open round's finished calculation (not published: nobody sees its matches yet).
  const participantIds = [...poolIds].sort();
  const { questions } =
    await createBundleAnswersRepository(transaction).findBundleQuestions(bundleId);
  const encodable = encodableQuestions(questions);
  const matrix = createAnswerMatrix(encodable, participantIds);
  for (const quizId of new Set(encodable.map((question) => question.quizId)))
    await createBundleAnswersRepository(transaction).forEachQuizAnswers(
      quizId,
      participantIds,
      (batch) => {
        matrix.add(batch);
      },
    );
  const physicals = await transaction
    .select()
    .from(matchPhysicals)
    .where(inArray(matchPhysicals.user_id, participantIds));
  const result = calculate({
    participantIds,
    questions: matrix.encoded,
    criteria: [],
    answers: matrix.answers,
    physicals: encodePhysicals(participantIds, physicals),
    rules: rulesOf(open, now),
    settings: settingsOf(parameters),
    previousPairs: earlierMatches.map((_, index) =>
      orderedPair(people[2 * index] ?? '', people[2 * index + 1] ?? ''),
    ),
    groups: groupsOf(participantIds, physicals),
  });
  const [calculation] = await transaction
    .insert(matchCalculations)
    .values({
      round_id: open.round_id,
      status: 'succeeded',
      algorithm: calculationAlgorithm,
      parameters,
      progress: 1,
      started_by: adminId,
      queued_at: new Date(now.getTime() - day),
      started_at: new Date(now.getTime() - day),
      finished_at: new Date(now.getTime() - day + Math.ceil(result.timings.total)),
      heartbeat_at: new Date(now.getTime() - day),
      ...resultValues(
        result,
        matrix.encoded.map((question) => question.id),
      ),
    })
    .returning();
  if (calculation === undefined) throw new Error('The demo calculation is missing');
  await createPairsRepository(transaction).insertCandidates(
    candidateRows(result, participantIds, open, calculation.calculation_id),
  );
  const proposed: NewMatch[] = result.matches.map((match) => ({
    round_id: open.round_id,
    calculation_id: calculation.calculation_id,
    score: match.score,
    forced: match.forced,
    rationale: null,
    rank: match.rank,
    explanation: explanationOf(match),
    respond_by: open.respond_by,
    members: orderedPair(match.a, match.b),
  }));
  await matches.insertMany(proposed);
}
