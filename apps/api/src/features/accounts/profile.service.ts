import type { z } from 'zod';
import {
  gpaPlanSchema,
  type GpaPlan,
  type OwnContentExport,
  type Profile,
  type ProfileExport,
  type profileUpdateBodySchema,
  type SavedGpaPlan,
} from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { FileStore } from '../../platform/file-store';
import { reencodeImage } from '../../platform/uploads';
import type { UserRow } from './accounts.tables';
import { createProfileRepository } from './profile.repository';
import type { ReceptionService } from './reception.service';
import { createUsersRepository } from './users.repository';

/** Profile photos are squares of this many pixels. */
export const photoSize = 512;

export interface ProfileDependencies {
  db: Database;
  files: FileStore;
  reception: Pick<ReceptionService, 'currentUserOf' | 'deleteOwnAccount'>;
  /** What the person shared in the other features, for the export; app.ts gathers it. */
  contentOf: (user: AuthUser) => Promise<OwnContentExport>;
}

type ProfileUpdate = z.output<typeof profileUpdateBodySchema>;

const noSavedGpaPlan: SavedGpaPlan = { plan: null, updated_at: null };

/**
 * A stored calculator as the contract answers it. A stored document that no
 * longer matches the contract counts as not saved, so the next save replaces it.
 */
function toSavedGpaPlan(row: { plan: unknown; updated_at: Date } | undefined): SavedGpaPlan {
  if (row === undefined) return noSavedGpaPlan;
  const plan = gpaPlanSchema.safeParse(row.plan);
  return plan.success
    ? { plan: plan.data, updated_at: row.updated_at.toISOString() }
    : noSavedGpaPlan;
}

export function createProfileService(dependencies: ProfileDependencies) {
  const { db, files, reception } = dependencies;
  const usersRepository = createUsersRepository(db);
  const repository = createProfileRepository(db);

  async function findUser(userId: string): Promise<UserRow> {
    const user = await usersRepository.findById(userId);
    if (user === undefined)
      throw AppError.unauthorized('Your session has ended; please sign in again');
    return user;
  }

  async function toProfile(user: UserRow): Promise<Profile> {
    return {
      ...(await reception.currentUserOf(user)),
      user_status: user.status,
      department: user.department,
      class_year: user.class_year,
      bio: user.bio,
      has_password: user.password_hash !== null,
      is_google_linked: user.google_subject !== null,
      created_at: user.created_at.toISOString(),
    };
  }

  async function updated(userId: string, values: Partial<UserRow>): Promise<UserRow> {
    const user = await usersRepository.update(userId, values);
    if (user === undefined)
      throw AppError.unauthorized('Your session has ended; please sign in again');
    return user;
  }

  return {
    async get(userId: string): Promise<Profile> {
      return toProfile(await findUser(userId));
    },

    /** Only the fields of the contract are taken: never role, e-mail, status or verification. */
    async update(userId: string, input: ProfileUpdate): Promise<Profile> {
      return toProfile(
        await updated(userId, {
          user_first_name: input.user_first_name,
          user_last_name: input.user_last_name,
          department: input.department === '' ? null : input.department,
          class_year: input.class_year,
          locale: input.locale,
          bio: input.bio,
        }),
      );
    },

    async remove(userId: string, password: string): Promise<void> {
      await reception.deleteOwnAccount(userId, password);
    },

    /** A new photo: checked, cropped to a square, re-encoded as WebP; the old file goes. */
    async setPhoto(userId: string, content: Buffer): Promise<Profile> {
      const before = await findUser(userId);
      const webp = await reencodeImage(content, { field: 'photo', square: photoSize });
      const name = await files.save('photos', webp, 'webp');
      let user: UserRow;
      try {
        user = await updated(userId, { photo_file: name });
      } catch (error) {
        await files.remove('photos', name);
        throw error;
      }
      await files.remove('photos', before.photo_file);
      return toProfile(user);
    },

    async removePhoto(userId: string): Promise<Profile> {
      const before = await findUser(userId);
      const user = await updated(userId, { photo_file: null });
      await files.remove('photos', before.photo_file);
      return toProfile(user);
    },

    /** A stored photo by its random name; undefined for names that are not ours. */
    async photo(file: string): Promise<Buffer | undefined> {
      if (!file.endsWith('.webp')) return undefined;
      return files.read('photos', file);
    },

    /** The GPA calculator kept in the profile; empty before the first save. */
    async gpaPlan(userId: string): Promise<SavedGpaPlan> {
      return toSavedGpaPlan(await repository.gpaPlanOf(userId));
    },

    /** Keeps the whole calculator (validated by the route), replacing the one saved before. */
    async saveGpaPlan(userId: string, plan: GpaPlan): Promise<SavedGpaPlan> {
      return toSavedGpaPlan(await repository.saveGpaPlan(userId, plan));
    },

    /** Everything kept about the person, without secrets (KVKK/GDPR export). */
    async exportData(auth: AuthUser): Promise<ProfileExport> {
      const user = await findUser(auth.userId);
      const [sessionRows, application, activity, gpaPlan, content] = await Promise.all([
        repository.sessionsOf(user.user_id),
        repository.applicationOf(user.user_id),
        repository.activityOf(user.user_id),
        repository.gpaPlanOf(user.user_id),
        dependencies.contentOf(auth),
      ]);
      return {
        exported_at: new Date().toISOString(),
        profile: await toProfile(user),
        sessions: sessionRows.map((session) => ({
          created_at: session.created_at.toISOString(),
          last_used_at: session.last_used_at.toISOString(),
          expires_at: session.expires_at.toISOString(),
          revoked_at: session.revoked_at?.toISOString() ?? null,
          remember_me: session.remember_me,
          is_current: session.session_id === auth.sessionId,
        })),
        graduate_application:
          application === undefined
            ? null
            : {
                graduation_year: application.graduation_year,
                student_number: application.student_number,
                department: application.department,
                status: application.status,
                has_proof: application.proof_file !== null,
                submitted_at: application.submitted_at.toISOString(),
                reviewed_at: application.reviewed_at?.toISOString() ?? null,
                note: application.note,
              },
        activity: activity.map((entry) => ({
          action: entry.action,
          target_type: entry.target_type,
          target_id: entry.target_id,
          details:
            entry.details !== null &&
            typeof entry.details === 'object' &&
            !Array.isArray(entry.details)
              ? (entry.details as Record<string, unknown>)
              : {},
          created_at: entry.created_at.toISOString(),
        })),
        gpa_plan: toSavedGpaPlan(gpaPlan),
        ...content,
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
