import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { recordAudit } from '../../platform/audit/audit';
import type { FileFolder, FileStore } from '../../platform/file-store';
import { graduateApplications, users, type UserRow } from './accounts.tables';

/** A file kept by the file store: its folder and its name there. */
export interface StoredFile {
  folder: FileFolder;
  name: string;
}

/**
 * A feature's part of deleting an account: the files it keeps for the person
 * (a career application's CV, for example). Their rows reference users ON
 * DELETE CASCADE and go with the user row; the files are named before and
 * removed once the deletion committed. app.ts lists the parts, so that this
 * feature does not import the others.
 */
export type PersonalFilesOf = (userId: string) => Promise<readonly StoredFile[]>;

/** The accounts' own files of the person: the profile photo and graduate proofs. */
async function accountFilesOf(db: Database, user: UserRow): Promise<StoredFile[]> {
  const proofs = await db
    .select({ proof_file: graduateApplications.proof_file })
    .from(graduateApplications)
    .where(eq(graduateApplications.user_id, user.user_id));
  return [
    ...(user.photo_file === null ? [] : [{ folder: 'photos' as const, name: user.photo_file }]),
    ...proofs.flatMap((proof) =>
      proof.proof_file === null ? [] : [{ folder: 'proofs' as const, name: proof.proof_file }],
    ),
  ];
}

/**
 * Deletes an account: the user row and everything that cascades from it
 * (sessions, links, application, what the person shared in the features),
 * then every stored file of the person. The audit entry says that an account
 * was deleted and by whom, without personal data.
 */
export async function deleteAccount(
  db: Database,
  files: FileStore,
  user: UserRow,
  deletedBy: 'self' | { adminId: string },
  personalFiles: readonly PersonalFilesOf[],
): Promise<void> {
  const stored = [
    ...(await accountFilesOf(db, user)),
    ...(await Promise.all(personalFiles.map((filesOf) => filesOf(user.user_id)))).flat(),
  ];
  await db.transaction(async (transaction) => {
    await transaction.delete(users).where(eq(users.user_id, user.user_id));
    await recordAudit(transaction, {
      actorId: deletedBy === 'self' ? null : deletedBy.adminId,
      action: 'user.deleted',
      targetType: 'user',
      details: { by: deletedBy === 'self' ? 'self' : 'admin' },
    });
  });
  for (const file of stored) await files.remove(file.folder, file.name);
}
