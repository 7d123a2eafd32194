import { expect } from 'vitest';
import { therapistEntryListSchema, type TherapistPool } from '@campus/contracts';
import { therapistPoolEntries } from '../../src/features/therapist-pools/therapist-pools.tables';
import type { TestContext } from './app';
import { createUser, type TestUser } from './factories/accounts';
import { acceptPoolConsent, therapistEntryDefaults } from './factories/therapist-pools';

export function entryBody(overrides: Record<string, unknown> = {}) {
  return { ...therapistEntryDefaults, ...overrides };
}

/** Keys that would name who wrote an entry or a report. */
export const authorKeys = [
  'author_id',
  'user_id',
  'reporter_id',
  'author',
  'reviewer_id',
  'user_email',
];

export function expectNoAuthor(body: string, authorId: string) {
  for (const key of authorKeys) expect(body).not.toContain(`"${key}"`);
  expect(body).not.toContain(authorId);
}

/** The therapist pools tests' helpers, bound to the test app of the file that uses them. */
export function createTherapistPoolHelpers(t: TestContext) {
  /** A student who accepted the consent notice of the pools given. */
  async function consenting(...pools: TherapistPool[]): Promise<TestUser> {
    const user = await createUser(t);
    await acceptPoolConsent(t, user.id, ...pools);
    return user;
  }

  /** The tests count entries over whole pools: a test that counts starts from none. */
  async function emptyPools(): Promise<void> {
    await t.database.db.delete(therapistPoolEntries);
  }

  async function list(pool: TherapistPool, query: string, token: string) {
    return t.api.read(`/pools/${pool}/entries${query}`, token, therapistEntryListSchema);
  }

  return { consenting, emptyPools, list };
}
