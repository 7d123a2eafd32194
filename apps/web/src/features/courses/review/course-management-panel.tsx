import { useState } from 'react';
import { Select, SimpleGrid, Stack } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  courseListQuerySchema,
  courseStatusSchema,
  courseStatuses,
  type CourseStatus,
  type CourseSummary,
} from '@campus/contracts';
import { FilteredEmptyState, PagedList } from '../../../components/paged-list';
import { SectionHeading } from '../../../components/section-heading';
import { useAdminCourses, useCourseConstants } from '../api';
import { useBilingualName } from '../course-text';
import { AdminCoursesTable } from './components/admin-courses-table';
import { CourseEditorDrawer, type CourseEditorTarget } from './components/course-editor-drawer';
import { usePanelListState } from '../../../lib/use-list-state';
import { useTypedFilter } from './use-typed-filter';
import { SearchInput } from '../../../components/list-filters';
import { AddButton } from '../../../components/add-button';

/** What the moderators' list keeps in the URL: search, department, page, and a status (active unless chosen). */
const adminCourseListSchema = courseListQuerySchema
  .pick({ q: true, department: true, page: true, page_size: true })
  .extend({ status: courseStatusSchema.default('active') });

/**
 * The moderators' course list, for a tab of `/admin/panel`: every status,
 * search, department and page in `course_…` query parameters; courses are
 * added and edited in a drawer.
 */
export function CourseManagementPanel() {
  const { t } = useTranslation('course-review');
  const { t: tCourses } = useTranslation('courses');
  const nameOf = useBilingualName();
  const { params, update } = usePanelListState(adminCourseListSchema, 'course_');
  const search = useTypedFilter(params.q ?? '', (q) => {
    update({ q, page: 1 });
  });
  const courses = useAdminCourses({ ...params, sort: 'code' });
  const constants = useCourseConstants();
  const [editor, setEditor] = useState<CourseEditorTarget | null>(null);

  const filtered = (params.q ?? '') !== '' || params.department !== undefined;
  const statusLabel = tCourses(`statuses.${params.status}`);

  const departmentOptions = (constants.data?.departments ?? []).map((department) => ({
    value: department.code,
    label: `${department.code} · ${nameOf(department).main}`,
  }));
  const linked = params.department;
  if (linked !== undefined && !departmentOptions.some((o) => o.value === linked)) {
    departmentOptions.unshift({ value: linked, label: linked });
  }

  function openEditor(course: CourseSummary | null) {
    setEditor({ course, opening: Date.now() });
  }

  function clearFilters() {
    search.cancel();
    update({ q: undefined, department: undefined, page: 1 });
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="course-management-title">
      <SectionHeading
        id="course-management-title"
        title={t('courses.title')}
        lead={t('courses.lead')}
        action={
          <AddButton
            label={t('courses.add')}
            onClick={() => {
              openEditor(null);
            }}
          />
        }
      />

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <SearchInput
          label={t('courses.search')}
          placeholder={t('courses.searchPlaceholder')}
          maxLength={100}
          value={search.text}
          onChange={search.change}
        />
        <Select
          label={t('courses.department')}
          placeholder={t('courses.allDepartments')}
          searchable
          clearable
          nothingFoundMessage={t('courses.noDepartment')}
          withScrollArea={false}
          styles={{ dropdown: { maxHeight: 280, overflowY: 'auto' } }}
          value={linked ?? null}
          data={departmentOptions}
          onChange={(department) => {
            update({ department: department ?? undefined, page: 1 });
          }}
        />
        <Select<CourseStatus>
          label={t('courses.status')}
          allowDeselect={false}
          withScrollArea={false}
          value={params.status}
          data={courseStatuses.map((status) => ({
            value: status,
            label: tCourses(`statuses.${status}`),
          }))}
          onChange={(status) => {
            if (status !== null) update({ status, page: 1 });
          }}
        />
      </SimpleGrid>

      <PagedList
        query={courses}
        params={params}
        update={update}
        loadFailed={t('courses.loadFailed')}
        refreshing={t('courses.refreshing')}
        empty={
          <FilteredEmptyState
            icon={<IconBooks size={32} aria-hidden />}
            title={
              filtered
                ? t('courses.empty.filteredTitle')
                : t('courses.empty.title', { status: statusLabel })
            }
            description={
              filtered ? t('courses.empty.filteredDescription') : t('courses.empty.description')
            }
            filtered={filtered}
            clearLabel={t('courses.empty.clear')}
            onClear={clearFilters}
          />
        }
      >
        {(loaded) => (
          <AdminCoursesTable
            caption={t('courses.caption', { status: statusLabel, count: loaded?.total ?? 0 })}
            courses={loaded?.items}
            loadingRows={Math.min(params.page_size, 5)}
            onEdit={openEditor}
          />
        )}
      </PagedList>

      <CourseEditorDrawer
        target={editor}
        departments={constants.data?.departments}
        onClose={() => {
          setEditor(null);
        }}
      />
    </Stack>
  );
}
