import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gpaLimits } from '@campus/contracts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useDocumentTitle } from '../../components/use-document-title';
import { useAuth } from '../../lib/auth-store';
import { courseCodeInputId } from './components/course-row';
import { NeededPanel } from './components/needed-panel';
import { SemesterCard, semesterNameInputId } from './components/semester-card';
import { SummaryCard } from './components/summary-card';
import { SyncStatus } from './components/sync-status';
import { cumulativeGpa, replacedCourseIds } from './gpa-rules';
import { useGpaCalculator } from './use-gpa-calculator';
import { useGpaProfileSync } from './use-gpa-profile-sync';
import { AddButton } from '../../components/add-button';

/**
 * `/gpa`: semesters and courses, the cumulative GPA and the "what do I need"
 * target, kept in this browser and, when signed in, in the profile.
 */
export function GpaCalculatorPage() {
  const { t } = useTranslation('gpa');
  useDocumentTitle(t('title'));
  const { isAuthenticated, loading, user_current } = useAuth();
  const userId = isAuthenticated && user_current !== null ? user_current.user_id : null;
  const calculator = useGpaCalculator();
  const sync = useGpaProfileSync(calculator, userId);
  const { semesters, planner } = calculator.data;
  const [isConfirmingClear, setIsConfirmingClear] = useState(false);
  // After adding a semester or a course, focus moves to its first field.
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    if (pendingFocus.current === null) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const cumulative = cumulativeGpa(semesters);
  const replacedIds = replacedCourseIds(semesters);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Group justify="space-between" align="center" gap="xs">
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              {t('title')}
            </Title>
            {userId !== null && <SyncStatus status={sync.status} onRetry={sync.retry} />}
          </Group>
          <Text>{t('intro')}</Text>
          <Text size="sm" c="dimmed">
            {t('rules')}
          </Text>
        </Stack>
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
          {userId !== null ? (
            t('storage.signedIn')
          ) : (
            <>
              {t('storage.guest')}
              {!loading && (
                <>
                  {' '}
                  <Anchor
                    component={Link}
                    to="/reception/login"
                    c="inherit"
                    fw={600}
                    underline="always"
                  >
                    {t('storage.signInHint')}
                  </Anchor>
                </>
              )}
            </>
          )}
        </Alert>
        <SummaryCard result={cumulative} />
        {semesters.length === 0 ? (
          <Text c="dimmed">{t('semester.empty')}</Text>
        ) : (
          semesters.map((semester) => (
            <SemesterCard
              key={semester.id}
              semester={semester}
              replacedIds={replacedIds}
              onRename={(name) => {
                calculator.renameSemester(semester.id, name);
              }}
              onRemove={() => {
                calculator.removeSemester(semester.id);
              }}
              canAddCourse={semester.courses.length < gpaLimits.maxCoursesPerSemester}
              onAddCourse={(course) => {
                const id = calculator.addCourse(semester.id, course);
                if (course === undefined) pendingFocus.current = courseCodeInputId(id);
              }}
              onChangeCourse={(courseId, patch) => {
                calculator.updateCourse(semester.id, courseId, patch);
              }}
              onRemoveCourse={(courseId) => {
                calculator.removeCourse(semester.id, courseId);
              }}
            />
          ))
        )}
        <Group justify="space-between" gap="sm">
          <AddButton
            label={t('actions.addSemester')}
            disabled={semesters.length >= gpaLimits.maxSemesters}
            onClick={() => {
              const id = calculator.addSemester(
                t('semester.defaultName', { number: semesters.length + 1 }),
              );
              pendingFocus.current = semesterNameInputId(id);
            }}
          />
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => {
              setIsConfirmingClear(true);
            }}
          >
            {t('actions.clearAll')}
          </Button>
        </Group>
        <NeededPanel current={cumulative} planner={planner} onChange={calculator.setPlanner} />
      </Stack>
      <ConfirmDialog
        opened={isConfirmingClear}
        title={t('clear.title')}
        body={userId !== null ? t('clear.bodySignedIn') : t('clear.body')}
        confirmLabel={t('clear.confirm')}
        confirmColor="red"
        cancelLabel={t('clear.cancel')}
        onClose={() => {
          setIsConfirmingClear(false);
        }}
        onConfirm={() => {
          calculator.clearAll();
          setIsConfirmingClear(false);
        }}
      />
    </Container>
  );
}
