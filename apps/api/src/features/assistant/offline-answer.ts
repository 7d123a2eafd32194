import { gradeScale, type AssistantSource, type Locale } from '@campus/contracts';
import { answerTextsOf, type AnswerTexts } from './answer-texts';
import { courseFactsOf, type AnswerIntent, type CourseFacts } from './answer-intents';
import type { ChunkHit } from './assistant-search.repository';
import type { RetrievedChunk } from './assistant-retrieval';
import { escapeMarkdown, fragmentOf } from './fragments';
import type { AnalyzedQuestion } from './question-analysis';

/**
 * The offline answer (ASSISTANT.md, "Answers"): a course card, a routed
 * intent, or cited fragments, in the user's language; "not found" with a link
 * to the question pool. Pure: the service reads the chunks it needs first.
 */

export interface OfflineInput {
  question: AnalyzedQuestion;
  locale: Locale;
  isVip: boolean;
  /** The retrieved chunks, best first. */
  chunks: readonly RetrievedChunk[];
  /** The named course's chunks (course first, then its experiences), when there is one. */
  course?: readonly ChunkHit[] | undefined;
  intent?: AnswerIntent | undefined;
  /** The chunks the intent shows (the next events, the FAQ entry…). */
  intentChunks?: readonly ChunkHit[] | undefined;
  contactEmail: string;
}

export interface ComposedAnswer {
  text: string;
  sources: AssistantSource[];
  /** Whether anything relevant was found. */
  found: boolean;
}

/** A chunk must hold this share of the question's words to count as an answer. */
const minimumCoverage = 0.5;

/**
 * A chunk's title, the contact address in its placeholder's place. The Q&A
 * bank and the FAQ are indexed one chunk per language; an index built before
 * that (until its nightly rebuild) holds "English / Türkçe" in one chunk, of
 * which the reader's half is shown.
 */
export function titleOf(chunk: ChunkHit, locale: Locale, contactEmail: string): string {
  const title = fillEmail(chunk.title, contactEmail);
  if (chunk.language !== 'both' || (chunk.source_type !== 'qa' && chunk.source_type !== 'faq'))
    return title;
  const [english, turkish] = title.split(' / ');
  return (locale === 'tr' ? turkish : english) ?? title;
}

/** Numbers sources in the order they are cited; a source cited again keeps its number. */
export function createSourceList(words: readonly string[], contactEmail: string, locale: Locale) {
  const sources: AssistantSource[] = [];
  const numbers = new Map<string, number>();
  function citeSource(source: Omit<AssistantSource, 'n'>): number {
    const key = `${source.source_type}:${source.source_id}`;
    const known = numbers.get(key);
    if (known !== undefined) return known;
    const n = sources.length + 1;
    numbers.set(key, n);
    sources.push({ ...source, n });
    return n;
  }
  return {
    sources,
    citeSource,
    cite(chunk: ChunkHit & { fragment?: string }): number {
      return citeSource({
        source_type: chunk.source_type,
        source_id: chunk.source_id,
        title: titleOf(chunk, locale, contactEmail),
        path: chunk.path,
        fragment: fillEmail(chunk.fragment ?? fragmentOf(chunk.body, words), contactEmail),
      });
    },
  };
}

export function fillEmail(text: string, contactEmail: string): string {
  return text.replaceAll('{{email}}', contactEmail);
}

/** The first sentences of a text, at most about `max` characters, escaped. */
function quoteOf(text: string, max = 220): string {
  const sentences = text.match(/[^.!?\n]+[.!?]*/g) ?? [text];
  let quote = '';
  for (const sentence of sentences) {
    if (quote !== '' && quote.length + sentence.length > max) break;
    quote += sentence;
  }
  quote = quote.trim();
  if (quote.length > max) quote = `${quote.slice(0, max - 1).trimEnd()}…`;
  return escapeMarkdown(quote);
}

function languageOf(chunk: ChunkHit): Locale | undefined {
  return chunk.language === 'both' ? undefined : chunk.language;
}

function ratingsOf(facts: CourseFacts, texts: AnswerTexts): string {
  const value = (rating: number | null) => (rating === null ? '–' : `${rating.toFixed(1)}/5`);
  const names = texts.ratingNames;
  return [
    `${names.difficulty} ${value(facts.rating_difficulty)}`,
    `${names.workload} ${value(facts.rating_workload)}`,
    `${names.usefulness} ${value(facts.rating_usefulness)}`,
    `${names.grading} ${value(facts.rating_grading)}`,
  ].join(', ');
}

function composeCourse(
  input: OfflineInput,
  course: readonly ChunkHit[],
  list: ReturnType<typeof createSourceList>,
  texts: AnswerTexts,
): string[] | undefined {
  const card = course.find((chunk) => courseFactsOf(chunk) !== undefined);
  const facts = card === undefined ? undefined : courseFactsOf(card);
  if (card === undefined || facts === undefined) return undefined;
  const n = list.cite(card);
  const otherName = input.locale === 'tr' ? facts.name_en : facts.name_tr;
  const ownName = input.locale === 'tr' ? facts.name_tr : facts.name_en;
  const lines = [
    `**${escapeMarkdown(`${facts.course_code} ${ownName}`)}** (${escapeMarkdown(otherName)}): ${texts.courseFacts(facts.credits, facts.ects)} [${String(n)}]`,
    facts.count === 0
      ? texts.courseNoRatings
      : `${texts.courseRatings(facts.count, ratingsOf(facts, texts))} [${String(n)}]`,
  ];
  // Two or three public summaries, those in the user's language first.
  const summaries = course
    .filter((chunk) => chunk.source_type === 'experience' && chunk.visibility === 'public')
    .sort((a, b) => Number(languageOf(b) === input.locale) - Number(languageOf(a) === input.locale))
    .slice(0, 3);
  if (summaries.length > 0) {
    lines.push('', texts.studentsSay);
    for (const chunk of summaries) {
      const summary = typeof chunk.facts?.summary === 'string' ? chunk.facts.summary : chunk.body;
      lines.push(`> “${quoteOf(summary)}” [${String(list.cite(chunk))}]`);
    }
  }
  const grades = course.find((chunk) => chunk.part === 'grades' && chunk.visibility === 'vip');
  if (input.isVip && grades !== undefined) {
    const entries = Object.entries((grades.facts?.grades ?? {}) as Record<string, number>);
    lines.push(
      '',
      `${texts.vipGrades}: ${entries.map(([grade, count]) => `${grade} ${String(count)}`).join(', ')} [${String(list.cite(grades))}]`,
    );
  }
  if (!input.isVip) lines.push('', texts.vipNote);
  return lines;
}

function composeIntent(
  input: OfflineInput,
  list: ReturnType<typeof createSourceList>,
  texts: AnswerTexts,
): string[] | undefined {
  const chunks = input.intentChunks ?? [];
  const bullet = (chunk: ChunkHit, text: string) =>
    `- **${escapeMarkdown(titleOf(chunk, input.locale, input.contactEmail))}**: ${text} [${String(list.cite(chunk))}]`;
  switch (input.intent) {
    case 'gpa': {
      const scale = gradeScale.map((grade) => `${grade.letter} ${grade.points.toFixed(1)}`);
      const faq = chunks[0];
      return [
        texts.gpaLead,
        `${scale.join(', ')}.${faq === undefined ? '' : ` [${String(list.cite(faq))}]`}`,
        texts.gpaScale,
      ];
    }
    case 'events': {
      if (chunks.length === 0) return [texts.noEvents];
      return [
        texts.eventsLead,
        ...chunks.map((chunk) => {
          const next = typeof chunk.facts?.next_at === 'string' ? chunk.facts.next_at : '';
          const place = typeof chunk.facts?.location === 'string' ? chunk.facts.location : '';
          return bullet(chunk, escapeMarkdown([next, place].filter(Boolean).join(', ')));
        }),
      ];
    }
    case 'vip':
    case 'dev_log': {
      if (chunks.length === 0) return undefined;
      const lead = input.intent === 'vip' ? texts.vipLead : texts.devLogLead;
      return [
        lead,
        ...chunks.map((chunk) =>
          bullet(
            chunk,
            fillEmail(fragmentOf(chunk.body, input.question.words), input.contactEmail),
          ),
        ),
      ];
    }
    case 'internships':
    case 'erasmus':
      return [input.intent === 'internships' ? texts.internshipsLead : texts.erasmusLead];
    default:
      return undefined;
  }
}

/** Up to three fragments from different sources, each cited, then related pages. */
function composeFragments(
  input: OfflineInput,
  chunks: readonly RetrievedChunk[],
  list: ReturnType<typeof createSourceList>,
  texts: AnswerTexts,
  afterIntent: boolean,
): string[] {
  const perSource = new Map<string, RetrievedChunk>();
  for (const chunk of chunks) {
    const key = `${chunk.source_type}:${chunk.source_id}`;
    if (!perSource.has(key)) perSource.set(key, chunk);
  }
  const distinct = [...perSource.values()];
  // After a routed intent, fragments are extras: two at most, and no list of related pages.
  const shown = afterIntent ? 2 : 3;
  const lines = afterIntent ? [] : [texts.fragmentsLead];
  for (const chunk of distinct.slice(0, shown)) {
    lines.push(
      `- **${escapeMarkdown(titleOf(chunk, input.locale, input.contactEmail))}**: ${fillEmail(chunk.fragment, input.contactEmail)} [${String(list.cite(chunk))}]`,
    );
  }
  const related = afterIntent ? [] : distinct.slice(shown, shown + 2);
  if (related.length > 0)
    lines.push(
      '',
      `${texts.relatedPages} ${related
        .map(
          (chunk) =>
            `${escapeMarkdown(titleOf(chunk, input.locale, input.contactEmail))} [${String(list.cite(chunk))}]`,
        )
        .join(', ')}`,
    );
  return lines;
}

/** Whether a retrieved chunk answers the question well enough to be shown. */
export function isRelevant(chunk: RetrievedChunk, question: AnalyzedQuestion): boolean {
  if (chunk.byCode) return true;
  const asked = Math.min(question.words.length, 4);
  return asked > 0 && chunk.matched / asked >= minimumCoverage;
}

export function composeOfflineAnswer(input: OfflineInput): ComposedAnswer {
  const texts = answerTextsOf(input.locale);
  const list = createSourceList(input.question.words, input.contactEmail, input.locale);
  const relevant = input.chunks.filter((chunk) => isRelevant(chunk, input.question));
  const body: string[] = [];
  const course =
    input.course === undefined ? undefined : composeCourse(input, input.course, list, texts);
  if (course !== undefined) body.push(...course);
  else {
    const intent = composeIntent(input, list, texts);
    if (intent !== undefined) body.push(...intent);
    const fragments = relevant.filter(
      (chunk) =>
        !(input.intentChunks ?? []).some((shown) => shown.source_id === chunk.source_id) &&
        !(input.intent === 'events' && chunk.source_type === 'event'),
    );
    if (fragments.length > 0) {
      if (body.length > 0) body.push('');
      body.push(...composeFragments(input, fragments, list, texts, intent !== undefined));
    }
  }
  if (body.length === 0) return { text: texts.notFound, sources: [], found: false };
  return { text: [texts.offlineNote, '', ...body].join('\n'), sources: list.sources, found: true };
}
