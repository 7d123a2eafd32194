import { randomUUID } from 'node:crypto';
import {
  createInformationRepository,
  type InformationProjectValues,
} from '../../../src/features/information/information.repository';
import type { InformationProjectRow } from '../../../src/features/information/information.tables';
import type { TestContext } from '../app';

export type InformationProjectOptions = Partial<InformationProjectValues> & { project_id: string };

/** A project of the information bank, a draft unless a status is given, without an audit entry. */
export async function createInformationProject(
  t: TestContext,
  options: InformationProjectOptions,
): Promise<InformationProjectRow> {
  const { project_id: projectId, ...values } = options;
  return createInformationRepository(t.database.db).insertProject(projectId, {
    name_en: `Project ${projectId}`,
    name_tr: `Proje ${projectId}`,
    description_en: 'What to do, step by step.',
    description_tr: 'Adım adım ne yapılacağı.',
    access_requirements: [],
    process_steps: [],
    warnings: [],
    notes: [],
    status: 'draft',
    display_order: 1,
    updated_by: randomUUID(),
    ...values,
  });
}
