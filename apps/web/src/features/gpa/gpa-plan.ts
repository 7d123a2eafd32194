import type { GpaPlan } from '@campus/contracts';
import { sanitizeCalculatorData, type GpaCalculatorData } from './gpa-storage';

/**
 * The one mapping between the page's calculator and the contract's plan kept
 * in the profile (`planner.nextCredits` ↔ `planner.next_credits`).
 */

/** The plan to send: fields that fail validation go as empty, as in the browser's copy. */
export function toGpaPlan(data: GpaCalculatorData): GpaPlan {
  const { semesters, planner } = sanitizeCalculatorData(data);
  return { semesters, planner: { target: planner.target, next_credits: planner.nextCredits } };
}

export function fromGpaPlan(plan: GpaPlan): GpaCalculatorData {
  return {
    semesters: plan.semesters,
    planner: { target: plan.planner.target, nextCredits: plan.planner.next_credits },
  };
}
