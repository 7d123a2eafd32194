import { z } from 'zod';
import type { Executor } from '../../db/database';
import { renderMail } from '../../platform/mail/templates';
import { createMatchesRepository } from './matches.repository';
import type { MatchingDependencies } from './matching-ports';

/**
 * Telling people about their match is a job, enqueued in the transaction that
 * publishes the match, records an answer or a report: a crash after the
 * commit cannot lose it, a rollback sends nothing.
 * - `match.published` and `match.accepted`: in-app and by mail.
 * - `match.feedback`: a week after both accepted, in-app, unless they gave
 *   their feedback already (MATCHING.md: "a short feedback prompt a week later").
 * - A report: every active admin is told in-app (the matching admin pages are
 *   theirs, SPEC section 2), with a link to the match.
 * A job may run twice (delivery is at least once): each in-app notification is
 * keyed by its kind and match (`match.published:<match_id>`), so a person gets
 * it once; the mail is a `mail.send` job of its own.
 */

export const matchNoticeJob = 'match.notice';
export const matchReportNoticeJob = 'match.report-notice';
/** How long after both accepted the feedback prompt comes. */
export const feedbackPromptDelayMs = 7 * 24 * 60 * 60 * 1000;

const noticeSchema = z.object({
  match_id: z.uuid(),
  user_id: z.uuid(),
  kind: z.enum(['match.published', 'match.accepted', 'match.feedback']),
});
type NoticeKind = z.infer<typeof noticeSchema>['kind'];
const reportNoticeSchema = z.object({ match_id: z.uuid() });

export function createMatchNotices(dependencies: MatchingDependencies) {
  const { db, jobs, people, appUrl } = dependencies;

  async function sendNotice(payload: unknown): Promise<void> {
    const { match_id, user_id, kind } = noticeSchema.parse(payload);
    const match = await createMatchesRepository(db).find(match_id);
    // A match revoked or closed meanwhile tells nobody; nor does a published one that is gone.
    if (match === undefined || match.status === 'proposed' || match.status === 'revoked') return;
    const members = await createMatchesRepository(db).findMembers([match_id]);
    const member = members.find((candidate) => candidate.user_id === user_id);
    if (member === undefined) return;
    // One notification per person, kind and match, however often the job runs.
    const notice = {
      userId: user_id,
      kind,
      matchId: match_id,
      roundId: match.round_id,
      dedupeKey: `${kind}:${match_id}`,
    };
    if (kind === 'match.feedback') {
      // Asked once, only of a match both accepted, and only while no feedback is given.
      if (match.status !== 'accepted' || member.feedback_at !== null) return;
      await dependencies.notify(notice);
      return;
    }
    await dependencies.notify(notice);
    const recipient = await people.recipientOf(user_id);
    if (recipient?.active !== true) return;
    await dependencies.sendMail(
      renderMail(
        kind === 'match.published' ? 'match_published' : 'match_accepted',
        recipient.locale,
        {
          to: recipient.email,
          firstName: recipient.firstName,
          appUrl,
          link: new URL('/matches', appUrl).toString(),
        },
      ),
    );
  }

  async function tellAdmins(payload: unknown): Promise<void> {
    const { match_id } = reportNoticeSchema.parse(payload);
    const match = await createMatchesRepository(db).find(match_id);
    if (match === undefined) return;
    for (const userId of await people.activeAdminIds())
      await dependencies.notify({
        userId,
        kind: 'match.reported',
        matchId: match_id,
        roundId: match.round_id,
        // Once per admin and match, also when the second member's report runs the job again.
        dedupeKey: `match.reported:${match_id}`,
      });
  }

  return {
    registerJobs(): void {
      jobs.register(matchNoticeJob, sendNotice);
      jobs.register(matchReportNoticeJob, tellAdmins);
    },

    /** Asks both people of a match they accepted for their feedback a week from now. */
    async enqueueFeedbackPrompts(
      executor: Executor,
      matchId: string,
      userIds: readonly string[],
      from: Date,
    ): Promise<void> {
      for (const userId of userIds)
        await jobs.enqueue(
          matchNoticeJob,
          { match_id: matchId, user_id: userId, kind: 'match.feedback' },
          {
            singletonKey: `match-notice:match.feedback:${matchId}:${userId}`,
            runAt: new Date(from.getTime() + feedbackPromptDelayMs),
          },
          executor,
        );
    },

    /** Tells the admins of a reported match, in the reporter's transaction. */
    async enqueueReportNotice(executor: Executor, matchId: string): Promise<void> {
      await jobs.enqueue(
        matchReportNoticeJob,
        { match_id: matchId },
        { singletonKey: `match-report:${matchId}` },
        executor,
      );
    },

    /** Enqueues one person's notice in the caller's transaction (once per match, person, kind). */
    async enqueueNotice(
      executor: Executor,
      matchId: string,
      userId: string,
      kind: NoticeKind,
    ): Promise<void> {
      await jobs.enqueue(
        matchNoticeJob,
        { match_id: matchId, user_id: userId, kind },
        { singletonKey: `match-notice:${kind}:${matchId}:${userId}` },
        executor,
      );
    },
  };
}

export type MatchNotices = ReturnType<typeof createMatchNotices>;
