import type { AssistantVisibility } from '@campus/contracts';
import type {
  AssistantSearchRepository,
  ChunkHit,
  TextChannel,
} from './assistant-search.repository';
import { countMatchedWords, fragmentOf } from './fragments';
import type { AnalyzedQuestion } from './question-analysis';

/**
 * Retrieval (ASSISTANT.md, "Retrieval" 3-6): any of the question's words in
 * four channels (English, Turkish, folded full text, title trigrams) plus the
 * exact course-code lookup, each one query with the visibility filter in its
 * WHERE clause; reciprocal rank fusion; at most two chunks per source; and
 * every chunk's visibility checked again before it leaves.
 */

/** Chunks each channel hands to the fusion. */
const channelDepth = 30;
/** The fusion's constant (the usual 60). */
const fusionK = 60;
/** A named course code is the strongest signal. */
const channelWeights = { code: 4, english: 1, turkish: 1, folded: 1.2, trigram: 0.8 } as const;
/** A word held by more than this share of the visible chunks counts as noise. */
const commonShare = 0.2;

export interface RetrievedChunk extends ChunkHit {
  /** The fused score. */
  score: number;
  /** The passage that matched, escaped for Markdown, the matching words in bold. */
  fragment: string;
  /** How many of the question's words the chunk holds. */
  matched: number;
  /** Whether the chunk belongs to a course the question named by code. */
  byCode: boolean;
}

export interface Retrieval {
  chunks: RetrievedChunk[];
  /** Chunks that failed the second visibility check (always 0; counted by the tests). */
  leaks: number;
  /** Milliseconds the retrieval took. */
  elapsedMs: number;
}

/** What the visibility filter lets through: `vip` only for someone VIP at this moment. */
export function allowedVisibilities(signedIn: boolean, vip: boolean): AssistantVisibility[] {
  if (!signedIn) return ['public'];
  return vip ? ['public', 'signed_in', 'vip'] : ['public', 'signed_in'];
}

/** Rare words weigh more; words many chunks hold weigh little and find no chunk alone. */
function weightsOf(counts: ReadonlyMap<string, number>, total: number) {
  const weights = new Map<string, number>();
  const informative: string[] = [];
  for (const [word, count] of counts) {
    if (count === 0) continue;
    const common = count > total * commonShare;
    const weight = Math.log(1 + total / count);
    weights.set(word, common ? weight / 4 : weight);
    if (!common) informative.push(word);
  }
  // Only common words: the rarest of them finds the chunks.
  if (informative.length === 0 && weights.size > 0) {
    const rarest = [...counts].filter(([, count]) => count > 0).sort((a, b) => a[1] - b[1])[0];
    if (rarest !== undefined) informative.push(rarest[0]);
  }
  return { weights, informative };
}

/** The number of visible chunks changes slowly: it is counted once a minute per visibility set. */
const totalLifetimeMs = 60_000;

export interface RetrieveOptions {
  allowed: readonly AssistantVisibility[];
  limit: number;
}

/** Retrieval over one repository, with the visible chunk counts cached for a minute. */
export function createRetriever(search: AssistantSearchRepository) {
  const totals = new Map<string, { value: number; at: number }>();

  async function totalOf(allowed: readonly AssistantVisibility[]): Promise<number> {
    const key = allowed.join(',');
    const cached = totals.get(key);
    if (cached !== undefined && Date.now() - cached.at < totalLifetimeMs) return cached.value;
    const value = Math.max(1, await search.countVisible(allowed));
    totals.set(key, { value, at: Date.now() });
    return value;
  }

  return {
    retrieve: async (question: AnalyzedQuestion, options: RetrieveOptions) =>
      retrieveChunks(search, question, { ...options, total: await totalOf(options.allowed) }),
  };
}

export type Retriever = ReturnType<typeof createRetriever>;

async function retrieveChunks(
  search: AssistantSearchRepository,
  question: AnalyzedQuestion,
  options: RetrieveOptions & { total: number },
): Promise<Retrieval> {
  const started = performance.now();
  const { allowed, total } = options;
  const channelWords: Record<TextChannel, readonly string[]> = {
    english: question.terms,
    turkish: question.terms,
    folded: question.words,
  };
  const counts = await search.countDocuments(channelWords, allowed);
  const lists: { group: string; weight: number; hits: ChunkHit[] }[] = [];
  for (const channel of Object.keys(channelWords) as TextChannel[]) {
    const { weights, informative } = weightsOf(counts[channel], total);
    const hits = await search.searchText(channel, weights, informative, allowed, channelDepth);
    lists.push({
      group: channel === 'folded' ? 'folded' : 'stemmed',
      weight: channelWeights[channel],
      hits,
    });
  }
  // Trigrams for the words no chunk holds as they are written: typos, codes without a space.
  const unknownWords = question.words.filter(
    (word) => word.length >= 3 && (counts.folded.get(word) ?? 0) === 0,
  );
  lists.push({
    group: 'trigram',
    weight: channelWeights.trigram,
    hits: await search.searchTitles(unknownWords, allowed, channelDepth),
  });
  const coded = await search.searchCourseCodes(question.courseCodes, allowed, channelDepth);
  lists.push({ group: 'code', weight: channelWeights.code, hits: coded });

  // Reciprocal rank fusion. The English and Turkish lists count as one (a chunk's better rank):
  // a chunk in both languages must not get two votes for the same words.
  const best = new Map<
    string,
    { hit: ChunkHit; ranks: Map<string, { weight: number; rank: number }> }
  >();
  for (const { group, weight, hits } of lists)
    hits.forEach((hit, index) => {
      const entry = best.get(hit.chunk_id) ?? {
        hit,
        ranks: new Map<string, { weight: number; rank: number }>(),
      };
      const known = entry.ranks.get(group);
      if (known === undefined || index < known.rank)
        entry.ranks.set(group, { weight, rank: index });
      best.set(hit.chunk_id, entry);
    });
  const fused = [...best.values()].map(({ hit, ranks }) => ({
    hit,
    score: [...ranks.values()].reduce(
      (sum, { weight, rank }) => sum + weight / (fusionK + rank + 1),
      0,
    ),
  }));
  const codedIds = new Set(coded.map((hit) => hit.chunk_id));
  const ranked = fused.sort(
    (a, b) => b.score - a.score || a.hit.chunk_id.localeCompare(b.hit.chunk_id),
  );

  // At most two chunks per source, the best first; then the second visibility check.
  const perSource = new Map<string, number>();
  const chunks: RetrievedChunk[] = [];
  let leaks = 0;
  for (const { hit, score } of ranked) {
    if (chunks.length >= options.limit) break;
    const source = `${hit.source_type}:${hit.source_id}`;
    const seen = perSource.get(source) ?? 0;
    if (seen >= 2) continue;
    if (!allowed.includes(hit.visibility)) {
      leaks += 1;
      continue;
    }
    perSource.set(source, seen + 1);
    chunks.push({
      ...hit,
      score,
      fragment: fragmentOf(hit.body, question.words),
      matched: countMatchedWords(`${hit.title} ${hit.body}`, question.words),
      byCode: codedIds.has(hit.chunk_id),
    });
  }
  return { chunks, leaks, elapsedMs: performance.now() - started };
}
