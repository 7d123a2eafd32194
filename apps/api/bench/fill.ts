import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../src/db/database';
import { demoAccounts } from '../src/features/accounts/demo-accounts';
import { seedDatabase } from '../src/seed';
import { users } from '../src/features/accounts/accounts.tables';
import { courseExperiences, courses } from '../src/features/courses/courses.tables';
import { timeStep, type FillSteps } from './measure';

export interface FillTargets {
  /** Active courses after the fill (the demo catalogue has about 650). */
  activeCourses: number;
  /** Accounts that author the generated experiences. */
  authors: number;
  /** Course experiences of every status after the fill. */
  experiences: number;
}

export interface FillReport {
  courses: number;
  activeCourses: number;
  users: number;
  experiences: Record<string, number>;
  /** The course with the most approved experiences, and how many it has. */
  busiestCourseId: string;
  busiestApproved: number;
  /** Milliseconds per step. */
  steps: FillSteps;
}

function demoEmail(role: 'student' | 'moderator'): string {
  const account = demoAccounts.find((candidate) => candidate.user_role === role);
  if (account === undefined) throw new Error(`There is no demo ${role} account`);
  return account.user_email;
}

async function countActiveCourses(db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(courses)
    .where(eq(courses.status, 'active'));
  return row?.value ?? 0;
}

async function countExperiences(db: Executor): Promise<number> {
  const [row] = await db.select({ value: count() }).from(courseExperiences);
  return row?.value ?? 0;
}

/** Active copies of catalogue courses ("evening" sections), so the catalogue has enough courses. */
function addCourses(extra: number) {
  return sql`
    insert into courses (course_code, department_id, name_en, name_tr, credits, ects, course_type,
      level, status, instructor_name, description_en, description_tr, semester_offered, language,
      search_text)
    select c.course_code || 'E', c.department_id, c.name_en || ' (Evening)',
      c.name_tr || ' (İkinci Öğretim)', c.credits, c.ects, c.course_type, c.level, 'active',
      c.instructor_name, c.description_en, c.description_tr, c.semester_offered, c.language,
      lower(c.course_code) || 'e ' || c.search_text || ' evening ikinci ogretim'
    from courses c
    where c.status = 'active'
    order by c.course_code
    limit ${extra}`;
}

const givenNames = sql.raw(
  `array['Ahmet','Ayşe','Mehmet','Zeynep','Can','Elif','Emre','Selin','Burak','Deniz','İrem','Oğuz']`,
);
const surnames = sql.raw(
  `array['Yılmaz','Kaya','Demir','Şahin','Çelik','Öztürk','Aydın','Arslan','Doğan','Kılıç','Işık','Güneş','Ünal','Koç','Kurt']`,
);

function addAuthors(count: number) {
  return sql`
    insert into users (user_email, user_first_name, user_last_name, user_role, locale, status,
      is_email_verified, created_at)
    select 'bench.' || lpad(g::text, 5, '0') || '@campushub.test',
      (${givenNames})[1 + g % 12], (${surnames})[1 + (g / 12) % 15],
      (case when g % 5 = 0 then 'graduate' else 'student' end)::user_role,
      (case when g % 3 = 0 then 'en' else 'tr' end)::locale, 'active', true,
      timestamptz '2022-01-10' + (g % 1400) * interval '1 day'
    from generate_series(1, ${count}::int) g`;
}

const semesters = sql.raw(
  `array['2022-spring','2022-fall','2023-spring','2023-fall','2024-spring','2024-fall','2025-spring','2025-fall','2026-spring','2026-summer']`,
);
const grades = sql.raw(`array['AA','BA','BB','CB','CC','DC','DD','FD','FF']`);

/**
 * Experiences of random authors: a skewed pick of courses (a few popular
 * courses get thousands), the course's own instructor most of the time,
 * texts reused from the seeded experiences, 90% approved, 8% waiting, 2%
 * rejected; every 600th one is the demo student's. Duplicates of
 * (author, course, semester) are skipped.
 */
function addExperiences(count: number, offset: number) {
  return sql`
    with authors as (
      select array_agg(user_id order by user_email) as ids from users
      where user_email like 'bench.%'
    ), catalogue as (
      select array_agg(course_id order by course_code) as ids from courses where status = 'active'
    ), texts as (
      select row_number() over (order by created_at, experience_id) as n, instructor_name,
        summary, details, exam_tips, resources
      from course_experiences where status = 'approved'
    ), text_count as (select count(*) as n from texts),
    demo as (
      select
        (select user_id from users where user_email = ${demoEmail('student')}) as student,
        (select user_id from users where user_email = ${demoEmail('moderator')}) as moderator
    ), picks as (
      select g,
        catalogue.ids[1 + floor(power(random(), 2.5) * cardinality(catalogue.ids))::int] as course_id,
        case when g % 600 = 0 then demo.student
          else authors.ids[1 + floor(random() * cardinality(authors.ids))::int] end as user_id,
        random() as status_draw, random() as instructor_draw,
        timestamptz '2022-06-15' + random() * interval '4 years 4 months' as created_at
      from generate_series(${offset + 1}::int, ${offset + count}::int) g, authors, catalogue, demo
    )
    insert into course_experiences (course_id, user_id, semester, instructor_name,
      rating_difficulty, rating_workload, rating_usefulness, rating_grading, grade_received,
      summary, details, exam_tips, resources, status, reviewer_id, review_note, created_at,
      reviewed_at)
    select p.course_id, p.user_id, (${semesters})[1 + floor(random() * 10)::int],
      case when p.instructor_draw < 0.8 then c.instructor_name else t.instructor_name end,
      1 + floor(random() * 5)::int, 1 + floor(random() * 5)::int, 1 + floor(random() * 5)::int,
      1 + floor(random() * 5)::int, (${grades})[1 + floor(power(random(), 1.4) * 9)::int],
      t.summary, t.details, t.exam_tips, t.resources,
      (case when p.status_draw < 0.9 then 'approved' when p.status_draw < 0.98 then 'waiting'
        else 'rejected' end)::experience_status,
      case when p.status_draw < 0.9 or p.status_draw >= 0.98 then demo.moderator end,
      case when p.status_draw >= 0.98 then 'Please describe the course itself.' end,
      p.created_at,
      case when p.status_draw < 0.9 or p.status_draw >= 0.98
        then p.created_at + random() * interval '5 days' end
    from picks p
    join courses c on c.course_id = p.course_id
    cross join text_count
    cross join demo
    join texts t on t.n = 1 + p.g % text_count.n
    on conflict do nothing`;
}

/**
 * Fills a new database: the demo seed (catalogue, demo accounts,
 * contributors, experiences), then bulk SQL up to the targets, then VACUUM
 * ANALYZE, so that the planner knows the sizes and the visibility map is set,
 * as autovacuum leaves a database in service.
 */
export async function fillDatabase(db: Database, targets: FillTargets): Promise<FillReport> {
  const steps: FillSteps = [];
  await timeStep(steps, 'demo seed', () => seedDatabase(db, { withDemoData: true }));
  await timeStep(steps, 'courses', async () => {
    const active = await countActiveCourses(db);
    if (targets.activeCourses > active)
      await db.execute(addCourses(targets.activeCourses - active));
  });
  await timeStep(steps, 'authors', () => db.execute(addAuthors(targets.authors)));
  await timeStep(steps, 'experiences', () =>
    db.transaction(async (transaction) => {
      await transaction.execute(sql`select setseed(0.42)`);
      let offset = 0;
      for (let round = 0; round < 5; round += 1) {
        const present = await countExperiences(transaction);
        const missing = targets.experiences - present;
        if (missing <= 0) break;
        await transaction.execute(addExperiences(missing, offset));
        offset += missing;
      }
    }),
  );
  await timeStep(steps, 'vacuum analyze', () => db.execute(sql`vacuum analyze`));

  const [allCourses] = await db.select({ value: count() }).from(courses);
  const [allUsers] = await db.select({ value: count() }).from(users);
  const byStatus = await db
    .select({ status: courseExperiences.status, value: count() })
    .from(courseExperiences)
    .groupBy(courseExperiences.status);
  const [busiest] = await db
    .select({ course_id: courseExperiences.course_id, value: count() })
    .from(courseExperiences)
    .where(eq(courseExperiences.status, 'approved'))
    .groupBy(courseExperiences.course_id)
    .orderBy(desc(count()))
    .limit(1);
  if (busiest === undefined) throw new Error('The fill left no approved experiences');
  return {
    courses: allCourses?.value ?? 0,
    activeCourses: await countActiveCourses(db),
    users: allUsers?.value ?? 0,
    experiences: Object.fromEntries(byStatus.map((row) => [row.status, row.value])),
    busiestCourseId: busiest.course_id,
    busiestApproved: busiest.value,
    steps,
  };
}
