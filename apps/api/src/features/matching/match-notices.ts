import { z } from 'zod';
import type { Executor } from '../../db/database';
import { renderMail } from '../../platform/mail/templates';
import { createMatchesRepository } from './matches.repository';
import type { MatchingDependencies } from './matching-ports';

/**
 * Telling people about their match (in-app and by mail) is a job, enqueued
 * in the transaction that publishes the match or records the acceptance: a
 * crash after the commit cannot lose it, a rollback sends nothing.
 */

export const matchNoticeJob = 'match.notice';

const noticeSchema = z.object({
  match_id: z.uuid(),
  user_id: z.uuid(),
  kind: z.enum(['match.published', 'match.accepted']),
});
type NoticeKind = z.infer<typeof noticeSchema>['kind'];

export function createMatchNotices(dependencies: MatchingDependencies) {
  const { db, jobs, people, appUrl } = dependencies;

  async function sendNotice(payload: unknown): Promise<void> {
    const { match_id, user_id, kind } = noticeSchema.parse(payload);
    const match = await createMatchesRepository(db).find(match_id);
    // A match revoked or closed meanwhile tells nobody; nor does a published one that is gone.
    if (match === undefined || match.status === 'proposed' || match.status === 'revoked') return;
    const members = await createMatchesRepository(db).findMembers([match_id]);
    if (!members.some((member) => member.user_id === user_id)) return;
    await dependencies.notify({
      userId: user_id,
      kind,
      matchId: match_id,
      roundId: match.round_id,
    });
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

  return {
    registerJobs(): void {
      jobs.register(matchNoticeJob, sendNotice);
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
