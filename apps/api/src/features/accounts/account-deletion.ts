import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { recordAudit } from '../../platform/audit/audit';
import type { FileStore } from '../../platform/file-store';
import { graduateApplications, users, type UserRow } from './accounts.tables';

/**
 * Deletes an account: the user row and everything that cascades from it
 * (sessions, links, application), then the stored files. The audit entry
 * says that an account was deleted and by whom, without personal data.
 */
export async function deleteAccount(
  db: Database,
  files: FileStore,
  user: UserRow,
  deletedBy: 'self' | { adminId: string },
): Promise<void> {
  const proofs = await db
    .select({ proof_file: graduateApplications.proof_file })
    .from(graduateApplications)
    .where(eq(graduateApplications.user_id, user.user_id));
  await db.transaction(async (transaction) => {
    await transaction.delete(users).where(eq(users.user_id, user.user_id));
    await recordAudit(transaction, {
      actorId: deletedBy === 'self' ? null : deletedBy.adminId,
      action: 'user.deleted',
      targetType: 'user',
      details: { by: deletedBy === 'self' ? 'self' : 'admin' },
    });
  });
  await files.remove('photos', user.photo_file);
  for (const proof of proofs) await files.remove('proofs', proof.proof_file);
}
