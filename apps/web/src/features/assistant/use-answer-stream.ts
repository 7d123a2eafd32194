import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  assistantEndpoints,
  type AssistantAnswerMode,
  type AssistantMessageStatus,
  type AssistantSource,
} from '@campus/contracts';
import { callEndpoint } from '../../lib/endpoint-client';
import { isLocale } from '../../lib/i18n';
import { streamAnswer, type AnswerRequest } from './answer-stream';

/** The answer being written (or just written) in this tab, shown over the saved conversation. */
export interface LiveAnswer {
  request: AnswerRequest;
  /** The question's text (known before the stream opens). */
  question: string;
  conversationId: string | null;
  /** The saved question: known at once for a regenerate, from the `sources` event for a question. */
  questionMessageId: string | null;
  /** The answer's id, from the `sources` event. */
  messageId: string | null;
  mode: AssistantAnswerMode | null;
  sources: AssistantSource[];
  content: string;
  /** `connecting` until the `sources` event; then as the API says. */
  status: 'connecting' | AssistantMessageStatus;
  /** Why it failed: a refusal (ProblemError), a network failure, or the `error` event. */
  error: unknown;
}

export interface StartOptions {
  question: string;
  conversationId: string | null;
  /** For a regenerate: the answer to write again and its question. */
  regenerate?: { messageId: string; questionMessageId: string };
}

/** The `error` event of a stream: the answer could not be made. */
export class AnswerFailedError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'AnswerFailedError';
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Streams one answer at a time: `start` asks (or regenerates), `stop` aborts
 * the stream and tells the API to stop (the partial text is kept). When an
 * answer ends, the assistant's saved data is read again.
 */
export function useAnswerStream(onConversation: (conversationId: string) => void) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveAnswer | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const messageIdRef = useRef<string | null>(null);
  const onConversationRef = useRef(onConversation);
  useEffect(() => {
    onConversationRef.current = onConversation;
  });

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [assistantEndpoints.ask.feature] }),
    [queryClient],
  );

  const start = useCallback(
    (options: StartOptions) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      messageIdRef.current = null;
      const locale = isLocale(i18n.language) ? i18n.language : 'en';
      const request: AnswerRequest =
        options.regenerate === undefined
          ? {
              kind: 'ask',
              body: {
                question: options.question,
                conversation_id: options.conversationId,
                locale,
              },
            }
          : { kind: 'regenerate', messageId: options.regenerate.messageId, locale };
      const update = (change: (answer: LiveAnswer) => LiveAnswer) => {
        if (controllerRef.current !== controller) return;
        setLive((current) => (current === null ? current : change(current)));
      };
      setLive({
        request,
        question: options.question,
        conversationId: options.conversationId,
        questionMessageId: options.regenerate?.questionMessageId ?? null,
        messageId: null,
        mode: null,
        sources: [],
        content: '',
        status: 'connecting',
        error: null,
      });
      void streamAnswer(
        request,
        {
          onSources(event) {
            messageIdRef.current = event.message_id;
            update((answer) => ({
              ...answer,
              conversationId: event.conversation_id,
              questionMessageId: event.question_message_id,
              messageId: event.message_id,
              mode: event.mode,
              sources: event.sources,
              status: 'streaming',
            }));
            if (options.conversationId === null) onConversationRef.current(event.conversation_id);
          },
          onText(delta) {
            update((answer) => ({ ...answer, content: answer.content + delta }));
          },
          onDone(event) {
            update((answer) => ({
              ...answer,
              status: event.status,
              mode: event.mode,
              content: event.content,
              sources: event.sources,
            }));
          },
          onFailed(detail) {
            update((answer) => ({
              ...answer,
              status: 'failed',
              error: new AnswerFailedError(detail),
            }));
          },
        },
        controller.signal,
      )
        .then(() => {
          // A stream that ended without `done` or `error` was cut off.
          update((answer) =>
            answer.status === 'connecting' || answer.status === 'streaming'
              ? { ...answer, status: 'failed', error: new AnswerFailedError('') }
              : answer,
          );
        })
        .catch((error: unknown) => {
          if (isAbort(error) || controller.signal.aborted) return;
          update((answer) => ({ ...answer, status: 'failed', error }));
        })
        .finally(() => {
          if (controllerRef.current === controller) {
            controllerRef.current = null;
            void refresh();
          }
        });
    },
    [i18n.language, refresh],
  );

  /** Stops the answer being written: the stream is closed and the API told, the text so far kept. */
  const stop = useCallback(() => {
    const controller = controllerRef.current;
    if (controller === null) return;
    controllerRef.current = null;
    controller.abort();
    setLive((current) =>
      current === null ? current : { ...current, status: current.messageId ? 'stopped' : 'failed' },
    );
    const messageId = messageIdRef.current;
    if (messageId === null) {
      setLive(null);
      void refresh();
      return;
    }
    void callEndpoint(assistantEndpoints.stop, { params: { message_id: messageId } })
      .catch(() => undefined)
      .finally(() => void refresh());
  }, [refresh]);

  /** Forgets the answer shown (another conversation was opened); a stream still open is stopped. */
  const reset = useCallback(() => {
    stop();
    setLive(null);
  }, [stop]);

  useEffect(
    () => () => {
      controllerRef.current?.abort();
    },
    [],
  );

  const isBusy = live !== null && (live.status === 'connecting' || live.status === 'streaming');
  return { live, isBusy, start, stop, reset };
}
