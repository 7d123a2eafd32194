import type { Database, Transaction } from './db/database';
import { users, type NewUserRow } from './features/accounts/accounts.tables';
import { insertMatchingNewcomers } from './features/accounts/accounts.seed';
import { demoAccounts, type DemoAccount } from './features/accounts/demo-accounts';
import { insertAlarms } from './features/alarms/alarms.seed';
import { insertCareer } from './features/career/career.seed';
import { insertContactMessages } from './features/contact/contact.seed';
import {
  findNewestReviewedExperience,
  insertCatalogue,
  insertExperiences,
} from './features/courses/courses.seed';
import { buildCatalogue } from './features/courses/seed/catalogue';
import { buildExperiencePlan } from './features/courses/seed/experiences';
import { insertDevLog } from './features/dev-log/dev-log.seed';
import { insertEvents } from './features/events/events.seed';
import { insertFeedback } from './features/feedback/feedback.seed';
import { insertInformationProjects } from './features/information/information.seed';
import { insertInstagramPosts } from './features/instagram/instagram.seed';
import { findNewestReviewedListing, insertListings } from './features/listings/listings.seed';
import { insertMatching } from './features/matching/matching.seed';
import { insertNotifications } from './features/notifications/notifications.seed';
import { findNewestReplyTo, insertQuestions } from './features/questions/questions.seed';
import { answerDemoBundle } from './features/quiz-builder/bundle-answers.seed';
import { createBundleAnswersRepository } from './features/quiz-builder/bundle-answers.repository';
import { insertQuizBuilder } from './features/quiz-builder/quiz-builder.seed';
import { insertTherapistPools } from './features/therapist-pools/therapist-pools.seed';
import { insertVotes } from './features/votes/votes.seed';
import { insertWaitlist } from './features/waitlist/waitlist.seed';
import { assistantDocumentProviders } from './assistant-sources';
import { rebuildAssistantIndex } from './features/assistant/assistant-indexer';
import type { DemoContributor, DemoPeople, FeatureSeed } from './platform/feature-seed';
import type { FileStore } from './platform/file-store';
import { hashPassword } from './platform/passwords';
import { isEmptyDatabase, nothingSeeded, type SeedResult } from './seed-state';

/**
 * The demo student's notifications, from what the courses, listings and
 * questions seeds wrote for them (a feature does not read another's tables).
 */
async function seedNotifications(transaction: Transaction, demo: DemoPeople): Promise<void> {
  await insertNotifications(transaction, demo, {
    experience: await findNewestReviewedExperience(transaction, demo.studentId),
    listing: await findNewestReviewedListing(transaction, demo.studentId),
    reply: await findNewestReplyTo(transaction, demo.studentId),
  });
}

/**
 * Matching's demo: an open round the contributors, the demo student and the
 * newcomers answered (its calculation finished, not published), and an earlier
 * round with a match in each state. The newcomers are accounts and their
 * answers the quiz builder's, so they are made here, before the rounds.
 */
async function seedMatching(transaction: Transaction, demo: DemoPeople): Promise<void> {
  const questionnaire = createBundleAnswersRepository(transaction);
  const bundleId = await questionnaire.findDefaultBundleId();
  if (bundleId === undefined) throw new Error('The demo has no matching bundle');
  const newcomerIds = await insertMatchingNewcomers(transaction, demo.now);
  const poolIds = [demo.studentId, ...demo.contributorIds, ...newcomerIds];
  await answerDemoBundle(transaction, bundleId, poolIds, demo.now);
  await insertMatching(transaction, demo, { questionnaire, bundleId, poolIds });
}

/**
 * The community features' demo content, in the order it is inserted: later
 * seeds read what earlier ones wrote (the notifications point at the demo
 * student's experience, listing and pool question; matching answers the quiz
 * builder's bundle), and the ids and sequences the tests read follow this order.
 */
const featureSeeds: readonly FeatureSeed[] = [
  insertDevLog,
  insertListings,
  insertQuestions,
  insertEvents,
  insertInformationProjects,
  insertInstagramPosts,
  insertTherapistPools,
  insertAlarms,
  seedNotifications,
  insertContactMessages,
  insertFeedback,
  insertVotes,
  insertWaitlist,
  insertCareer,
  insertQuizBuilder,
  seedMatching,
];

/**
 * Fills a new database: the university's catalogue and, when asked, the
 * demo accounts with fictional contributors and their course experiences.
 * A database that already has departments or users is left alone, so a
 * restart never duplicates anything.
 */
export async function seedDatabase(
  db: Database,
  options: {
    withDemoData: boolean;
    /** Where the demo events' generated covers go; the events have no images without it. */
    files?: FileStore;
  },
): Promise<SeedResult> {
  const isEmpty = await isEmptyDatabase(db);
  if (!isEmpty || !options.withDemoData) return nothingSeeded(isEmpty);

  // The hashes are computed off the main thread while the catalogue and the experiences are built.
  const hashing = Promise.all(demoAccounts.map((account) => hashPassword(account.password)));
  const catalogue = buildCatalogue();
  const plan = buildExperiencePlan(catalogue, demoAccounts);
  const passwordHashes = await hashing;

  await db.transaction(async (transaction) => {
    const courseIds = await insertCatalogue(transaction, catalogue);

    const demoRows: NewUserRow[] = demoAccounts.map((account, index) => ({
      user_email: account.user_email,
      password_hash: passwordHashes[index] ?? null,
      user_role: account.user_role,
      user_first_name: account.user_first_name,
      user_last_name: account.user_last_name,
      locale: account.locale,
      status: 'active' as const,
      is_email_verified: true,
    }));
    const contributorRows: NewUserRow[] = plan.contributors.map((contributor) => ({
      user_email: contributor.user_email,
      password_hash: null,
      user_role: contributor.user_role,
      user_first_name: contributor.user_first_name,
      user_last_name: contributor.user_last_name,
      locale: contributor.locale,
      status: 'active' as const,
      is_email_verified: true,
      department: contributor.department,
      class_year: contributor.class_year,
      created_at: contributor.created_at,
      updated_at: contributor.created_at,
    }));
    const insertedUsers = await transaction
      .insert(users)
      .values([...demoRows, ...contributorRows])
      .returning({ user_id: users.user_id, user_email: users.user_email });
    const userIds = new Map(insertedUsers.map((row) => [row.user_email, row.user_id]));

    // The demo moderator reviewed every approved and rejected experience.
    const moderatorId = demoUserId(userIds, 'moderator');
    await insertExperiences(transaction, plan, { courseIds, userIds, reviewerId: moderatorId });

    // The community features' demo content, written by the contributors and the demo accounts.
    const contributors = plan.contributors.flatMap((contributor): DemoContributor[] => {
      const userId = userIds.get(contributor.user_email);
      return userId === undefined
        ? []
        : [
            {
              user_id: userId,
              first_name: contributor.user_first_name,
              last_name: contributor.user_last_name,
              email: contributor.user_email,
            },
          ];
    });
    const people: Omit<DemoPeople, 'now'> = {
      studentId: demoUserId(userIds, 'student'),
      graduateId: demoUserId(userIds, 'graduate'),
      moderatorId,
      adminId: demoUserId(userIds, 'admin'),
      contributorIds: contributors.map((contributor) => contributor.user_id),
      contributors,
      files: options.files,
    };
    // Each seed counts its dates from the moment it runs.
    for (const seed of featureSeeds) await seed(transaction, { ...people, now: new Date() });
  });
  // The assistant's index of the demo content, so that a new demo answers from the start.
  await rebuildAssistantIndex(db, assistantDocumentProviders());

  return {
    isNewDatabase: true,
    demoAccounts,
    courseCount: catalogue.courses.length,
    experienceCount: plan.experiences.length,
  };
}

/** The id of the demo account with a role. */
function demoUserId(userIds: ReadonlyMap<string, string>, role: DemoAccount['user_role']): string {
  const account = demoAccounts.find((candidate) => candidate.user_role === role);
  const userId = account === undefined ? undefined : userIds.get(account.user_email);
  if (userId === undefined) throw new Error(`There is no demo ${role} account`);
  return userId;
}
