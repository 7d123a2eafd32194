export const questionsListPath = '/admin/qb/questions';

export function questionDetailPath(id: string): string {
  return `/admin/qb/questions/one/main/${encodeURIComponent(id)}`;
}

export function questionEditPath(id: string): string {
  return `/admin/qb/questions/edit/${encodeURIComponent(id)}`;
}

/** The bundle display page showing one question as users see it. */
export function questionPreviewPath(id: string): string {
  return `/admin/qb/bundle/display/${encodeURIComponent(id)}`;
}
