import { matchCalculationSchema, type MatchCalculation } from '@campus/contracts';
import type { TestContext } from './app';
import type { TestUser } from './factories/accounts';
import { createReadyRound, type MatchingQuestionnaire } from './factories/matching';
import { expectStatus } from './http';
import type { MatchRoundRow } from '../../src/features/matching/matching.tables';

/** The matching calculations tests' helpers, bound to the test app of the file that uses them. */
export function createCalculationHelpers(t: TestContext) {
  async function waitFor(
    calculationId: string,
    admin: TestUser,
    done: (calculation: MatchCalculation) => boolean,
  ): Promise<MatchCalculation> {
    for (let attempt = 0; attempt < 900; attempt += 1) {
      const calculation = await t.api.read(
        `/admin/matching/calculations/${calculationId}`,
        admin.token,
        matchCalculationSchema,
      );
      if (done(calculation)) return calculation;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The calculation ${calculationId} did not finish`);
  }

  async function startCalculation(admin: TestUser, round: MatchRoundRow, body: object = {}) {
    return expectStatus(
      await t.api.call('POST', '/admin/matching/calculations', admin.token, {
        round_id: round.round_id,
        ...body,
      }),
      202,
      matchCalculationSchema,
    );
  }

  async function runToEnd(admin: TestUser, round: MatchRoundRow, body: object = {}) {
    const started = await startCalculation(admin, round, body);
    return waitFor(started.calculation_id, admin, (calculation) =>
      ['succeeded', 'failed', 'cancelled'].includes(calculation.status),
    );
  }

  function pool(size: number, questionnaire?: MatchingQuestionnaire) {
    return createReadyRound(t, size, questionnaire);
  }

  return { pool, runToEnd, startCalculation, waitFor };
}
