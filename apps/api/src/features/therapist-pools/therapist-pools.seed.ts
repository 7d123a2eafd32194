import { foldSearchText, therapistPoolNoticeVersion, type TherapistPool } from '@campus/contracts';
import type { Transaction } from '../../db/database';
import type { DemoPeople } from '../../platform/feature-seed';
import {
  therapistPoolConsents,
  therapistPoolEntries,
  therapistPoolReports,
  type NewTherapistPoolEntryRow,
} from './therapist-pools.tables';
import {
  psychiatryEntries,
  psychologyEntries,
  type DemoPoolEntry,
} from './therapist-pools.seed-data';

const dayMs = 24 * 60 * 60 * 1000;
/** The demo entries were shared over the months before the demo date, oldest first. */
const firstShared = new Date('2026-01-12T10:00:00.000Z').getTime();

/**
 * The demo pools: about fourteen approved entries per pool, three waiting,
 * one rejected and one hidden, by the seeded contributors; the demo student
 * has accepted the psychology notice and has an entry waiting; one open
 * report waits for the moderators.
 */
export async function insertTherapistPools(
  transaction: Transaction,
  demo: DemoPeople,
): Promise<void> {
  const { contributorIds: authorIds, moderatorId, studentId } = demo;
  if (authorIds.length === 0) throw new Error('The therapist pools need seeded contributors');
  const pools: readonly [TherapistPool, readonly DemoPoolEntry[]][] = [
    ['psychology', psychologyEntries],
    ['psychiatry', psychiatryEntries],
  ];
  const rows: NewTherapistPoolEntryRow[] = pools.flatMap(([pool, entries], poolIndex) =>
    entries.map((entry, index) => {
      const created = new Date(firstShared + (index * 6 + poolIndex * 3) * dayMs);
      const reviewed = entry.status === 'waiting' ? null : new Date(created.getTime() + dayMs);
      // The demo student wrote the first waiting psychology entry, to see it in their space.
      const isStudents = pool === 'psychology' && entry.status === 'waiting' && index === 14;
      const authorId = isStudents
        ? studentId
        : (authorIds[(index * 7 + poolIndex * 3) % authorIds.length] ?? studentId);
      return {
        pool,
        therapist_name: entry.therapist_name,
        experience: entry.experience,
        sessions: entry.sessions,
        fee: entry.fee,
        city: entry.city,
        city_key: foldSearchText(entry.city),
        is_online: entry.is_online,
        status: entry.status,
        review_note: entry.review_note ?? null,
        reviewer_id: reviewed === null ? null : moderatorId,
        reviewed_at: reviewed,
        author_id: authorId,
        search_text: foldSearchText([entry.therapist_name, entry.city, entry.experience].join(' ')),
        created_at: created,
        updated_at: created,
      };
    }),
  );
  const inserted = await transaction.insert(therapistPoolEntries).values(rows).returning({
    entry_id: therapistPoolEntries.entry_id,
    therapist_name: therapistPoolEntries.therapist_name,
    author_id: therapistPoolEntries.author_id,
  });

  await transaction
    .insert(therapistPoolConsents)
    .values({ user_id: studentId, pool: 'psychology', notice_version: therapistPoolNoticeVersion });

  // One open report about an approved psychiatry entry, by someone who did not write it.
  const reported = inserted.find((row) => row.therapist_name === 'Dr. Levent Güneş');
  const reporter = authorIds.find((id) => id !== reported?.author_id);
  if (reported === undefined || reporter === undefined) {
    throw new Error('The demo report has no entry or reporter');
  }
  await transaction.insert(therapistPoolReports).values({
    entry_id: reported.entry_id,
    reporter_id: reporter,
    reason:
      'The entry says the appointment was short; I think it should not be shown before the clinic is asked.',
    created_at: new Date(firstShared + 120 * dayMs),
  });
}
