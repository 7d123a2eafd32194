import {
  courseStatuses,
  defaultPageSize,
  experienceStatuses,
  pageSizes,
  type CourseStatus,
  type ExperienceStatus,
} from '@campus/contracts';

/**
 * The moderator panels keep their views in the query string of the page
 * they sit on, each under its own prefix (`review_…`, `course_…`), so that
 * they and the panel's other tabs never overwrite each other's parameters.
 */

/** What the experience review queue shows. */
export interface ExperienceReviewParams {
  status: ExperienceStatus;
  page: number;
  page_size: number;
}

/** What the moderators' course list shows. */
export interface AdminCourseListParams {
  q: string;
  /** A department code such as CMPE, or '' for every department. */
  department: string;
  status: CourseStatus;
  page: number;
  page_size: number;
}

export const defaultReviewStatus: ExperienceStatus = 'waiting';
export const defaultCourseStatus: CourseStatus = 'active';

const reviewKeys = {
  status: 'review_status',
  page: 'review_page',
  page_size: 'review_page_size',
} as const satisfies Record<keyof ExperienceReviewParams, string>;

const courseKeys = {
  q: 'course_q',
  department: 'course_department',
  status: 'course_status',
  page: 'course_page',
  page_size: 'course_page_size',
} as const satisfies Record<keyof AdminCourseListParams, string>;

const departmentCode = /^[A-Z]{1,8}$/;
const maxTextLength = 100;

function oneOf<T extends string>(options: readonly T[], value: string | null): value is T {
  return value !== null && (options as readonly string[]).includes(value);
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readPageSize(value: string | null): number {
  const pageSize = Number(value);
  return (pageSizes as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize;
}

/**
 * A copy of the query string with each of the panel's keys set to its value,
 * or removed when the value is the default (null): keys keep their places
 * and the other tabs' parameters stay as they are.
 */
function withValues(
  current: URLSearchParams,
  values: ReadonlyArray<readonly [string, string | null]>,
): URLSearchParams {
  const search = new URLSearchParams(current);
  for (const [key, value] of values) {
    if (value === null) search.delete(key);
    else search.set(key, value);
  }
  return search;
}

function unlessDefault<T extends string | number>(value: T, fallback: T): string | null {
  return value === fallback ? null : String(value);
}

export function readReviewParams(search: URLSearchParams): ExperienceReviewParams {
  const status = search.get(reviewKeys.status);
  return {
    status: oneOf(experienceStatuses, status) ? status : defaultReviewStatus,
    page: readPage(search.get(reviewKeys.page)),
    page_size: readPageSize(search.get(reviewKeys.page_size)),
  };
}

/** The query string with the queue's parameters (defaults left out) and everything else unchanged. */
export function writeReviewParams(
  params: ExperienceReviewParams,
  current: URLSearchParams,
): URLSearchParams {
  return withValues(current, [
    [reviewKeys.status, unlessDefault(params.status, defaultReviewStatus)],
    [reviewKeys.page, unlessDefault(params.page, 1)],
    [reviewKeys.page_size, unlessDefault(params.page_size, defaultPageSize)],
  ]);
}

export function readAdminCourseParams(search: URLSearchParams): AdminCourseListParams {
  const department = (search.get(courseKeys.department) ?? '').trim().toUpperCase();
  const status = search.get(courseKeys.status);
  return {
    q: (search.get(courseKeys.q) ?? '').trim().slice(0, maxTextLength),
    department: departmentCode.test(department) ? department : '',
    status: oneOf(courseStatuses, status) ? status : defaultCourseStatus,
    page: readPage(search.get(courseKeys.page)),
    page_size: readPageSize(search.get(courseKeys.page_size)),
  };
}

/** The query string with the course list's parameters (defaults left out) and everything else unchanged. */
export function writeAdminCourseParams(
  params: AdminCourseListParams,
  current: URLSearchParams,
): URLSearchParams {
  return withValues(current, [
    [courseKeys.q, unlessDefault(params.q, '')],
    [courseKeys.department, unlessDefault(params.department, '')],
    [courseKeys.status, unlessDefault(params.status, defaultCourseStatus)],
    [courseKeys.page, unlessDefault(params.page, 1)],
    [courseKeys.page_size, unlessDefault(params.page_size, defaultPageSize)],
  ]);
}
