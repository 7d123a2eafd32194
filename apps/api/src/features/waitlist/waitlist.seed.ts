import { waitlistFeatures, type WaitlistFeature } from '@campus/contracts';
import type { Transaction } from '../../db/database';
import type { DemoPeople } from '../../platform/feature-seed';
import { waitlistEntries } from './waitlist.tables';

/** Notes some people leave, in English and Turkish. */
const notes: Partial<Record<WaitlistFeature, readonly string[]>> = {
  ai_assistant: [
    'Would love help with calculus problem sets.',
    'Ders notlarımı özetleyebilirse harika olur.',
  ],
  matching: ['Looking for a study group for MATH 101.', 'Fizik için çalışma arkadaşı arıyorum.'],
  mobile_app: ['Please add event reminders as notifications.'],
  marketplace: ['I have a lot of old textbooks to sell.', 'İkinci el hesap makinesi arıyorum.'],
  mentoring: ['Interested in software engineering careers.'],
};

/** How popular each feature is among the contributors (out of 10). */
const interest: Record<WaitlistFeature, number> = {
  ai_assistant: 7,
  matching: 5,
  mobile_app: 6,
  marketplace: 4,
  mentoring: 3,
};

const hour = 60 * 60 * 1000;

/** How many entries the demo has at most. */
const entryLimit = 60;

/**
 * About sixty waitlist entries spread over the features, from the
 * contributors (the demo accounts join none, so the demo shows Join).
 */
export async function insertWaitlist(transaction: Transaction, demo: DemoPeople): Promise<void> {
  const { contributorIds: userIds, now } = demo;
  const rows: (typeof waitlistEntries.$inferInsert)[] = [];
  for (const [person, userId] of userIds.entries()) {
    for (const [featureIndex, feature] of waitlistFeatures.entries()) {
      if (rows.length >= entryLimit) break;
      if ((person * 3 + featureIndex * 7) % 10 >= interest[feature]) continue;
      const pool = notes[feature] ?? [];
      const note = person % 3 === 0 ? (pool[person % Math.max(1, pool.length)] ?? null) : null;
      rows.push({
        user_id: userId,
        feature,
        note,
        created_at: new Date(now.getTime() - (rows.length * 7 + 3) * hour),
      });
    }
  }
  if (rows.length > 0) await transaction.insert(waitlistEntries).values(rows);
}
