import { gpaPlanSchema } from '@campus/contracts';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage-keys';
import {
  isValidCredits,
  isValidPlannerCredits,
  isValidTarget,
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

/**
 * The calculator as this browser keeps it: the contract's plan with the
 * planner field named as the page names it, so the bounds are the contract's.
 */
const storedCalculatorSchema = gpaPlanSchema.extend({
  planner: gpaPlanSchema.shape.planner
    .pick({ target: true })
    .extend({ nextCredits: gpaPlanSchema.shape.planner.shape.next_credits }),
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether there is anything to keep: a semester or a field of the planner. */
export function hasCalculatorContent(data: GpaCalculatorData): boolean {
  return (
    data.semesters.length > 0 || data.planner.target !== null || data.planner.nextCredits !== null
  );
}

/**
 * The calculator with every field that fails validation (credits being typed
 * out of range, a target above 4.00) kept empty instead of out of range.
 */
export function sanitizeCalculatorData(data: GpaCalculatorData): GpaCalculatorData {
  return {
    semesters: data.semesters.map((semester) => ({
      ...semester,
      courses: semester.courses.map((course) => ({
        ...course,
        credits: isValidCredits(course.credits) ? course.credits : null,
      })),
    })),
    planner: {
      target: isValidTarget(data.planner.target) ? data.planner.target : null,
      nextCredits: isValidPlannerCredits(data.planner.nextCredits)
        ? data.planner.nextCredits
        : null,
    },
  };
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
  const parsed = storedCalculatorSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The JSON kept in the browser; a field that fails validation is kept empty, not out of range. */
export function serializeCalculatorData(data: GpaCalculatorData): string {
  return JSON.stringify({ version: gpaStorageVersion, ...sanitizeCalculatorData(data) });
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
