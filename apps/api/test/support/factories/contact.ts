import { randomUUID } from 'node:crypto';
import {
  createContactRepository,
  type ContactValues,
} from '../../../src/features/contact/contact.repository';
import type { ContactMessageRow } from '../../../src/features/contact/contact.tables';
import type { TestContext } from '../app';

/** What the contact form sends: a unique e-mail address and subject unless given. */
export function contactValues(overrides: Partial<ContactValues> = {}): ContactValues {
  const key = randomUUID().slice(0, 8);
  return {
    first_name: 'Ayşe',
    last_name: 'Yılmaz',
    email: `ayse.${key}@example.com`,
    phone: '+90 (532) 123-45-67',
    subject: `Question about the mobile app ${key}`,
    platform: 'mobile',
    details: 'The course list does not load on my phone after the last update.',
    locale: 'tr',
    ...overrides,
  };
}

/** A message of the contact form, new, as `contactValues` makes it. */
export async function createContactMessage(
  t: TestContext,
  overrides: Partial<ContactValues> = {},
): Promise<ContactMessageRow> {
  return createContactRepository(t.database.db).insert(contactValues(overrides));
}
