import type {
  AssistantAnswerMode,
  AssistantFeedback,
  AssistantMessage,
  AssistantSource,
} from '@campus/contracts';
import type { LiveAnswer } from './use-answer-stream';

/** One answer as the thread shows it: saved, or being written in this tab. */
export interface ThreadAnswer {
  key: string;
  messageId: string | null;
  content: string;
  status: LiveAnswer['status'];
  mode: AssistantAnswerMode | null;
  sources: AssistantSource[];
  feedback: AssistantFeedback | null;
  /** True for the answer this tab streams (the polite live region). */
  isLive: boolean;
  error: unknown;
}

/** A question with its answers, oldest first (a regenerated answer sits beside the earlier one). */
export interface ThreadTurn {
  key: string;
  questionId: string | null;
  question: string;
  answers: ThreadAnswer[];
}

function savedAnswer(message: AssistantMessage): ThreadAnswer {
  return {
    key: message.message_id,
    messageId: message.message_id,
    content: message.content,
    status: message.status,
    mode: message.mode,
    sources: message.sources,
    feedback: message.feedback,
    isLive: false,
    error: null,
  };
}

function liveAnswer(live: LiveAnswer, saved: AssistantMessage | undefined): ThreadAnswer {
  const isOver = live.status !== 'connecting' && live.status !== 'streaming';
  // Once both are over, the saved answer is the truth (it carries the feedback).
  if (saved !== undefined && isOver && saved.status !== 'streaming')
    return { ...savedAnswer(saved), error: live.error };
  return {
    key: live.messageId ?? 'live',
    messageId: live.messageId,
    content: live.content,
    status: live.status,
    mode: live.mode,
    sources: live.sources,
    feedback: saved?.feedback ?? null,
    isLive: true,
    error: live.error,
  };
}

/** The turns of a conversation, with the answer being written put where it belongs. */
export function buildTurns(
  messages: readonly AssistantMessage[],
  live: LiveAnswer | null,
): ThreadTurn[] {
  const turns: ThreadTurn[] = [];
  const byQuestion = new Map<string, ThreadTurn>();
  for (const message of messages) {
    if (message.role === 'user') {
      const turn: ThreadTurn = {
        key: message.message_id,
        questionId: message.message_id,
        question: message.content,
        answers: [],
      };
      turns.push(turn);
      byQuestion.set(message.message_id, turn);
    } else if (message.reply_to !== null) {
      byQuestion.get(message.reply_to)?.answers.push(savedAnswer(message));
    }
  }
  if (live === null) return turns;

  const turn = live.questionMessageId === null ? undefined : byQuestion.get(live.questionMessageId);
  if (turn === undefined) {
    turns.push({
      key: live.questionMessageId ?? 'live-question',
      questionId: live.questionMessageId,
      question: live.question,
      answers: [liveAnswer(live, undefined)],
    });
    return turns;
  }
  const index = turn.answers.findIndex((answer) => answer.messageId === live.messageId);
  const saved = messages.find((message) => message.message_id === live.messageId);
  if (index >= 0) turn.answers[index] = liveAnswer(live, saved);
  else turn.answers.push(liveAnswer(live, saved));
  return turns;
}
