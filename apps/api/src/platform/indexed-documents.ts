import type { AssistantSourceType, AssistantVisibility } from '@campus/contracts';
import type { Executor } from '../db/database';

/**
 * What a feature hands the assistant's index: retrievable text with its
 * visibility decided by the feature that owns it (ASSISTANT.md, "Index").
 * Features produce these; `app.ts` passes them to the assistant, so no
 * feature imports another.
 */
export interface IndexedDocument {
  /**
   * The id of the unit that is indexed as a whole: a course with its
   * experiences, a thread with its replies, or the source itself.
   */
  unit_id: string;
  source_type: AssistantSourceType;
  /** The source's own id (a uuid, a project id, a FAQ key). */
  source_id: string;
  /** Names the chunk within its source (`summary`, `vip`, `reply-3`…); unique per source. */
  part: string;
  language: 'en' | 'tr' | 'both';
  title: string;
  /** Plain text, about 1,500 characters at most (longer text is split by the indexer). */
  body: string;
  /** The app path that the citation opens. */
  path: string;
  visibility: AssistantVisibility;
  /** A course's code, for exact code lookups; null for other sources. */
  course_code: string | null;
  /** Structured facts for the offline answer's templates (a course's ratings, counts). */
  facts: Record<string, unknown> | null;
}

/**
 * A feature's documents of one kind of unit: all of them, or those of the
 * given unit ids (a unit that is gone or hidden yields none). Reads through
 * the executor it is given, so a caller inside a transaction sees its changes.
 */
export type DocumentProvider = (
  executor: Executor,
  unitIds?: readonly string[],
) => Promise<IndexedDocument[]>;

/**
 * Called by a feature inside the transaction that approves, edits, hides or
 * deletes a source, naming its unit (an experience names its course): the
 * index drops the unit's chunks at once and queues a job that indexes it
 * again from its provider.
 */
export type SourceChanged = (
  executor: Executor,
  unitType: AssistantSourceType,
  unitId: string,
) => Promise<void>;

/** For a service made without the assistant (a test that builds one alone). */
export const ignoreSourceChange: SourceChanged = async () => undefined;

const turkishLetters = /[çğıöşüÇĞİÖŞÜ]/g;
const turkishWords =
  /\b(ve|bir|bu|için|ile|ama|çok|daha|gibi|ders|dersi|değil|mi|mı|mu|mü|ne|nasıl|nedir|var|yok|olan|olarak|hangi|zor|kolay|sınav)\b/giu;
const englishWords =
  /\b(the|and|is|are|was|of|to|in|for|with|this|that|how|what|when|which|course|exam|not|it|do|does|can|i)\b/gi;

/**
 * The language of a text, guessed from Turkish letters and common words:
 * `en`, `tr`, or null when it cannot tell (a code, a name).
 */
export function guessLanguage(text: string): 'en' | 'tr' | null {
  const turkish =
    (text.match(turkishLetters)?.length ?? 0) + 2 * (text.match(turkishWords)?.length ?? 0);
  const english = 2 * (text.match(englishWords)?.length ?? 0);
  if (turkish === english) return null;
  return turkish > english ? 'tr' : 'en';
}
