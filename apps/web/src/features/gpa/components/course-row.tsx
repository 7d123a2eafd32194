import { ActionIcon, Box, Grid, Select, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { courseLimits, gpaLimits, gradeScale } from '@campus/contracts';
import { useTranslation } from 'react-i18next';
import { NumberField } from './number-field';
import { isCounted, isGradeLetter, isValidCredits, type GpaCourse } from '../gpa-rules';
import type { CourseDraft } from '../use-gpa-calculator';

interface CourseRowProps {
  course: GpaCourse;
  /** 1-based position in the semester, for the row's accessible name. */
  number: number;
  isReplaced: boolean;
  onChange: (patch: Partial<CourseDraft>) => void;
  onRemove: () => void;
}

/** The id of a row's code field, so the page can move focus to a new row. */
export function courseCodeInputId(courseId: string): string {
  return `gpa-${courseId}-code`;
}

/** One course: code, name, credits and grade, each with its label, and a remove button. */
export function CourseRow({ course, number, isReplaced, onChange, onRemove }: CourseRowProps) {
  const { t, i18n } = useTranslation('gpa');
  const pointsFormat = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const gradeOptions = gradeScale.map((grade) => ({
    value: grade.letter,
    label: t('course.gradeOption', {
      letter: grade.letter,
      points: pointsFormat.format(grade.points),
    }),
  }));
  const creditsError =
    course.credits !== null && !isValidCredits(course.credits)
      ? t('course.creditsError', { min: gpaLimits.minCredits, max: gpaLimits.maxCredits })
      : null;
  const displayName = course.name.trim() || course.code.trim() || t('course.untitled');
  const showNotCounted =
    !isCounted(course) &&
    (course.grade !== null || course.credits !== null) &&
    creditsError === null;

  return (
    <Box component="li" aria-label={t('course.group', { number })} style={{ listStyle: 'none' }}>
      <Grid gap="xs" align="flex-start">
        <Grid.Col span={{ base: 5, sm: 2 }}>
          <TextInput
            id={courseCodeInputId(course.id)}
            label={t('course.code')}
            value={course.code}
            maxLength={courseLimits.codeMaxLength}
            onChange={(event) => {
              onChange({ code: event.currentTarget.value });
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 7, sm: 4 }}>
          <TextInput
            label={t('course.name')}
            value={course.name}
            maxLength={courseLimits.nameMaxLength}
            onChange={(event) => {
              onChange({ name: event.currentTarget.value });
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 2 }}>
          <NumberField
            label={t('course.credits')}
            value={course.credits}
            min={gpaLimits.minCredits}
            max={gpaLimits.maxCredits}
            decimalScale={1}
            allowNegative={false}
            error={creditsError}
            onNumberChange={(value) => {
              onChange({ credits: value });
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Select
            label={t('course.grade')}
            placeholder={t('course.gradePlaceholder')}
            data={gradeOptions}
            value={course.grade}
            clearable
            allowDeselect
            onChange={(value) => {
              onChange({ grade: isGradeLetter(value) ? value : null });
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 2, sm: 1 }} pt={{ base: 30, sm: 30 }}>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={onRemove}
            aria-label={t('course.remove', { name: displayName })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Grid.Col>
        {(isReplaced || showNotCounted) && (
          <Grid.Col span={12} pt={0}>
            <Text size="xs" c="dimmed">
              {isReplaced ? t('course.replaced') : t('course.notCounted')}
            </Text>
          </Grid.Col>
        )}
      </Grid>
    </Box>
  );
}
