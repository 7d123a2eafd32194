import { NativeSelect, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  courseLanguages,
  courseLevels,
  courseLimits,
  courseSemesters,
  courseStatuses,
  courseTypes,
  type CourseDetailCourse,
  type Department,
} from '@campus/contracts';
import { useBilingualName } from '../../course-text';
import type { CourseFormValues, DescriptionLengths } from '../course-form-values';
import type { CourseFieldLabels } from '../use-course-validation';
import { WholeNumberInput } from '../../../../components/whole-number-input';

interface CourseFormFieldsProps {
  form: UseFormReturnType<CourseFormValues>;
  labels: CourseFieldLabels;
  /** The course being edited, or null for a new one. */
  course: CourseDetailCourse | null;
  departments: readonly Department[] | undefined;
  /** The descriptions' lengths, for their counters. */
  descriptionLengths: DescriptionLengths;
}

const descriptionMaxLength = courseLimits.descriptionMaxLength;
const instructorMaxLength = 120;
/** The department list scrolls natively: long, but light for the browser. */
const departmentDropdown = { dropdown: { maxHeight: 280, overflowY: 'auto' } } as const;

/** The inputs of the course form: two columns from small tablets up, one on phones. */
export function CourseFormFields({
  form,
  labels,
  course,
  departments,
  descriptionLengths,
}: CourseFormFieldsProps) {
  const { t } = useTranslation('course-review');
  const { t: tCourses } = useTranslation('courses');
  const nameOf = useBilingualName();

  const departmentOptions = (departments ?? []).map((department) => ({
    value: String(department.department_id),
    label: `${department.code} · ${nameOf(department).main}`,
  }));
  const ownDepartment = course === null ? null : String(course.department.department_id);
  if (course !== null && !departmentOptions.some((o) => o.value === ownDepartment)) {
    departmentOptions.unshift({
      value: String(course.department.department_id),
      label: `${course.department.code} · ${nameOf(course.department).main}`,
    });
  }

  /**
   * A required choice among a few values, labelled with the `courses`
   * namespace's texts: the platform's own select, light and at home on phones.
   */
  function enumSelect(
    field: keyof CourseFormValues,
    values: readonly string[],
    prefix: string,
    description?: string,
  ) {
    return (
      <NativeSelect
        label={labels[field]}
        description={description}
        required
        data={values.map((value) => ({ value, label: tCourses(`${prefix}.${value}`) }))}
        key={form.key(field)}
        {...form.getInputProps(field)}
      />
    );
  }

  function description(field: 'description_en' | 'description_tr') {
    const length = descriptionLengths[field];
    return (
      <Textarea
        label={labels[field]}
        description={
          <Text span size="xs" c={length > descriptionMaxLength ? 'red' : 'dimmed'}>
            {t('form.descriptionCounter', { count: length, max: descriptionMaxLength })}
          </Text>
        }
        rows={4}
        resize="vertical"
        key={form.key(field)}
        {...form.getInputProps(field)}
      />
    );
  }

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={labels.course_code}
          description={t('form.codeHint')}
          placeholder="CMPE 150"
          required
          autoComplete="off"
          maxLength={courseLimits.codeMaxLength}
          key={form.key('course_code')}
          {...form.getInputProps('course_code')}
          onChange={(event) => {
            // Upper case as it is typed; the length stays, so the caret stays too.
            const input = event.currentTarget;
            const caret = input.selectionStart;
            input.value = input.value.toUpperCase();
            if (caret !== null) input.setSelectionRange(caret, caret);
            form.setFieldValue('course_code', input.value, { forceUpdate: false });
          }}
        />
        <Select
          label={labels.department_id}
          placeholder={t('form.departmentPlaceholder')}
          required
          searchable
          nothingFoundMessage={t('form.noDepartment')}
          withScrollArea={false}
          styles={departmentDropdown}
          data={departmentOptions}
          key={form.key('department_id')}
          {...form.getInputProps('department_id')}
        />
        <TextInput
          label={labels.name_en}
          required
          maxLength={courseLimits.nameMaxLength}
          key={form.key('name_en')}
          {...form.getInputProps('name_en')}
        />
        <TextInput
          label={labels.name_tr}
          required
          maxLength={courseLimits.nameMaxLength}
          key={form.key('name_tr')}
          {...form.getInputProps('name_tr')}
        />
        <WholeNumberInput
          label={labels.credits}
          required
          min={courseLimits.minCredits}
          max={courseLimits.maxCredits}
          key={form.key('credits')}
          {...form.getInputProps('credits')}
        />
        <WholeNumberInput
          label={labels.ects}
          required
          min={courseLimits.minEcts}
          max={courseLimits.maxEcts}
          key={form.key('ects')}
          {...form.getInputProps('ects')}
        />
        {enumSelect('course_type', courseTypes, 'types')}
        {enumSelect('level', courseLevels, 'levels')}
        {enumSelect('status', courseStatuses, 'statuses', t('form.statusHint'))}
        {enumSelect('language', courseLanguages, 'languages')}
        <TextInput
          label={labels.instructor_name}
          required
          maxLength={instructorMaxLength}
          key={form.key('instructor_name')}
          {...form.getInputProps('instructor_name')}
        />
        {enumSelect('semester_offered', courseSemesters, 'semesters')}
      </SimpleGrid>
      {description('description_en')}
      {description('description_tr')}
    </Stack>
  );
}
