import type { Database } from './db/database';
import { createAdminUsersRepository } from './features/accounts/admin-users.repository';
import { createUsersRepository } from './features/accounts/users.repository';
import type { MatchingDependencies } from './features/matching/matching-ports';
import { createBundleAnswersRepository } from './features/quiz-builder/bundle-answers.repository';

/**
 * What matching reads from other features (MATCHING.md): the quiz builder's
 * bundle and answers, and people's names, contacts and languages from the
 * accounts. Composed here, beside app.ts, as the assistant's sources are.
 */
export function matchingSources(
  db: Database,
): Pick<MatchingDependencies, 'questionnaire' | 'people'> {
  const users = createUsersRepository(db);
  return {
    questionnaire: createBundleAnswersRepository(db),
    people: {
      contactsOf: (userIds) => users.contactsOf(userIds),
      recipientOf: async (userId) => {
        const user = await users.findById(userId);
        return user === undefined
          ? undefined
          : {
              email: user.user_email,
              firstName: user.user_first_name,
              locale: user.locale,
              active: user.status === 'active',
            };
      },
      userIdsMatching: async (q, limit) =>
        (
          await createAdminUsersRepository(db).list({ q, sort: 'email', page: 1, page_size: limit })
        ).rows.map((row) => row.user_id),
      activeAdminIds: async () =>
        (
          await createAdminUsersRepository(db).list({
            role: 'admin',
            status: 'active',
            sort: 'email',
            page: 1,
            page_size: 100,
          })
        ).rows.map((row) => row.user_id),
    },
  };
}
