import { notificationCountSchema, notificationPageSchema } from '@campus/contracts';
import type { NotificationRow } from '../../src/features/notifications/notifications.tables';
import type { TestContext } from './app';
import { createListing } from './factories/listings';
import { createNotification } from './factories/notifications';
import { expectStatus } from './http';

export const minuteMs = 60_000;

/** A waiting listing of `authorId`, reviewed by the moderator through the API; answers its id. */
export async function reviewedListing(
  context: TestContext,
  moderator: string,
  authorId: string,
  decision: 'approve' | 'reject',
  note?: string,
): Promise<string> {
  const listing = await createListing(context, { author_id: authorId });
  const reviewed = await context.api.call(
    'POST',
    `/listings/review/${listing.listing_id}/${decision}`,
    moderator,
    note === undefined ? undefined : { note },
  );
  expectStatus(reviewed, 200);
  await context.app.domainEvents.idle();
  return listing.listing_id;
}

/** The notifications tests' helpers, bound to the test app of the file that uses them. */
export function createNotificationHelpers(t: TestContext) {
  /** `count` unread notifications of `userId`, a minute apart, the last one the newest. */
  async function unreadNotifications(userId: string, count: number) {
    const rows: NotificationRow[] = [];
    for (let index = 0; index < count; index += 1) {
      rows.push(
        await createNotification(t, {
          user_id: userId,
          created_at: new Date(Date.now() - (count - index) * minuteMs),
        }),
      );
    }
    return rows;
  }

  async function list(token: string, query = '') {
    return t.api.read(`/notifications${query}`, token, notificationPageSchema);
  }

  async function unreadCount(token: string): Promise<number> {
    return (await t.api.read('/notifications/unread-count', token, notificationCountSchema)).count;
  }

  return { list, unreadCount, unreadNotifications };
}
