import { Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBooks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FilteredEmptyState, PagedList } from '../../components/paged-list';
import { PageFrame } from '../../components/page-frames/page-frame';
import { useListState } from '../../lib/use-list-state';
import { useCourseConstants, useCourses } from './api';
import { catalogueQuerySchema, clearedFilters, isFiltered } from './catalogue-query';
import { CourseCards } from './components/course-cards';
import { CourseFilters } from './components/course-filters';
import { CoursesTable } from './components/courses-table';
import { useFilterText } from './use-filter-text';

/**
 * `/courses`: the public course catalogue, searchable and filterable, with the
 * whole view kept in the URL; a table from the `sm` breakpoint up, cards below.
 */
export function CourseCatalogPage() {
  const { t } = useTranslation('courses');
  const theme = useMantineTheme();
  // Read at the first render, so neither view flashes before the other.
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
  const CourseList = isWide ? CoursesTable : CourseCards;
  const { params, update } = useListState(catalogueQuerySchema);
  const search = useFilterText('q', params.q ?? '');
  const instructor = useFilterText('instructor', params.instructor ?? '');
  const courses = useCourses(params);
  const constants = useCourseConstants();

  const filtered = isFiltered(params);

  function clearFilters() {
    search.cancel();
    instructor.cancel();
    update(clearedFilters);
  }

  return (
    <PageFrame size="xl" title={t('title')} lead={t('lead')}>
      <CourseFilters
        params={params}
        departments={constants.data?.departments}
        searchText={search.text}
        onSearchChange={search.change}
        instructorText={instructor.text}
        onInstructorChange={instructor.change}
        onChange={update}
      />

      <PagedList
        query={courses}
        params={params}
        update={update}
        loadFailed={t('loadFailed')}
        empty={
          <FilteredEmptyState
            icon={<IconBooks size={32} aria-hidden />}
            title={filtered ? t('empty.filteredTitle') : t('empty.title')}
            description={filtered ? t('empty.filteredDescription') : t('empty.description')}
            filtered={filtered}
            clearLabel={t('empty.clear')}
            onClear={clearFilters}
          />
        }
      >
        {(data) => (
          <>
            {/* The line keeps its height while the first page loads, so the table does not move. */}
            <Text size="sm" fw={500} mb="xs" aria-live="polite">
              {data === undefined ? '\u00a0' : t('resultCount', { count: data.total })}
            </Text>
            <CourseList
              caption={t('caption')}
              courses={data?.items}
              loadingRows={Math.min(params.page_size, 5)}
            />
          </>
        )}
      </PagedList>
    </PageFrame>
  );
}
