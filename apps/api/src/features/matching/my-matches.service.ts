import type { MatchingExport, MyMatch } from '@campus/contracts';
import type { Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import type { BlocksService } from './blocks.service';
import { createBlocksRepository } from './blocks.repository';
import { storedExplanationOf, type ExplanationRenderer } from './explanations';
import type { MatchNotices } from './match-notices';
import { createMatchesRepository } from './matches.repository';
import { iso, isoOrNull, matchingErrors, percentOf } from './matching-common';
import type { MatchingDependencies } from './matching-ports';
import type { MatchMemberRow, MatchPhysicalRow, MatchRow } from './matching.tables';
import { createParticipantsRepository } from './participants.repository';
import { createPhysicalsRepository } from './physicals.repository';
import { physicalOf } from './physicals.service';
import { createRoundsRepository } from './rounds.repository';
import { pageOf } from '../../platform/wire-page';

type Language = 'en' | 'tr';

/** What a match may see of the partner's record: only the fields the partner allows. */
function factsOf(
  row: MatchPhysicalRow | undefined,
  year: number,
): NonNullable<MyMatch['partner']>['facts'] {
  if (row === undefined) return {};
  const visible = new Set(row.visible_fields);
  const physical = physicalOf(row);
  return {
    ...(visible.has('age') ? { age: year - row.birth_year } : {}),
    ...(visible.has('gender') ? { gender: physical.gender } : {}),
    ...(visible.has('height') ? { height_cm: physical.height_cm } : {}),
    ...(visible.has('campus') ? { campus: physical.campus } : {}),
    ...(visible.has('department') ? { department: physical.department } : {}),
    ...(visible.has('class_year') ? { class_year: physical.class_year } : {}),
    ...(visible.has('languages') ? { languages: physical.languages } : {}),
    ...(visible.has('meeting_mode') ? { meeting_mode: physical.meeting_mode } : {}),
  };
}

/**
 * A person's own matches: only published ones and later, never who declined,
 * contact details only once both accepted, nothing about anyone else.
 */
export function createMyMatchesService(
  dependencies: MatchingDependencies,
  renderer: ExplanationRenderer,
  notices: MatchNotices,
  blocks: BlocksService,
) {
  const { db, people } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const reader = createMatchesRepository(db);

  async function languageOf(user: AuthUser, lang: Language | undefined): Promise<Language> {
    return lang ?? (await people.recipientOf(user.userId))?.locale ?? 'en';
  }

  async function viewOf(
    row: MatchRow,
    members: MatchMemberRow[],
    user: AuthUser,
    language: Language,
  ): Promise<MyMatch> {
    const mine = members.find((member) => member.user_id === user.userId);
    const partner = members.find((member) => member.user_id !== user.userId);
    const round = await createRoundsRepository(db).find(row.round_id);
    if (mine === undefined || round === undefined) throw matchingErrors.noSuchMatch();
    const partnerParticipant =
      partner === undefined
        ? undefined
        : await createParticipantsRepository(db).findOf(row.round_id, partner.user_id);
    const physical =
      partner === undefined
        ? undefined
        : await createPhysicalsRepository(db).findOf(partner.user_id);
    const contact =
      row.status === 'accepted' && partner !== undefined
        ? (await people.contactsOf([partner.user_id])).get(partner.user_id)
        : undefined;
    return {
      match_id: row.match_id,
      round_id: row.round_id,
      round_title: language === 'tr' ? round.title_tr : round.title_en,
      purpose: round.purpose,
      status: row.status,
      score_percent: percentOf(row.score),
      forced: row.forced,
      rationale: row.rationale,
      respond_by: iso(row.respond_by),
      published_at: isoOrNull(row.published_at),
      my_response: mine.response,
      partner_accepted: partner?.response === 'accepted',
      can_respond:
        row.status === 'published' && mine.response === 'pending' && now() <= row.respond_by,
      partner:
        partner === undefined
          ? null
          : {
              alias: partnerParticipant?.alias ?? '',
              facts: factsOf(physical, now().getUTCFullYear()),
            },
      explanation:
        partner === undefined
          ? { agree: [], differ: [] }
          : await renderer.renderExplanation(
              round.bundle_id,
              storedExplanationOf(row.explanation),
              user.userId,
              partner.user_id,
              language,
            ),
      contact:
        contact === undefined
          ? null
          : { name: `${contact.first_name} ${contact.last_name}`, email: contact.email },
      feedback:
        mine.feedback_rating === null
          ? null
          : { rating: mine.feedback_rating, comment: mine.feedback_comment },
      reported: mine.reported_at !== null,
    };
  }

  /** My match (published or later), locked when asked; 404 for anyone else's or a proposed one. */
  async function ownMatch(executor: Executor, matchId: string, user: AuthUser, lock = false) {
    const matches = createMatchesRepository(executor);
    const row = await matches.find(matchId, lock);
    const members = row === undefined ? [] : await matches.findMembers([matchId]);
    if (
      row === undefined ||
      row.status === 'proposed' ||
      !members.some((member) => member.user_id === user.userId)
    )
      throw matchingErrors.noSuchMatch();
    return { row, members };
  }

  async function findOwnMatch(matchId: string, user: AuthUser, lang?: Language): Promise<MyMatch> {
    await reader.expireDue(now());
    const { row, members } = await ownMatch(db, matchId, user);
    return viewOf(row, members, user, await languageOf(user, lang));
  }

  async function respond(
    matchId: string,
    user: AuthUser,
    response: 'accepted' | 'declined',
    lang?: Language,
  ) {
    await reader.expireDue(now());
    await db.transaction(async (transaction) => {
      const { row, members } = await ownMatch(transaction, matchId, user, true);
      const mine = members.find((member) => member.user_id === user.userId);
      if (row.status !== 'published' || mine?.response !== 'pending')
        throw AppError.conflictFor(
          'match_not_answerable',
          `This match cannot be answered: it is ${row.status}`,
        );
      if (now() > row.respond_by)
        throw AppError.conflictFor('answer_deadline_passed', 'The deadline to answer has passed');
      const matches = createMatchesRepository(transaction);
      await matches.updateMember(matchId, user.userId, { response, responded_at: now() });
      const partner = members.find((member) => member.user_id !== user.userId);
      if (response === 'declined') {
        // Closed for both, without saying who declined.
        await matches.update(matchId, { status: 'declined', closed_at: now() });
        return;
      }
      if (partner?.response === 'accepted') {
        await matches.update(matchId, { status: 'accepted' });
        await notices.enqueueFeedbackPrompts(
          transaction,
          matchId,
          members.map((member) => member.user_id),
          now(),
        );
      }
      if (partner !== undefined)
        await notices.enqueueNotice(transaction, matchId, partner.user_id, 'match.accepted');
    });
    return findOwnMatch(matchId, user, lang);
  }

  return {
    async findOwnMatches(
      query: { page: number; page_size: number; lang?: Language | undefined },
      user: AuthUser,
    ) {
      await reader.expireDue(now());
      const { rows, total } = await reader.findOwnPage(user.userId, query);
      const members = await reader.findMembers(rows.map((row) => row.match_id));
      const language = await languageOf(user, query.lang);
      const items: MyMatch[] = [];
      for (const row of rows)
        items.push(
          await viewOf(
            row,
            members.filter((member) => member.match_id === row.match_id),
            user,
            language,
          ),
        );
      return pageOf(items, query, total);
    },

    async findOwnMatch(matchId: string, user: AuthUser, lang?: Language): Promise<MyMatch> {
      const match = await findOwnMatch(matchId, user, lang);
      await reader.updateMember(matchId, user.userId, { seen_at: now() });
      return match;
    },

    acceptMatch: (matchId: string, user: AuthUser, lang?: Language) =>
      respond(matchId, user, 'accepted', lang),
    declineMatch: (matchId: string, user: AuthUser, lang?: Language) =>
      respond(matchId, user, 'declined', lang),

    /** Revokes the match, blocks the partner, records it (audit) and tells the admins. */
    async reportMatch(matchId: string, reason: string, user: AuthUser): Promise<void> {
      await db.transaction(async (transaction) => {
        const { row, members } = await ownMatch(transaction, matchId, user, true);
        if (members.find((member) => member.user_id === user.userId)?.reported_at != null)
          throw AppError.conflictFor('match_reported', 'You have reported this match already');
        const matches = createMatchesRepository(transaction);
        if (row.status === 'published' || row.status === 'accepted')
          await matches.update(matchId, {
            status: 'revoked',
            revoke_reason: 'reported',
            closed_at: now(),
          });
        await matches.updateMember(matchId, user.userId, {
          reported_at: now(),
          report_reason: reason,
        });
        await blocks.blockPartner(transaction, user.userId, matchId);
        await notices.enqueueReportNotice(transaction, matchId);
        await recordRowAudit(transaction, user.userId, 'match.reported', matchId, {
          round_id: row.round_id,
        });
      });
    },

    async giveFeedback(
      matchId: string,
      body: { rating: number; comment: string | null },
      user: AuthUser,
    ) {
      const { row } = await ownMatch(db, matchId, user);
      if (row.status === 'published')
        throw AppError.conflictFor(
          'feedback_too_early',
          'Feedback comes once the match is answered',
        );
      await reader.updateMember(matchId, user.userId, {
        feedback_rating: body.rating,
        feedback_comment: body.comment,
        feedback_at: now(),
      });
      return { rating: body.rating, comment: body.comment };
    },

    /** The person's matching data for their export (MATCHING.md "Data"). */
    async exportOwn(userId: string): Promise<MatchingExport> {
      const [participations, physical, blockCount, page] = await Promise.all([
        createParticipantsRepository(db).findAllOfUser(userId),
        createPhysicalsRepository(db).findOf(userId),
        createBlocksRepository(db).countOwn(userId),
        reader.findOwnPage(userId, { page: 1, page_size: 10_000 }),
      ]);
      const members = await reader.findMembers(page.rows.map((row) => row.match_id));
      const partners = members.filter((member) => member.user_id !== userId);
      const contacts = await people.contactsOf(partners.map((member) => member.user_id));
      return {
        participations: participations.map((row) => ({
          round_id: row.round_id,
          status: row.status,
          alias: row.alias,
          consent_version: row.consent_version,
          dating_consent: row.dating_consent_at !== null,
          joined_at: iso(row.created_at),
        })),
        physical: physical === undefined ? null : physicalOf(physical),
        blocks: blockCount,
        matches: page.rows.map((row) => {
          const mine = members.find(
            (member) => member.match_id === row.match_id && member.user_id === userId,
          );
          const partner = partners.find((member) => member.match_id === row.match_id);
          const contact = partner === undefined ? undefined : contacts.get(partner.user_id);
          return {
            match_id: row.match_id,
            round_id: row.round_id,
            status: row.status,
            score: row.score,
            my_response: mine?.response ?? 'pending',
            partner:
              row.status === 'accepted' && contact !== undefined
                ? `${contact.first_name} ${contact.last_name}`
                : null,
            feedback_rating: mine?.feedback_rating ?? null,
            feedback_comment: mine?.feedback_comment ?? null,
          };
        }),
      };
    },
  };
}

export type MyMatchesService = ReturnType<typeof createMyMatchesService>;
