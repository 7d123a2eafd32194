import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications as toasts } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { HTTPError } from 'ky';
import {
  notificationCountSchema,
  notificationEndpoints,
  notificationSchema,
  notificationStreamEvents,
  pathOf,
} from '@campus/contracts';
import { api, tokenStore } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { endpointKey } from '../../lib/endpoint-client';
import { useNotificationText } from './notification-text';
import { readServerSentEvents, type ServerSentEvent } from '../../lib/server-sent-events';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Waits between reconnections: 1 s, 2 s, 4 s… up to 30 s, with some jitter. */
function backoffMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt) * (0.8 + Math.random() * 0.4);
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** A connection that lasted this long was healthy: the next failure starts the backoff over. */
const healthyConnectionMs = 60_000;

/**
 * Keeps one notification stream open per tab while someone is signed in: new notifications go
 * into the list and count caches and show a toast; the count event keeps the navbar badge
 * current. It reconnects with backoff; the API client renews an expired access token (a 401
 * refreshes and retries once), and a session that cannot be renewed ends the stream for good.
 */
export function useNotificationStream(): void {
  const { isAuthenticated, user_current } = useAuth();
  const userId = user_current?.user_id;
  const queryClient = useQueryClient();
  const { t } = useTranslation('notifications');
  const textOf = useNotificationText();

  // The latest texts and caches, without reconnecting when the language changes.
  const handle = useEffectEvent((message: ServerSentEvent): void => {
    if (message.event === notificationStreamEvents.count) {
      const count = notificationCountSchema.safeParse(parseJson(message.data));
      if (!count.success) return;
      // The stream's count is the newest: a read still in flight would overwrite it.
      const countKey = endpointKey(notificationEndpoints.countUnread, {});
      void queryClient
        .cancelQueries({ queryKey: countKey })
        .then(() => queryClient.setQueryData(countKey, count.data));
      return;
    }
    if (message.event !== notificationStreamEvents.notification) return;
    const parsed = notificationSchema.safeParse(parseJson(message.data));
    if (!parsed.success) return;
    void queryClient.invalidateQueries({ queryKey: endpointKey(notificationEndpoints.list) });
    const { text } = textOf(parsed.data);
    toasts.show({
      title: t('toast.title'),
      message: text,
    });
  });

  useEffect(() => {
    if (!isAuthenticated || userId === undefined) return;
    const controller = new AbortController();
    const { signal } = controller;
    // Read afresh after each await: the tab may have signed out or closed meanwhile.
    const stopped = (): boolean => signal.aborted;

    async function run(): Promise<void> {
      let attempt = 0;
      while (!stopped()) {
        const startedAt = Date.now();
        try {
          const response = await api.get(pathOf(notificationEndpoints.stream), {
            timeout: false,
            retry: 0,
            signal,
            headers: { accept: 'text/event-stream' },
          });
          if (response.body !== null) await readServerSentEvents(response.body, handle);
        } catch (error) {
          if (stopped()) return;
          // The client already tried to renew the session; without tokens it is over.
          if (
            error instanceof HTTPError &&
            error.response.status === 401 &&
            tokenStore.getAccessToken() === null &&
            tokenStore.getRefreshToken() === null
          )
            return;
        }
        if (stopped()) return;
        // What arrived while the stream was down is fetched again once it is back.
        void queryClient.invalidateQueries({ queryKey: [notificationEndpoints.stream.feature] });
        attempt = Date.now() - startedAt > healthyConnectionMs ? 0 : attempt + 1;
        await wait(backoffMs(attempt), signal);
      }
    }

    void run();
    return () => {
      controller.abort();
    };
  }, [isAuthenticated, userId, queryClient]);
}
