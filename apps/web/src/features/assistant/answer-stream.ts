import {
  assistantDoneEventSchema,
  assistantEndpoints,
  assistantErrorEventSchema,
  assistantSourcesEventSchema,
  assistantStreamEvents,
  assistantTextEventSchema,
  pathOf,
  type AssistantAskInput,
  type AssistantDoneEvent,
  type AssistantSourcesEvent,
  type Locale,
} from '@campus/contracts';
import { api } from '../../lib/api-client';
import { withProblem } from '../../lib/problem-error';
import { readServerSentEvents } from '../../lib/server-sent-events';

/**
 * Reads an answer's server-sent events (ASSISTANT.md, "Limits"): the call goes
 * through the app's client for its bearer token and its refresh on a 401, but
 * without the 60-second time-out or retries; the caller's AbortController stops it.
 */

/** What a stream reports as it arrives. */
export interface AnswerStreamHandlers {
  onSources: (event: AssistantSourcesEvent) => void;
  onText: (delta: string) => void;
  onDone: (event: AssistantDoneEvent) => void;
  /** The `error` event: the answer could not be made. */
  onFailed: (detail: string) => void;
}

/** Which answer to stream: a new question, or the same question answered again. */
export type AnswerRequest =
  | { kind: 'ask'; body: AssistantAskInput }
  | { kind: 'regenerate'; messageId: string; locale: Locale };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Opens the stream of an answer and reports its events; a refusal throws a ProblemError. */
export async function streamAnswer(
  request: AnswerRequest,
  handlers: AnswerStreamHandlers,
  signal: AbortSignal,
): Promise<void> {
  const endpoint = request.kind === 'ask' ? assistantEndpoints.ask : assistantEndpoints.regenerate;
  const path =
    request.kind === 'ask'
      ? pathOf(assistantEndpoints.ask)
      : pathOf(assistantEndpoints.regenerate, { message_id: request.messageId });
  const json =
    request.kind === 'ask'
      ? assistantEndpoints.ask.body.parse(request.body)
      : assistantEndpoints.regenerate.body.parse({ locale: request.locale });
  const response = await withProblem(() =>
    api(path, {
      method: endpoint.method,
      json,
      timeout: false,
      retry: 0,
      signal,
      headers: { accept: 'text/event-stream' },
    }),
  );
  if (response.body === null) return;
  await readServerSentEvents(
    response.body,
    ({ event, data }) => {
      const value = parseJson(data);
      switch (event) {
        case assistantStreamEvents.sources: {
          const parsed = assistantSourcesEventSchema.safeParse(value);
          if (parsed.success) handlers.onSources(parsed.data);
          return;
        }
        case assistantStreamEvents.text: {
          const parsed = assistantTextEventSchema.safeParse(value);
          if (parsed.success) handlers.onText(parsed.data.delta);
          return;
        }
        case assistantStreamEvents.done: {
          const parsed = assistantDoneEventSchema.safeParse(value);
          if (parsed.success) handlers.onDone(parsed.data);
          return;
        }
        case assistantStreamEvents.error: {
          const parsed = assistantErrorEventSchema.safeParse(value);
          handlers.onFailed(parsed.success ? parsed.data.detail : '');
          return;
        }
        default:
          return;
      }
    },
    signal,
  );
}
