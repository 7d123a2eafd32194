import { foldSearchText } from '@campus/contracts';
import type { AnalyzedQuestion } from './question-analysis';
import type { ChunkHit } from './assistant-search.repository';
import type { RetrievedChunk } from './assistant-retrieval';
import { countMatchedWords } from './fragments';

/**
 * The questions the offline answer routes to a page of its own (ASSISTANT.md,
 * "Answers"), recognised in both languages on the folded question.
 */
export type AnswerIntent = 'gpa' | 'events' | 'vip' | 'internships' | 'erasmus' | 'dev_log';

const intentPatterns: readonly [AnswerIntent, RegExp][] = [
  ['vip', /\bvip\b/],
  [
    'gpa',
    /\b(gpa|cgpa|grade point|gano|agno|not ortalamas\w*|ortalama\w*|not hesaplama\w*|hesaplayici\w*)\b/,
  ],
  ['events', /\b(events?|etkinlik\w*|happening|whats on|senlik\w*)\b/],
  ['internships', /\b(internships?|staj\w*|summer practice)\b/],
  ['erasmus', /\b(erasmus\w*|exchange|degisim\w*|yurt ?disi\w*|abroad)\b/],
  [
    'dev_log',
    /\b(whats new|what is new|changelog|change log|latest version|new features?|release notes?|yenilik\w*|son surum\w*|surum notlar\w*|dev ?log)\b/,
  ],
];

/** The first intent the question names, if any. */
export function detectIntent(question: AnalyzedQuestion): AnswerIntent | undefined {
  const text = question.folded.replace(/['’]/g, '');
  return intentPatterns.find(([, pattern]) => pattern.test(text))?.[0];
}

/** The facts of a course chunk, as its provider wrote them. */
export interface CourseFacts {
  course_id: string;
  course_code: string;
  name_en: string;
  name_tr: string;
  credits: number;
  ects: number;
  count: number;
  rating_difficulty: number | null;
  rating_workload: number | null;
  rating_usefulness: number | null;
  rating_grading: number | null;
}

function isCourseFacts(
  facts: Record<string, unknown> | null,
): facts is Record<string, unknown> & CourseFacts {
  return (
    facts !== null &&
    typeof facts.course_id === 'string' &&
    typeof facts.course_code === 'string' &&
    typeof facts.name_en === 'string' &&
    typeof facts.count === 'number'
  );
}

export function courseFactsOf(chunk: ChunkHit): CourseFacts | undefined {
  if (chunk.source_type !== 'course' || chunk.part !== 'course') return undefined;
  return isCourseFacts(chunk.facts) ? chunk.facts : undefined;
}

/** Share of a name's words that the question holds. */
function nameCoverage(name: string, words: readonly string[]): number {
  const nameWords = name
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !['and', 'for', 'the', 'ile', 'icin'].includes(word));
  if (nameWords.length === 0) return 0;
  return countMatchedWords(words.join(' '), nameWords) / nameWords.length;
}

/** The names a chunk gives its course: both of a course chunk, the English one of an experience. */
function courseNamesOf(chunk: ChunkHit): string[] {
  const facts = courseFactsOf(chunk);
  if (facts !== undefined) return [facts.name_en, facts.name_tr];
  if (chunk.source_type !== 'experience' || chunk.course_code === null) return [];
  const name = chunk.title.split(':')[0] ?? '';
  return [name.slice(chunk.course_code.length).trim()];
}

/**
 * The course the question is about: one it names by code, or the course of a
 * top chunk whose name the question holds closely (in English or Turkish).
 */
export function pickCourse(
  question: AnalyzedQuestion,
  chunks: readonly RetrievedChunk[],
): { code: string } | undefined {
  const coded = chunks.find((chunk) => chunk.byCode && chunk.course_code !== null);
  if (coded?.course_code != null) return { code: coded.course_code };
  for (const chunk of chunks.slice(0, 3)) {
    if (chunk.course_code === null) continue;
    const coverage = Math.max(
      0,
      ...courseNamesOf(chunk).map((name) => nameCoverage(foldSearchText(name), question.words)),
    );
    if (coverage >= 0.6) return { code: chunk.course_code };
  }
  return undefined;
}
