import { randomUUID } from 'node:crypto';
import {
  createContactRepository,
  type ContactValues,
} from '../../../src/features/contact/contact.repository';
import type { ContactMessageRow } from '../../../src/features/contact/contact.tables';
import type { TestContext } from '../app';

/** A message of the contact form, new, with a unique e-mail address and subject unless given. */
export async function createContactMessage(
  t: TestContext,
  overrides: Partial<ContactValues> = {},
): Promise<ContactMessageRow> {
  const key = randomUUID().slice(0, 8);
  return createContactRepository(t.database.db).insert({
    first_name: 'Ayşe',
    last_name: 'Yılmaz',
    email: `ayse.${key}@example.com`,
    phone: '+90 (532) 123-45-67',
    subject: `Question about the mobile app ${key}`,
    platform: 'mobile',
    details: 'The course list does not load on my phone after the last update.',
    locale: 'tr',
    ...overrides,
  });
}
