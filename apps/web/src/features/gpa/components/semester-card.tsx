import { ActionIcon, Group, Stack, Text, TextInput } from '@mantine/core';
import { GpaSection } from './gpa-section';
import { IconTrash } from '@tabler/icons-react';
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import englishTexts from '../../../locales/en/gpa.json';
import turkishTexts from '../../../locales/tr/gpa.json';
import { formatGpa, semesterGpa, type GpaSemester } from '../gpa-rules';
import type { CourseDraft } from '../use-gpa-calculator';
import { CoursePicker } from './course-picker';
import { CourseRow } from './course-row';
import { AddButton } from '../../../components/add-button';

interface SemesterCardProps {
  semester: GpaSemester;
  replacedIds: ReadonlySet<string>;
  /** False once the semester holds as many courses as the calculator allows. */
  canAddCourse: boolean;
  onRename: (name: string) => void;
  onRemove: () => void;
  onAddCourse: (course?: CourseDraft) => void;
  onChangeCourse: (courseId: string, patch: Partial<CourseDraft>) => void;
  onRemoveCourse: (courseId: string) => void;
}

/** The id of a semester's name field, so the page can move focus to a new semester. */
export function semesterNameInputId(semesterId: string): string {
  return `gpa-${semesterId}-name`;
}

/**
 * The default names of both languages. The app loads only its reader's texts, and a name given
 * in the other language must still be known as a default name.
 */
const defaultNameTemplates = [englishTexts.semester.defaultName, turkishTexts.semester.defaultName];

/**
 * A semester's name as shown: a default name the calculator gave in either
 * language ("Semester 2", "2. dönem") reads in the reader's language; a name
 * the person typed is shown as typed.
 */
export function shownSemesterName(name: string, i18n: i18n): string {
  for (const template of defaultNameTemplates) {
    const [before = '', after = ''] = template.split('{{number}}');
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`^${escape(before)}(\\d+)${escape(after)}$`, 'i').exec(name.trim());
    if (match?.[1] !== undefined)
      return i18n.t('semester.defaultName', { ns: 'gpa', number: Number(match[1]) });
  }
  return name;
}

/** A semester: its name, its courses, its GPA and credits, and the ways to add a course. */
export function SemesterCard({
  semester,
  replacedIds,
  canAddCourse,
  onRename,
  onRemove,
  onAddCourse,
  onChangeCourse,
  onRemoveCourse,
}: SemesterCardProps) {
  const { t, i18n } = useTranslation('gpa');
  const result = semesterGpa(semester);
  const name = shownSemesterName(semester.name, i18n);
  const title = name.trim() || t('semester.nameLabel');

  return (
    <GpaSection label={title} p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs">
          <TextInput
            id={semesterNameInputId(semester.id)}
            label={t('semester.nameLabel')}
            value={name}
            maxLength={60}
            error={semester.name.trim() === '' ? t('semester.nameRequired') : null}
            onChange={(event) => {
              onRename(event.currentTarget.value);
            }}
            style={{ flex: 1, minWidth: 0 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={semester.name.trim() === '' ? 24 : 0}
            onClick={onRemove}
            aria-label={t('semester.remove', { name: title })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap="lg" aria-live="polite">
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('semester.gpa')}:{' '}
            </Text>
            <Text span fw={700}>
              {result.gpa === null ? t('semester.noGpa') : formatGpa(result.gpa, i18n.language)}
            </Text>
          </Text>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('semester.credits')}:{' '}
            </Text>
            <Text span fw={700}>
              {result.credits}
            </Text>
          </Text>
        </Group>
        {semester.courses.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('semester.noCourses')}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            m={0}
            p={0}
            aria-label={t('semester.coursesLabel', { name: title })}
          >
            {semester.courses.map((course, index) => (
              <CourseRow
                key={course.id}
                course={course}
                number={index + 1}
                isReplaced={replacedIds.has(course.id)}
                onChange={(patch) => {
                  onChangeCourse(course.id, patch);
                }}
                onRemove={() => {
                  onRemoveCourse(course.id);
                }}
              />
            ))}
          </Stack>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <AddButton
            label={t('semester.addCourse')}
            variant="light"
            disabled={!canAddCourse}
            onClick={() => {
              onAddCourse();
            }}
          />
          <div style={{ flex: '1 1 220px', minWidth: 0 }}>
            <CoursePicker semesterName={title} disabled={!canAddCourse} onPick={onAddCourse} />
          </div>
        </Group>
      </Stack>
    </GpaSection>
  );
}
