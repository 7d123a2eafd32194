import type { AssistantMessage } from '@campus/contracts';

/** The time and the question of the assistant's component tests, and their messages. */

export const now = '2026-11-20T09:00:00.000Z';
export const questionId = '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f02';

/** A message of a conversation: the question asked, unless `fields` say otherwise. */
export function messageOf(fields: Partial<AssistantMessage>): AssistantMessage {
  return {
    message_id: questionId,
    role: 'user',
    content: 'Is CMPE 216 hard?',
    status: 'complete',
    mode: null,
    reply_to: null,
    sources: [],
    feedback: null,
    created_at: now,
    ...fields,
  };
}
