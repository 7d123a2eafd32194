import type { Locale, UserRole } from '@campus/contracts';

/** Whom a notice by mail goes to, and whether the account may still receive one. */
export interface Recipient {
  email: string;
  firstName: string;
  locale: Locale;
  active: boolean;
}

export interface PersonName {
  first_name: string;
  last_name: string;
}

/**
 * What a feature may read of people: names, contacts, mail recipients,
 * searches and walks over everyone. The accounts feature answers it
 * (`features/accounts/people.ts`) and app.ts hands it to the features that
 * ask, so that no feature reaches into the accounts' tables.
 */
export interface People {
  namesOf(userIds: readonly string[]): Promise<Map<string, PersonName>>;
  /** "First L." of several accounts, as the community features show people. */
  displayNamesOf(userIds: readonly string[]): Promise<Map<string, string>>;
  emailsOf(userIds: readonly string[]): Promise<Map<string, string>>;
  contactsOf(userIds: readonly string[]): Promise<Map<string, PersonName & { email: string }>>;
  roleOf(userId: string): Promise<UserRole | undefined>;
  recipientOf(userId: string): Promise<Recipient | undefined>;
  userIdByEmail(email: string): Promise<string | undefined>;
  /** Account ids whose name or e-mail address matches words (admins' searches). */
  userIdsMatching(q: string, limit: number): Promise<string[]>;
  /** The active admins' account ids (told of what needs an admin). */
  activeAdminIds(): Promise<string[]>;
  /** Active accounts after an id, in id order: a batch of a walk over everyone (broadcasts). */
  activeUserIdsAfter(afterId: string | null, limit: number): Promise<string[]>;
}
