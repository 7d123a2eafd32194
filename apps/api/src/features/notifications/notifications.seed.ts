import type { ExperienceStatus, ListingStatus } from '@campus/contracts';
import type { Transaction } from '../../db/database';
import type { DemoPeople } from '../../platform/feature-seed';
import { notifications, type NewNotificationRow } from './notifications.tables';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * What the seed already holds for the demo student, found by the features that own it
 * (seed.ts asks them): their newest reviewed course experience and listing, and the newest
 * reply someone else wrote to their pool question.
 */
export interface DemoStudentActivity {
  experience:
    | {
        experience_id: string;
        course_id: string;
        course_code: string;
        status: ExperienceStatus;
        review_note: string | null;
      }
    | undefined;
  listing: { listing_id: string; status: ListingStatus; review_note: string | null } | undefined;
  reply: { question_id: string; reply_id: string } | undefined;
}

/**
 * The demo student's notifications, made from what the seed already holds for them (a reviewed
 * course experience, a reviewed listing, a reply to their pool question): read ones, and the
 * newest unread, so the navbar shows a count from the first sign-in.
 */
export async function insertNotifications(
  transaction: Transaction,
  demo: DemoPeople,
  activity: DemoStudentActivity,
): Promise<void> {
  const { studentId, now } = demo;
  const { experience, listing, reply } = activity;
  const rows: NewNotificationRow[] = [];
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * dayMs);

  if (experience !== undefined && experience.status !== 'waiting') {
    rows.push({
      user_id: studentId,
      kind: 'course_experience.reviewed',
      payload: {
        experience_id: experience.experience_id,
        course_id: experience.course_id,
        course_code: experience.course_code,
        status: experience.status,
        note: experience.status === 'rejected' ? experience.review_note : null,
      },
      link: '/my-space',
      read_at: at(6),
      created_at: at(7),
    });
  }

  if (listing !== undefined && (listing.status === 'approved' || listing.status === 'rejected')) {
    rows.push({
      user_id: studentId,
      kind: 'listing.reviewed',
      payload: {
        listing_id: listing.listing_id,
        status: listing.status,
        note: listing.status === 'rejected' ? listing.review_note : null,
      },
      link: '/my-space',
      read_at: at(3),
      created_at: at(4),
    });
  }

  if (reply !== undefined) {
    rows.push({
      user_id: studentId,
      kind: 'pool_question.replied',
      payload: { question_id: reply.question_id, reply_id: reply.reply_id },
      link: `/questions?thread=${reply.question_id}`,
      read_at: at(1),
      created_at: at(2),
    });
  }

  // The newest is left unread.
  const newest = rows.reduce<NewNotificationRow | undefined>(
    (latest, row) =>
      latest === undefined || (row.created_at ?? now) > (latest.created_at ?? now) ? row : latest,
    undefined,
  );
  if (newest !== undefined) newest.read_at = null;
  if (rows.length > 0) await transaction.insert(notifications).values(rows);
}
