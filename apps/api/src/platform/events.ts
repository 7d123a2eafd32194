import type { FastifyBaseLogger } from 'fastify';

/**
 * The domain events of the app and what each carries. Payloads name ids and
 * facts, never personal data beyond ids, so a listener looks up what it needs.
 */
export interface DomainEventMap {
  /** A moderator approved or rejected a course experience (after the change committed). */
  'course_experience.reviewed': {
    experience_id: string;
    course_id: string;
    course_code: string;
    author_id: string;
    status: 'approved' | 'rejected';
    note: string | null;
  };
  /** A student's approved contributions reached the VIP threshold with this approval. */
  'user.vip_unlocked': { user_id: string };
  /**
   * Someone other than the asker replied in a question-pool thread. Only the asker's id, to
   * tell them; never the replier, so nothing links an anonymous asker to anyone.
   */
  'pool_question.replied': { question_id: string; reply_id: string; asker_id: string };
  /** A moderator approved or rejected a listing of the home boards. */
  'listing.reviewed': {
    listing_id: string;
    author_id: string;
    status: 'approved' | 'rejected';
    note: string | null;
  };
  /** An approved listing passed its expiry date and left the board (once). */
  'listing.expired': { listing_id: string; author_id: string; title: string };
  /** A person's alarm came due and fired (once), for their notification. */
  'alarm.fired': { alarm_id: string; user_id: string; title: string; event_id: string | null };
  /** An admin answered a person's feedback or suggestion, or changed its status. */
  'feedback.answered': {
    item_id: string;
    kind: 'feedback' | 'suggestion';
    author_id: string;
    status: 'new' | 'reviewing' | 'done' | 'dismissed';
  };
  /** An admin moved a career application to another status. */
  'career_application.reviewed': {
    application_id: string;
    applicant_id: string;
    status: 'new' | 'reviewing' | 'interview' | 'accepted' | 'rejected';
  };
  /** A moderator approved or rejected an entry of a therapist experience pool. */
  'therapist_entry.reviewed': {
    entry_id: string;
    pool: 'psychology' | 'psychiatry';
    author_id: string;
    status: 'approved' | 'rejected';
    note: string | null;
  };
}

export type DomainEventName = keyof DomainEventMap;

/** A subscriber; a thrown error or a rejected promise is logged and goes no further. */
export type DomainEventListener<Name extends DomainEventName> = (
  payload: DomainEventMap[Name],
) => void | Promise<void>;

export interface DomainEvents {
  /**
   * Calls every listener of the event, in the order they subscribed. Call it
   * after the change it announces has committed. It never throws, and it does
   * not wait for asynchronous listeners (see `idle`).
   */
  emit<Name extends DomainEventName>(name: Name, payload: DomainEventMap[Name]): void;
  /** Subscribes to an event; the answer unsubscribes. */
  on<Name extends DomainEventName>(name: Name, listener: DomainEventListener<Name>): () => void;
  /** Resolves when every asynchronous listener started so far has settled (shutdown, tests). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's domain events, made by buildApp: features emit, later features subscribe. */
    domainEvents: DomainEvents;
  }
}

type ListenerSets = { [Name in DomainEventName]?: Set<DomainEventListener<Name>> };

/** A small typed in-process event bus: listeners' failures are logged, never passed to the emitter. */
export function createDomainEvents(logger: FastifyBaseLogger): DomainEvents {
  const listeners: ListenerSets = {};
  const pending = new Set<Promise<void>>();

  function listenersOf<Name extends DomainEventName>(name: Name): Set<DomainEventListener<Name>> {
    const existing = listeners[name];
    if (existing !== undefined) return existing;
    const created = new Set<DomainEventListener<Name>>();
    (listeners as Record<Name, Set<DomainEventListener<Name>>>)[name] = created;
    return created;
  }

  function logFailure(name: DomainEventName, error: unknown): void {
    logger.error({ err: error, event: name }, 'a domain event listener failed');
  }

  return {
    emit(name, payload) {
      for (const listener of [...listenersOf(name)]) {
        try {
          const result = listener(payload);
          if (result instanceof Promise) {
            const settled = result
              .catch((error: unknown) => {
                logFailure(name, error);
              })
              .finally(() => {
                pending.delete(settled);
              });
            pending.add(settled);
          }
        } catch (error) {
          logFailure(name, error);
        }
      }
    },

    on(name, listener) {
      const set = listenersOf(name);
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },

    async idle() {
      await Promise.all([...pending]);
    },
  };
}
