import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './brand-logo';
import classes from './card-page.module.css';
import { LanguageSwitcher } from './language-switcher';
import { ThemeToggle } from './theme-toggle';
import { useDocumentTitle } from './use-document-title';

interface CardPageProps {
  /** The page's heading and tab title. */
  title: string;
  /** A sentence under the heading. */
  description?: ReactNode;
  /**
   * Guest-only pages show no navigation bar (SPEC.md section 2), so they carry
   * the logo, the language switcher and the theme toggle themselves.
   */
  standalone?: boolean;
  /** The card's width in pixels; it shrinks on narrow screens. */
  width?: number;
  children: ReactNode;
}

/** A centred card with a heading: the frame of the sign-in, registration and account pages. */
export function CardPage({
  title,
  description,
  standalone = false,
  width = 440,
  children,
}: CardPageProps) {
  const { t } = useTranslation('shell');
  useDocumentTitle(title);
  return (
    <Box className={standalone ? `${classes.page} ${classes.standalone}` : classes.page}>
      {standalone && (
        <Group
          className={classes.corner}
          gap="xs"
          wrap="nowrap"
          role="group"
          aria-label={t('nav.settingsGroup')}
        >
          <LanguageSwitcher />
          <ThemeToggle />
        </Group>
      )}
      <Box className={classes.column} maw={width}>
        {standalone && (
          <Center mb="lg">
            <BrandLogo />
          </Center>
        )}
        <Paper
          withBorder
          shadow="sm"
          radius="md"
          p={{ base: 'lg', sm: 'xl' }}
          className={classes.card}
        >
          <Stack gap={6} mb="lg">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {description !== undefined && <Text c="dimmed">{description}</Text>}
          </Stack>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
