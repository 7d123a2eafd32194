import type { z } from 'zod';
import type {
  AdminUser,
  adminUserCreateBodySchema,
  adminUserUpdateBodySchema,
  MessageResponse,
} from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AccessTokens } from '../../platform/access-tokens';
import { recordAudit, recordRowAudit, type AuditEvent } from '../../platform/audit/audit';
import { AppError, isUniqueViolation } from '../../platform/errors';
import type { NewUserRow, UserRow } from './accounts.tables';
import { createAdminUsersRepository, type AdminUserListQuery } from './admin-users.repository';
import { photoUrl } from './current-user';
import { createEmailTokens } from './email-tokens';
import type { ReceptionService } from './reception.service';
import { createSessions } from './sessions';
import { createUsersRepository } from './users.repository';
import { pageOf } from '../../platform/wire-page';

export interface AdminUsersDependencies {
  db: Database;
  accessTokens: AccessTokens;
  secret: string;
  reception: Pick<ReceptionService, 'sendMail'>;
  appUrl: string;
}

type CreateBody = z.output<typeof adminUserCreateBodySchema>;
type UpdateBody = z.output<typeof adminUserUpdateBodySchema>;

/** An invitation link works as long as a verification link: 24 hours. */
export const inviteLifetimeMs = 24 * 60 * 60 * 1000;

export const adminUserMessages = {
  invitationSent: 'We have sent the invitation again.',
  verificationSent: 'We have sent a new confirmation link.',
} as const;

/** An account as admins see it; `twoStepOn`: the ids of those with two-step sign-in on. */
function toAdminUser(user: UserRow, twoStepOn: ReadonlySet<string>): AdminUser {
  return {
    user_id: user.user_id,
    user_email: user.user_email,
    user_first_name: user.user_first_name,
    user_last_name: user.user_last_name,
    user_role: user.user_role,
    user_status: user.status,
    is_email_verified: user.is_email_verified,
    locale: user.locale,
    user_photo_url: photoUrl(user.photo_file),
    created_at: user.created_at.toISOString(),
    last_login_at: user.last_login_at?.toISOString() ?? null,
    two_step_enabled: twoStepOn.has(user.user_id),
  };
}

const emailTaken = () => AppError.conflict('An account with this e-mail address already exists');

export function createAdminUsersService(dependencies: AdminUsersDependencies) {
  const { db, accessTokens, secret, reception, appUrl } = dependencies;
  const usersRepository = createUsersRepository(db);
  const emailTokens = createEmailTokens(db);
  const link = (path: string, token: string) =>
    `${appUrl}${path}?token=${encodeURIComponent(token)}`;

  const repository = createAdminUsersRepository(db);

  async function adminView(user: UserRow): Promise<AdminUser> {
    return toAdminUser(user, await repository.withTwoStep([user.user_id]));
  }

  async function findUser(userId: string): Promise<UserRow> {
    const user = await usersRepository.findById(userId);
    if (user === undefined) throw AppError.notFound('This user does not exist');
    return user;
  }

  async function sendInvite(user: UserRow): Promise<void> {
    const token = await emailTokens.issue(user.user_id, 'reset_password', {
      lifetimeMs: inviteLifetimeMs,
    });
    await reception.sendMail(user, 'account_invite', {
      link: link('/reception/password-reset', token),
    });
  }

  return {
    async list(query: AdminUserListQuery) {
      const { rows, total } = await repository.list(query);
      const twoStepOn = await repository.withTwoStep(rows.map((row) => row.user_id));
      return pageOf(
        rows.map((row) => toAdminUser(row, twoStepOn)),
        query,
        total,
      );
    },

    async get(userId: string): Promise<AdminUser> {
      return adminView(await findUser(userId));
    },

    /**
     * An account made by an admin: active, unconfirmed, without a password.
     * The invitation's link sets the password, which also confirms the address.
     */
    async create(adminId: string, body: CreateBody): Promise<AdminUser> {
      if ((await usersRepository.findByEmail(body.user_email)) !== undefined) throw emailTaken();
      let user: UserRow;
      try {
        user = await db.transaction(async (transaction) => {
          const created = await createUsersRepository(transaction).insert({
            user_email: body.user_email,
            password_hash: null,
            user_first_name: body.user_first_name,
            user_last_name: body.user_last_name,
            user_role: body.user_role,
            locale: body.locale,
            status: 'active',
            is_email_verified: false,
          });
          await recordRowAudit(transaction, adminId, 'user.created_by_admin', created.user_id, {
            role: created.user_role,
          });
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      await sendInvite(user);
      return adminView(user);
    },

    /**
     * Names, role and status. A role change or a deactivation ends every
     * session of the person at once. An admin cannot demote or deactivate
     * themselves, and the last active admin stays one.
     */
    async update(adminId: string, userId: string, body: UpdateBody): Promise<AdminUser> {
      const user = await db.transaction(async (transaction) => {
        const repository = createAdminUsersRepository(transaction);
        // Admins first, then the person: every change of an admin locks in the same order.
        const activeAdmins = await repository.lockActiveAdmins();
        const target = await repository.lockUser(userId);
        if (target === undefined) throw AppError.notFound('This user does not exist');

        const roleChanges = body.user_role !== undefined && body.user_role !== target.user_role;
        const statusChanges = body.user_status !== undefined && body.user_status !== target.status;
        const losesAdmin =
          target.user_role === 'admin' &&
          ((roleChanges && body.user_role !== 'admin') ||
            (statusChanges && body.user_status === 'deactivated'));
        if (losesAdmin && target.user_id === adminId) {
          throw AppError.conflict(
            'You cannot remove your own admin role or deactivate your own account; ask another admin',
          );
        }
        if (
          losesAdmin &&
          activeAdmins.includes(target.user_id) &&
          activeAdmins.every((id) => id === target.user_id)
        ) {
          throw AppError.conflict('At least one active admin must remain');
        }
        if (statusChanges && target.status === 'pending' && body.user_status === 'active') {
          throw AppError.conflict(
            'This account waits for the review of its graduate application; decide it on the applications page',
          );
        }

        const values: Partial<NewUserRow> = {};
        const events: AuditEvent[] = [];
        const event = (action: string, details?: Record<string, unknown>): AuditEvent => ({
          actorId: adminId,
          action,
          targetType: 'user',
          targetId: target.user_id,
          ...(details === undefined ? {} : { details }),
        });
        const renamed: string[] = [];
        if (body.user_first_name !== undefined && body.user_first_name !== target.user_first_name) {
          values.user_first_name = body.user_first_name;
          renamed.push('user_first_name');
        }
        if (body.user_last_name !== undefined && body.user_last_name !== target.user_last_name) {
          values.user_last_name = body.user_last_name;
          renamed.push('user_last_name');
        }
        if (renamed.length > 0) events.push(event('user.renamed_by_admin', { fields: renamed }));
        if (roleChanges && body.user_role !== undefined) {
          values.user_role = body.user_role;
          events.push(event('user.role_changed', { from: target.user_role, to: body.user_role }));
        }
        if (statusChanges && body.user_status !== undefined) {
          values.status = body.user_status;
          events.push(
            event(body.user_status === 'deactivated' ? 'user.deactivated' : 'user.reactivated', {
              from: target.status,
            }),
          );
        }
        if (events.length === 0) return target;

        const updated = await createUsersRepository(transaction).update(target.user_id, values);
        if (updated === undefined) throw AppError.notFound('This user does not exist');
        if (roleChanges || (statusChanges && body.user_status === 'deactivated')) {
          await createSessions(transaction, accessTokens, secret).revokeAllOfUser(
            target.user_id,
            roleChanges ? 'role_changed' : 'deactivated',
          );
        }
        for (const entry of events) await recordAudit(transaction, entry);
        return updated;
      });
      return adminView(user);
    },

    /** Mails the confirmation link again, or the invitation to an account without a password. */
    async resendVerification(adminId: string, userId: string): Promise<MessageResponse> {
      const user = await findUser(userId);
      if (user.is_email_verified)
        throw AppError.conflict('This e-mail address is already confirmed');
      if (user.status === 'deactivated') throw AppError.conflict('This account is deactivated');
      const isInvite = user.password_hash === null;
      if (isInvite) {
        await sendInvite(user);
      } else {
        const token = await emailTokens.issue(user.user_id, 'verify_email');
        await reception.sendMail(user, 'verify_email', {
          link: link('/reception/verify-email', token),
        });
      }
      await recordRowAudit(
        db,
        adminId,
        isInvite ? 'user.invitation_resent' : 'user.verification_resent',
        user.user_id,
      );
      return {
        message: isInvite ? adminUserMessages.invitationSent : adminUserMessages.verificationSent,
      };
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
