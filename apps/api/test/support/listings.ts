import {
  campusDateOf,
  listingPageSchema,
  listingSchema,
  shiftCampusDate,
  type Listing,
  type ListingWriteInput,
} from '@campus/contracts';
import type { TestContext } from './app';
import { createUser } from './factories/accounts';
import { expectStatus } from './http';

export function today(): string {
  return campusDateOf(new Date());
}

export function listingBody(overrides: Partial<ListingWriteInput> = {}): ListingWriteInput {
  return {
    category: 'car_pooling',
    title: 'Ankara → İstanbul this Friday, 2 seats',
    description: 'Leaving the main gate at 17:00, back on Sunday evening. Fuel shared.',
    contact: 'elif@ogr.yesiltepe.edu.tr',
    expires_on: shiftCampusDate(today(), 5),
    ...overrides,
  };
}

/** The listings tests' helpers, bound to the test app of the file that uses them. */
export function createListingHelpers(t: TestContext) {
  /** A moderator's approval through the queue. */
  async function approve(moderator: string, listingId: string): Promise<Listing> {
    return expectStatus(
      await t.api.call('POST', `/listings/review/${listingId}/approve`, moderator),
      200,
      listingSchema,
    );
  }

  async function board(token: string, query: string) {
    return t.api.read(`/listings${query}`, token, listingPageSchema);
  }

  async function queue(moderator: string, query: string) {
    return t.api.read(`/listings/review${query}`, moderator, listingPageSchema);
  }

  /** A moderator, an author and another student. */
  async function people() {
    const [moderator, student, other] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t, { role: 'student' }),
      createUser(t, { role: 'student' }),
    ]);
    return { moderator, student, other };
  }

  return { approve, board, people, queue };
}
