import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { useDocumentTitle } from '../components/use-document-title';

/** The friendly error state: what happened in plain words, a retry and a way home. */
export function ErrorPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('errorPage.title'));
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="red" aria-hidden>
          <IconAlertTriangle size={34} stroke={1.5} />
        </ThemeIcon>
        <Title order={1}>{t('errorPage.title')}</Title>
        <Text size="lg">{t('errorPage.body')}</Text>
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => {
              window.location.reload();
            }}
          >
            {t('errorPage.retry')}
          </Button>
          <Button component={Link} to="/">
            {t('errorPage.backHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** The router's error element: logs what broke (SPEC.md section 8) and shows the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[router] A page failed to render', error);
  }, [error]);
  return <ErrorPage />;
}
