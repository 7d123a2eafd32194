import { useQuery } from '@tanstack/react-query';
import { courseListSchema } from '@campus/contracts';
import { api } from '../../../lib/api-client';
import { withProblem } from '../../../lib/problem-error';

/** Shortest search text sent to the catalogue. */
export const minSearchLength = 2;

/** `GET coursefile/courses?q=&page_size=10`: the first catalogue courses matching the text. */
export async function searchCourses(q: string) {
  const searchParams = new URLSearchParams({ q, page_size: '10' });
  return withProblem(async () =>
    courseListSchema.parse(await api.get('coursefile/courses', { searchParams }).json<unknown>()),
  );
}

/** Catalogue courses for the picker; idle until the text is long enough. */
export function useCourseSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['gpa', 'course-search', text],
    queryFn: () => searchCourses(text),
    enabled: text.length >= minSearchLength,
    staleTime: 5 * 60 * 1000,
  });
}
