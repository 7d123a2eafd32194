import type { CertificateViolation } from './certificate';
import type { EligibilityRules, EncodedPhysicals } from './eligibility';
import type { EncodedQuestion } from './encoding';
import type { MatchingMetrics } from './metrics';
import type { EncodedPreferences } from './preferences';
import type { ScoreTransform } from './pricing-graph';
import type { Criterion } from './scoring';

/**
 * The plain data a calculation takes and gives: structured-clone friendly
 * (typed arrays, arrays, strings, numbers), so that it crosses into and out
 * of a worker_threads Worker unchanged.
 */

/** Two participant ids (order does not matter). */
export type IdPair = readonly [string, string];

export interface CalculationSettings {
  mode: 'one_to_one' | 'top_k';
  /** top_k: how many successive matchings (1..10). */
  k?: number;
  /** Pairs under this score (0..10,000) are never matched. Default 0. */
  minScore?: number;
  /** Candidates kept per person before pricing. Default 20. */
  candidatesPerPerson?: number;
  /** 'sqrt' lifts the lowest matches (a concave transform of the scores). Default 'linear'. */
  transform?: ScoreTransform;
  /** Match as many people as possible first (a bonus on every edge that makes it strict). */
  maximizeMatched?: boolean;
  /** Added to the solver weight per prioritised endpoint (people left unmatched last time). */
  priorityBonus?: number;
  /** Share of the preference score in a pair's score when preferences are given. Default 0.5. */
  preferenceShare?: number;
  histogramBins?: number;
}

export interface CalculationInput {
  /** Participant ids in ascending order (ties are broken by this order). */
  participantIds: readonly string[];
  questions: readonly EncodedQuestion[];
  criteria: readonly Criterion[];
  /** n × rowWidth answer slots, in the layout of answerLayoutOf(questions). */
  answers: Int32Array;
  preferences?: EncodedPreferences;
  physicals: EncodedPhysicals;
  rules: EligibilityRules;
  settings: CalculationSettings;
  /** Admin pairs that must be matched (unless blocked, earlier partners or forbidden). */
  forcedPairs?: readonly IdPair[];
  forbiddenPairs?: readonly IdPair[];
  /** Blocks resolved to participants, either direction. */
  blockedPairs?: readonly IdPair[];
  /** Partners from earlier rounds: never matched again. */
  previousPairs?: readonly IdPair[];
  /** People who get the priority bonus (left unmatched last time). */
  priorityIds?: readonly string[];
  /** Labels per participant (gender, campus, class year…) for the matched/unmatched table. */
  groups?: readonly { name: string; labels: readonly string[] }[];
}

export type CalculationPhase = 'scoring' | 'candidates' | 'matching' | 'pricing' | 'metrics';

export const calculationPhases: readonly CalculationPhase[] = [
  'scoring',
  'candidates',
  'matching',
  'pricing',
  'metrics',
];

export type CalculationProgress = (phase: CalculationPhase, done: number, total: number) => void;

export interface ExplanationEntry {
  questionId: string;
  /** 0..10,000. */
  similarity: number;
}

export interface CalculationMatch {
  /** The two participant ids, a < b. */
  a: string;
  b: string;
  score: number;
  forced: boolean;
  /** Which matching it came from (0 in one_to_one; 0..k-1 in top_k). */
  rank: number;
  /** The preference satisfactions 0..10,000 (a with b, b with a), or null without preferences. */
  satisfactionAB: number | null;
  satisfactionBA: number | null;
  agree: ExplanationEntry[];
  differ: ExplanationEntry[];
}

/**
 * The candidate graph kept as pairs (for audit and explanations): participant
 * indexes into participantIds, scores, satisfactions (-1: none) and the
 * explanation as question indexes into `questions` (-1: none) with
 * similarities 0..10,000, three agreements and two differences per pair.
 */
export interface CandidatePairs {
  a: Int32Array;
  b: Int32Array;
  score: Int32Array;
  satisfactionAB: Int32Array;
  satisfactionBA: Int32Array;
  agreeQuestion: Int32Array;
  agreeSimilarity: Int32Array;
  differQuestion: Int32Array;
  differSimilarity: Int32Array;
}

export interface CalculationCertificate {
  rank: number;
  certified: boolean;
  /** Solver weight and dual objective (bonuses included, the transform applied). */
  primal: number;
  dual: number;
  violations: CertificateViolation[];
  violationCount: number;
  pricingRounds: number;
  edgesAdded: number;
  graphEdges: number;
}

export interface CalculationResult {
  inputHash: string;
  certified: boolean;
  counts: {
    participants: number;
    eligiblePairs: number;
    candidateEdges: number;
    pricingRounds: number;
    edgesAdded: number;
    matches: number;
    matchedParticipants: number;
  };
  /** Milliseconds per phase, and in all. */
  timings: Record<CalculationPhase | 'total', number>;
  /** Σ scores of the matches; the solver objective without bonuses (transform applied). */
  objective: { scoreTotal: number; transformed: number };
  matches: CalculationMatch[];
  candidates: CandidatePairs;
  certificates: CalculationCertificate[];
  metrics: Omit<MatchingMetrics, 'leftovers'> & { leftovers: string[] };
  skippedForcedPairs: IdPair[];
}
