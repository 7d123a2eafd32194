import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Transaction } from '../database';
import { courseExperiences, courses } from '../../features/courses/courses.tables';
import { listings } from '../../features/listings/listings.tables';
import { poolQuestions, poolReplies } from '../../features/questions/questions.tables';
import {
  notifications,
  type NewNotificationRow,
} from '../../features/notifications/notifications.tables';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The demo student's notifications, made from what the seed already holds for them (a reviewed
 * course experience, a reviewed listing, a reply to their pool question): read ones, and the
 * newest unread, so the navbar shows a count from the first sign-in.
 */
export async function insertNotifications(
  transaction: Transaction,
  options: { studentId: string; now: Date },
): Promise<number> {
  const { studentId, now } = options;
  const rows: NewNotificationRow[] = [];
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * dayMs);

  const [experience] = await transaction
    .select({
      experience_id: courseExperiences.experience_id,
      course_id: courseExperiences.course_id,
      course_code: courses.course_code,
      status: courseExperiences.status,
      review_note: courseExperiences.review_note,
    })
    .from(courseExperiences)
    .innerJoin(courses, eq(courses.course_id, courseExperiences.course_id))
    .where(
      and(
        eq(courseExperiences.user_id, studentId),
        inArray(courseExperiences.status, ['approved', 'rejected']),
      ),
    )
    .orderBy(desc(courseExperiences.created_at))
    .limit(1);
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

  const [listing] = await transaction
    .select({
      listing_id: listings.listing_id,
      status: listings.status,
      review_note: listings.review_note,
    })
    .from(listings)
    .where(
      and(eq(listings.author_id, studentId), inArray(listings.status, ['approved', 'rejected'])),
    )
    .orderBy(desc(listings.created_at))
    .limit(1);
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

  const [reply] = await transaction
    .select({ question_id: poolReplies.question_id, reply_id: poolReplies.reply_id })
    .from(poolReplies)
    .innerJoin(poolQuestions, eq(poolQuestions.question_id, poolReplies.question_id))
    .where(and(eq(poolQuestions.author_id, studentId), ne(poolReplies.author_id, studentId)))
    .orderBy(desc(poolReplies.created_at))
    .limit(1);
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
  return rows.length;
}
