/**
 * Each person's best m candidates, kept while pairs stream by: a small heap
 * per person whose root is the worst candidate kept (lower score, or the
 * higher partner index at equal scores, loses), and their union as edges.
 */

/** Each person's best m candidates (score, then lower partner index, wins ties). */
export interface CandidateLists {
  m: number;
  partner: Int32Array;
  score: Int32Array;
  size: Int32Array;
  /** The m-th best score of a full list: no pair outside the lists scores more. -1 if not full. */
  bound: Int32Array;
  eligiblePairs: number;
}

function isWorse(scoreA: number, partnerA: number, scoreB: number, partnerB: number): boolean {
  return scoreA < scoreB || (scoreA === scoreB && partnerA > partnerB);
}

/** Offers partner j (with score) to i's list: a heap whose root is the worst kept candidate. */
export function offer(lists: CandidateLists, i: number, j: number, score: number): void {
  const { m, partner, score: scores, size } = lists;
  const base = i * m;
  let count = size[i] ?? 0;
  let at: number;
  if (count < m) {
    at = count;
    count += 1;
    size[i] = count;
    while (at > 0) {
      const up = (at - 1) >> 1;
      if (!isWorse(score, j, scores[base + up] ?? 0, partner[base + up] ?? 0)) break;
      scores[base + at] = scores[base + up] ?? 0;
      partner[base + at] = partner[base + up] ?? 0;
      at = up;
    }
  } else {
    if (!isWorse(scores[base] ?? 0, partner[base] ?? 0, score, j)) return;
    at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= count) break;
      const right = child + 1;
      if (
        right < count &&
        isWorse(
          scores[base + right] ?? 0,
          partner[base + right] ?? 0,
          scores[base + child] ?? 0,
          partner[base + child] ?? 0,
        )
      )
        child = right;
      if (!isWorse(scores[base + child] ?? 0, partner[base + child] ?? 0, score, j)) break;
      scores[base + at] = scores[base + child] ?? 0;
      partner[base + at] = partner[base + child] ?? 0;
      at = child;
    }
  }
  scores[base + at] = score;
  partner[base + at] = j;
}

/** Empty lists for n people, m candidates each. */
export function createCandidateLists(n: number, m: number): CandidateLists {
  return {
    m,
    partner: new Int32Array(n * m),
    score: new Int32Array(n * m),
    size: new Int32Array(n),
    bound: new Int32Array(n).fill(-1),
    eligiblePairs: 0,
  };
}

/** Sets each full list's bound: its m-th best score (no pair outside the lists scores more). */
export function closeCandidateLists(lists: CandidateLists, n: number): void {
  for (let i = 0; i < n; i += 1)
    if (lists.size[i] === lists.m) lists.bound[i] = lists.score[i * lists.m] ?? -1;
}

/** The union of the candidate lists: each pair once, sorted by (lower, higher). */
export function unionOfLists(
  lists: CandidateLists,
  n: number,
): {
  from: Int32Array;
  to: Int32Array;
  score: Int32Array;
} {
  // A pair and its score packed in one exact float: key × 16384 + score (score ≤ 10,000).
  const packed: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const size = lists.size[i] ?? 0;
    for (let k = 0; k < size; k += 1) {
      const j = lists.partner[i * lists.m + k] ?? 0;
      const key = Math.min(i, j) * n + Math.max(i, j);
      packed.push(key * 16384 + (lists.score[i * lists.m + k] ?? 0));
    }
  }
  const sorted = Float64Array.from(packed).sort();
  const from: number[] = [];
  const to: number[] = [];
  const score: number[] = [];
  let previous = -1;
  for (const value of sorted) {
    const key = Math.floor(value / 16384);
    if (key === previous) continue;
    previous = key;
    from.push(Math.floor(key / n));
    to.push(key % n);
    score.push(value - key * 16384);
  }
  return { from: Int32Array.from(from), to: Int32Array.from(to), score: Int32Array.from(score) };
}
