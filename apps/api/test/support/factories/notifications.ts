import { randomUUID } from 'node:crypto';
import type { NotificationKind, NotificationPayloads } from '@campus/contracts';
import { createNotificationsRepository } from '../../../src/features/notifications/notifications.repository';
import type { NotificationRow } from '../../../src/features/notifications/notifications.tables';
import type { TestContext } from '../app';

/** A kind with its payload and link; a listing approval unless given. */
type Content = {
  [Kind in NotificationKind]: { kind: Kind; payload: NotificationPayloads[Kind]; link: string };
}[NotificationKind];

export type NotificationOptions = {
  user_id: string;
  /** When it was read; unread unless given. */
  read_at?: Date | null;
  /** Now unless given (the list is newest first). */
  created_at?: Date;
} & (Content | { kind?: undefined });

/**
 * A notification of `user_id` written straight to the database, without a
 * domain event (nothing is pushed to open streams): by default the approval
 * of a listing of theirs, unread.
 */
export async function createNotification(
  t: TestContext,
  options: NotificationOptions,
): Promise<NotificationRow> {
  const content: Content =
    options.kind === undefined
      ? {
          kind: 'listing.reviewed',
          payload: { listing_id: randomUUID(), status: 'approved', note: null },
          link: '/my-space',
        }
      : options;
  return createNotificationsRepository(t.database.db).insert({
    user_id: options.user_id,
    kind: content.kind,
    payload: content.payload,
    link: content.link,
    read_at: options.read_at ?? null,
    ...(options.created_at === undefined ? {} : { created_at: options.created_at }),
  });
}
