import { and, asc, eq, inArray, like, ne, sql, type SQL } from 'drizzle-orm';
import {
  escapeLikePattern,
  foldSearchText,
  type InformationProjectStatus,
} from '@campus/contracts';
import type { Executor } from '../../db/database';
import {
  informationProjects,
  type InformationProjectRow,
  type NewInformationProjectRow,
} from './information.tables';
import { readPage } from '../../db/paging';

/** The columns a moderator's form writes; search text and timestamps are the repository's. */
export type InformationProjectValues = Omit<
  NewInformationProjectRow,
  'project_id' | 'search_text' | 'created_at' | 'updated_at' | 'created_by'
> & { updated_by: string };

export interface InformationProjectFilter {
  page: number;
  page_size: number;
  q?: string | undefined;
  /** One status; every status but deleted when undefined. */
  status?: InformationProjectStatus | undefined;
  lang: 'en' | 'tr';
}

/** The id, both names and both descriptions, folded with Turkish rules. */
function searchTextOf(projectId: string, values: InformationProjectValues): string {
  return foldSearchText(
    [projectId, values.name_en, values.name_tr, values.description_en, values.description_tr].join(
      ' ',
    ),
  );
}

const summaryColumns = {
  project_id: informationProjects.project_id,
  name_en: informationProjects.name_en,
  name_tr: informationProjects.name_tr,
  description_en: informationProjects.description_en,
  description_tr: informationProjects.description_tr,
  status: informationProjects.status,
  display_order: informationProjects.display_order,
  updated_at: informationProjects.updated_at,
};

export type InformationProjectSummaryRow = Pick<InformationProjectRow, keyof typeof summaryColumns>;

export function createInformationRepository(db: Executor) {
  return {
    /** One page of projects by display order, then name in the reader's language. */
    async findProjects(
      filter: InformationProjectFilter,
    ): Promise<{ rows: InformationProjectSummaryRow[]; total: number }> {
      const conditions: SQL[] = [
        filter.status === undefined
          ? ne(informationProjects.status, 'deleted')
          : eq(informationProjects.status, filter.status),
      ];
      if (filter.q !== undefined && filter.q !== '') {
        conditions.push(
          like(informationProjects.search_text, `%${escapeLikePattern(foldSearchText(filter.q))}%`),
        );
      }
      const where = and(...conditions);
      const nameSort =
        filter.lang === 'tr' ? informationProjects.name_tr_sort : informationProjects.name_en_sort;
      return readPage(
        db
          .select(summaryColumns)
          .from(informationProjects)
          .where(where)
          .orderBy(
            asc(informationProjects.display_order),
            sql`${nameSort} collate "C"`,
            asc(informationProjects.project_id),
          ),
        filter,
        db.$count(informationProjects, where),
      );
    },

    async findProject(projectId: string): Promise<InformationProjectRow | undefined> {
      const [row] = await db
        .select()
        .from(informationProjects)
        .where(eq(informationProjects.project_id, projectId));
      return row;
    },

    /** The row, locked until the transaction ends, so two moderators do not cross changes. */
    async lockProject(projectId: string): Promise<InformationProjectRow | undefined> {
      const [row] = await db
        .select()
        .from(informationProjects)
        .where(eq(informationProjects.project_id, projectId))
        .for('update');
      return row;
    },

    async insertProject(
      projectId: string,
      values: InformationProjectValues,
    ): Promise<InformationProjectRow> {
      const [row] = await db
        .insert(informationProjects)
        .values({
          ...values,
          project_id: projectId,
          created_by: values.updated_by,
          search_text: searchTextOf(projectId, values),
        })
        .returning();
      if (row === undefined) throw new Error('The information project was not inserted');
      return row;
    },

    async updateProject(
      projectId: string,
      values: InformationProjectValues,
    ): Promise<InformationProjectRow | undefined> {
      const [row] = await db
        .update(informationProjects)
        .set({ ...values, search_text: searchTextOf(projectId, values), updated_at: new Date() })
        .where(eq(informationProjects.project_id, projectId))
        .returning();
      return row;
    },

    /** Removes a deleted project for good; undefined when it is not (or no longer) deleted. */
    async purgeProject(projectId: string): Promise<InformationProjectRow | undefined> {
      const [row] = await db
        .delete(informationProjects)
        .where(
          and(
            eq(informationProjects.project_id, projectId),
            eq(informationProjects.status, 'deleted'),
          ),
        )
        .returning();
      return row;
    },

    /** Moves a project to `to` when it is in one of `from`; undefined when it is not. */
    async changeStatus(
      projectId: string,
      from: readonly InformationProjectStatus[],
      to: InformationProjectStatus,
      updatedBy: string,
    ): Promise<InformationProjectRow | undefined> {
      const [row] = await db
        .update(informationProjects)
        .set({ status: to, updated_by: updatedBy, updated_at: new Date() })
        .where(
          and(
            eq(informationProjects.project_id, projectId),
            inArray(informationProjects.status, [...from]),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type InformationRepository = ReturnType<typeof createInformationRepository>;
