import { and, inArray, lte } from 'drizzle-orm';
import type { DocumentProvider, IndexedDocument } from '../../platform/indexed-documents';
import { devLogEntries } from './dev-log.tables';

/**
 * Published dev log entries as the assistant's documents (public), one chunk
 * per language. An entry scheduled for later is left out until it is
 * published (the nightly rebuild adds it).
 */
export const listDevLogDocuments: DocumentProvider = async (executor, entryIds) => {
  const rows = await executor
    .select()
    .from(devLogEntries)
    .where(
      and(
        lte(devLogEntries.published_at, new Date()),
        entryIds === undefined ? undefined : inArray(devLogEntries.entry_id, [...entryIds]),
      ),
    );
  return rows.flatMap((row) => {
    const base = {
      unit_id: row.entry_id,
      source_type: 'dev_log' as const,
      source_id: row.entry_id,
      path: `/dev/display#dev-${row.entry_id}`,
      visibility: 'public' as const,
      course_code: null,
      facts: { version: row.version, kind: row.kind, published_at: row.published_at.toISOString() },
    };
    const version = row.version === null ? '' : `${row.version}: `;
    return [
      {
        ...base,
        part: 'en',
        language: 'en',
        title: `${version}${row.title_en}`,
        body: row.body_en,
      },
      {
        ...base,
        part: 'tr',
        language: 'tr',
        title: `${version}${row.title_tr}`,
        body: row.body_tr,
      },
    ] satisfies IndexedDocument[];
  });
};
