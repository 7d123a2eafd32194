import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { courseLevels, courseSorts, courseTypes } from '@campus/contracts';
import type { CourseSort, Department } from '@campus/contracts';
import { FilterSelect, SearchInput } from '../../../components/list-filters';
import type { CatalogueQuery } from '../catalogue-query';
import { useBilingualName } from '../course-text';

interface CourseFiltersProps {
  params: CatalogueQuery;
  /** The departments to choose from; undefined while they load. */
  departments: readonly Department[] | undefined;
  searchText: string;
  onSearchChange: (text: string) => void;
  instructorText: string;
  onInstructorChange: (text: string) => void;
  onChange: (patch: Partial<CatalogueQuery>) => void;
}

/** The search box, the department, type, level and instructor filters and the sort; one column on phones. */
export function CourseFilters({
  params,
  departments,
  searchText,
  onSearchChange,
  instructorText,
  onInstructorChange,
  onChange,
}: CourseFiltersProps) {
  const { t } = useTranslation('courses');
  const nameOf = useBilingualName();
  const departmentOptions = (departments ?? []).map((department) => ({
    value: department.code,
    label: `${department.code} · ${nameOf(department).main}`,
  }));
  // A department in the link that the list does not (yet) know still shows as its code.
  const linked = params.department;
  if (linked !== undefined && !departmentOptions.some((o) => o.value === linked)) {
    departmentOptions.unshift({ value: linked, label: linked });
  }

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mb="md" spacing="sm">
      <SearchInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        maxLength={100}
        value={searchText}
        onChange={onSearchChange}
      />
      <Select
        label={t('filters.department')}
        placeholder={t('filters.allDepartments')}
        searchable
        clearable
        nothingFoundMessage={t('filters.noDepartment')}
        value={linked ?? null}
        data={departmentOptions}
        onChange={(chosen) => {
          onChange({ department: chosen ?? undefined, page: 1 });
        }}
      />
      <FilterSelect
        label={t('filters.type')}
        allLabel={t('filters.allTypes')}
        options={courseTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        value={params.type}
        onChange={(type) => {
          onChange({ type, page: 1 });
        }}
      />
      <FilterSelect
        label={t('filters.level')}
        allLabel={t('filters.allLevels')}
        options={courseLevels.map((level) => ({ value: level, label: t(`levels.${level}`) }))}
        value={params.level}
        onChange={(level) => {
          onChange({ level, page: 1 });
        }}
      />
      <TextInput
        label={t('filters.instructor')}
        placeholder={t('filters.instructorPlaceholder')}
        leftSection={<IconUser size={16} aria-hidden />}
        value={instructorText}
        maxLength={100}
        onChange={(event) => {
          onInstructorChange(event.currentTarget.value);
        }}
      />
      <Select<CourseSort>
        label={t('filters.sort')}
        allowDeselect={false}
        value={params.sort}
        data={courseSorts.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
        onChange={(sort) => {
          if (sort !== null) onChange({ sort, page: 1 });
        }}
      />
    </SimpleGrid>
  );
}
