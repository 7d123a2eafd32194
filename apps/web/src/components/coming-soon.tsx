import { Badge, Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { route, type AppRoute, type AppRoutePath, type RouteAccess } from '../lib/routing';
import { useDocumentTitle } from './use-document-title';

/** The app's sections, each with a translated title under `shell:sections` (a coming-soon state shows it). */
export const sectionKeys = [
  'home',
  'career',
  'careerApply',
  'contacts',
  'login',
  'register',
  'verifyEmail',
  'passwordForgot',
  'passwordReset',
  'vipLogin',
  'vipRegister',
  'passwordChange',
  'googleCallback',
  'deleteRequest',
  'deleteVerify',
  'profileView',
  'profilePhoto',
  'waitlistAdd',
  'voteQuestionAdd',
  'votes',
  'adminPanel',
  'vipApplications',
  'careerApplications',
  'careerApplication',
  'adminDashboard',
  'adminUsers',
  'adminUser',
  'adminUserAdd',
  'adminUserEdit',
  'adminContacts',
  'adminContact',
  'adminWaitlist',
  'adminSuggestions',
  'adminFeedback',
  'adminInstagram',
  'adminAlarms',
  'qbPaths',
  'qbMatters',
  'qbOptions',
  'qbPhrases',
  'qbQuestions',
  'qbResponses',
  'qbQuizzes',
  'qbBundles',
  'matchingPhysicals',
  'matchingPhysicalStatistics',
  'matchingUsers',
  'matchingPairs',
  'matchingMatches',
  'matchingCalculations',
  'information',
  'devLog',
  'mySpace',
  'notifications',
  'alarms',
  'event',
  'courses',
  'course',
  'gpa',
  'questions',
  'demoThread',
  'psychology',
  'psychiatry',
  'matches',
  'quiz',
  'bundle',
] as const;
export type SectionKey = (typeof sectionKeys)[number];

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

/** The coming-soon state of a section, under its translated title. */
export function SectionComingSoon({ section }: { section: SectionKey }) {
  const { t } = useTranslation('shell');
  return <ComingSoon title={t(`sections.${section}`)} />;
}

/** A route whose section is still being built: its coming-soon state, marked so links can say so. */
export function comingSoonRoute(
  path: AppRoutePath,
  access: RouteAccess,
  section: SectionKey,
): AppRoute {
  return route(
    path,
    access,
    { element: <SectionComingSoon section={section} /> },
    { comingSoon: true },
  );
}
