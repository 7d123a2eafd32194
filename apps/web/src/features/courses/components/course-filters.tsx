import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { courseLevels, courseSorts, courseTypes } from '@campus/contracts';
import type { CourseLevel, CourseSort, CourseType, Department } from '@campus/contracts';
import type { CatalogueQuery } from '../catalogue-query';
import { useBilingualName } from '../course-text';

/** The type and level boxes offer `all` for no filter. */
type TypeFilter = CourseType | 'all';
type LevelFilter = CourseLevel | 'all';

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
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        maxLength={100}
        onChange={(event) => {
          onSearchChange(event.currentTarget.value);
        }}
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
      <Select<TypeFilter>
        label={t('filters.type')}
        allowDeselect={false}
        value={params.type ?? 'all'}
        data={[
          { value: 'all', label: t('filters.allTypes') },
          ...courseTypes.map((type) => ({ value: type, label: t(`types.${type}`) })),
        ]}
        onChange={(type) => {
          if (type !== null) onChange({ type: type === 'all' ? undefined : type, page: 1 });
        }}
      />
      <Select<LevelFilter>
        label={t('filters.level')}
        allowDeselect={false}
        value={params.level ?? 'all'}
        data={[
          { value: 'all', label: t('filters.allLevels') },
          ...courseLevels.map((level) => ({ value: level, label: t(`levels.${level}`) })),
        ]}
        onChange={(level) => {
          if (level !== null) onChange({ level: level === 'all' ? undefined : level, page: 1 });
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
