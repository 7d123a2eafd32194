import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import {
  assistantDoneEventSchema,
  assistantSourcesEventSchema,
  type AssistantAskInput,
  type AssistantDoneEvent,
  type AssistantSourcesEvent,
} from '@campus/contracts';
import { assistantDocumentProviders } from '../../../src/assistant-sources';
import { rebuildAssistantIndex } from '../../../src/features/assistant/assistant-indexer';
import {
  createAssistantRepository,
  type NewMessage,
} from '../../../src/features/assistant/assistant.repository';
import type { TestContext } from '../app';

/** One server-sent event of an answer. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/** The events of a server-sent event stream, in order. */
export function parseEvents(body: string): StreamEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.trim())
    .filter((block) => block !== '' && !block.startsWith(':'))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}

export interface AskResult {
  response: Response;
  events: StreamEvent[];
  sources: AssistantSourcesEvent;
  /** The text events joined. */
  text: string;
  done: AssistantDoneEvent;
}

/** Reads an answer stream: it must be sources, text…, done. */
export function readAnswer(response: Response): AskResult {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
  const events = parseEvents(response.body);
  const names = events.map((event) => event.event);
  expect(names[0]).toBe('sources');
  expect(names.at(-1)).toBe('done');
  const sources = assistantSourcesEventSchema.parse(events[0]?.data);
  const done = assistantDoneEventSchema.parse(events.at(-1)?.data);
  const text = events
    .filter((event) => event.event === 'text')
    .map((event) => (event.data as { delta: string }).delta)
    .join('');
  return { response, events, sources, text, done };
}

/** Asks through the API and reads the whole answer. */
export async function ask(
  t: TestContext,
  token: string,
  body: AssistantAskInput,
): Promise<AskResult> {
  return readAnswer(await t.api.call('POST', '/assistant/ask', token, body));
}

/** Builds the assistant's index from every feature's rows (as the nightly job does). */
export async function indexAssistant(t: TestContext): Promise<number> {
  return rebuildAssistantIndex(t.database.db, assistantDocumentProviders());
}

/** A conversation of `user_id` written through the repository, with messages if given. */
export async function createConversation(
  t: TestContext,
  options: {
    user_id: string;
    title?: string;
    messages?: Omit<NewMessage, 'conversation_id' | 'user_id'>[];
  },
): Promise<string> {
  const repository = createAssistantRepository(t.database.db);
  const conversationId = await repository.insertConversation(
    options.user_id,
    options.title ?? 'A conversation',
  );
  for (const message of options.messages ?? [])
    await repository.insertMessage({
      ...message,
      conversation_id: conversationId,
      user_id: options.user_id,
    });
  return conversationId;
}
