import { qbLibraryPaths } from '../components/qb-library-paths';

const paths = qbLibraryPaths('questions');

export const questionsListPath = paths.list;
export const questionDetailPath = paths.detail;
export const questionEditPath = paths.edit;

/** The bundle display page showing one question as users see it. */
export function questionPreviewPath(id: string): string {
  return `/admin/qb/bundle/display/${encodeURIComponent(id)}`;
}
