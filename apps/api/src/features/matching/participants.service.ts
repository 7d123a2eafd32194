import {
  matchConsentVersion,
  matchDatingConsentVersion,
  type MatchOptInBody,
  type MatchParticipantAdmin,
  type MatchParticipantEditBody,
  type MatchParticipantListQuery,
  type MyMatchProgress,
  type MyMatchRounds,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { createMatchesRepository } from './matches.repository';
import { iso, matchingErrors } from './matching-common';
import type { MatchingDependencies } from './matching-ports';
import type { MatchParticipantRow, MatchRoundRow } from './matching.tables';
import { createParticipantsRepository } from './participants.repository';
import { createPhysicalsRepository } from './physicals.repository';
import { createRoundsRepository } from './rounds.repository';
import { pageOf } from '../../platform/wire-page';

type Completion = { quizzesCompleted: number; questionsAnswered: number } | undefined;

function participationOf(row: MatchParticipantRow) {
  return {
    participant_id: row.participant_id,
    status: row.status,
    alias: row.alias,
    consent_version: row.consent_version,
    dating_consent: row.dating_consent_at !== null,
    joined_at: iso(row.created_at),
  };
}

/** Opting in, pausing and leaving (at once, also for a calculation not yet published). */
export function createParticipantsService(dependencies: MatchingDependencies) {
  const { db, people, questionnaire } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const rounds = createRoundsRepository(db);
  const reader = createParticipantsRepository(db);

  const isAccepting = (round: MatchRoundRow, at: Date) =>
    round.status === 'open' && round.opens_at <= at && at <= round.closes_at;

  /** A person out of the pool: their proposed matches go; leaving or exclusion closes the rest. */
  async function takeOut(
    executor: Executor,
    row: MatchParticipantRow,
    status: MatchParticipantRow['status'],
  ): Promise<void> {
    const matches = createMatchesRepository(executor);
    await matches.deleteProposedOf(row.round_id, row.user_id);
    if (status === 'left' || status === 'excluded')
      await matches.revokeOpenOf(row.round_id, row.user_id, `participant_${status}`, now());
  }

  /** Participants as admins see them: name, e-mail, physical record and bundle progress. */
  async function describeAdmin(rows: MatchParticipantRow[]): Promise<MatchParticipantAdmin[]> {
    const userIds = [...new Set(rows.map((row) => row.user_id))];
    const [contacts, physicals, roundRows] = await Promise.all([
      people.contactsOf(userIds),
      createPhysicalsRepository(db).findMany(userIds),
      Promise.all([...new Set(rows.map((row) => row.round_id))].map((id) => rounds.find(id))),
    ]);
    const physicalOf = new Map(physicals.map((row) => [row.user_id, row.physical_id]));
    const progressOf = new Map<string, { questions: number; quizzes: number; done: Completion }>();
    for (const round of roundRows) {
      if (round === undefined) continue;
      const members = rows.filter((row) => row.round_id === round.round_id);
      const [bundle, completion] = await Promise.all([
        questionnaire.findBundleQuestions(round.bundle_id),
        questionnaire.findCompletion(
          round.bundle_id,
          members.map((row) => row.user_id),
        ),
      ]);
      for (const row of members)
        progressOf.set(row.participant_id, {
          questions: bundle.questions.length,
          quizzes: bundle.quizIds.length,
          done: completion.get(row.user_id),
        });
    }
    return rows.map((row) => {
      const contact = contacts.get(row.user_id);
      const progress = progressOf.get(row.participant_id);
      const quizzes = progress?.quizzes ?? 0;
      const questions = progress?.questions ?? 0;
      const bundleComplete = quizzes > 0 && (progress?.done?.quizzesCompleted ?? 0) >= quizzes;
      const physicalId = physicalOf.get(row.user_id) ?? null;
      return {
        ...participationOf(row),
        round_id: row.round_id,
        user_id: row.user_id,
        name: contact === undefined ? '' : `${contact.first_name} ${contact.last_name}`,
        email: contact?.email ?? '',
        status_reason: row.status_reason,
        admin_note: row.admin_note,
        priority: row.priority,
        physical_id: physicalId,
        quizzes_total: quizzes,
        quizzes_completed: Math.min(progress?.done?.quizzesCompleted ?? 0, quizzes),
        questions_total: questions,
        questions_answered: Math.min(progress?.done?.questionsAnswered ?? 0, questions),
        bundle_complete: bundleComplete,
        ready:
          row.status === 'active' &&
          row.consent_version === matchConsentVersion &&
          physicalId !== null &&
          bundleComplete,
        updated_at: iso(row.updated_at),
      };
    });
  }

  async function findParticipant(participantId: string): Promise<MatchParticipantAdmin> {
    const row = await reader.find(participantId);
    if (row === undefined) throw matchingErrors.noSuchParticipant();
    const [described] = await describeAdmin([row]);
    if (described === undefined) throw matchingErrors.noSuchParticipant();
    return described;
  }

  return {
    takeOut,

    async findOwnRounds(user: AuthUser): Promise<MyMatchRounds> {
      const at = now();
      const [visible, datingEnabled, mine] = await Promise.all([
        rounds.findVisibleTo(user.userId, at),
        rounds.findDatingEnabled(),
        reader.findAllOfUser(user.userId),
      ]);
      const listed = visible.filter(
        (round) =>
          round.purpose !== 'dating' ||
          datingEnabled ||
          mine.some((row) => row.round_id === round.round_id),
      );
      const sizes = await reader.countActive(listed.map((round) => round.round_id));
      return {
        dating_enabled: datingEnabled,
        consent_version: matchConsentVersion,
        dating_consent_version: matchDatingConsentVersion,
        items: listed.map((round) => {
          const own = mine.find((row) => row.round_id === round.round_id);
          return {
            round_id: round.round_id,
            title_en: round.title_en,
            title_tr: round.title_tr,
            purpose: round.purpose,
            status: round.status,
            bundle_id: round.bundle_id,
            opens_at: iso(round.opens_at),
            closes_at: iso(round.closes_at),
            reveal_at: iso(round.reveal_at),
            respond_by: iso(round.respond_by),
            accepting: isAccepting(round, at),
            pool_size: sizes.get(round.round_id) ?? 0,
            participation: own === undefined ? null : participationOf(own),
          };
        }),
      };
    },

    async optIn(roundId: string, body: MatchOptInBody, user: AuthUser) {
      const round = await rounds.find(roundId);
      const datingEnabled = await rounds.findDatingEnabled();
      if (round === undefined || (round.purpose === 'dating' && !datingEnabled))
        throw matchingErrors.noSuchRound();
      if (!isAccepting(round, now()))
        throw AppError.conflictFor('round_not_accepting', 'This round does not take opt-ins now');
      if (body.purpose !== round.purpose)
        throw matchingErrors.rule(
          'body.purpose',
          'purpose must be the round’s purpose',
          'purpose_mismatch',
        );
      if (body.consent_version !== matchConsentVersion)
        throw matchingErrors.rule(
          'body.consent_version',
          'Please accept the current consent text',
          'consent_outdated',
        );
      const dating = round.purpose === 'dating';
      if (dating && body.dating_consent_version !== matchDatingConsentVersion)
        throw matchingErrors.rule(
          'body.dating_consent_version',
          'Dating needs its own explicit consent',
          'dating_consent_required',
        );
      const alias =
        body.alias ??
        (await people.contactsOf([user.userId])).get(user.userId)?.first_name ??
        'Student';
      try {
        const row = await reader.insert({
          round_id: roundId,
          user_id: user.userId,
          alias,
          consent_version: body.consent_version,
          dating_consent_at: dating ? now() : null,
        });
        return participationOf(row);
      } catch (error) {
        if (isUniqueViolation(error))
          throw AppError.conflictFor('already_opted_in', 'You have opted in to this round already');
        throw error;
      }
    },

    async changeOwnParticipation(
      roundId: string,
      status: 'active' | 'paused' | 'left',
      user: AuthUser,
    ) {
      const row = await db.transaction(async (transaction) => {
        const participants = createParticipantsRepository(transaction);
        const current = await participants.findOf(roundId, user.userId, true);
        if (current === undefined) throw matchingErrors.noSuchParticipant();
        if (current.status === 'left')
          throw AppError.conflictFor('round_left', 'You have left this round');
        if (current.status === 'excluded')
          throw AppError.conflictFor(
            'participation_locked',
            'You cannot change this participation',
          );
        const updated = await participants.update(current.participant_id, { status });
        if (updated === undefined) throw matchingErrors.noSuchParticipant();
        if (status !== 'active') await takeOut(transaction, updated, status);
        return updated;
      });
      return participationOf(row);
    },

    async findOwnProgress(roundId: string, user: AuthUser): Promise<MyMatchProgress> {
      const round = await rounds.find(roundId);
      if (round === undefined) throw matchingErrors.noSuchRound();
      const [own, physical, bundle, completion] = await Promise.all([
        reader.findOf(roundId, user.userId),
        createPhysicalsRepository(db).findOf(user.userId),
        questionnaire.findBundleQuestions(round.bundle_id),
        questionnaire.findCompletion(round.bundle_id, [user.userId]),
      ]);
      if (own === undefined && !isAccepting(round, now())) throw matchingErrors.noSuchRound();
      const done = completion.get(user.userId);
      const bundleComplete =
        bundle.quizIds.length > 0 && (done?.quizzesCompleted ?? 0) >= bundle.quizIds.length;
      return {
        round_id: roundId,
        participation: own === undefined ? null : participationOf(own),
        physical_complete: physical !== undefined,
        bundle_id: round.bundle_id,
        quizzes_total: bundle.quizIds.length,
        quizzes_completed: Math.min(done?.quizzesCompleted ?? 0, bundle.quizIds.length),
        questions_total: bundle.questions.length,
        questions_answered: Math.min(done?.questionsAnswered ?? 0, bundle.questions.length),
        bundle_complete: bundleComplete,
        ready:
          own?.status === 'active' &&
          own.consent_version === matchConsentVersion &&
          physical !== undefined &&
          bundleComplete,
      };
    },

    async findParticipants(query: MatchParticipantListQuery) {
      const userIds =
        query.q === undefined || query.q === ''
          ? undefined
          : await people.userIdsMatching(query.q, 500);
      const { rows, total } = await reader.findPage({ ...query, userIds });
      return pageOf(await describeAdmin(rows), query, total);
    },

    findParticipant,

    async updateParticipant(
      participantId: string,
      body: MatchParticipantEditBody,
      admin: AuthUser,
    ): Promise<MatchParticipantAdmin> {
      if (body.status === 'excluded' && body.status_reason === null)
        throw matchingErrors.rule(
          'body.status_reason',
          'An exclusion needs a reason',
          'reason_required',
        );
      const row = await db.transaction(async (transaction) => {
        const participants = createParticipantsRepository(transaction);
        const current = await participants.find(participantId, true);
        if (current === undefined) throw matchingErrors.noSuchParticipant();
        if (current.status === 'left')
          throw AppError.conflictFor('participant_left', 'This participant has left the round');
        const updated = await participants.update(participantId, {
          status: body.status,
          status_reason: body.status_reason,
          admin_note: body.admin_note,
        });
        if (updated === undefined) throw matchingErrors.noSuchParticipant();
        if (updated.status !== 'active') await takeOut(transaction, updated, updated.status);
        await recordRowAudit(
          transaction,
          admin.userId,
          'match_participant.updated',
          participantId,
          { from: current.status, to: updated.status, noted: body.admin_note !== null },
        );
        return updated;
      });
      return findParticipant(row.participant_id);
    },
  };
}

export type ParticipantsService = ReturnType<typeof createParticipantsService>;
