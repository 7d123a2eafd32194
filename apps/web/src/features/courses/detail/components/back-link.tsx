import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way back to the catalogue, above the course. */
export function BackToCatalogueLink() {
  const { t } = useTranslation('course-detail');
  return (
    <Anchor component={Link} to="/courses" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('backToCatalogue')}
      </Group>
    </Anchor>
  );
}
