import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  QbBundleListQuery,
  QbBundleStatus,
  QbQuizPurpose,
  QbQuizStatus,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import { readPage } from '../../db/paging';
import { qbBundleQuizzes, qbBundles } from './bundles.tables';
import { searchCondition } from './quiz-builder-sql';
import { qbQuizzes } from './quizzes.tables';

export type BundleRow = typeof qbBundles.$inferSelect;

/** The values of a bundle row a body sets (published_at is the service's call). */
export interface BundleValues {
  title_en: string;
  title_tr: string;
  description_en: string;
  description_tr: string;
  status: QbBundleStatus;
  published_at: Date | null;
}

export interface BundleQuizRow {
  bundle_id: string;
  position: number;
  quiz_id: string;
  title_en: string;
  title_tr: string;
  status: QbQuizStatus;
  purpose: QbQuizPurpose;
  question_count: number;
}

// Written out in full: the count is correlated with the outer qb_quizzes row.
const questionCount = sql<number>`(select count(*)::int from qb_quiz_questions where qb_quiz_questions.quiz_id = qb_quizzes.quiz_id)`;

export function createQbBundlesRepository(db: Executor) {
  return {
    /** One page of bundle ids, newest change first, and the total. */
    async findBundleIds(query: QbBundleListQuery): Promise<{ ids: string[]; total: number }> {
      const conditions = [searchCondition(qbBundles.search_text, query.q)];
      if (query.status !== undefined) conditions.push(eq(qbBundles.status, query.status));
      if (query.quiz_id !== undefined) {
        conditions.push(
          sql`exists (select 1 from qb_bundle_quizzes as filtered_quizzes where filtered_quizzes.bundle_id = ${qbBundles.bundle_id} and filtered_quizzes.quiz_id = ${query.quiz_id})`,
        );
      }
      const where = and(...conditions);
      const { rows, total } = await readPage(
        db
          .select({ bundle_id: qbBundles.bundle_id })
          .from(qbBundles)
          .where(where)
          .orderBy(desc(qbBundles.updated_at), asc(qbBundles.bundle_id)),
        query,
        db.$count(qbBundles, where),
      );
      return { ids: rows.map((row) => row.bundle_id), total };
    },

    /** Some bundles (in no order). */
    async findBundles(bundleIds: string[]): Promise<BundleRow[]> {
      if (bundleIds.length === 0) return [];
      return db.select().from(qbBundles).where(inArray(qbBundles.bundle_id, bundleIds));
    },

    /** The quizzes of some bundles with their question counts, each bundle's in order. */
    async quizzesOf(bundleIds: string[]): Promise<BundleQuizRow[]> {
      if (bundleIds.length === 0) return [];
      return db
        .select({
          bundle_id: qbBundleQuizzes.bundle_id,
          position: qbBundleQuizzes.position,
          quiz_id: qbQuizzes.quiz_id,
          title_en: qbQuizzes.title_en,
          title_tr: qbQuizzes.title_tr,
          status: qbQuizzes.status,
          purpose: qbQuizzes.purpose,
          question_count: questionCount,
        })
        .from(qbBundleQuizzes)
        .innerJoin(qbQuizzes, eq(qbQuizzes.quiz_id, qbBundleQuizzes.quiz_id))
        .where(inArray(qbBundleQuizzes.bundle_id, bundleIds))
        .orderBy(asc(qbBundleQuizzes.bundle_id), asc(qbBundleQuizzes.position));
    },

    async lockBundle(bundleId: string): Promise<BundleRow | undefined> {
      const [row] = await db
        .select()
        .from(qbBundles)
        .where(eq(qbBundles.bundle_id, bundleId))
        .for('update');
      return row;
    },

    /**
     * The quizzes that exist with their status, share-locked: a quiz cannot
     * leave `published` while a bundle being published counts on it.
     */
    async lockQuizzes(quizIds: string[]): Promise<{ quiz_id: string; status: QbQuizStatus }[]> {
      if (quizIds.length === 0) return [];
      return db
        .select({ quiz_id: qbQuizzes.quiz_id, status: qbQuizzes.status })
        .from(qbQuizzes)
        .where(inArray(qbQuizzes.quiz_id, quizIds))
        .for('share');
    },

    async insertBundle(values: BundleValues, searchText: string, actorId: string): Promise<string> {
      const [row] = await db
        .insert(qbBundles)
        .values({ ...values, search_text: searchText, created_by: actorId, updated_by: actorId })
        .returning({ bundle_id: qbBundles.bundle_id });
      if (row === undefined) throw new Error('The bundle was not inserted');
      return row.bundle_id;
    },

    async updateBundle(
      bundleId: string,
      values: BundleValues,
      searchText: string,
      actorId: string,
    ): Promise<void> {
      await db
        .update(qbBundles)
        .set({ ...values, search_text: searchText, updated_by: actorId, updated_at: new Date() })
        .where(eq(qbBundles.bundle_id, bundleId));
    },

    async quizIdsOf(bundleId: string): Promise<string[]> {
      const rows = await db
        .select({ quiz_id: qbBundleQuizzes.quiz_id })
        .from(qbBundleQuizzes)
        .where(eq(qbBundleQuizzes.bundle_id, bundleId))
        .orderBy(asc(qbBundleQuizzes.position));
      return rows.map((row) => row.quiz_id);
    },

    /** Replaces the ordered quizzes of a bundle. */
    async setQuizzes(bundleId: string, quizIds: string[]): Promise<void> {
      await db.delete(qbBundleQuizzes).where(eq(qbBundleQuizzes.bundle_id, bundleId));
      if (quizIds.length === 0) return;
      await db
        .insert(qbBundleQuizzes)
        .values(
          quizIds.map((quizId, position) => ({ bundle_id: bundleId, quiz_id: quizId, position })),
        );
    },

    /** Deletes a bundle; its quiz list goes with it and attempts taken in it keep no bundle. */
    async deleteBundle(bundleId: string): Promise<void> {
      await db.delete(qbBundles).where(eq(qbBundles.bundle_id, bundleId));
    },
  };
}

export type QbBundlesRepository = ReturnType<typeof createQbBundlesRepository>;
