import path from 'node:path';
import type { ApplicationStatus } from '@campus/contracts';
import type { GraduateApplicationRow } from '../../../src/features/accounts/accounts.tables';
import { createGraduatesRepository } from '../../../src/features/accounts/graduates.repository';
import { createFileStore } from '../../../src/platform/file-store';
import type { TestContext } from '../app';
import { createUser, uniqueEmail, type TestUser } from './accounts';

export interface GraduateOptions {
  /** The application's state; `approved` makes an active graduate, the others a pending one. */
  status?: ApplicationStatus;
  firstName?: string;
  lastName?: string;
  email?: string;
  graduationYear?: number;
  studentNumber?: string;
  department?: string;
  /** A PDF stored as the proof, the way an applicant's upload is stored. */
  proof?: Buffer;
  /** The reviewer of an approved or rejected application. */
  reviewerId?: string;
  /** The reviewer's note (a rejection's reason). */
  note?: string;
}

/**
 * A graduate who applied: the account (active once approved, pending before
 * and after a rejection, as the review leaves it), signed in, and the
 * application in the given state, with the proof file when one is given.
 */
export async function createGraduate(
  t: TestContext,
  options: GraduateOptions = {},
): Promise<{ user: TestUser; application: GraduateApplicationRow }> {
  const status = options.status ?? 'pending';
  const user = await createUser(t, {
    role: 'graduate',
    status: status === 'approved' ? 'active' : 'pending',
    email: options.email ?? uniqueEmail('graduate'),
    ...(options.firstName === undefined ? {} : { firstName: options.firstName }),
    ...(options.lastName === undefined ? {} : { lastName: options.lastName }),
  });
  const proofFile =
    options.proof === undefined
      ? null
      : await createFileStore(path.join(t.env.dataDir, 'uploads')).save(
          'proofs',
          options.proof,
          'pdf',
        );
  const application = await createGraduatesRepository(t.database.db).insert({
    user_id: user.id,
    graduation_year: options.graduationYear ?? 2019,
    student_number: options.studentNumber ?? `G-${user.id.slice(0, 8)}`,
    department: options.department ?? 'Bilgisayar Mühendisliği',
    proof_file: proofFile,
    proof_media_type: proofFile === null ? null : 'application/pdf',
    status,
    reviewer_id: options.reviewerId ?? null,
    note: options.note ?? null,
    reviewed_at: status === 'pending' ? null : new Date(),
  });
  return { user, application };
}
