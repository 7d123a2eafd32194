import { z } from 'zod';
import {
  assistantSourceTypeSchema,
  assistantSourceTypes,
  faqGroups,
  type AssistantSourceType,
} from '@campus/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../platform/jobs';
import type {
  DocumentProvider,
  IndexedDocument,
  SourceChanged,
} from '../../platform/indexed-documents';
import { createAssistantIndexRepository } from './assistant-index.repository';

/** The jobs of the assistant. */
export const assistantJobs = {
  /** Indexes one unit again after a change (singleton per unit). */
  index: 'assistant.index',
  /** Rebuilds the whole index and removes orphans, nightly (singleton). */
  rebuild: 'assistant.rebuild',
  /** Deletes conversations untouched for 90 days, daily (singleton). */
  retention: 'assistant.retention',
} as const;

export const rebuildJobKey = 'assistant-rebuild';

/** Each kind of unit's documents, from the feature that owns it (wired in app.ts). */
export type DocumentProviders = Readonly<Record<AssistantSourceType, DocumentProvider>>;

/** A chunk holds at most this many characters; a longer body is split at sentence ends. */
export const chunkMaxLength = 1500;

/** Splits a document whose body is too long into parts `part`, `part-2`… */
export function splitDocument(document: IndexedDocument): IndexedDocument[] {
  if (document.body.length <= chunkMaxLength) return [document];
  const sentences = document.body.match(/[^.!?\n]+[.!?]*\s*|\n+/g) ?? [document.body];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current.length + sentence.length > chunkMaxLength - 100 && current.trim() !== '') {
      pieces.push(current.trim());
      current = '';
    }
    current +=
      sentence.length > chunkMaxLength ? sentence.slice(0, chunkMaxLength - 100) : sentence;
  }
  if (current.trim() !== '') pieces.push(current.trim());
  return pieces.map((body, index) => ({
    ...document,
    part: index === 0 ? document.part : `${document.part}-${String(index + 1)}`,
    body,
  }));
}

/**
 * The FAQ's items as documents (public), one chunk per language.
 * `{{email}}` stays in the index; answers put the contact address in its place.
 */
export const listFaqDocuments: DocumentProvider = async (_executor, keys) =>
  faqGroups.flatMap((group) =>
    group.items
      .filter((item) => keys === undefined || keys.includes(item.key))
      .flatMap((item) =>
        (['en', 'tr'] as const).map((language): IndexedDocument => ({
          unit_id: item.key,
          source_type: 'faq',
          source_id: item.key,
          part: language,
          language,
          title: item.question[language],
          body: `${item.question[language]}\n${item.answer[language]}`,
          path: `/faq#faq-${item.key}`,
          visibility: 'public',
          course_code: null,
          facts: null,
        })),
      ),
  );

const unitJobSchema = z.object({ unit_type: assistantSourceTypeSchema, unit_id: z.string() });

/** The next nightly rebuild: 03:00 UTC after `now`. */
export function nextNightlyRun(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(3, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

export interface AssistantIndexerDependencies {
  db: Database;
  jobs: JobQueue;
  providers: DocumentProviders;
  log?: FastifyBaseLogger;
}

/** Builds every kind of unit from its provider, each kind replaced in one transaction. */
export async function rebuildAssistantIndex(
  db: Database,
  providers: DocumentProviders,
): Promise<number> {
  let total = 0;
  for (const unitType of assistantSourceTypes) {
    total += await db.transaction(async (transaction) => {
      const documents = (await providers[unitType](transaction)).flatMap(splitDocument);
      await createAssistantIndexRepository(transaction).replaceKind(unitType, documents);
      return documents.length;
    });
  }
  return total;
}

/**
 * Keeps the index beside its sources: a change drops the unit's chunks in the
 * change's transaction and queues its re-indexing; a nightly job rebuilds all.
 */
export function createAssistantIndexer({ db, jobs, providers, log }: AssistantIndexerDependencies) {
  const repository = createAssistantIndexRepository(db);

  const sourceChanged: SourceChanged = async (executor, unitType, unitId) => {
    await createAssistantIndexRepository(executor).deleteUnit(unitType, unitId);
    await jobs.enqueue(
      assistantJobs.index,
      { unit_type: unitType, unit_id: unitId },
      { singletonKey: `assistant-index:${unitType}:${unitId}` },
      executor,
    );
  };

  async function indexUnit(unitType: AssistantSourceType, unitId: string): Promise<void> {
    await db.transaction(async (transaction) => {
      const documents = (await providers[unitType](transaction, [unitId])).flatMap(splitDocument);
      await createAssistantIndexRepository(transaction).replaceUnits(unitType, [unitId], documents);
    });
  }

  async function bookRebuild(runAt: Date): Promise<Date> {
    await jobs.enqueue(assistantJobs.rebuild, {}, { singletonKey: rebuildJobKey, runAt });
    return runAt;
  }

  return {
    sourceChanged,
    indexUnit,

    /** The whole index from the providers; answers the number of chunks. */
    rebuild: () => rebuildAssistantIndex(db, providers),

    registerJobs(): void {
      jobs.register(
        assistantJobs.index,
        async (payload) => {
          const { unit_type, unit_id } = unitJobSchema.parse(payload);
          await indexUnit(unit_type, unit_id);
        },
        { removeWhenFinished: true },
      );
      jobs.register(assistantJobs.rebuild, async () => {
        // The next run first, so that a failing run does not end the chain.
        await bookRebuild(nextNightlyRun(new Date()));
        const chunks = await rebuildAssistantIndex(db, providers);
        log?.info({ chunks }, 'the assistant index was rebuilt');
      });
    },

    /** At start: a rebuild now when the index is empty, else the next nightly one. */
    async scheduleRebuild(): Promise<Date> {
      const empty = (await repository.countAll()) === 0;
      return bookRebuild(empty ? new Date() : nextNightlyRun(new Date()));
    },

    /** An admin's rebuild, as soon as a job runner is free. */
    requestRebuild: () => bookRebuild(new Date()),

    summarize: () => repository.summarize(rebuildJobKey),
  };
}

export type AssistantIndexer = ReturnType<typeof createAssistantIndexer>;
