import {
  shortPersonName,
  type ContactListQuery,
  type ContactMessage,
  type ContactMessagePage,
  type ContactReceipt,
  type ContactReplyBody,
  type ContactWriteBody,
} from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { runReview } from '../../platform/moderation';
import type { MailOutbox } from '../../platform/mail/mailer';
import { renderMail } from '../../platform/mail/templates';
import { createContactRepository } from './contact.repository';
import type { ContactMessageRow } from './contact.tables';
import { pageOf } from '../../platform/wire-page';

/** People's names by account id; an id without an account (any more) is left out. */
export type PeopleNames = (
  userIds: readonly string[],
) => Promise<ReadonlyMap<string, { first_name: string; last_name: string }>>;

export interface ContactDependencies {
  db: Database;
  outbox: Pick<MailOutbox, 'enqueue'>;
  appUrl: string;
  /** The accounts feature answers the handlers' names. */
  namesOf: PeopleNames;
}

const noSuchMessage = () => AppError.notFound('There is no such contact message');

export function createContactService({ db, outbox, appUrl, namesOf }: ContactDependencies) {
  const repository = createContactRepository(db);

  async function viewsOf(rows: readonly ContactMessageRow[]): Promise<ContactMessage[]> {
    const handlerIds = [
      ...new Set(rows.flatMap((row) => (row.handled_by === null ? [] : [row.handled_by]))),
    ];
    const names =
      handlerIds.length === 0
        ? new Map<string, { first_name: string; last_name: string }>()
        : await namesOf(handlerIds);
    return rows.map((row) => {
      const handler = row.handled_by === null ? undefined : names.get(row.handled_by);
      return {
        contact_id: row.contact_id,
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email,
        phone: row.phone,
        subject: row.subject,
        platform: row.platform,
        details: row.details,
        locale: row.locale,
        status: row.status,
        handled_by_name:
          handler === undefined ? null : shortPersonName(handler.first_name, handler.last_name),
        handled_at: row.handled_at?.toISOString() ?? null,
        reply: row.reply,
        replied_at: row.replied_at?.toISOString() ?? null,
        created_at: row.created_at.toISOString(),
      };
    });
  }

  async function viewOf(row: ContactMessageRow): Promise<ContactMessage> {
    const [view] = await viewsOf([row]);
    if (view === undefined) throw noSuchMessage();
    return view;
  }

  return {
    /** Keeps a message of the public form; a filled honeypot is answered alike, and dropped. */
    async send(body: ContactWriteBody): Promise<ContactReceipt> {
      if (body.website !== undefined && body.website.trim() !== '') return { received: true };
      await repository.insert({
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        phone: body.phone ?? null,
        subject: body.subject,
        platform: body.platform,
        details: body.details,
        locale: body.locale,
      });
      return { received: true };
    },

    async list(query: ContactListQuery): Promise<ContactMessagePage> {
      const { rows, total } = await repository.list(query);
      return pageOf(await viewsOf(rows), query, total);
    },

    /** How many messages are not handled yet (the admins' count). */
    countNew: () => repository.countNew(),

    async findOne(contactId: string): Promise<ContactMessage> {
      const row = await repository.findById(contactId);
      if (row === undefined) throw noSuchMessage();
      return viewOf(row);
    },

    /** Marks a message handled; audited. Handling a handled message again changes nothing. */
    async markHandled(contactId: string, admin: AuthUser): Promise<ContactMessage> {
      const row = await runReview(
        { db },
        {
          actorId: admin.userId,
          update: (transaction) =>
            createContactRepository(transaction).markHandled(contactId, admin.userId),
          audit: (updated) => ({
            action: 'contact.handled',
            targetType: 'contact_message',
            targetId: updated.contact_id,
          }),
          refusal: noSuchMessage,
        },
      );
      return viewOf(row);
    },

    /**
     * Answers a message by e-mail in the sender's language and marks it handled; audited.
     * A later answer replaces the stored one.
     */
    async reply(
      contactId: string,
      body: ContactReplyBody,
      admin: AuthUser,
    ): Promise<ContactMessage> {
      const row = await runReview(
        { db },
        {
          actorId: admin.userId,
          update: (transaction) =>
            createContactRepository(transaction).markHandled(contactId, admin.userId, body.message),
          // The answer's mail is queued with the change: no mail when it rolls back.
          follow: async (transaction, updated) => {
            await outbox.enqueue(
              renderMail('contact_reply', updated.locale, {
                to: updated.email,
                firstName: updated.first_name,
                appUrl,
                note: body.message,
              }),
              transaction,
            );
            return updated;
          },
          audit: (updated) => ({
            action: 'contact.replied',
            targetType: 'contact_message',
            targetId: updated.contact_id,
            details: { fields: ['reply'] },
          }),
          refusal: noSuchMessage,
        },
      );
      return viewOf(row);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
