import { eq, inArray } from 'drizzle-orm';
import { matchConsentVersion, matchGenders, matchMeetingModes } from '@campus/contracts';
import type { Transaction } from '../../db/database';
import type { DemoPeople } from '../../platform/feature-seed';
import { calculate } from './engine';
import { candidateRows, resultValues } from './calculation-runner';
import { calculationAlgorithm } from './calculations.service';
import { explanationOf } from './explanations';
import { revealJob, revealKeyOf } from './match-reveal';
import { statisticsJob } from './statistics.service';
import { jobs } from '../../platform/jobs.tables';
import { createMatchesRepository, type NewMatch } from './matches.repository';
import { orderedPair } from './matching-common';
import type { Questionnaire } from './matching-ports';
import {
  matchCalculations,
  matchMembers,
  matchParticipants,
  matchPhysicals,
  matchRounds,
} from './matching.tables';
import { createPairsRepository } from './pairs.repository';
import {
  createAnswerMatrix,
  encodableQuestions,
  encodePhysicals,
  groupsOf,
  rulesOf,
  settingsOf,
} from './pool-encoding';

/**
 * Matching's demo (issue 15): an open round of the "Get to know you" bundle
 * whose participants answered it (the demo student among them, not yet
 * matched: the round's calculation is finished but not published), and an
 * earlier, closed round with a match in each state. The people are the seed's
 * contributors and twenty newcomers who joined only to be matched (about 60 in
 * the open round, as the issue asks): students who cannot sign in, as the
 * contributors.
 */

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

/**
 * Inserts the rounds, their participants' physical records, the earlier round's matches and
 * the open round's calculation. The pool has answered the bundle already: the demo student, the
 * contributors and the newcomers, whom seed.ts brings from the accounts and the quiz builder.
 */
export async function insertMatching(
  transaction: Transaction,
  demo: DemoPeople,
  pool: { questionnaire: Questionnaire; bundleId: string; poolIds: readonly string[] },
): Promise<void> {
  const { adminId, now } = demo;
  const { questionnaire, bundleId, poolIds } = pool;
  const people = [...demo.contributorIds];
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
  const { questions } = await questionnaire.findBundleQuestions(bundleId);
  const encodable = encodableQuestions(questions);
  const matrix = createAnswerMatrix(encodable, participantIds);
  for (const quizId of new Set(encodable.map((question) => question.quizId)))
    await questionnaire.forEachQuizAnswers(quizId, participantIds, (batch) => {
      matrix.add(batch);
    });
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
