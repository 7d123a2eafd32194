import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { AppError } from '../../platform/errors';
import { graduateApplications, type UserRow } from './accounts.tables';

export const standingMessages = {
  pending: 'Your application is waiting for review. We will write to you when it is decided.',
  rejected: 'Your graduate application was not approved.',
} as const;

/**
 * Whether an account whose password (or Google sign-in) was just proved may
 * have a session: an account waiting for the review of its graduate
 * application may not, and learns where the application stands. Every way in
 * (`/reception/login`, `/reception-vip/login`, Google) asks this one function.
 */
export async function assertSignInStanding(
  db: Executor,
  user: Pick<UserRow, 'user_id' | 'status'>,
): Promise<void> {
  if (user.status === 'deactivated') {
    throw new AppError(
      403,
      'account_deactivated',
      'This account has been deactivated. Please contact us if you think this is a mistake.',
    );
  }
  if (user.status !== 'pending') return;
  const rows = await db
    .select({ status: graduateApplications.status, note: graduateApplications.note })
    .from(graduateApplications)
    .where(eq(graduateApplications.user_id, user.user_id));
  const application = rows[0];
  if (application?.status === 'rejected') {
    const note = application.note?.trim() ?? '';
    throw new AppError(
      403,
      'application_rejected',
      note === ''
        ? standingMessages.rejected
        : `${standingMessages.rejected} Reviewer's note: ${note}`,
    );
  }
  throw new AppError(403, 'application_pending', standingMessages.pending);
}
