import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { CourseListItem } from '@campus/contracts';
import { CourseCatalogPage } from './course-catalog-page';
import { fakeServer, jsonResponse, renderRoutes } from '../../test/render-feature';
import { cmpe150Course, noAggregates } from './test-courses';
import { constants, departmentOf, history } from './test-departments';

/** Fixtures and helpers of the catalogue page's component tests. */

/** A mandatory course with twelve approved experiences. */
export const cmpe150: CourseListItem = {
  ...cmpe150Course,
  course_code: 'CMPE150',
  aggregates: {
    count: 12,
    rating_difficulty: 3.42,
    rating_workload: 2.5,
    rating_usefulness: 4.83,
    rating_grading: 4,
  },
};

/** An elective course without any approved experience. */
export const hist201: CourseListItem = {
  ...cmpe150Course,
  course_id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  course_code: 'HIST201',
  name_en: 'History of İstanbul',
  name_tr: 'İstanbul Tarihi',
  credits: 2,
  ects: 4,
  course_type: 'elective',
  level: 'graduate',
  instructor_name: 'İlber Şahin',
  semester_offered: 'spring',
  language: 'tr',
  department: departmentOf(history),
  aggregates: noAggregates,
};

/** The fake API of the catalogue: both courses on one page, and the constants. */
export function serveCatalogue(): void {
  fakeServer.reset();
  fakeServer.on('GET', 'coursefile/courses', () =>
    jsonResponse(200, { items: [cmpe150, hist201], page: 1, page_size: 25, total: 2 }),
  );
  fakeServer.on('GET', 'coursefile/courses-constants', () => jsonResponse(200, constants));
}

export function renderAt(initialEntry: string, language: 'en' | 'tr' = 'en') {
  return renderRoutes({
    initialEntry,
    language,
    routes: [{ path: '/courses', element: <CourseCatalogPage /> }],
  });
}

export function lastListCall() {
  return fakeServer.callsTo('GET', 'coursefile/courses').at(-1);
}

export function queryOf(router: ReturnType<typeof renderAt>['router']) {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

/**
 * After a change of the list's options: the address says `query`, and the
 * catalogue was read again with `field` set to `value`, from its first page.
 */
export async function expectReadAgain(
  router: ReturnType<typeof renderAt>['router'],
  query: Record<string, string>,
  field: string,
  value: string,
) {
  await waitFor(() => {
    expect(queryOf(router)).toEqual(query);
  });
  await waitFor(() => {
    expect(lastListCall()?.search.get(field)).toBe(value);
  });
  expect(lastListCall()?.search.get('page')).toBe('1');
}

/** Whether a media query's width conditions, `(min-width: 48em)` or `(max-width: 500px)`, hold. */
function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(em|px)\)/g)];
  return (
    conditions.length > 0 &&
    conditions.every(([, bound, value, unit]) => {
      const pixels = Number(value) * (unit === 'em' ? 16 : 1);
      return bound === 'min' ? width >= pixels : width <= pixels;
    })
  );
}

/**
 * Renders as if the window were `width` pixels wide: matchMedia answers the
 * width queries (Mantine's useMediaQuery) for it; undone by vi.restoreAllMocks.
 */
export function useViewportWidth(width: number): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string): MediaQueryList => {
    const list = {
      matches: matchesWidth(query, width),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list;
  });
}
