import { Alert, Container } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The notice at the top of the landing page while the platform is in maintenance mode. */
export function MaintenanceBanner() {
  const { t } = useTranslation('pages');
  return (
    <Container size="lg" pt="md">
      <Alert
        variant="light"
        color="yellow"
        radius="md"
        title={t('landing.maintenance.title')}
        icon={<IconTools size={20} aria-hidden />}
      >
        {t('landing.maintenance.body')}
      </Alert>
    </Container>
  );
}
