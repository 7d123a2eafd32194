import type { People } from './platform/people';
import type { MatchingDependencies } from './features/matching/matching-ports';
import type { NotificationsService } from './features/notifications/notifications.service';
import { createBundleAnswersRepository } from './features/quiz-builder/bundle-answers.repository';
import type { FeaturePlatform } from './platform/feature';

/**
 * What matching reads from and tells other features (MATCHING.md): the quiz
 * builder's bundle and answers, people's names, contacts and languages from
 * the accounts, and the notifications of its notices. Composed here, beside
 * app.ts, as the assistant's sources are.
 */
export function matchingDependencies(
  platform: FeaturePlatform,
  needs: { people: People; notifications: Pick<NotificationsService, 'notify'> },
): MatchingDependencies {
  return {
    db: platform.db,
    concurrentDatabase: platform.database.driver === 'postgres',
    jobs: platform.jobs,
    secret: platform.secret,
    appUrl: platform.env.appUrl,
    questionnaire: createBundleAnswersRepository(platform.db),
    people: needs.people,
    notify: async ({ userId, kind, matchId, roundId, dedupeKey }) => {
      await needs.notifications.notify({
        userId,
        kind,
        payload: { match_id: matchId, round_id: roundId },
        link: kind === 'match.reported' ? `/admin/matching/matches/${matchId}` : '/matches',
        dedupeKey,
      });
    },
    sendMail: (message) => platform.outbox.enqueue(message),
  };
}
