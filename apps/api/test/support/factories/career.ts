import path from 'node:path';
import {
  createCareerRepository,
  type ApplicationValues,
  type PositionValues,
} from '../../../src/features/career/career.repository';
import type {
  CareerApplicationRow,
  CareerPositionRow,
} from '../../../src/features/career/career.tables';
import { createFileStore } from '../../../src/platform/file-store';
import type { TestContext } from '../app';
import { positionBody } from '../career';
import { samplePdf } from '../multipart';

/** A career position, open unless a status is given. */
export async function createPosition(
  t: TestContext,
  overrides: Partial<PositionValues> = {},
  createdBy: string | null = null,
): Promise<CareerPositionRow> {
  return createCareerRepository(t.database.db).insertPosition(
    {
      ...positionBody(),
      status: 'open',
      display_order: 0,
      ...overrides,
    },
    createdBy,
  );
}

export interface ApplicationOptions extends Partial<Omit<ApplicationValues, 'cv_size'>> {
  applicantId: string;
  /** The CV kept in the app's file store; samplePdf unless given. */
  cv?: Buffer;
}

/**
 * An application (an open one unless `position_id` is given) with its CV in
 * the app's file store, as applying would leave it.
 */
export async function createApplication(
  t: TestContext,
  options: ApplicationOptions,
): Promise<CareerApplicationRow> {
  const { applicantId, cv = samplePdf, ...fields } = options;
  const repository = createCareerRepository(t.database.db);
  const row = await repository.insertApplication(
    {
      position_id: null,
      full_name: 'Deniz Aydın',
      email: 'deniz@ogr.yesiltepe.edu.tr',
      phone: '+90 532 000 00 00',
      linkedin_url: 'https://www.linkedin.com/in/deniz-aydin',
      cover_letter:
        'I have built two student club websites and would love to help the campus platform grow.',
      ...fields,
      cv_size: cv.length,
    },
    applicantId,
  );
  const files = createFileStore(path.join(t.env.dataDir, 'uploads'));
  const withFile = await repository.setCvFile(row.career_id, await files.save('cvs', cv, 'pdf'));
  if (withFile === undefined) throw new Error('The application disappeared');
  return withFile;
}
