import { eq } from 'drizzle-orm';
import {
  therapistPoolNoticeVersion,
  type TherapistEntryStatus,
  type TherapistPool,
} from '@campus/contracts';
import {
  createTherapistPoolsRepository,
  type TherapistEntryValues,
} from '../../../src/features/therapist-pools/therapist-pools.repository';
import {
  therapistPoolEntries,
  type TherapistPoolEntryRow,
} from '../../../src/features/therapist-pools/therapist-pools.tables';
import type { TestContext } from '../app';

/** The person accepted the consent notice (its current version) of each pool given. */
export async function acceptPoolConsent(
  t: TestContext,
  userId: string,
  ...pools: TherapistPool[]
): Promise<void> {
  const repository = createTherapistPoolsRepository(t.database.db);
  for (const pool of pools) await repository.saveConsent(userId, pool, therapistPoolNoticeVersion);
}

/** What an experience of a therapist says unless a test gives its own. */
export const therapistEntryDefaults = {
  therapist_name: 'Uzm. Psk. Zeynep Arslan',
  experience: 'Calm and structured sessions; she explained each step of the therapy clearly.',
  sessions: 8,
  fee: 1500,
  city: 'İstanbul',
  is_online: false,
};

export interface TherapistEntryOptions extends Partial<TherapistEntryValues> {
  author_id: string;
  /** psychology unless given. */
  pool?: TherapistPool;
  /** waiting unless given; any other status is set as a review would, by `reviewer_id`. */
  status?: TherapistEntryStatus;
  review_note?: string | null;
  reviewer_id?: string | null;
}

/** An experience of a therapist by `author_id`, written straight to the database. */
export async function createTherapistEntry(
  t: TestContext,
  options: TherapistEntryOptions,
): Promise<TherapistPoolEntryRow> {
  const { author_id, pool, status, review_note, reviewer_id, ...values } = options;
  const row = await createTherapistPoolsRepository(t.database.db).insert({
    ...therapistEntryDefaults,
    ...values,
    pool: pool ?? 'psychology',
    author_id,
  });
  if (status === undefined || status === 'waiting') return row;
  const [reviewed] = await t.database.db
    .update(therapistPoolEntries)
    .set({
      status,
      review_note: review_note ?? null,
      reviewer_id: reviewer_id ?? null,
      reviewed_at: new Date(),
    })
    .where(eq(therapistPoolEntries.entry_id, row.entry_id))
    .returning();
  if (reviewed === undefined) throw new Error('The therapist entry was not reviewed');
  return reviewed;
}

/** An open report of an entry by `reporter_id`. */
export async function createTherapistReport(
  t: TestContext,
  options: { entry_id: string; reporter_id: string; reason?: string },
): Promise<{ report_id: string }> {
  return createTherapistPoolsRepository(t.database.db).insertReport({
    entry_id: options.entry_id,
    reporter_id: options.reporter_id,
    reason: options.reason ?? 'This names a real therapist with an accusation.',
  });
}
