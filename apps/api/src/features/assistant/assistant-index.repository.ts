import { and, count, eq, inArray, max, sql } from 'drizzle-orm';
import { foldSearchText, type AssistantSourceType } from '@campus/contracts';
import type { Executor } from '../../db/database';
import type { IndexedDocument } from '../../platform/indexed-documents';
import { jobs } from '../../platform/jobs.tables';
import { assistantChunks, type NewAssistantChunkRow } from './assistant.tables';

/** Rows per INSERT: well under PostgreSQL's parameter limit. */
const insertBatchSize = 200;

function rowOf(unitType: AssistantSourceType, document: IndexedDocument): NewAssistantChunkRow {
  return {
    unit_type: unitType,
    unit_id: document.unit_id,
    source_type: document.source_type,
    source_id: document.source_id,
    part: document.part,
    language: document.language,
    title: document.title,
    body: document.body,
    path: document.path,
    visibility: document.visibility,
    course_code: document.course_code === null ? null : normalizeCourseCode(document.course_code),
    facts: document.facts,
    folded_title: foldSearchText(document.title),
    folded_body: foldSearchText(document.body),
  };
}

/** A course code as the index keeps it: upper case, one space ("CMPE 216"). */
export function normalizeCourseCode(code: string): string {
  const match = /^\s*([\p{L}]+)\s*-?\s*(\d+[A-Z]?)\s*$/iu.exec(code);
  if (match === null) return code.trim().toLocaleUpperCase('tr');
  return `${(match[1] ?? '').toLocaleUpperCase('en')} ${match[2] ?? ''}`;
}

/** The index's own writes: chunks replaced unit by unit, or a whole kind at once. */
export function createAssistantIndexRepository(db: Executor) {
  async function insertAll(unitType: AssistantSourceType, documents: readonly IndexedDocument[]) {
    for (let start = 0; start < documents.length; start += insertBatchSize) {
      const batch = documents.slice(start, start + insertBatchSize);
      await db.insert(assistantChunks).values(batch.map((document) => rowOf(unitType, document)));
    }
  }

  return {
    async deleteUnit(unitType: AssistantSourceType, unitId: string): Promise<void> {
      await db
        .delete(assistantChunks)
        .where(and(eq(assistantChunks.unit_type, unitType), eq(assistantChunks.unit_id, unitId)));
    },

    /** Replaces the chunks of some units by their documents (none for a unit that is gone). */
    async replaceUnits(
      unitType: AssistantSourceType,
      unitIds: readonly string[],
      documents: readonly IndexedDocument[],
    ): Promise<void> {
      if (unitIds.length > 0)
        await db
          .delete(assistantChunks)
          .where(
            and(
              eq(assistantChunks.unit_type, unitType),
              inArray(assistantChunks.unit_id, [...unitIds]),
            ),
          );
      await insertAll(unitType, documents);
    },

    /** Replaces every chunk of a kind of unit: orphans go with the rest. */
    async replaceKind(
      unitType: AssistantSourceType,
      documents: readonly IndexedDocument[],
    ): Promise<void> {
      await db.delete(assistantChunks).where(eq(assistantChunks.unit_type, unitType));
      await insertAll(unitType, documents);
    },

    async countAll(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(assistantChunks);
      return row?.value ?? 0;
    },

    /** Chunks by source type and visibility, when the index last changed, and the next rebuild. */
    async summarize(rebuildJobKey: string) {
      const [groups, [latest], [rebuild]] = await Promise.all([
        db
          .select({
            source_type: assistantChunks.source_type,
            visibility: assistantChunks.visibility,
            chunks: sql<number>`count(*)::int`,
          })
          .from(assistantChunks)
          .groupBy(assistantChunks.source_type, assistantChunks.visibility)
          .orderBy(assistantChunks.source_type, assistantChunks.visibility),
        db.select({ value: max(assistantChunks.indexed_at) }).from(assistantChunks),
        db
          .select({ run_at: jobs.run_at })
          .from(jobs)
          .where(and(eq(jobs.singleton_key, rebuildJobKey), eq(jobs.status, 'queued'))),
      ]);
      return {
        groups,
        lastIndexedAt: latest?.value ?? null,
        rebuildAt: rebuild?.run_at ?? null,
      };
    },
  };
}
