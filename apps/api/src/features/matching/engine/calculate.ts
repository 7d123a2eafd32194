import type {
  CalculationCertificate,
  CalculationInput,
  CalculationPhase,
  CalculationProgress,
  CalculationResult,
} from './calculation-types';
import { hashCalculationInput, indexPairs, settingsOf, validateInput } from './calculation-input';
import { describeCandidates, describeMatches } from './calculation-output';
import { unionOfLists } from './candidate-lists';
import { answerLayoutOf } from './encoding';
import { computeMetrics } from './metrics';
import { buildExclusions, createPricingScan, scoreAllPairs, type PairRules } from './pair-scan';
import { createPairScorer } from './pair-scorer';
import { solveWithPricing } from './pricing';
import { lexicographicBonus, transformScore } from './pricing-graph';
import { blendScores, createPreferenceModel, evaluatePreferences } from './preferences';
import { createScoringModel, maxScore, symmetricScore } from './scoring';

/**
 * One matching calculation, pure: encoded participants, questionnaire,
 * criteria, settings and admin pairs in; matches with scores and
 * explanations, the certificate, metrics and timings out (MATCHING.md "The
 * algorithm"). Runs as is inside a worker_threads Worker (calculate-worker.ts).
 */

export function calculate(
  input: CalculationInput,
  onProgress: CalculationProgress = () => undefined,
): CalculationResult {
  const started = performance.now();
  validateInput(input);
  const settings = settingsOf(input);
  const ids = input.participantIds;
  const n = ids.length;
  const timings: CalculationResult['timings'] = {
    scoring: 0,
    candidates: 0,
    matching: 0,
    pricing: 0,
    metrics: 0,
    total: 0,
  };
  let phaseStarted = performance.now();
  const endPhase = (phase: CalculationPhase) => {
    const now = performance.now();
    timings[phase] += now - phaseStarted;
    phaseStarted = now;
  };

  const layout = answerLayoutOf(input.questions);
  const model = createScoringModel(input.questions, input.criteria, layout);
  const preferences =
    input.preferences && createPreferenceModel(input.preferences, input.questions, layout.slot, n);
  const indexOf = new Map(ids.map((id, index) => [id, index]));
  const forbidden = [
    ...indexPairs(indexOf, input.forbiddenPairs),
    ...indexPairs(indexOf, input.blockedPairs),
    ...indexPairs(indexOf, input.previousPairs),
  ];
  const rules: PairRules = {
    n,
    model,
    answers: input.answers,
    physicals: input.physicals,
    rules: input.rules,
    preferences,
    preferenceShare: settings.preferenceShare,
    scorePair: createPairScorer(model, input.answers, n),
    ...buildExclusions(n, forbidden),
  };

  onProgress('scoring', 0, 1);
  const lists = scoreAllPairs(
    rules,
    settings.candidatesPerPerson,
    settings.minScore,
    (done, total) => {
      onProgress('scoring', done, total);
    },
  );
  endPhase('scoring');

  onProgress('candidates', 0, 1);
  const graph = unionOfLists(lists, n);
  const candidates = describeCandidates(rules, graph);
  onProgress('candidates', 1, 1);
  endPhase('candidates');

  const vertexBonus = new Int32Array(n);
  for (const id of input.priorityIds ?? []) {
    const index = indexOf.get(id);
    if (index !== undefined) vertexBonus[index] = settings.priorityBonus;
  }
  const maxEdgeWeight = transformScore(settings.transform, maxScore) + 2 * settings.priorityBonus;
  const priced = solveWithPricing({
    n,
    candidates: graph,
    scanPairs: createPricingScan(rules, lists.bound, (done, total) => {
      onProgress('pricing', done, total);
    }),
    forcedPairs: indexPairs(indexOf, input.forcedPairs),
    forbiddenPairs: forbidden,
    // A forced pair keeps the score it has, whatever filter it fails.
    scoreOf: (i, j) => {
      const symmetric = symmetricScore(model, input.answers, i, j);
      if (symmetric < 0 || preferences === undefined) return Math.max(0, symmetric);
      const outcome = evaluatePreferences(preferences, input.answers, layout.rowWidth, i, j);
      return blendScores(symmetric, outcome.score, settings.preferenceShare);
    },
    minScore: settings.minScore,
    transform: settings.transform,
    cardinalityBonus: settings.maximizeMatched ? lexicographicBonus(n, maxEdgeWeight) : 0,
    vertexBonus,
    topK: settings.k,
    onProgress: (phase, done, total) => {
      onProgress(phase, done, total);
    },
  });
  timings.matching = priced.timings.matchingMs;
  timings.pricing = priced.timings.pricingMs;
  phaseStarted = performance.now();

  onProgress('metrics', 0, 1);
  const first = priced.matchings[0];
  const firstForced: number[] = [];
  first?.forced.forEach((flag, k) => {
    if (flag) firstForced.push(first.pairs[2 * k] ?? 0, first.pairs[2 * k + 1] ?? 0);
  });
  const metrics = computeMetrics({
    n,
    pairs: first?.pairs ?? new Int32Array(0),
    scores: first?.scores ?? new Int32Array(0),
    fixedPairs: Int32Array.from(firstForced),
    candidates: graph,
    groups: input.groups,
    histogramBins: settings.histogramBins,
  });
  const matches = priced.matchings.flatMap((matching, rank) =>
    describeMatches(rules, ids, input, matching, rank),
  );
  onProgress('metrics', 1, 1);
  endPhase('metrics');

  const certificates: CalculationCertificate[] = priced.matchings.map((matching, rank) => ({
    rank,
    certified: matching.certified,
    primal: matching.certificate.primal,
    dual: matching.certificate.dual,
    violations: matching.certificate.violations,
    violationCount: matching.certificate.violationCount + matching.violatorsLeft,
    pricingRounds: matching.pricingRounds,
    edgesAdded: matching.edgesAdded,
    graphEdges: matching.graphEdges,
  }));
  const matchedPeople = new Set(matches.flatMap((match) => [match.a, match.b]));
  timings.total = performance.now() - started;
  return {
    inputHash: hashCalculationInput(input),
    certified: priced.certified,
    counts: {
      participants: n,
      eligiblePairs: lists.eligiblePairs,
      candidateEdges: graph.from.length,
      pricingRounds: certificates.reduce((sum, certificate) => sum + certificate.pricingRounds, 0),
      edgesAdded: certificates.reduce((sum, certificate) => sum + certificate.edgesAdded, 0),
      matches: matches.length,
      matchedParticipants: matchedPeople.size,
    },
    timings,
    objective: {
      scoreTotal: matches.reduce((sum, match) => sum + match.score, 0),
      transformed: priced.matchings.reduce((sum, matching) => sum + matching.objective, 0),
    },
    matches,
    candidates,
    certificates,
    metrics: { ...metrics, leftovers: metrics.leftovers.map((index) => ids[index] ?? '') },
    skippedForcedPairs: priced.skippedForcedPairs.map(([i, j]) => [ids[i] ?? '', ids[j] ?? '']),
  };
}
