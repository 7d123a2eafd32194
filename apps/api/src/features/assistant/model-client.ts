import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { z } from 'zod';

/**
 * A streamed chat completion from any OpenAI-compatible server (Ollama, vLLM,
 * llama.cpp's server, LM Studio, a gateway, OpenAI), called with fetch and
 * parsed with eventsource-parser: Node 20 rules out the `ai` and `openai`
 * packages of the current lines (issue 16).
 */

export interface ModelConfig {
  /** The API base, such as `http://127.0.0.1:11434/v1`; `/chat/completions` is added. */
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  /** Until the answer's headers arrive. */
  connectTimeoutMs: number;
  /** Until the first piece of text. */
  firstTokenTimeoutMs: number;
  /** For the whole answer. */
  totalTimeoutMs: number;
}

export type ModelTimeouts = Pick<
  ModelConfig,
  'connectTimeoutMs' | 'firstTokenTimeoutMs' | 'totalTimeoutMs'
>;

export const defaultModelTimeouts: ModelTimeouts = {
  connectTimeoutMs: 5_000,
  firstTokenTimeoutMs: 15_000,
  totalTimeoutMs: 60_000,
};

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Why a model answer failed: each is a reason to fall back to the offline answer. */
export type ModelFailure = 'connect' | 'status' | 'first_token' | 'total' | 'stream' | 'aborted';

export class ModelError extends Error {
  constructor(
    readonly failure: ModelFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

const chunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z.object({ content: z.string().nullish() }).nullish(),
        message: z.object({ content: z.string().nullish() }).nullish(),
      }),
    )
    .default([]),
});

/**
 * Yields the answer's text piece by piece. Throws ModelError when the server
 * cannot be reached, answers an error, stalls past a time limit or sends
 * something that is not a completion stream; `signal` stops it (`aborted`).
 */
export async function* streamChat(
  config: ModelConfig,
  messages: readonly ChatMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const controller = new AbortController();
  let failure: ModelFailure = 'aborted';
  const fail = (reason: ModelFailure) => () => {
    failure = reason;
    controller.abort();
  };
  const onAbort = fail('aborted');
  if (signal.aborted) throw new ModelError('aborted', 'The answer was stopped');
  signal.addEventListener('abort', onAbort, { once: true });
  const timers = [
    setTimeout(fail('connect'), config.connectTimeoutMs),
    setTimeout(fail('first_token'), config.firstTokenTimeoutMs),
    setTimeout(fail('total'), config.totalTimeoutMs),
  ];
  const [connectTimer, firstTokenTimer] = timers;
  const errorOf = (error: unknown): ModelError =>
    error instanceof ModelError
      ? error
      : new ModelError(
          controller.signal.aborted ? failure : 'stream',
          error instanceof Error ? error.message : 'The model stream failed',
        );
  try {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(config.apiKey === undefined ? {} : { authorization: `Bearer ${config.apiKey}` }),
        },
        body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.2 }),
        signal: controller.signal,
      });
    } catch (error) {
      throw controller.signal.aborted ? errorOf(error) : new ModelError('connect', 'No connection');
    }
    clearTimeout(connectTimer);
    if (!response.ok || response.body === null) {
      await response.body?.cancel().catch(() => undefined);
      throw new ModelError('status', `The model server answered ${String(response.status)}`);
    }
    const pieces: string[] = [];
    // Written by the parser's callback.
    const state = { done: false, invalid: false };
    const parser = createParser({
      onEvent(event: EventSourceMessage) {
        if (event.data.trim() === '[DONE]') {
          state.done = true;
          return;
        }
        let parsed: z.infer<typeof chunkSchema>;
        try {
          parsed = chunkSchema.parse(JSON.parse(event.data));
        } catch {
          state.invalid = true;
          return;
        }
        const choice = parsed.choices[0];
        const text = choice?.delta?.content ?? choice?.message?.content ?? '';
        if (text !== '') pieces.push(text);
      },
    });
    const decoder = new TextDecoder();
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let sentAny = false;
    try {
      while (!state.done) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        parser.feed(decoder.decode(value, { stream: true }));
        if (state.invalid)
          throw new ModelError('stream', 'The model server sent something unreadable');
        for (const piece of pieces.splice(0)) {
          if (!sentAny) clearTimeout(firstTokenTimer);
          sentAny = true;
          yield piece;
        }
      }
    } finally {
      await reader.cancel().catch(() => undefined);
    }
    if (!sentAny) throw new ModelError('stream', 'The model sent no text');
  } catch (error) {
    throw errorOf(error);
  } finally {
    for (const timer of timers) clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}
