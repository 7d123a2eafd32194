import type { z } from 'zod';
import type {
  applicationReviewBodySchema,
  GraduateApplication,
  graduateApplicationListQuerySchema,
  graduateRegisterFieldsSchema,
  SignInAnswer,
  MessageResponse,
} from '@campus/contracts';
import type { Database } from '../../db/database';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError, isUniqueViolation } from '../../platform/errors';
import type { FileStore } from '../../platform/file-store';
import { hashPassword } from '../../platform/passwords';
import type { CheckedFile } from '../../platform/uploads';
import { createEmailTokens } from './email-tokens';
import { createGraduatesRepository, type ApplicationListRow } from './graduates.repository';
import type { ReceptionService } from './reception.service';
import { createUsersRepository } from './users.repository';
import { pageOf } from '../../platform/wire-page';

export interface GraduatesDependencies {
  db: Database;
  files: FileStore;
  reception: Pick<
    ReceptionService,
    | 'authenticatePassword'
    | 'assertMaySignIn'
    | 'beginSignIn'
    | 'sendMail'
    | 'assertStrongPassword'
    | 'countMailRequest'
  >;
  appUrl: string;
}

type RegisterFields = z.output<typeof graduateRegisterFieldsSchema>;
type ListQuery = z.output<typeof graduateApplicationListQuerySchema>;
type Review = z.output<typeof applicationReviewBodySchema>;

export const graduateMessages = {
  received:
    'Thank you for applying. Please confirm your e-mail address with the link we sent; our team then reviews your application.',
  notGraduate: 'This sign-in is for graduates. Please use the main sign-in page.',
} as const;

function toApplication(row: ApplicationListRow): GraduateApplication {
  const reviewerName =
    row.reviewer_first_name === null
      ? null
      : `${row.reviewer_first_name} ${row.reviewer_last_name ?? ''}`.trim();
  return {
    application_id: row.application_id,
    user_id: row.user_id,
    user_email: row.user_email,
    user_first_name: row.user_first_name,
    user_last_name: row.user_last_name,
    graduation_year: row.graduation_year,
    student_number: row.student_number,
    department: row.department,
    status: row.status,
    has_proof: row.proof_file !== null,
    submitted_at: row.submitted_at.toISOString(),
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    reviewer_name: reviewerName,
    note: row.note,
  };
}

export function createGraduatesService(dependencies: GraduatesDependencies) {
  const { db, files, reception, appUrl } = dependencies;
  const repository = createGraduatesRepository(db);
  const usersRepository = createUsersRepository(db);
  const emailTokens = createEmailTokens(db);
  const verificationLink = (token: string) =>
    `${appUrl}/reception/verify-email?token=${encodeURIComponent(token)}`;

  async function findApplication(applicationId: string): Promise<ApplicationListRow> {
    const row = await repository.findById(applicationId);
    if (row === undefined) throw AppError.notFound('This application does not exist');
    return row;
  }

  return {
    /**
     * `POST /reception-vip/register`: the account (graduate, pending,
     * unconfirmed) and its application in one transaction, the proof on disk
     * (removed again if the transaction fails), then the mail. A known
     * address gets the same answer, and its owner a mail.
     */
    async register(
      fields: RegisterFields,
      proof: CheckedFile | undefined,
    ): Promise<MessageResponse> {
      reception.assertStrongPassword(fields.user_password, {
        email: fields.user_email,
        firstName: fields.user_first_name,
        lastName: fields.user_last_name,
      });
      await reception.countMailRequest('registration', fields.user_email);
      // Hash in both cases, so a known address takes as long as a new one.
      const passwordHash = await hashPassword(fields.user_password);
      const answer = { message: graduateMessages.received };
      const tellOwner = async () => {
        const existing = await usersRepository.findByEmail(fields.user_email);
        if (existing === undefined) return;
        if (existing.is_email_verified) {
          await reception.sendMail(existing, 'already_registered', {
            link: `${appUrl}/reception/password-forgot`,
          });
        } else {
          await reception.sendMail(existing, 'verify_email', {
            link: verificationLink(
              await emailTokens.issue(existing.user_id, 'verify_email', {
                credentials: {
                  password_hash: passwordHash,
                  user_first_name: fields.user_first_name,
                  user_last_name: fields.user_last_name,
                  locale: fields.locale,
                },
              }),
            ),
          });
        }
      };
      if ((await usersRepository.findByEmail(fields.user_email)) !== undefined) {
        await tellOwner();
        return answer;
      }

      const proofFile =
        proof === undefined ? null : await files.save('proofs', proof.content, proof.extension);
      let created: { user: Awaited<ReturnType<typeof usersRepository.insert>>; token: string };
      try {
        created = await db.transaction(async (transaction) => {
          const user = await createUsersRepository(transaction).insert({
            user_email: fields.user_email,
            password_hash: passwordHash,
            user_first_name: fields.user_first_name,
            user_last_name: fields.user_last_name,
            locale: fields.locale,
            user_role: 'graduate',
            status: 'pending',
            is_email_verified: false,
            department: fields.department,
          });
          const application = await createGraduatesRepository(transaction).insert({
            user_id: user.user_id,
            graduation_year: fields.graduation_year,
            student_number: fields.student_number,
            department: fields.department,
            proof_file: proofFile,
            proof_media_type: proof?.mediaType ?? null,
          });
          await recordRowAudit(
            transaction,
            user.user_id,
            'graduate_application.submitted',
            application.application_id,
            { has_proof: proofFile !== null },
          );
          const token = await createEmailTokens(transaction).issue(user.user_id, 'verify_email');
          return { user, token };
        });
      } catch (error) {
        await files.remove('proofs', proofFile);
        // The same address registered a moment ago, in another request.
        if (isUniqueViolation(error)) {
          await tellOwner();
          return answer;
        }
        throw error;
      }
      await reception.sendMail(created.user, 'graduate_received', {
        link: verificationLink(created.token),
      });
      return answer;
    },

    /** `POST /reception-vip/login`: approved graduates only; the others learn where they stand. */
    async login(
      input: { user_email: string; user_password: string; remember_me: boolean },
      clientAddress: string,
    ): Promise<SignInAnswer> {
      const user = await reception.authenticatePassword(
        input.user_email,
        input.user_password,
        clientAddress,
      );
      await reception.assertMaySignIn(user);
      if (user.user_role !== 'graduate') throw AppError.forbidden(graduateMessages.notGraduate);
      return reception.beginSignIn(user, input.remember_me);
    },

    async list(query: ListQuery) {
      const { rows, total } = await repository.list(query);
      return pageOf(rows.map(toApplication), query, total);
    },

    /** How many applications wait for a decision (the dashboard's count). */
    countPending: () => repository.countPending(),

    async get(applicationId: string): Promise<GraduateApplication> {
      return toApplication(await findApplication(applicationId));
    },

    /** The proof document as stored: re-encoded WebP or a checked PDF. */
    async proof(
      applicationId: string,
    ): Promise<{ content: Buffer; mediaType: string; fileName: string }> {
      const application = await repository.findRow(applicationId);
      if (application?.proof_file == null)
        throw AppError.notFound('This application has no proof document');
      const content = await files.read('proofs', application.proof_file);
      if (content === undefined) throw AppError.notFound('This application has no proof document');
      const extension = application.proof_file.endsWith('.pdf') ? 'pdf' : 'webp';
      return {
        content,
        mediaType:
          application.proof_media_type ?? (extension === 'pdf' ? 'application/pdf' : 'image/webp'),
        fileName: `proof-${application.student_number}.${extension}`,
      };
    },

    /** `POST /reception-vip/applications/{id}/verify`: approve or reject a pending application. */
    async review(
      reviewerId: string,
      applicationId: string,
      review: Review,
    ): Promise<GraduateApplication> {
      const note = review.note === '' ? null : review.note;
      const applicant = await db.transaction(async (transaction) => {
        const applications = createGraduatesRepository(transaction);
        const application = await applications.lockForReview(applicationId);
        if (application === undefined) throw AppError.notFound('This application does not exist');
        if (application.status !== 'pending') {
          throw AppError.conflict(`This application has already been ${application.status}`);
        }
        const status = review.decision === 'approve' ? 'approved' : 'rejected';
        await applications.update(applicationId, {
          status,
          reviewer_id: reviewerId,
          note,
          reviewed_at: new Date(),
        });
        const usersInTransaction = createUsersRepository(transaction);
        const user = await usersInTransaction.findById(application.user_id);
        if (user === undefined) throw AppError.notFound('This application does not exist');
        // A pending account becomes active; one an admin deactivated meanwhile stays so.
        if (status === 'approved' && user.status === 'pending') {
          await usersInTransaction.update(user.user_id, { status: 'active' });
        }
        await recordRowAudit(
          transaction,
          reviewerId,
          `graduate_application.${status}`,
          applicationId,
          { user_id: user.user_id, ...(note === null ? {} : { note }) },
        );
        return user;
      });
      if (review.decision === 'approve') {
        await reception.sendMail(applicant, 'graduate_approved', {
          link: `${appUrl}/reception-vip/login`,
        });
      } else {
        await reception.sendMail(applicant, 'graduate_rejected', { note: review.note });
      }
      return toApplication(await findApplication(applicationId));
    },
  };
}

export type GraduatesService = ReturnType<typeof createGraduatesService>;
