import { useRef, useState } from 'react';
import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { minSearchLength, useCourseSearch } from '../api';
import type { CourseDraft } from '../use-gpa-calculator';

interface CoursePickerProps {
  /** Names the picker's semester, so each picker has its own accessible name. */
  semesterName: string;
  disabled: boolean;
  onPick: (course: CourseDraft) => void;
}

/** Searches the course catalogue; choosing a course fills its code, name (in the UI language) and credits. */
export function CoursePicker({ semesterName, disabled, onPick }: CoursePickerProps) {
  const { t, i18n } = useTranslation('gpa');
  const [text, setText] = useState('');
  // Mantine writes the chosen option's label into the field after a pick; the picker empties it instead.
  const justPicked = useRef(false);
  const [query] = useDebouncedValue(text, 300);
  const search = useCourseSearch(query);
  const isTurkish = i18n.language.startsWith('tr');
  const items = search.data?.items ?? [];
  const isSearchable = query.trim().length >= minSearchLength;

  const options = items.map((course) => ({
    value: course.course_id,
    label: t('picker.option', {
      code: course.course_code,
      name: isTurkish ? course.name_tr : course.name_en,
      credits: course.credits,
    }),
  }));

  let description = t('picker.description');
  if (isSearchable && search.isSuccess && items.length === 0) description = t('picker.noResults');

  return (
    <Autocomplete
      label={t('picker.label')}
      aria-label={`${t('picker.label')} (${semesterName})`}
      placeholder={t('picker.placeholder')}
      description={description}
      error={isSearchable && search.isError ? t('picker.error') : undefined}
      value={text}
      disabled={disabled}
      onChange={(value) => {
        if (justPicked.current) {
          justPicked.current = false;
          setText('');
          return;
        }
        setText(value);
      }}
      data={options}
      // The API already matched the text with Turkish search rules.
      filter={({ options: all }) => all}
      limit={10}
      maxLength={100}
      rightSection={search.isFetching ? <Loader size="xs" aria-hidden /> : null}
      onOptionSubmit={(courseId) => {
        const course = items.find((item) => item.course_id === courseId);
        if (course === undefined) return;
        onPick({
          code: course.course_code,
          name: isTurkish ? course.name_tr : course.name_en,
          credits: course.credits,
          grade: null,
        });
        justPicked.current = true;
      }}
    />
  );
}
