/**
 * The library's sections: each has its pages under `/admin/qb/<section>` and
 * its texts under its own name ('matters.addTitle').
 */
export type QbLibrarySection = 'matters' | 'options' | 'phrases' | 'questions';

export interface QbLibraryPaths {
  list: string;
  detail: (id: string) => string;
  edit: (id: string) => string;
}

/** The list, detail and edit pages of a library section (the add page is `${list}/add`). */
export function qbLibraryPaths(section: QbLibrarySection): QbLibraryPaths {
  const list = `/admin/qb/${section}`;
  return {
    list,
    detail: (id) => `${list}/one/main/${encodeURIComponent(id)}`,
    edit: (id) => `${list}/edit/${encodeURIComponent(id)}`,
  };
}
