import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../components/use-document-title';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('notFound.title'));
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} lh={1} aria-hidden>
          {t('notFound.code')}
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text size="lg">{t('notFound.body')}</Text>
        <Button component={Link} to="/">
          {t('notFound.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
