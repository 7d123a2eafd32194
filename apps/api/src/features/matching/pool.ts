import { matchConsentVersion, type MatchCalculationParameters } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { createPacer } from '../../platform/pacing';
import type { CalculationInput, IdPair } from './engine';
import type { BlocksService } from './blocks.service';
import { createMatchesRepository } from './matches.repository';
import { pairKey } from './matching-common';
import type { MatchingDependencies, QuestionnaireQuestion } from './matching-ports';
import type { MatchParticipantRow, MatchPhysicalRow, MatchRoundRow } from './matching.tables';
import { createPairsRepository } from './pairs.repository';
import { createParticipantsRepository } from './participants.repository';
import { createPhysicalsRepository } from './physicals.repository';
import {
  createAnswerMatrix,
  encodableQuestions,
  encodeCriteria,
  encodePhysicals,
  groupsOf,
  rulesOf,
  settingsOf,
} from './pool-encoding';
import { createRoundsRepository } from './rounds.repository';

/** Why a participant is or is not in a calculation. */
export type Readiness = 'ready' | 'inactive' | 'no_consent' | 'no_physical' | 'bundle_incomplete';

export interface PoolPerson {
  participant: MatchParticipantRow;
  physical: MatchPhysicalRow | undefined;
  readiness: Readiness;
}

export interface Pool {
  round: MatchRoundRow;
  questions: QuestionnaireQuestion[];
  people: PoolPerson[];
  /** Ready participants' user ids, ascending (the engine's participant order). */
  readyIds: string[];
  physicals: MatchPhysicalRow[];
}

/**
 * A round's pool read from the database: who is ready (active, current
 * consent, physical record, bundle complete, dating consent in dating rounds),
 * then, for a calculation, everything the engine takes.
 */
export function createPoolLoader(dependencies: MatchingDependencies, blocks: BlocksService) {
  const { questionnaire } = dependencies;
  const now = dependencies.now ?? (() => new Date());

  /** The round's participants (or these accounts among them) and their readiness. */
  async function loadPool(
    executor: Executor,
    round: MatchRoundRow,
    userIds?: readonly string[],
  ): Promise<Pool> {
    const participants =
      userIds === undefined
        ? await createParticipantsRepository(executor).findAllOfRound(round.round_id)
        : await createParticipantsRepository(executor).findManyOf(round.round_id, userIds);
    const ids = participants.map((participant) => participant.user_id);
    const [bundle, physicals, completion] = await Promise.all([
      questionnaire.findBundleQuestions(round.bundle_id),
      createPhysicalsRepository(executor).findMany(ids),
      questionnaire.findCompletion(round.bundle_id, ids),
    ]);
    const physicalOf = new Map(physicals.map((row) => [row.user_id, row]));
    const quizzes = bundle.quizIds.length;
    const people = participants.map((participant): PoolPerson => {
      const physical = physicalOf.get(participant.user_id);
      const done = completion.get(participant.user_id)?.quizzesCompleted ?? 0;
      const readiness: Readiness =
        participant.status !== 'active'
          ? 'inactive'
          : participant.consent_version !== matchConsentVersion ||
              (round.purpose === 'dating' && participant.dating_consent_at === null)
            ? 'no_consent'
            : physical === undefined
              ? 'no_physical'
              : quizzes === 0 || done < quizzes
                ? 'bundle_incomplete'
                : 'ready';
      return { participant, physical, readiness };
    });
    const readyIds = people
      .filter((person) => person.readiness === 'ready')
      .map((person) => person.participant.user_id)
      .sort();
    return {
      round,
      questions: encodableQuestions(bundle.questions),
      people,
      readyIds,
      physicals,
    };
  }

  /** Pairs the calculation must never match, and those it must: as engine id pairs. */
  async function loadPairRules(executor: Executor, round: MatchRoundRow, ids: readonly string[]) {
    const inPool = new Set(ids);
    const manual = (await createPairsRepository(executor).findManual(round.round_id)).filter(
      (pair) => inPool.has(pair.user_a) && inPool.has(pair.user_b),
    );
    const pairOf = (a: string, b: string): IdPair => [a, b];
    const blocked = await blocks.findBlockedPairs(executor, ids);
    const earlier = await createMatchesRepository(executor).findEarlierPartners(
      ids,
      round.round_id,
    );
    return {
      forcedPairs: manual
        .filter((pair) => pair.kind === 'forced')
        .map((pair) => pairOf(pair.user_a, pair.user_b)),
      forbiddenPairs: manual
        .filter((pair) => pair.kind === 'forbidden')
        .map((pair) => pairOf(pair.user_a, pair.user_b)),
      blockedPairs: [...blocked].map((key) => {
        const [a = '', b = ''] = key.split(':');
        return pairOf(a, b);
      }),
      previousPairs: earlier.map(([a, b]) => pairOf(a, b)),
    };
  }

  /** The engine's input for these people of the pool (all ready ones by default). */
  async function buildInput(
    executor: Executor,
    pool: Pool,
    parameters: MatchCalculationParameters,
    ids: readonly string[] = pool.readyIds,
  ): Promise<CalculationInput> {
    const participantIds = [...ids].sort();
    const criteria = await createRoundsRepository(executor).findCriteria([pool.round.round_id]);
    const known = new Set(pool.questions.map((question) => question.questionId));
    const matrix = createAnswerMatrix(pool.questions, participantIds);
    const quizIds = [...new Set(pool.questions.map((question) => question.quizId))];
    const few = participantIds.length <= 200 ? participantIds : undefined;
    // One streaming read per quiz of the bundle, paced so that requests go on meanwhile.
    const pacer = createPacer();
    for (const quizId of quizIds)
      await questionnaire.forEachQuizAnswers(quizId, few, async (batch) => {
        matrix.add(batch);
        await pacer.rest();
      });
    const priority = new Set(
      pool.people
        .filter((person) => person.participant.priority)
        .map((person) => person.participant.user_id),
    );
    return {
      participantIds,
      questions: matrix.encoded,
      criteria: encodeCriteria(criteria.filter((criterion) => known.has(criterion.question_id))),
      answers: matrix.answers,
      physicals: encodePhysicals(participantIds, pool.physicals),
      rules: rulesOf(pool.round, now()),
      settings: settingsOf(parameters),
      ...(await loadPairRules(executor, pool.round, participantIds)),
      priorityIds: participantIds.filter((id) => priority.has(id)),
      groups: groupsOf(participantIds, pool.physicals),
    };
  }

  return {
    loadPool,
    buildInput,
    loadPairRules,
    /** Whether a pair is blocked or were partners in an earlier round. */
    async findPairFlags(executor: Executor, round: MatchRoundRow, a: string, b: string) {
      const rules = await loadPairRules(executor, round, [a, b]);
      const key = pairKey(a, b);
      const has = (pairs: readonly IdPair[]) => pairs.some(([x, y]) => pairKey(x, y) === key);
      return {
        blocked: has(rules.blockedPairs),
        earlierPartners: has(rules.previousPairs),
        forbidden: has(rules.forbiddenPairs),
      };
    },
    async findRound(executor: Executor, roundId: string): Promise<MatchRoundRow | undefined> {
      return createRoundsRepository(executor).find(roundId);
    },
  };
}

export type PoolLoader = ReturnType<typeof createPoolLoader>;
