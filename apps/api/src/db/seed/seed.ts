import { count } from 'drizzle-orm';
import { foldSearchText } from '@campus/contracts';
import type { Database } from '../database';
import { departments, courses, type NewCourseRow } from '../../features/courses/courses.tables';
import { users } from '../../features/accounts/accounts.tables';
import { hashPassword } from '../../platform/passwords';
import { buildCatalogue } from './catalogue';
import { demoAccounts, type DemoAccount } from './demo-accounts';

export interface SeedResult {
  /** True when the database was new and got data now. */
  isNewDatabase: boolean;
  demoAccounts: readonly DemoAccount[];
  courseCount: number;
}

/** Rows per INSERT, well under PostgreSQL's limit of 65,535 parameters a statement. */
const insertBatchSize = 200;

/**
 * Fills a new database: the university's catalogue and, when asked, the
 * demo accounts. A database that already has departments or users is left
 * alone, so a restart never duplicates anything.
 */
export async function seedDatabase(
  db: Database,
  options: { withDemoData: boolean },
): Promise<SeedResult> {
  const [departmentCount] = await db.select({ value: count() }).from(departments);
  const [userCount] = await db.select({ value: count() }).from(users);
  const isEmpty = (departmentCount?.value ?? 0) === 0 && (userCount?.value ?? 0) === 0;
  if (!isEmpty || !options.withDemoData)
    return { isNewDatabase: isEmpty, demoAccounts: [], courseCount: 0 };

  const catalogue = buildCatalogue();
  const passwordHashes = await Promise.all(
    demoAccounts.map((account) => hashPassword(account.password)),
  );

  await db.transaction(async (transaction) => {
    const insertedDepartments = await transaction
      .insert(departments)
      .values(catalogue.departments)
      .returning({ department_id: departments.department_id, code: departments.code });
    const departmentIds = new Map(insertedDepartments.map((row) => [row.code, row.department_id]));

    const courseRows: NewCourseRow[] = catalogue.courses.map((course) => {
      const departmentId = departmentIds.get(course.department_code);
      if (departmentId === undefined)
        throw new Error(`Unknown department ${course.department_code}`);
      const { department_code: _unused, ...fields } = course;
      return {
        ...fields,
        department_id: departmentId,
        search_text: foldSearchText(
          [course.course_code, course.name_en, course.name_tr, course.instructor_name].join(' '),
        ),
      };
    });
    for (let start = 0; start < courseRows.length; start += insertBatchSize) {
      await transaction.insert(courses).values(courseRows.slice(start, start + insertBatchSize));
    }

    await transaction.insert(users).values(
      demoAccounts.map((account, index) => ({
        user_email: account.user_email,
        password_hash: passwordHashes[index] ?? null,
        user_role: account.user_role,
        user_first_name: account.user_first_name,
        user_last_name: account.user_last_name,
        locale: account.locale,
        status: 'active' as const,
        is_email_verified: true,
      })),
    );
  });

  return { isNewDatabase: true, demoAccounts, courseCount: catalogue.courses.length };
}
