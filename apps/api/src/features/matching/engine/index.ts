/**
 * The matching engine's public surface: pure functions and plain data, no
 * database and no HTTP. The API encodes a round's participants into a
 * CalculationInput, runs it with runCalculationInWorker, and stores the
 * CalculationResult; previewPair serves the "add a pair" form.
 */
export { calculate } from './calculate';
export { hashCalculationInput } from './calculation-input';
export type {
  CalculationCertificate,
  CalculationInput,
  CalculationMatch,
  CalculationPhase,
  CalculationProgress,
  CalculationResult,
  CalculationSettings,
  CandidatePairs,
  ExplanationEntry,
  IdPair,
} from './calculation-types';
export { calculationPhases } from './calculation-types';
export type { CalculationWorkerMessage } from './calculate-worker';
export { calculationWorkerEntry, runCalculationInWorker, type WorkerEntry } from './run-in-worker';
export { previewPair, type PairPreview } from './preview';
export {
  answerLayoutOf,
  encodeAnswer,
  encodeAnswerRow,
  maxMultipleChoiceOptions,
  stackAnswerRows,
  validateAnswerMatrix,
  validateQuestions,
  type AnswerLayout,
  type EncodedQuestion,
  type EngineQuestionType,
  type RawAnswer,
} from './encoding';
export {
  failingFilters,
  filterNames,
  isPhysicallyEligible,
  meetingMode,
  type DepartmentRule,
  type EligibilityRules,
  type EncodedPhysicals,
  type FilterName,
} from './eligibility';
export {
  createScoringModel,
  explainPair,
  maxScore,
  minCommonShare,
  sqrtTransform,
  symmetricScore,
  type Criterion,
  type CriterionMode,
  type PairExplanation,
} from './scoring';
export { preferenceImportance, type EncodedPreferences } from './preferences';
export {
  maxWeightMatching,
  type MatchingDuals,
  type MatchingEdges,
  type MatchingOptions,
  type MatchingResult,
} from './max-weight-matching';
export { checkCertificate, createDualIndex, type Certificate, type DualIndex } from './certificate';
export { solveWithPricing, type PairScan, type PricingInput, type PricingResult } from './pricing';
export { lexicographicBonus, type ScoreTransform } from './pricing-graph';
export { computeMetrics, type MatchingMetrics } from './metrics';
