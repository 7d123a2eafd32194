import type {
  AssistantAnswerMode,
  AssistantMessageStatus,
  AssistantSource,
  Locale,
} from '@campus/contracts';
import { answerTextsOf } from './answer-texts';
import { createCitationFilter } from './citations';
import { ModelError, streamChat, type ChatMessage, type ModelConfig } from './model-client';
import {
  composeOfflineAnswer,
  createSourceList,
  fillEmail,
  type OfflineInput,
} from './offline-answer';
import type { RetrievedChunk } from './assistant-retrieval';

/**
 * Writes one answer into a stream: the offline answer, or a model's answer
 * with its citations checked and the offline answer when the model fails.
 */

/** Where the answer's events go (the route's server-sent events). */
export interface AnswerSink {
  sendSources(sources: AssistantSource[]): void;
  sendText(delta: string): void;
}

export interface AnswerOutcome {
  content: string;
  status: AssistantMessageStatus;
  mode: AssistantAnswerMode;
  sources: AssistantSource[];
  /** Why the model failed, for the log (never the text). */
  failure?: string;
}

/** Earlier exchanges of the conversation, oldest first, for the model. */
export interface Turn {
  question: string;
  answer: string;
}

/** Read through a function: the signal changes while the answer is written. */
function isAborted(signal: AbortSignal): boolean {
  return signal.aborted;
}

/** Pieces of a composed answer, line by line, so that it streams like a model's. */
function piecesOf(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [text];
}

function sendAll(sink: AnswerSink, text: string, signal: AbortSignal): string {
  let sent = '';
  for (const piece of piecesOf(text)) {
    if (signal.aborted) break;
    sink.sendText(piece);
    sent += piece;
  }
  return sent;
}

/** The offline answer, whole (it is made at once). */
export function runOffline(
  input: OfflineInput,
  sink: AnswerSink,
  signal: AbortSignal,
): AnswerOutcome {
  const answer = composeOfflineAnswer(input);
  sink.sendSources(answer.sources);
  const content = sendAll(sink, answer.text, signal);
  return {
    content,
    status: signal.aborted ? 'stopped' : 'complete',
    mode: 'offline',
    sources: answer.sources,
  };
}

const turnAnswerMaxLength = 800;
const sourceBodyMaxLength = 1500;

/** The messages of a model request: rules, earlier turns, then the numbered sources and the question. */
export function modelMessagesOf(
  locale: Locale,
  question: string,
  chunks: readonly RetrievedChunk[],
  turns: readonly Turn[],
  contactEmail: string,
): ChatMessage[] {
  const texts = answerTextsOf(locale);
  const sources =
    chunks.length === 0
      ? texts.noSources
      : chunks
          .map(
            (chunk, index) =>
              `<source n="${String(index + 1)}" title="${fillEmail(chunk.title, contactEmail).replaceAll('"', "'")}">\n${fillEmail(chunk.body, contactEmail).slice(0, sourceBodyMaxLength)}\n</source>`,
          )
          .join('\n');
  return [
    { role: 'system', content: texts.systemPrompt },
    ...turns.flatMap((turn): ChatMessage[] => [
      { role: 'user', content: turn.question },
      { role: 'assistant', content: turn.answer.slice(0, turnAnswerMaxLength) },
    ]),
    { role: 'user', content: `${texts.sourcesHeading}:\n${sources}\n\n${question}` },
  ];
}

export interface ModelRun {
  config: ModelConfig;
  locale: Locale;
  question: string;
  chunks: readonly RetrievedChunk[];
  turns: readonly Turn[];
  contactEmail: string;
  /** The offline answer's input, made only if the model fails. */
  fallback: () => Promise<OfflineInput>;
}

/** A model's answer, streamed; the offline answer after it when the model fails. */
export async function runModel(
  run: ModelRun,
  sink: AnswerSink,
  signal: AbortSignal,
): Promise<AnswerOutcome> {
  const texts = answerTextsOf(run.locale);
  const list = createSourceList([], run.contactEmail, run.locale);
  for (const chunk of run.chunks) list.cite(chunk);
  sink.sendSources([...list.sources]);
  const filter = createCitationFilter(new Set(list.sources.map((source) => source.n)));
  let content = '';
  const emit = (text: string) => {
    if (text === '') return;
    sink.sendText(text);
    content += text;
  };
  try {
    const messages = modelMessagesOf(
      run.locale,
      run.question,
      run.chunks,
      run.turns,
      run.contactEmail,
    );
    for await (const piece of streamChat(run.config, messages, signal)) emit(filter.push(piece));
    emit(filter.flush());
    if (filter.cited.size === 0) emit(`\n\n${texts.modelNoCitation}`);
    const cited = list.sources.filter((source) => filter.cited.has(source.n));
    return {
      content,
      status: 'complete',
      mode: 'model',
      sources: cited.length > 0 ? cited : list.sources,
    };
  } catch (error) {
    const failure = error instanceof ModelError ? error.failure : 'stream';
    if (signal.aborted || failure === 'aborted')
      return { content, status: 'stopped', mode: 'model', sources: list.sources, failure };
    // The offline answer, numbered after the sources already sent.
    const input = await run.fallback();
    const answer = composeOfflineAnswer(input);
    const merged = createSourceList(input.question.words, run.contactEmail, run.locale);
    for (const chunk of run.chunks) merged.cite(chunk);
    const renumbered = renumber(answer.text, answer.sources, merged);
    sink.sendSources([...merged.sources]);
    const lead = content === '' ? '' : '\n\n';
    content += sendAll(sink, `${lead}${texts.modelFailed}\n\n${renumbered}`, signal);
    return {
      content,
      status: isAborted(signal) ? 'stopped' : 'complete',
      mode: 'fallback',
      sources: merged.sources,
      failure,
    };
  }
}

/** Moves an offline answer's citation numbers onto a list that already holds the model's sources. */
function renumber(
  text: string,
  sources: readonly AssistantSource[],
  list: ReturnType<typeof createSourceList>,
): string {
  const numbers = new Map<number, number>();
  for (const source of sources) {
    numbers.set(source.n, list.citeSource(source));
  }
  return text.replace(/\[(\d{1,3})\]/g, (match, n: string) => {
    const mapped = numbers.get(Number(n));
    return mapped === undefined ? match : `[${String(mapped)}]`;
  });
}
