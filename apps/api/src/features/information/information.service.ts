import {
  hasModeratorAccess,
  informationProjectPolicy,
  informationTransitions,
  type InformationProject,
  type InformationProjectAction,
  type InformationProjectCreateBody,
  type InformationProjectListQuery,
  type InformationProjectPage,
  type InformationProjectStatus,
  type InformationProjectSummary,
  type InformationProjectUpdateBody,
} from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { changedFields, recordRowAudit } from '../../platform/audit/audit';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { ignoreSourceChange, type SourceChanged } from '../../platform/indexed-documents';
import {
  createInformationRepository,
  type InformationProjectSummaryRow,
  type InformationProjectValues,
} from './information.repository';
import type { InformationProjectRow } from './information.tables';
import { pageOf } from '../../platform/wire-page';

const writableFields = [
  'name_en',
  'name_tr',
  'description_en',
  'description_tr',
  'access_requirements',
  'process_steps',
  'warnings',
  'notes',
  'display_order',
  'status',
] as const satisfies readonly (keyof InformationProjectValues & keyof InformationProjectRow)[];

function valuesOf(
  body: InformationProjectUpdateBody,
  status: InformationProjectStatus,
  actor: AuthUser,
): InformationProjectValues {
  return {
    name_en: body.name_en,
    name_tr: body.name_tr,
    description_en: body.description_en,
    description_tr: body.description_tr,
    access_requirements: body.access_requirements,
    process_steps: body.process_steps,
    warnings: body.warnings,
    notes: body.notes,
    display_order: body.display_order,
    status,
    updated_by: actor.userId,
  };
}

function summaryOf(row: InformationProjectSummaryRow): InformationProjectSummary {
  return {
    project_id: row.project_id,
    name_en: row.name_en,
    name_tr: row.name_tr,
    description_en: row.description_en,
    description_tr: row.description_tr,
    status: row.status,
    display_order: row.display_order,
    updated_at: row.updated_at.toISOString(),
  };
}

function projectOf(row: InformationProjectRow): InformationProject {
  return {
    ...summaryOf(row),
    access_requirements: row.access_requirements,
    process_steps: row.process_steps,
    warnings: row.warnings,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
  };
}

const projectNotFound = () => AppError.notFound('Project not found');

const statusWords: Readonly<Record<InformationProjectStatus, string>> = {
  draft: 'a draft',
  published: 'published',
  archived: 'archived',
  deleted: 'deleted',
};

const pastTense: Readonly<Record<InformationProjectAction | 'delete', string>> = {
  publish: 'published',
  archive: 'archived',
  restore: 'restored',
  delete: 'deleted',
};

const transitionRules: Readonly<Record<InformationProjectAction | 'delete', string>> = {
  publish: 'only drafts and archived projects can be published',
  archive: 'only published projects can be archived',
  restore: 'only archived and deleted projects can be restored',
  delete: 'it is already deleted',
};

/** Why an action does not apply to a project in its current status. */
function invalidTransition(
  action: InformationProjectAction | 'delete',
  status: InformationProjectStatus,
): AppError {
  return AppError.conflict(
    `This project is ${statusWords[status]}, so it cannot be ${pastTense[action]}: ${transitionRules[action]}`,
  );
}

/**
 * The information bank: everyone signed in reads published projects;
 * moderators (admins and moderators) write them and move them between
 * statuses, each change audited in its own transaction.
 */
export function createInformationService(
  db: Database,
  sourceChanged: SourceChanged = ignoreSourceChange,
) {
  const reader = createInformationRepository(db);

  async function transition(
    projectId: string,
    action: InformationProjectAction | 'delete',
    actor: AuthUser,
  ): Promise<InformationProjectRow> {
    const { from, to } = informationTransitions[action];
    return db.transaction(async (transaction) => {
      const repository = createInformationRepository(transaction);
      const before = await repository.lockProject(projectId);
      if (before === undefined) throw projectNotFound();
      const row = await repository.changeStatus(projectId, from, to, actor.userId);
      if (row === undefined) throw invalidTransition(action, before.status);
      await recordRowAudit(
        transaction,
        actor.userId,
        `information_project.${pastTense[action]}`,
        projectId,
        { status_from: before.status, status_to: row.status },
      );
      await sourceChanged(transaction, 'information', projectId);
      return row;
    });
  }

  return {
    async findProjects(
      query: InformationProjectListQuery,
      viewer: AuthUser,
    ): Promise<InformationProjectPage> {
      const isModerator = hasModeratorAccess(viewer.role);
      if (!isModerator && query.status !== undefined && query.status !== 'published') {
        throw AppError.forbidden('Only moderators can see projects that are not published');
      }
      const { rows, total } = await reader.findProjects({
        ...query,
        status: isModerator ? query.status : 'published',
      });
      return pageOf(rows.map(summaryOf), query, total);
    },

    /** A project: published ones for everyone signed in, any for moderators. */
    async findProject(projectId: string, viewer: AuthUser): Promise<InformationProject> {
      const row = await reader.findProject(projectId);
      if (row === undefined) throw projectNotFound();
      if (row.status !== 'published' && !hasModeratorAccess(viewer.role)) throw projectNotFound();
      return projectOf(row);
    },

    /** A new project, a draft unless published at once; a taken id is a 409 that names it. */
    async create(body: InformationProjectCreateBody, actor: AuthUser): Promise<InformationProject> {
      const values = valuesOf(body, body.status ?? 'draft', actor);
      const taken = () =>
        AppError.conflict(`A project with the identifier "${body.project_id}" already exists`);
      try {
        return await db.transaction(async (transaction) => {
          const repository = createInformationRepository(transaction);
          if ((await repository.findProject(body.project_id)) !== undefined) throw taken();
          const row = await repository.insertProject(body.project_id, values);
          await recordRowAudit(
            transaction,
            actor.userId,
            'information_project.created',
            row.project_id,
            { status: row.status, display_order: row.display_order },
          );
          await sourceChanged(transaction, 'information', row.project_id);
          return projectOf(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },

    /**
     * Saves a project's content; `status` saves it as a draft or publishes it,
     * absent it keeps the status. A deleted project is restored first.
     */
    async update(
      projectId: string,
      body: InformationProjectUpdateBody,
      actor: AuthUser,
    ): Promise<InformationProject> {
      return db.transaction(async (transaction) => {
        const repository = createInformationRepository(transaction);
        const before = await repository.lockProject(projectId);
        if (before === undefined) throw projectNotFound();
        if (!informationProjectPolicy(before.status, actor.role).canEdit) {
          throw AppError.conflict(
            'This project is deleted, so it cannot be edited: restore it first',
          );
        }
        const values = valuesOf(body, body.status ?? before.status, actor);
        const row = await repository.updateProject(projectId, values);
        if (row === undefined) throw projectNotFound();
        await recordRowAudit(transaction, actor.userId, 'information_project.updated', projectId, {
          changed: changedFields(writableFields, before, values),
          status_from: before.status,
          status_to: row.status,
        });
        await sourceChanged(transaction, 'information', projectId);
        return projectOf(row);
      });
    },

    /** Publish, archive or restore (SPEC section 4); a 409 names the rule when it does not apply. */
    async act(
      projectId: string,
      action: InformationProjectAction,
      actor: AuthUser,
    ): Promise<InformationProject> {
      return projectOf(await transition(projectId, action, actor));
    },

    /** A soft delete: moderators can still list deleted projects and restore them. */
    async remove(projectId: string, actor: AuthUser): Promise<void> {
      await transition(projectId, 'delete', actor);
    },

    /** Admins remove a deleted project for good; its id becomes free again. */
    async purge(projectId: string, actor: AuthUser): Promise<void> {
      await db.transaction(async (transaction) => {
        const repository = createInformationRepository(transaction);
        const before = await repository.lockProject(projectId);
        if (before === undefined) throw projectNotFound();
        // The route is the admins'; the policy says which statuses may go for good.
        const allowed = informationProjectPolicy(before.status, actor.role).canPurge;
        const row = allowed ? await repository.purgeProject(projectId) : undefined;
        if (row === undefined) {
          throw AppError.conflict(
            `This project is ${statusWords[before.status]}, so it cannot be deleted permanently: only deleted projects can`,
          );
        }
        await recordRowAudit(transaction, actor.userId, 'information_project.purged', projectId, {
          display_order: row.display_order,
        });
        await sourceChanged(transaction, 'information', projectId);
      });
    },
  };
}

export type InformationService = ReturnType<typeof createInformationService>;
