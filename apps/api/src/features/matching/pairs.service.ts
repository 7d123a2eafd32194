import type {
  MatchPair,
  MatchPairCreateBody,
  MatchPairDetail,
  MatchPairEditBody,
  MatchPairListQuery,
  MatchPairPreview,
} from '@campus/contracts';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { createCalculationsRepository } from './calculations.repository';
import type { ExplanationRenderer } from './explanations';
import type { MatchExplanationValue } from './matches.repository';
import { iso, matchingErrors } from './matching-common';
import type { MatchingDependencies } from './matching-ports';
import type { MatchPairRow } from './matching.tables';
import type { PairPreviewer } from './pair-preview';
import { createPairsRepository } from './pairs.repository';
import { labelPeople, type PersonLabel } from './person-labels';
import { pageOf } from '../../platform/wire-page';

type Language = 'en' | 'tr';

/** A candidate pair's stored explanation (question indexes into its calculation's questions). */
function storedExplanation(
  row: MatchPairRow,
  questionIds: readonly string[],
): MatchExplanationValue {
  const values = row.explanation ?? [];
  const entries = (from: number, slots: number) =>
    Array.from({ length: slots }, (_, slot) => ({
      question: values[from + 2 * slot] ?? -1,
      similarity: values[from + 2 * slot + 1] ?? -1,
    })).flatMap((entry) => {
      const questionId = entry.question < 0 ? undefined : questionIds[entry.question];
      return questionId === undefined
        ? []
        : [{ question_id: questionId, similarity: entry.similarity }];
    });
  return { agree: entries(0, 3), differ: entries(6, 2) };
}

/** Pairs (admins): the candidate graphs of calculations, and forced or forbidden pairs. */
export function createPairsService(
  dependencies: MatchingDependencies,
  previewer: PairPreviewer,
  renderer: ExplanationRenderer,
) {
  const { db, people } = dependencies;
  const reader = createPairsRepository(db);

  function pairOf(
    row: MatchPairRow,
    label: (roundId: string, userId: string) => PersonLabel,
  ): MatchPair {
    return {
      pair_id: row.pair_id,
      round_id: row.round_id,
      calculation_id: row.calculation_id,
      kind: row.kind,
      person_a: label(row.round_id, row.user_a),
      person_b: label(row.round_id, row.user_b),
      score: row.score,
      satisfaction_ab: row.satisfaction_ab,
      satisfaction_ba: row.satisfaction_ba,
      rationale: row.rationale,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
  }

  async function detailOf(row: MatchPairRow, language: Language): Promise<MatchPairDetail> {
    const label = await labelPeople(db, people, [
      { roundId: row.round_id, userId: row.user_a },
      { roundId: row.round_id, userId: row.user_b },
    ]);
    const live = await previewer.previewLive(db, {
      round_id: row.round_id,
      user_a: row.user_a,
      user_b: row.user_b,
    });
    const calculation =
      row.calculation_id === null
        ? undefined
        : await createCalculationsRepository(db).find(row.calculation_id);
    const questionIds = Array.isArray(calculation?.question_ids)
      ? (calculation.question_ids as unknown[]).map(String)
      : [];
    const explanation =
      calculation === undefined ? live.explanation : storedExplanation(row, questionIds);
    return {
      ...pairOf(row, label),
      score: row.score ?? (live.preview.score < 0 ? null : live.preview.score),
      explanation: await renderer.renderExplanation(
        live.round.bundle_id,
        explanation,
        row.user_a,
        row.user_b,
        language,
      ),
      failing_filters: live.failingFilters,
    };
  }

  function checkRationale(body: { kind: 'forced' | 'forbidden'; rationale: string | null }) {
    if (body.kind === 'forced' && body.rationale === null)
      throw matchingErrors.rule(
        'body.rationale',
        'A forced pair needs a rationale, which both people will see',
        'rationale_required',
      );
  }

  async function findManualOrFail(pairId: number): Promise<MatchPairRow> {
    const row = await reader.find(pairId);
    if (row === undefined) throw matchingErrors.noSuchPair();
    if (row.calculation_id !== null)
      throw AppError.conflictFor(
        'candidate_pair_fixed',
        'A calculation’s candidate pair cannot be changed',
      );
    return row;
  }

  return {
    async findPairs(query: MatchPairListQuery) {
      const { rows, total } = await reader.findPage(query);
      const label = await labelPeople(
        db,
        people,
        rows.flatMap((row) => [
          { roundId: row.round_id, userId: row.user_a },
          { roundId: row.round_id, userId: row.user_b },
        ]),
      );
      return pageOf(
        rows.map((row) => pairOf(row, label)),
        query,
        total,
      );
    },

    async findPair(pairId: number, language: Language = 'en'): Promise<MatchPairDetail> {
      const row = await reader.find(pairId);
      if (row === undefined) throw matchingErrors.noSuchPair();
      return detailOf(row, language);
    },

    async previewPair(body: {
      round_id: string;
      user_a: string;
      user_b: string;
      lang?: Language | undefined;
    }): Promise<MatchPairPreview> {
      const live = await previewer.previewLive(db, body);
      const existing = await reader.findManualOf(live.round.round_id, live.a, live.b);
      const explanation = await renderer.renderExplanation(
        live.round.bundle_id,
        live.explanation,
        body.user_a,
        body.user_b,
        body.lang ?? 'en',
      );
      return {
        score: live.preview.score < 0 ? null : live.preview.score,
        satisfaction_ab: live.preview.satisfactionAB,
        satisfaction_ba: live.preview.satisfactionBA,
        explanation,
        failing_filters: live.failingFilters,
        passes_filter_questions: live.preview.passesFilterQuestions,
        passes_mandatory_preferences: live.preview.passesMandatoryPreferences,
        blocked: live.blocked,
        earlier_partners: live.earlierPartners,
        existing_pair: existing?.kind ?? null,
      };
    },

    async createPair(body: MatchPairCreateBody, admin: AuthUser): Promise<MatchPairDetail> {
      checkRationale(body);
      const live = await previewer.previewLive(db, body);
      const row = await db.transaction(async (transaction) => {
        const inserted = await createPairsRepository(transaction).insert({
          round_id: live.round.round_id,
          calculation_id: null,
          kind: body.kind,
          user_a: live.a,
          user_b: live.b,
          score: live.preview.score < 0 ? null : live.preview.score,
          rationale: body.rationale,
          created_by: admin.userId,
        });
        if (inserted === undefined)
          throw AppError.conflictFor(
            'pair_exists',
            'These two people have a forced or forbidden pair already',
          );
        await recordRowAudit(
          transaction,
          admin.userId,
          'match_pair.created',
          String(inserted.pair_id),
          { round_id: inserted.round_id, kind: inserted.kind },
        );
        return inserted;
      });
      return detailOf(row, 'en');
    },

    async updatePair(pairId: number, body: MatchPairEditBody, admin: AuthUser) {
      checkRationale(body);
      const current = await findManualOrFail(pairId);
      const row = await db.transaction(async (transaction) => {
        const updated = await createPairsRepository(transaction).update(pairId, {
          kind: body.kind,
          rationale: body.rationale,
        });
        if (updated === undefined) throw matchingErrors.noSuchPair();
        await recordRowAudit(transaction, admin.userId, 'match_pair.updated', String(pairId), {
          from: current.kind,
          to: updated.kind,
        });
        return updated;
      });
      return detailOf(row, 'en');
    },

    async removePair(pairId: number, admin: AuthUser): Promise<void> {
      const current = await findManualOrFail(pairId);
      await db.transaction(async (transaction) => {
        await createPairsRepository(transaction).remove(pairId);
        await recordRowAudit(transaction, admin.userId, 'match_pair.removed', String(pairId), {
          round_id: current.round_id,
          kind: current.kind,
        });
      });
    },
  };
}

export type PairsService = ReturnType<typeof createPairsService>;
