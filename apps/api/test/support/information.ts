import { eq } from 'drizzle-orm';
import {
  informationProjectPageSchema,
  informationProjectSchema,
  type InformationProject,
  type InformationProjectCreateInput,
} from '@campus/contracts';
import { informationProjects } from '../../src/features/information/information.tables';
import type { TestContext } from './app';
import { createInformationProject } from './factories/information';
import { expectStatus } from './http';

export function projectBody(
  overrides: Partial<InformationProjectCreateInput> = {},
): InformationProjectCreateInput {
  return {
    project_id: 'erasmus-application',
    name_en: 'Erasmus application',
    name_tr: 'Erasmus başvurusu',
    description_en: 'Study a semester abroad.\n<b>Plain text</b>',
    description_tr: 'Bir dönem yurt dışında okuyun.',
    access_requirements: [{ en: 'A GPA of at least 2.20', tr: 'En az 2,20 not ortalaması' }],
    process_steps: [
      { en: 'Apply online', tr: 'Çevrim içi başvurun' },
      { en: 'Take the language exam', tr: 'Dil sınavına girin' },
    ],
    warnings: [],
    notes: [{ en: 'Grants are monthly', tr: 'Hibeler aylık ödenir' }],
    display_order: 10,
    ...overrides,
  };
}

/** The information tests' helpers, bound to the test app of the file that uses them. */
export function createInformationHelpers(t: TestContext) {
  /** A project made through the API by a moderator (when making it is what the test is about). */
  async function create(
    moderator: string,
    overrides: Partial<InformationProjectCreateInput> = {},
  ): Promise<InformationProject> {
    return expectStatus(
      await t.api.call('POST', '/information/projects', moderator, projectBody(overrides)),
      201,
      informationProjectSchema,
    );
  }

  /** A project written straight to the database, with the body's contents. */
  async function stored(overrides: Partial<InformationProjectCreateInput> = {}) {
    const { project_id: projectId, status, ...content } = projectBody(overrides);
    return createInformationProject(t, {
      ...content,
      project_id: projectId,
      status: status ?? 'draft',
    });
  }

  async function list(query: string, token: string) {
    return t.api.read(`/information/projects${query}`, token, informationProjectPageSchema);
  }

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    token: string | undefined,
    payload?: object,
  ) {
    return t.api.call(method, `/information${path}`, token, payload);
  }

  async function storedStatus(projectId: string) {
    const [row] = await t.database.db
      .select({ status: informationProjects.status })
      .from(informationProjects)
      .where(eq(informationProjects.project_id, projectId));
    return row?.status;
  }

  return { call, create, list, stored, storedStatus };
}
