import { count } from 'drizzle-orm';
import type { Database } from './db/database';
import { users } from './features/accounts/accounts.tables';
import type { DemoAccount } from './features/accounts/demo-accounts';
import { departments } from './features/courses/courses.tables';

/**
 * Whether a database needs the seed, asked apart from the seed itself: the
 * seed holds the whole demo (catalogue, people, contributions), which a start
 * on a database that has it already need not load (server.ts).
 */

export interface SeedResult {
  /** True when the database was new and got data now. */
  isNewDatabase: boolean;
  demoAccounts: readonly DemoAccount[];
  courseCount: number;
  /** Course experiences of every status, from the demo accounts and the contributors. */
  experienceCount: number;
}

/** A database with neither departments nor users: the only kind the seed fills. */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [departmentCount] = await db.select({ value: count() }).from(departments);
  const [userCount] = await db.select({ value: count() }).from(users);
  return (departmentCount?.value ?? 0) === 0 && (userCount?.value ?? 0) === 0;
}

/** What a seed that added nothing reports. */
export function nothingSeeded(isNewDatabase: boolean): SeedResult {
  return { isNewDatabase, demoAccounts: [], courseCount: 0, experienceCount: 0 };
}
