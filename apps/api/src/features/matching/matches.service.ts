import type {
  ConflictReason,
  MatchAdmin,
  MatchAdminDetail,
  MatchAdminListQuery,
  MatchCreateBody,
  MatchEditBody,
  MatchStatus,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { storedExplanationOf, type ExplanationRenderer } from './explanations';
import type { MatchNotices } from './match-notices';
import { createMatchesRepository, openMatchStatuses } from './matches.repository';
import { iso, isoOrNull, matchingErrors } from './matching-common';
import type { MatchingDependencies } from './matching-ports';
import type { MatchMemberRow, MatchRow } from './matching.tables';
import type { PairPreviewer } from './pair-preview';
import { createParticipantsRepository } from './participants.repository';
import { labelPeople, type PersonLabel } from './person-labels';
import { createRoundsRepository } from './rounds.repository';
import { pageOf } from '../../platform/wire-page';

type Language = 'en' | 'tr';

/** Why a closed match cannot be changed, by its status. */
const closedReasons: Partial<Record<MatchStatus, ConflictReason>> = {
  declined: 'match_declined',
  expired: 'match_expired',
  revoked: 'match_revoked',
};

/** Matches (admins): list, add by hand, publish one, change, revoke with a reason. */
export function createMatchesService(
  dependencies: MatchingDependencies,
  previewer: PairPreviewer,
  renderer: ExplanationRenderer,
  notices: MatchNotices,
) {
  const { db, people } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const reader = createMatchesRepository(db);

  function matchOf(
    row: MatchRow,
    members: readonly MatchMemberRow[],
    label: (roundId: string, userId: string) => PersonLabel,
  ): MatchAdmin {
    return {
      match_id: row.match_id,
      round_id: row.round_id,
      calculation_id: row.calculation_id,
      status: row.status,
      score: row.score,
      forced: row.forced,
      rationale: row.rationale,
      rank: row.rank,
      respond_by: iso(row.respond_by),
      published_at: isoOrNull(row.published_at),
      closed_at: isoOrNull(row.closed_at),
      revoke_reason: row.revoke_reason,
      note: row.note,
      members: members
        .filter((member) => member.match_id === row.match_id)
        .map((member) => ({
          ...label(row.round_id, member.user_id),
          response: member.response,
          responded_at: isoOrNull(member.responded_at),
          seen_at: isoOrNull(member.seen_at),
          feedback_rating: member.feedback_rating,
          feedback_comment: member.feedback_comment,
          reported_at: isoOrNull(member.reported_at),
        })),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
  }

  async function describe(rows: MatchRow[]): Promise<MatchAdmin[]> {
    const members = await reader.findMembers(rows.map((row) => row.match_id));
    const label = await labelPeople(
      db,
      people,
      members.map((member) => ({
        roundId: rows.find((row) => row.match_id === member.match_id)?.round_id ?? '',
        userId: member.user_id,
      })),
    );
    return rows.map((row) => matchOf(row, members, label));
  }

  async function detailOf(matchId: string, language: Language = 'en'): Promise<MatchAdminDetail> {
    const row = await reader.find(matchId);
    if (row === undefined) throw matchingErrors.noSuchMatch();
    const [match] = await describe([row]);
    if (match === undefined) throw matchingErrors.noSuchMatch();
    const round = await createRoundsRepository(db).find(row.round_id);
    const [first, second] = match.members;
    const explanation =
      round === undefined || first === undefined || second === undefined
        ? { agree: [], differ: [] }
        : await renderer.renderExplanation(
            round.bundle_id,
            storedExplanationOf(row.explanation),
            first.user_id,
            second.user_id,
            language,
          );
    return { ...match, explanation };
  }

  /** The match, locked, while it is open (409 once it closed). */
  async function openMatch(executor: Executor, matchId: string): Promise<MatchRow> {
    const row = await createMatchesRepository(executor).find(matchId, true);
    if (row === undefined) throw matchingErrors.noSuchMatch();
    if (!openMatchStatuses.includes(row.status))
      throw AppError.conflictFor(
        closedReasons[row.status] ?? 'match_revoked',
        `A ${row.status} match cannot be changed`,
      );
    return row;
  }

  return {
    async findMatches(query: MatchAdminListQuery) {
      await reader.expireDue(now());
      const { rows, total } = await reader.findPage(query);
      return pageOf(await describe(rows), query, total);
    },

    findMatch: detailOf,

    async createMatch(body: MatchCreateBody, admin: AuthUser): Promise<MatchAdminDetail> {
      const live = await previewer.previewLive(db, body);
      if (live.blocked || live.forbidden || live.earlierPartners)
        throw AppError.conflictFor(
          'cannot_match',
          'These two people cannot be matched: blocked, forbidden or partners in an earlier round',
        );
      const row = await db.transaction(async (transaction) => {
        const participants = await createParticipantsRepository(transaction).findManyOf(
          live.round.round_id,
          [live.a, live.b],
        );
        if (participants.length !== 2 || participants.some((row) => row.status !== 'active'))
          throw AppError.conflictFor('not_active', 'Both people must be active participants');
        // A one-to-one round gives each person one match; a top-k round k of them.
        const limit = live.round.mode === 'one_to_one' ? 1 : live.round.k;
        const matches = createMatchesRepository(transaction);
        for (const userId of [live.a, live.b])
          if ((await matches.countOpenOf(live.round.round_id, userId)) >= limit)
            throw AppError.conflictFor(
              'open_match_limit',
              limit === 1
                ? 'One of them has an open match in this round already'
                : `One of them has ${String(limit)} open matches in this round already`,
              { count: limit },
            );
        const [inserted] = await matches.insertMany([
          {
            round_id: live.round.round_id,
            calculation_id: null,
            score: Math.max(0, live.preview.score),
            forced: body.rationale !== null,
            rationale: body.rationale,
            rank: 0,
            explanation: live.explanation,
            respond_by: live.round.respond_by,
            note: body.note,
            created_by: admin.userId,
            members: [live.a, live.b],
          },
        ]);
        if (inserted === undefined) throw new Error('The match was not inserted');
        await recordRowAudit(transaction, admin.userId, 'match.created', inserted.match_id, {
          round_id: inserted.round_id,
        });
        return inserted;
      });
      return detailOf(row.match_id);
    },

    async updateMatch(matchId: string, body: MatchEditBody, admin: AuthUser) {
      await db.transaction(async (transaction) => {
        await openMatch(transaction, matchId);
        await createMatchesRepository(transaction).update(matchId, {
          respond_by: new Date(body.respond_by),
          rationale: body.rationale,
          note: body.note,
        });
        await recordRowAudit(transaction, admin.userId, 'match.updated', matchId, {
          respond_by: body.respond_by,
        });
      });
      return detailOf(matchId);
    },

    async publishMatch(matchId: string, admin: AuthUser): Promise<MatchAdminDetail> {
      await db.transaction(async (transaction) => {
        const row = await openMatch(transaction, matchId);
        if (row.status !== 'proposed')
          throw AppError.conflictFor('match_not_proposed', 'Only a proposed match is published');
        const matches = createMatchesRepository(transaction);
        const members = await matches.findMembers([matchId]);
        const participants = await createParticipantsRepository(transaction).findManyOf(
          row.round_id,
          members.map((member) => member.user_id),
        );
        if (
          members.length !== 2 ||
          participants.some((participant) => participant.status !== 'active')
        )
          throw AppError.conflictFor('not_active', 'Both people must be active participants');
        await matches.update(matchId, { status: 'published', published_at: now() });
        for (const member of members)
          await notices.enqueueNotice(transaction, matchId, member.user_id, 'match.published');
        await recordRowAudit(transaction, admin.userId, 'match.published', matchId);
      });
      return detailOf(matchId);
    },

    async revokeMatch(matchId: string, reason: string, admin: AuthUser) {
      await db.transaction(async (transaction) => {
        await openMatch(transaction, matchId);
        await createMatchesRepository(transaction).update(matchId, {
          status: 'revoked',
          revoke_reason: reason,
          closed_at: now(),
        });
        await recordRowAudit(transaction, admin.userId, 'match.revoked', matchId, { reason });
      });
      return detailOf(matchId);
    },
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
