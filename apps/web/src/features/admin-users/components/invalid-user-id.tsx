import { Button, EmptyState } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A link whose user id is missing or malformed ('Invalid ID', SPEC section 8). */
export function InvalidUserId() {
  const { t } = useTranslation('admin-users');
  const { t: tCommon } = useTranslation('common');
  return (
    <EmptyState
      icon={<IconUserQuestion size={32} aria-hidden />}
      withIndicatorBackground
      title={tCommon('errors.invalidId')}
      description={t('detail.invalidId')}
      py="xl"
    >
      <EmptyState.Actions>
        <Button component={Link} to="/admin/users/all" variant="default">
          {t('detail.backToList')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
