import type { DepartmentSeed } from '../catalogue';
import { demoPersonEmail } from '../../../../platform/feature-seed';
import type { Random } from '../../../../platform/seeded-random';
import { internationalNames, turkishGivenNames, turkishSurnames } from './contributor-names';
import { dayAt } from './semesters';
import type { ContributorSeed } from './types';

/** How many fictional contributors the demo database has. */
export const contributorCount = 40;
/** About one in four contributors is an exchange or international student. */
const internationalCount = 10;

/** Distinct given names and surnames, so that no two contributors look alike. */
function drawNames(random: Random): (readonly [string, string, boolean])[] {
  const international = random
    .shuffle(internationalNames)
    .slice(0, internationalCount)
    .map(([given, surname]) => [given, surname, true] as const);
  const givenNames = random.shuffle(turkishGivenNames);
  const surnames = random.shuffle(turkishSurnames);
  const turkish = givenNames
    .slice(0, contributorCount - international.length)
    .map((given, index) => [given, surnames[index % surnames.length] ?? given, false] as const);
  return random.shuffle([...international, ...turkish]);
}

/**
 * The contributors: students who started in 2021-2024 and graduates who
 * started in 2018-2021, spread over the departments so that every
 * department has one or two of its own.
 */
export function buildContributors(
  random: Random,
  departments: readonly DepartmentSeed[],
): ContributorSeed[] {
  const homes = random.shuffle(departments);
  return drawNames(random).map(([given, surname, isInternational], index) => {
    const home = homes[index % homes.length] ?? departments[0];
    if (home === undefined) throw new Error('Contributors need at least one department');
    const isGraduate = !isInternational && random.next() < 0.3;
    const classYear = isGraduate ? random.int(2018, 2021) : random.int(2021, 2024);
    const locale = isInternational || random.next() < 0.2 ? 'en' : 'tr';
    const joined = Math.max(classYear, 2022);
    return {
      user_email: demoPersonEmail(given, surname),
      user_first_name: given,
      user_last_name: surname,
      user_role: isGraduate ? 'graduate' : 'student',
      locale,
      department: locale === 'tr' ? home.name_tr : home.name_en,
      class_year: classYear,
      created_at: dayAt(joined, 9, random.int(5, 60), random),
      department_code: home.code,
      faculty: home.faculty_en,
      is_international: isInternational,
    };
  });
}
