import type { Catalogue } from '../catalogue';
import { createRandom } from '../../../../platform/seeded-random';
import { drawTraits, type Author } from './authors';
import { createComposer } from './compose';
import { buildContributors } from './contributors';
import { planDemoExperiences } from './demo-experiences';
import { Ledger, planApproved, planRejected, planWaiting } from './plan-experiences';
import type { DemoAccountRef, ExperiencePlan } from './types';

export type { ContributorSeed, DemoAccountRef, ExperiencePlan, ExperienceSeed } from './types';
export { maxApprovedPerCourse } from './plan-experiences';

/** The fixed seed: the experiences are the same on every run. */
const experienceSeed = 0xc0425e;

/**
 * Course experiences for the demo database: fictional contributors, approved
 * experiences on nearly every active course, a few waiting for review and a
 * few rejected, and the demo accounts' own, all generated deterministically.
 * The demo accounts come from seed.ts (a feature does not import another).
 */
export function buildExperiencePlan(
  catalogue: Catalogue,
  demoAccounts: readonly DemoAccountRef[],
): ExperiencePlan {
  const random = createRandom(experienceSeed);
  const contributors = buildContributors(random, catalogue.departments);
  const authors: Author[] = contributors.map((contributor) => ({
    email: contributor.user_email,
    departmentCode: contributor.department_code,
    faculty: contributor.faculty,
    isGraduate: contributor.user_role === 'graduate',
    isInternational: contributor.is_international,
    locale: contributor.locale,
    classYear: contributor.class_year,
    ...drawTraits(random),
  }));
  const [firstAuthor, ...otherAuthors] = authors;
  const active = catalogue.courses.filter((course) => course.status === 'active');
  const [firstCourse, ...otherCourses] = active;
  if (firstAuthor === undefined || firstCourse === undefined)
    throw new Error('Experiences need contributors and active courses');

  const composer = createComposer(catalogue, random);
  const ledger = new Ledger();
  planDemoExperiences(active, composer, ledger, random, demoAccounts);
  planApproved(active, authors, composer, ledger, random);
  const someActive = [firstCourse, ...otherCourses] as const;
  const someAuthors = [firstAuthor, ...otherAuthors] as const;
  planWaiting(someActive, someAuthors, composer, ledger, random);
  planRejected(someActive, someAuthors, composer, ledger, random);
  return { contributors, experiences: ledger.experiences };
}
