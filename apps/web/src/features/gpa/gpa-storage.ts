import { readStorage, storageKeys, writeStorage } from '../../lib/storage-keys';
import {
  creditLimits,
  isGradeLetter,
  isValidCredits,
  plannerCreditLimits,
  targetLimits,
  type GpaCourse,
  type GpaSemester,
} from './gpa-rules';

/** Bumped when the stored shape changes; data of another version is ignored. */
export const gpaStorageVersion = 1;

/** The "what do I need" panel's inputs; null while a field is empty. */
export interface GpaTargetInput {
  target: number | null;
  nextCredits: number | null;
}

export interface GpaCalculatorData {
  semesters: GpaSemester[];
  planner: GpaTargetInput;
}

export const emptyCalculatorData: GpaCalculatorData = {
  semesters: [],
  planner: { target: null, nextCredits: null },
};

const maxSemesters = 40;
const maxCoursesPerSemester = 40;
const maxTextLength = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= maxTextLength;
}

function numberOrNull(value: unknown, min: number, max: number): number | null | undefined {
  if (value === null) return null;
  if (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max) {
    return value;
  }
  return undefined;
}

function parseCourse(value: unknown): GpaCourse | undefined {
  if (!isRecord(value)) return undefined;
  const { id, code, name, credits, grade } = value;
  if (!isText(id) || id === '' || !isText(code) || !isText(name)) return undefined;
  const parsedCredits = numberOrNull(credits, creditLimits.min, creditLimits.max);
  if (parsedCredits === undefined) return undefined;
  if (grade !== null && !isGradeLetter(grade)) return undefined;
  return { id, code, name, credits: parsedCredits, grade };
}

function parseSemester(value: unknown): GpaSemester | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, courses } = value;
  if (!isText(id) || id === '' || !isText(name) || !Array.isArray(courses)) return undefined;
  if (courses.length > maxCoursesPerSemester) return undefined;
  const parsed: GpaCourse[] = [];
  for (const course of courses) {
    const result = parseCourse(course);
    if (result === undefined) return undefined;
    parsed.push(result);
  }
  return { id, name, courses: parsed };
}

/** The stored calculator, or undefined when the text is not a valid current-version save. */
export function parseCalculatorData(text: string | null): GpaCalculatorData | undefined {
  if (text === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || value.version !== gpaStorageVersion) return undefined;
  const { semesters, planner } = value;
  if (!Array.isArray(semesters) || semesters.length > maxSemesters || !isRecord(planner)) {
    return undefined;
  }
  const parsedSemesters: GpaSemester[] = [];
  for (const semester of semesters) {
    const result = parseSemester(semester);
    if (result === undefined) return undefined;
    parsedSemesters.push(result);
  }
  const target = numberOrNull(planner.target, targetLimits.min, targetLimits.max);
  const nextCredits = numberOrNull(
    planner.nextCredits,
    plannerCreditLimits.min,
    plannerCreditLimits.max,
  );
  if (target === undefined || nextCredits === undefined) return undefined;
  return { semesters: parsedSemesters, planner: { target, nextCredits } };
}

function inRange(value: number | null, limits: { min: number; max: number }): number | null {
  return value !== null && Number.isFinite(value) && value >= limits.min && value <= limits.max
    ? value
    : null;
}

/** The JSON kept in the browser; a field that fails validation is kept empty, not out of range. */
export function serializeCalculatorData(data: GpaCalculatorData): string {
  return JSON.stringify({
    version: gpaStorageVersion,
    semesters: data.semesters.map((semester) => ({
      ...semester,
      courses: semester.courses.map((course) => ({
        ...course,
        credits: isValidCredits(course.credits) ? course.credits : null,
      })),
    })),
    planner: {
      target: inRange(data.planner.target, targetLimits),
      nextCredits: inRange(data.planner.nextCredits, plannerCreditLimits),
    },
  });
}

/** What this browser has kept; an invalid or older save is ignored (the calculator starts empty). */
export function loadCalculatorData(): GpaCalculatorData {
  return (
    parseCalculatorData(readStorage('local', storageKeys.gpaCalculator)) ?? emptyCalculatorData
  );
}

export function saveCalculatorData(data: GpaCalculatorData): void {
  writeStorage('local', storageKeys.gpaCalculator, serializeCalculatorData(data));
}

export function clearCalculatorData(): void {
  writeStorage('local', storageKeys.gpaCalculator, null);
}
