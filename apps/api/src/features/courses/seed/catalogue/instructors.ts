import {
  academicTitles,
  anchorInstructors,
  givenNames,
  surnames,
  type AcademicTitle,
} from './instructor-names';
import type { Random } from '../../../../platform/seeded-random';

/** How many instructors the demo university employs. */
export const instructorCount = 120;

/** The instructors, and which of them teach in each department. */
export interface InstructorPool {
  readonly all: string[];
  readonly byDepartment: ReadonlyMap<string, readonly string[]>;
}

/** Title shares: roughly a quarter professors, a quarter associate professors, the rest below. */
function drawTitle(random: Random): AcademicTitle {
  const r = random.next();
  if (r < 0.25) return 'Prof. Dr.';
  if (r < 0.5) return 'Doç. Dr.';
  if (r < 0.83) return 'Dr. Öğr. Üyesi';
  if (r < 0.91) return 'Öğr. Gör. Dr.';
  return 'Öğr. Gör.';
}

/** The personal name of an instructor, without the academic title. */
export function personalName(instructor: string): string {
  for (const title of academicTitles) {
    if (instructor.startsWith(`${title} `)) return instructor.slice(title.length + 1);
  }
  return instructor;
}

/**
 * Builds the instructor pool: the anchors first, then unique random
 * combinations of Turkish given names and surnames, dealt out to the
 * departments in turn so that each department has its own subset.
 */
export function buildInstructors(
  random: Random,
  departmentCodes: readonly string[],
): InstructorPool {
  const seen = new Set<string>();
  const all: string[] = [];
  for (const [title, name] of anchorInstructors) {
    seen.add(name);
    all.push(`${title} ${name}`);
  }
  while (all.length < instructorCount) {
    const given = random.pick(givenNames);
    const surname = random.pick(surnames);
    const name = `${given} ${surname}`;
    if (given === surname || seen.has(name)) continue;
    seen.add(name);
    all.push(`${drawTitle(random)} ${name}`);
  }

  const byDepartment = new Map<string, string[]>(departmentCodes.map((code) => [code, []]));
  all.forEach((instructor, index) => {
    const code = departmentCodes[index % departmentCodes.length];
    if (code !== undefined) byDepartment.get(code)?.push(instructor);
  });
  return { all, byDepartment };
}
