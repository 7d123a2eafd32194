import {
  qbQuizMessages,
  qbUnknownQuizMessage,
  type FieldProblemInput,
  type QbBundle,
  type QbBundleBody,
  type QbBundleListQuery,
  type QbBundlePage,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { changedFields, recordAudit, recordRowAudit } from '../../platform/audit/audit';
import { pickFields } from '../../platform/pick-fields';
import { AppError } from '../../platform/errors';
import {
  createQbBundlesRepository,
  type BundleQuizRow,
  type BundleRow,
  type BundleValues,
} from './bundles.repository';
import {
  invalidForm,
  publishedAtOf,
  runGuarded,
  savedAction,
  searchTextOf,
} from './quiz-builder-common';
import { pageOf } from '../../platform/wire-page';

const bundleNotFound = () => AppError.notFound('Bundle not found');

const bundleFields = [
  'title_en',
  'title_tr',
  'description_en',
  'description_tr',
  'status',
] as const;

function valuesOf(body: QbBundleBody, before: BundleRow | undefined): BundleValues {
  return { ...pickFields(body, bundleFields), published_at: publishedAtOf(body.status, before) };
}

function bundleOf(row: BundleRow, quizzes: BundleQuizRow[]): QbBundle {
  const own = quizzes.filter((quiz) => quiz.bundle_id === row.bundle_id);
  return {
    bundle_id: row.bundle_id,
    title_en: row.title_en,
    title_tr: row.title_tr,
    description_en: row.description_en,
    description_tr: row.description_tr,
    status: row.status,
    quizzes: own.map((quiz) => ({
      position: quiz.position,
      quiz_id: quiz.quiz_id,
      title_en: quiz.title_en,
      title_tr: quiz.title_tr,
      status: quiz.status,
      purpose: quiz.purpose,
      question_count: quiz.question_count,
    })),
    quiz_count: own.length,
    question_count: own.reduce((sum, quiz) => sum + quiz.question_count, 0),
    published_at: row.published_at === null ? null : row.published_at.toISOString(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * The quiz builder's bundles, for admins: ordered groups of quizzes taken as
 * one. A published bundle holds only published quizzes; deleting a bundle
 * keeps its quizzes and the attempts taken in it.
 */
export function createQbBundlesService(db: Database) {
  async function readBundles(executor: Executor, bundleIds: string[]): Promise<QbBundle[]> {
    const repository = createQbBundlesRepository(executor);
    const [rows, quizzes] = await Promise.all([
      repository.findBundles(bundleIds),
      repository.quizzesOf(bundleIds),
    ]);
    const byId = new Map(rows.map((row) => [row.bundle_id, row]));
    return bundleIds.flatMap((bundleId) => {
      const row = byId.get(bundleId);
      return row === undefined ? [] : [bundleOf(row, quizzes)];
    });
  }

  async function readBundle(executor: Executor, bundleId: string): Promise<QbBundle> {
    const [bundle] = await readBundles(executor, [bundleId]);
    if (bundle === undefined) throw bundleNotFound();
    return bundle;
  }

  /** Unknown quizzes, and unpublished ones in a bundle being published, are field errors. */
  async function checkQuizzes(executor: Executor, body: QbBundleBody): Promise<void> {
    const quizzes = await createQbBundlesRepository(executor).lockQuizzes(body.quiz_ids);
    const statusOf = new Map(quizzes.map((quiz) => [quiz.quiz_id, quiz.status]));
    const problems: FieldProblemInput[] = [];
    body.quiz_ids.forEach((quizId, index) => {
      const field = `body.quiz_ids.${String(index)}`;
      const status = statusOf.get(quizId);
      if (status === undefined) {
        problems.push({ field, message: qbUnknownQuizMessage(quizId) });
      } else if (body.status === 'published' && status !== 'published') {
        problems.push({ field, message: qbQuizMessages.bundleQuizNotPublished });
      }
    });
    if (problems.length > 0) throw invalidForm(problems);
  }

  return {
    async findBundles(query: QbBundleListQuery): Promise<QbBundlePage> {
      const { ids, total } = await createQbBundlesRepository(db).findBundleIds(query);
      return pageOf(await readBundles(db, ids), query, total);
    },

    async findBundle(bundleId: string): Promise<QbBundle> {
      return readBundle(db, bundleId);
    },

    async createBundle(body: QbBundleBody, actor: AuthUser): Promise<QbBundle> {
      return runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbBundlesRepository(transaction);
            await checkQuizzes(transaction, body);
            const bundleId = await repository.insertBundle(
              valuesOf(body, undefined),
              searchTextOf(body),
              actor.userId,
            );
            await repository.setQuizzes(bundleId, body.quiz_ids);
            await recordRowAudit(transaction, actor.userId, 'qb_bundle.created', bundleId, {
              status: body.status,
              quizzes: body.quiz_ids.length,
            });
            if (body.status === 'published') {
              await recordRowAudit(transaction, actor.userId, 'qb_bundle.published', bundleId, {
                quizzes: body.quiz_ids.length,
              });
            }
            return readBundle(transaction, bundleId);
          }),
        'A quiz of this bundle was changed at the same time; please try again',
      );
    },

    /** Saves a bundle with its ordered quizzes; becoming published sets `published_at`. */
    async updateBundle(bundleId: string, body: QbBundleBody, actor: AuthUser): Promise<QbBundle> {
      return runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbBundlesRepository(transaction);
            const before = await repository.lockBundle(bundleId);
            if (before === undefined) throw bundleNotFound();
            await checkQuizzes(transaction, body);
            const beforeQuizIds = await repository.quizIdsOf(bundleId);
            const values = valuesOf(body, before);
            const changed: string[] = changedFields(bundleFields, before, values);
            const quizzesChanged = JSON.stringify(beforeQuizIds) !== JSON.stringify(body.quiz_ids);
            if (quizzesChanged) changed.push('quiz_ids');
            await repository.updateBundle(bundleId, values, searchTextOf(body), actor.userId);
            if (quizzesChanged) await repository.setQuizzes(bundleId, body.quiz_ids);
            await recordAudit(transaction, {
              actorId: actor.userId,
              action: savedAction('qb_bundle', before.status, body.status),
              targetType: 'qb_bundle',
              targetId: bundleId,
              details: { changed, from_status: before.status, to_status: body.status },
            });
            return readBundle(transaction, bundleId);
          }),
        'This bundle or one of its quizzes was changed at the same time; please try again',
      );
    },

    /** Deletes a bundle; its quizzes stay, and attempts taken in it keep no bundle. */
    async deleteBundle(bundleId: string, actor: AuthUser): Promise<void> {
      await runGuarded(
        () =>
          db.transaction(async (transaction) => {
            const repository = createQbBundlesRepository(transaction);
            const before = await repository.lockBundle(bundleId);
            if (before === undefined) throw bundleNotFound();
            await repository.deleteBundle(bundleId);
            await recordRowAudit(transaction, actor.userId, 'qb_bundle.deleted', bundleId, {
              title_en: before.title_en,
              status: before.status,
            });
          }),
        'This bundle was changed at the same time, so it was not deleted',
      );
    },
  };
}

export type QbBundlesService = ReturnType<typeof createQbBundlesService>;
