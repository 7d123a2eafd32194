import { and, eq, inArray } from 'drizzle-orm';
import type { InformationListItem } from '@campus/contracts';
import type { DocumentProvider, IndexedDocument } from '../../platform/indexed-documents';
import { informationProjects } from './information.tables';

const listTitles = {
  access_requirements: { en: 'Requirements', tr: 'Gereksinimler' },
  process_steps: { en: 'Steps', tr: 'Adımlar' },
  warnings: { en: 'Warnings', tr: 'Uyarılar' },
  notes: { en: 'Notes', tr: 'Notlar' },
} as const;

/**
 * Published projects of the information bank as the assistant's documents (for
 * signed-in people), one chunk per language: the name, the description and the
 * four lists.
 */
export const listInformationDocuments: DocumentProvider = async (executor, projectIds) => {
  const rows = await executor
    .select()
    .from(informationProjects)
    .where(
      and(
        eq(informationProjects.status, 'published'),
        projectIds === undefined
          ? undefined
          : inArray(informationProjects.project_id, [...projectIds]),
      ),
    );
  return rows.flatMap((row) =>
    (['en', 'tr'] as const).map((language): IndexedDocument => {
      const lists = (Object.keys(listTitles) as (keyof typeof listTitles)[])
        .map((key) => {
          const items: InformationListItem[] = row[key];
          if (items.length === 0) return '';
          return `${listTitles[key][language]}: ${items.map((item) => item[language]).join('; ')}.`;
        })
        .filter((text) => text !== '');
      return {
        unit_id: row.project_id,
        source_type: 'information',
        source_id: row.project_id,
        part: language,
        language,
        title: language === 'en' ? row.name_en : row.name_tr,
        body: [language === 'en' ? row.description_en : row.description_tr, ...lists].join('\n'),
        path: `/information/display/${row.project_id}`,
        visibility: 'signed_in',
        course_code: null,
        facts: null,
      };
    }),
  );
};
