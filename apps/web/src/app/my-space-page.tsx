import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalculator, IconSparkles, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../components/use-document-title';
import { MyContributionsSection } from '../features/courses';
import { MyListingsSection } from '../features/listings';
import { MyPoolEntriesSection } from '../features/therapist-pools';
import { MyQuestionsSection } from '../features/questions';
import { MyFeedbackSection } from '../features/feedback';
import { MyApplicationsSection } from '../features/career';
import { MyVotesSection } from '../features/votes';
import { MyWaitlistSection } from '../features/waitlist';
import { MyAlarmsSection } from '../features/alarms';
import { MyQuizzesSection } from '../features/quizzes';

/**
 * `/my-space` (signed in): what the person has shared, each with where it
 * stands. Features contribute sections; this page only arranges them.
 */
export function MySpacePage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('mySpace.title'));

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xs" mb="xl">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {t('mySpace.title')}
        </Title>
        <Text c="dimmed" maw="70ch">
          {t('mySpace.lead')}
        </Text>
        <Group gap="lg" component="nav" aria-label={t('mySpace.shortcuts')}>
          <Anchor component={Link} to="/profile/view" size="sm">
            <Group gap={6} wrap="nowrap" component="span">
              <IconUserCircle size={16} aria-hidden />
              {t('sections.profileView')}
            </Group>
          </Anchor>
          <Anchor component={Link} to="/gpa" size="sm">
            <Group gap={6} wrap="nowrap" component="span">
              <IconCalculator size={16} aria-hidden />
              {t('mySpace.gpa')}
            </Group>
          </Anchor>
          <Anchor component={Link} to="/assistant" size="sm">
            <Group gap={6} wrap="nowrap" component="span">
              <IconSparkles size={16} aria-hidden />
              {t('mySpace.assistant')}
            </Group>
          </Anchor>
        </Group>
      </Stack>
      <Stack gap={48}>
        <MyContributionsSection />
        <MyListingsSection />
        <MyPoolEntriesSection />
        <MyQuestionsSection />
        <MyFeedbackSection />
        <MyApplicationsSection />
        <MyVotesSection />
        <MyAlarmsSection />
        <MyQuizzesSection />
        <MyWaitlistSection />
      </Stack>
    </Container>
  );
}
