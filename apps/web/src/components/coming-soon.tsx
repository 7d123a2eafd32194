import { Badge, Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from './use-document-title';

interface ComingSoonProps {
  /** The translated name of the section. */
  title: string;
}

/** What a section shows until its release: its name, that it is being built, and a way home. */
export function ComingSoon({ title }: ComingSoonProps) {
  const { t } = useTranslation('shell');
  useDocumentTitle(title);
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconTools size={34} stroke={1.5} />
        </ThemeIcon>
        <Badge variant="light" size="lg">
          {t('comingSoon.badge')}
        </Badge>
        <Title order={1}>{title}</Title>
        <Text size="lg" maw={480}>
          {t('comingSoon.body')}
        </Text>
        <Button component={Link} to="/" variant="filled">
          {t('comingSoon.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
