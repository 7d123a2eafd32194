import {
  matchParticipantStatuses,
  type MatchParticipantStatus,
  type MatchRoundAdmin,
  type MatchRoundBody,
  type MatchSettings,
  type MatchSettingsBody,
} from '@campus/contracts';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { iso, matchingErrors } from './matching-common';
import type { MatchingDependencies } from './matching-ports';
import { createRoundsRepository, type RoundValues } from './rounds.repository';
import { scheduleReveal } from './match-reveal';
import type { MatchCriterionRow, MatchRoundRow } from './matching.tables';
import { pageOf } from '../../platform/wire-page';

/** A round as admins see it, with its criteria and its pool's counts. */
export function roundAdminOf(
  row: MatchRoundRow,
  criteria: readonly MatchCriterionRow[],
  counts: Partial<Record<MatchParticipantStatus, number>> = {},
): MatchRoundAdmin {
  return {
    round_id: row.round_id,
    title_en: row.title_en,
    title_tr: row.title_tr,
    purpose: row.purpose,
    status: row.status,
    bundle_id: row.bundle_id,
    opens_at: iso(row.opens_at),
    closes_at: iso(row.closes_at),
    reveal_at: iso(row.reveal_at),
    respond_by: iso(row.respond_by),
    mode: row.mode,
    k: row.k,
    min_score: row.min_score,
    height_enabled: row.height_enabled,
    max_class_year_gap: row.max_class_year_gap,
    department_rule:
      row.department_rule === 'same' || row.department_rule === 'other'
        ? row.department_rule
        : 'any',
    criteria: criteria
      .filter((criterion) => criterion.round_id === row.round_id)
      .map((criterion) => ({
        question_id: criterion.question_id,
        mode: criterion.mode,
        weight: criterion.weight,
      })),
    participant_counts: Object.fromEntries(
      matchParticipantStatuses.map((status) => [status, counts[status] ?? 0]),
    ) as Record<MatchParticipantStatus, number>,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Rounds (admins): settings, windows, rules and criteria; and the dating switch. */
export function createRoundsService(dependencies: MatchingDependencies) {
  const { db, jobs, questionnaire } = dependencies;
  const reader = createRoundsRepository(db);

  /** Checks the body against the windows, the bundle, its questions and the dating switch. */
  async function valuesOf(body: MatchRoundBody): Promise<RoundValues> {
    const opens = new Date(body.opens_at);
    const closes = new Date(body.closes_at);
    const reveal = new Date(body.reveal_at);
    const respondBy = new Date(body.respond_by);
    if (!(opens < closes))
      throw matchingErrors.rule(
        'body.closes_at',
        'closes_at must be after opens_at',
        'window_order',
      );
    if (reveal < closes)
      throw matchingErrors.rule(
        'body.reveal_at',
        'reveal_at must not be before closes_at',
        'reveal_before_close',
      );
    if (!(reveal < respondBy))
      throw matchingErrors.rule(
        'body.respond_by',
        'respond_by must be after reveal_at',
        'deadline_before_reveal',
      );
    if (body.purpose === 'dating' && !(await reader.findDatingEnabled()))
      throw matchingErrors.rule(
        'body.purpose',
        'Dating is not enabled as a purpose',
        'dating_disabled',
      );
    const bundleId = body.bundle_id ?? (await questionnaire.findDefaultBundleId());
    if (bundleId === undefined || !(await questionnaire.bundleExists(bundleId)))
      throw matchingErrors.rule('body.bundle_id', 'bundle_id must name a bundle', 'unknown_bundle');
    const { questions } = await questionnaire.findBundleQuestions(bundleId);
    const types = new Map(questions.map((question) => [question.questionId, question.type]));
    const seen = new Set<string>();
    body.criteria.forEach((criterion, index) => {
      const field = `body.criteria.${String(index)}.question_id`;
      const type = types.get(criterion.question_id);
      if (type === undefined)
        throw matchingErrors.rule(
          field,
          'A criterion must name a question of the round’s bundle',
          'unknown_question',
        );
      if (seen.has(criterion.question_id))
        throw matchingErrors.rule(field, 'A question has one criterion', 'duplicate_question');
      seen.add(criterion.question_id);
      if (criterion.mode === 'filter' && type === 'short_text')
        throw matchingErrors.rule(
          field,
          'A short text question cannot be a filter',
          'not_filterable',
        );
    });
    return {
      title_en: body.title_en,
      title_tr: body.title_tr,
      purpose: body.purpose,
      status: body.status,
      bundle_id: bundleId,
      opens_at: opens,
      closes_at: closes,
      reveal_at: reveal,
      respond_by: respondBy,
      mode: body.mode,
      k: body.mode === 'top_k' ? body.k : 1,
      min_score: body.min_score,
      height_enabled: body.height_enabled,
      max_class_year_gap: body.max_class_year_gap,
      department_rule: body.department_rule,
    };
  }

  async function describe(row: MatchRoundRow): Promise<MatchRoundAdmin> {
    const [criteria, counts] = await Promise.all([
      reader.findCriteria([row.round_id]),
      reader.countParticipants([row.round_id]),
    ]);
    return roundAdminOf(row, criteria, counts.get(row.round_id));
  }

  return {
    async findRounds(query: {
      page: number;
      page_size: number;
      status?: MatchRoundAdmin['status'];
    }) {
      const { rows, total } = await reader.findPage(query);
      const ids = rows.map((row) => row.round_id);
      const [criteria, counts] = await Promise.all([
        reader.findCriteria(ids),
        reader.countParticipants(ids),
      ]);
      return pageOf(
        rows.map((row) => roundAdminOf(row, criteria, counts.get(row.round_id))),
        query,
        total,
      );
    },

    async findRound(roundId: string): Promise<MatchRoundAdmin> {
      const row = await reader.find(roundId);
      if (row === undefined) throw matchingErrors.noSuchRound();
      return describe(row);
    },

    async createRound(body: MatchRoundBody, admin: AuthUser): Promise<MatchRoundAdmin> {
      const values = await valuesOf(body);
      const row = await db.transaction(async (transaction) => {
        const rounds = createRoundsRepository(transaction);
        const inserted = await rounds.insert({ ...values, created_by: admin.userId });
        await rounds.replaceCriteria(inserted.round_id, body.criteria);
        await scheduleReveal(jobs, transaction, inserted);
        await recordRowAudit(transaction, admin.userId, 'match_round.created', inserted.round_id, {
          purpose: inserted.purpose,
          criteria: body.criteria.length,
        });
        return inserted;
      });
      return describe(row);
    },

    async updateRound(
      roundId: string,
      body: MatchRoundBody,
      admin: AuthUser,
    ): Promise<MatchRoundAdmin> {
      const existing = await reader.find(roundId);
      if (existing === undefined) throw matchingErrors.noSuchRound();
      const values = await valuesOf(body);
      const expected = body.updated_at === undefined ? undefined : new Date(body.updated_at);
      const row = await db.transaction(async (transaction) => {
        const rounds = createRoundsRepository(transaction);
        const current = await rounds.find(roundId, true);
        if (current === undefined) throw matchingErrors.noSuchRound();
        if (expected !== undefined && current.updated_at.getTime() !== expected.getTime())
          throw AppError.conflictFor(
            'changed_meanwhile',
            'The round was changed meanwhile: reload it and try again',
          );
        const updated = await rounds.update(roundId, { ...values, updated_by: admin.userId });
        if (updated === undefined) throw matchingErrors.noSuchRound();
        await rounds.replaceCriteria(roundId, body.criteria);
        await scheduleReveal(jobs, transaction, updated);
        await recordRowAudit(transaction, admin.userId, 'match_round.updated', roundId, {
          status: updated.status,
          criteria: body.criteria.length,
        });
        return updated;
      });
      return describe(row);
    },

    async findSettings(): Promise<MatchSettings> {
      const [datingEnabled, bundleId] = await Promise.all([
        reader.findDatingEnabled(),
        questionnaire.findDefaultBundleId(),
      ]);
      return { dating_enabled: datingEnabled, default_bundle_id: bundleId ?? null };
    },

    async updateSettings(body: MatchSettingsBody, admin: AuthUser): Promise<MatchSettings> {
      const current = await reader.findDatingEnabled();
      if (current !== body.dating_enabled)
        await db.transaction(async (transaction) => {
          await createRoundsRepository(transaction).saveDatingEnabled(
            body.dating_enabled,
            admin.userId,
          );
          await recordRowAudit(
            transaction,
            admin.userId,
            body.dating_enabled ? 'match_settings.dating_on' : 'match_settings.dating_off',
            'dating_enabled',
            { from: current, to: body.dating_enabled },
          );
        });
      return {
        dating_enabled: body.dating_enabled,
        default_bundle_id: (await questionnaire.findDefaultBundleId()) ?? null,
      };
    },
  };
}

export type RoundsService = ReturnType<typeof createRoundsService>;
