import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { notificationSchema, type Notification } from '@campus/contracts';

/** What a person's open streams hear: a new notification, or only that their count changed. */
export interface HubMessage {
  user_id: string;
  notification: Notification | null;
}

const hubMessageSchema = z.object({
  user_id: z.uuid(),
  notification: notificationSchema.nullable(),
});

export type HubListener = (message: HubMessage) => void;

export interface NotificationHub {
  /** Delivers to every open stream of the person, in this process and, with Redis, in the others. */
  publish(message: HubMessage): Promise<void>;
  /** Listens to one person's messages; the answer stops listening. */
  listen(userId: string, listener: HubListener): () => void;
  close(): Promise<void>;
}

/** The Redis channel the API processes share. */
export const notificationChannel = 'campus:notifications';

/**
 * An in-process hub of live notifications. With Redis, every process publishes on one channel
 * and delivers what it hears there (a duplicate connection subscribes, as subscribing takes a
 * connection over); without it, or when Redis fails, delivery stays in this process.
 */
export function createNotificationHub(options: {
  redis?: Redis | undefined;
  log: FastifyBaseLogger;
}): NotificationHub {
  const listeners = new Map<string, Set<HubListener>>();
  const { redis, log } = options;

  function deliver(message: HubMessage): void {
    for (const listener of [...(listeners.get(message.user_id) ?? [])]) {
      try {
        listener(message);
      } catch (error) {
        log.error({ err: error }, 'a notification stream failed');
      }
    }
  }

  const subscriber = redis?.duplicate();
  if (subscriber !== undefined) {
    subscriber.on('error', (error: unknown) => {
      log.warn({ err: error }, 'the notifications subscription to Redis failed');
    });
    subscriber.on('message', (channel: string, text: string) => {
      if (channel !== notificationChannel) return;
      try {
        const parsed = hubMessageSchema.safeParse(JSON.parse(text));
        if (parsed.success) deliver(parsed.data);
      } catch (error) {
        log.warn({ err: error }, 'an unreadable notification message on Redis');
      }
    });
    subscriber.subscribe(notificationChannel).catch((error: unknown) => {
      log.warn({ err: error }, 'could not subscribe to the notifications channel');
    });
  }

  return {
    async publish(message) {
      if (redis === undefined || subscriber?.status !== 'ready') {
        deliver(message);
        return;
      }
      try {
        await redis.publish(notificationChannel, JSON.stringify(message));
      } catch (error) {
        log.warn({ err: error }, 'publishing a notification to Redis failed; delivering here only');
        deliver(message);
      }
    },

    listen(userId, listener) {
      const set = listeners.get(userId) ?? new Set<HubListener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },

    async close() {
      listeners.clear();
      if (subscriber !== undefined) subscriber.disconnect();
      await Promise.resolve();
    },
  };
}
