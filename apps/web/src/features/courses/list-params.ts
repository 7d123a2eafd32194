import {
  courseLevels,
  courseSorts,
  courseTypes,
  defaultPageSize,
  pageSizes,
} from '@campus/contracts';
import type { CourseLevel, CourseType } from '@campus/contracts';

export type CourseSort = (typeof courseSorts)[number];
export const defaultSort: CourseSort = 'code';

export type TypeFilter = CourseType | 'all';
export type LevelFilter = CourseLevel | 'all';

/** What the catalogue shows, as kept in the page's query string. */
export interface CourseListParams {
  q: string;
  /** A department code such as CMPE, or '' for every department. */
  department: string;
  type: TypeFilter;
  level: LevelFilter;
  instructor: string;
  sort: CourseSort;
  page: number;
  page_size: number;
}

const departmentCode = /^[A-Z]{1,8}$/;
const maxTextLength = 100;

function oneOf<T extends string>(options: readonly T[], value: string | null): value is T {
  return value !== null && (options as readonly string[]).includes(value);
}

function readText(value: string | null): string {
  return (value ?? '').trim().slice(0, maxTextLength);
}

export function readListParams(search: URLSearchParams): CourseListParams {
  const department = (search.get('department') ?? '').trim().toUpperCase();
  const type = search.get('type');
  const level = search.get('level');
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('page_size'));
  return {
    q: readText(search.get('q')),
    department: departmentCode.test(department) ? department : '',
    type: oneOf(courseTypes, type) ? type : 'all',
    level: oneOf(courseLevels, level) ? level : 'all',
    instructor: readText(search.get('instructor')),
    sort: oneOf(courseSorts, sort) ? sort : defaultSort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    page_size: (pageSizes as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize,
  };
}

/** The query string for the parameters, leaving out defaults so links stay short. */
export function writeListParams(params: CourseListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q !== '') search.set('q', params.q);
  if (params.department !== '') search.set('department', params.department);
  if (params.type !== 'all') search.set('type', params.type);
  if (params.level !== 'all') search.set('level', params.level);
  if (params.instructor !== '') search.set('instructor', params.instructor);
  if (params.sort !== defaultSort) search.set('sort', params.sort);
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.page_size !== defaultPageSize) search.set('page_size', String(params.page_size));
  return search;
}

/** True when any filter or the search narrows the list (sort and page size do not). */
export function isFiltered(params: CourseListParams): boolean {
  return (
    params.q !== '' ||
    params.department !== '' ||
    params.type !== 'all' ||
    params.level !== 'all' ||
    params.instructor !== ''
  );
}

/** The same view without any filter or search, on its first page. */
export const clearedFilters = {
  q: '',
  department: '',
  type: 'all',
  level: 'all',
  instructor: '',
  page: 1,
} as const satisfies Partial<CourseListParams>;
