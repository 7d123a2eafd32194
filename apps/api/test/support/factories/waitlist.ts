import type { WaitlistFeature } from '@campus/contracts';
import { createWaitlistRepository } from '../../../src/features/waitlist/waitlist.repository';
import type { WaitlistEntryRow } from '../../../src/features/waitlist/waitlist.tables';
import type { TestContext } from '../app';

/** A person on the waitlist of a feature, with an optional note. */
export async function joinWaitlist(
  t: TestContext,
  userId: string,
  feature: WaitlistFeature,
  note: string | null = null,
): Promise<WaitlistEntryRow> {
  const row = await createWaitlistRepository(t.database.db).insert(userId, feature, note);
  if (row === undefined) throw new Error(`This person is already on the ${feature} waitlist`);
  return row;
}
