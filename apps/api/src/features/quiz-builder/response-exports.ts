import { csvLine, qbResponseExportColumns, type QbResponseExportRow } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { readWordings } from './question-views';
import {
  createQbResponsesRepository,
  type ExportResponseRow,
  type VersionInfo,
} from './responses.repository';

/** A quiz's responses as files (CSV and JSON), read and written a page at a time. */

/** How many responses each page of an export reads. */
export const exportPageSize = 1000;

/** The export rows of one page of responses (lookups batched, wordings cached). */
function exportRows(executor: Executor) {
  const wordings = new Map<string, { en: string; tr: string }>();
  const versions = new Map<string, VersionInfo>();
  return async (
    positions: Map<string, number>,
    rows: ExportResponseRow[],
  ): Promise<QbResponseExportRow[]> => {
    const repository = createQbResponsesRepository(executor);
    const newQuestions = [...new Set(rows.map((row) => row.question_id))].filter(
      (questionId) => !wordings.has(questionId),
    );
    const newVersions = [...new Set(rows.map((row) => row.version_id))].filter(
      (versionId) => !versions.has(versionId),
    );
    const [newWordings, newVersionRows, choices] = await Promise.all([
      readWordings(executor, newQuestions),
      repository.versionsOf(newVersions),
      repository.choicesOf(rows.map((row) => row.response_id)),
    ]);
    for (const [questionId, wording] of newWordings) wordings.set(questionId, wording);
    for (const version of newVersionRows) versions.set(version.version_id, version);
    return rows.map((row) => {
      const version = versions.get(row.version_id);
      const chosen = choices.filter((choice) => choice.response_id === row.response_id);
      return {
        response_id: row.response_id,
        user_id: row.user_id,
        quiz_id: row.quiz_id,
        question_id: row.question_id,
        question_position: positions.get(row.question_id) ?? -1,
        version_number: version?.version_number ?? 1,
        question_en: wordings.get(row.question_id)?.en ?? '',
        type: version?.type ?? 'short_text',
        option_ids: chosen.map((choice) => choice.option_id),
        options_en: chosen.map((choice) => choice.text_en),
        scale_value: row.scale_value,
        text_value: row.is_hidden ? null : row.text_value,
        hidden: row.is_hidden,
        answered_at: row.answered_at.toISOString(),
      };
    });
  };
}

/** Every response of the quiz as export rows, a keyset page at a time. */
async function* readExportPages(
  executor: Executor,
  quizId: string,
): AsyncGenerator<QbResponseExportRow[]> {
  const repository = createQbResponsesRepository(executor);
  const positions = new Map(
    (await repository.quizQuestions(quizId)).map((row) => [row.question_id, row.position]),
  );
  const toRows = exportRows(executor);
  let after: { answered_key: string; response_id: number } | null = null;
  for (;;) {
    const rows = await repository.exportPage(quizId, after, exportPageSize);
    if (rows.length > 0) yield await toRows(positions, rows);
    const last = rows.at(-1);
    if (last === undefined || rows.length < exportPageSize) return;
    after = { answered_key: last.answered_key, response_id: last.response_id };
  }
}

function csvCells(row: QbResponseExportRow): string[] {
  return qbResponseExportColumns.map((column) => {
    const value = row[column];
    if (Array.isArray(value)) return value.join(' | ');
    if (value === null) return '';
    return String(value);
  });
}

/** The quiz's responses as CSV lines: a BOM, the header, one line per response. */
export async function* writeResponsesCsv(
  executor: Executor,
  quizId: string,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(qbResponseExportColumns)}`;
  for await (const rows of readExportPages(executor, quizId)) {
    yield rows.map((row) => csvLine(csvCells(row))).join('');
  }
}

/** The quiz's responses as one JSON array, written a page at a time. */
export async function* writeResponsesJson(
  executor: Executor,
  quizId: string,
): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const rows of readExportPages(executor, quizId)) {
    const text = rows.map((row) => JSON.stringify(row)).join(',');
    yield first ? text : `,${text}`;
    first = false;
  }
  yield ']\n';
}
