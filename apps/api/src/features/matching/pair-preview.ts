import type { Executor } from '../../db/database';
import { previewPair, type FilterName, type PairPreview } from './engine';
import { explanationOf } from './explanations';
import type { MatchExplanationValue } from './matches.repository';
import { matchingErrors, orderedPair } from './matching-common';
import type { MatchRoundRow } from './matching.tables';
import type { PoolLoader } from './pool';
import { createRoundsRepository } from './rounds.repository';

export interface LivePair {
  round: MatchRoundRow;
  /** The two accounts in the stored order (a < b). */
  a: string;
  b: string;
  preview: PairPreview;
  explanation: MatchExplanationValue;
  failingFilters: FilterName[];
  blocked: boolean;
  earlierPartners: boolean;
  forbidden: boolean;
}

/**
 * Two participants of a round scored live, as a calculation would score them
 * (the admins' "add a pair" and "add a match"). A person with themselves, an
 * unknown round or someone outside the round are refused with a problem.
 */
export function createPairPreviewer(pool: PoolLoader) {
  return {
    async previewLive(
      executor: Executor,
      body: { round_id: string; user_a: string; user_b: string },
    ): Promise<LivePair> {
      const round = await createRoundsRepository(executor).find(body.round_id);
      if (round === undefined) throw matchingErrors.noSuchRound();
      if (body.user_a === body.user_b)
        throw matchingErrors.rule(
          'body.user_b',
          'A pair needs two different people',
          'same_person',
        );
      const [a, b] = orderedPair(body.user_a, body.user_b);
      const loaded = await pool.loadPool(executor, round, [a, b]);
      const present = new Set(loaded.people.map((person) => person.participant.user_id));
      for (const [field, userId] of [
        ['body.user_a', body.user_a],
        ['body.user_b', body.user_b],
      ] as const)
        if (!present.has(userId))
          throw matchingErrors.rule(
            field,
            'Both people must be participants of the round',
            'not_in_round',
          );
      const input = await pool.buildInput(
        executor,
        loaded,
        {
          mode: 'one_to_one',
          k: 1,
          min_score: round.min_score,
          candidates_per_person: 20,
          transform: 'linear',
          maximize_matched: false,
          priority_bonus: 0,
        },
        [a, b],
      );
      const preview = previewPair(input, a, b);
      const flags = await pool.findPairFlags(executor, round, a, b);
      return {
        round,
        a,
        b,
        preview,
        explanation: explanationOf(preview),
        failingFilters: preview.failingFilters,
        blocked: flags.blocked,
        earlierPartners: flags.earlierPartners,
        forbidden: flags.forbidden,
      };
    },
  };
}

export type PairPreviewer = ReturnType<typeof createPairPreviewer>;
