import { Button, EmptyState } from '@mantine/core';
import { IconBookOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A course link that leads nowhere: a malformed id, or a course the API does not know (404). */
export function CourseNotFound({ invalidId }: { invalidId: boolean }) {
  const { t } = useTranslation('course-detail');
  return (
    <EmptyState icon={<IconBookOff size={32} aria-hidden />} withIndicatorBackground py="xl">
      <EmptyState.Title order={1}>{t('notFound.title')}</EmptyState.Title>
      <EmptyState.Description>
        {invalidId ? t('notFound.invalid') : t('notFound.description')}
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/courses" variant="default">
          {t('notFound.back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
