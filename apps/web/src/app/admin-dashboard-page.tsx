import { useCallback } from 'react';
import {
  Anchor,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBriefcase,
  IconHeartHandshake,
  IconLayoutDashboard,
  IconMail,
  IconPuzzle,
  IconShieldCheck,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../components/use-document-title';
import { AuditLogCard, MaintenanceCard, PageViewsCard } from '../features/admin-dashboard';
import { useCareerWaitingCount } from '../features/career';
import { useContactWaitingCount } from '../features/contact';
import { useCourseReviewWaitingCount } from '../features/courses';
import { useEventsWaitingCount } from '../features/events';
import { useFeedbackWaitingCount } from '../features/feedback';
import { useGraduateApplicationsWaitingCount } from '../features/graduate-applications';
import { useListingsWaitingCount } from '../features/listings';
import { useQuestionsWaitingCount } from '../features/questions';
import { useTherapistPoolsWaitingCount } from '../features/therapist-pools';
import { useVotesWaitingCount } from '../features/votes';
import type { AppRoute } from '../lib/routing';
import classes from './admin-dashboard-page.module.css';

/** A queue that may need an admin: its label `adminDashboard:attention.<key>`, where it is handled, its count. */
interface AttentionItem {
  key: string;
  to: string;
  useCount: () => number | undefined;
}

const attentionItems: readonly AttentionItem[] = [
  {
    key: 'vipApplications',
    to: '/reception-vip/applications',
    useCount: useGraduateApplicationsWaitingCount,
  },
  { key: 'experiences', to: '/admin/panel', useCount: useCourseReviewWaitingCount },
  { key: 'listings', to: '/admin/panel?tab=listings', useCount: useListingsWaitingCount },
  { key: 'pools', to: '/admin/panel?tab=pools', useCount: useTherapistPoolsWaitingCount },
  { key: 'questions', to: '/admin/panel?tab=questions', useCount: useQuestionsWaitingCount },
  { key: 'events', to: '/admin/panel?tab=events', useCount: useEventsWaitingCount },
  { key: 'votes', to: '/admin/panel?tab=votes', useCount: useVotesWaitingCount },
  { key: 'contacts', to: '/admin/contacts/all', useCount: useContactWaitingCount },
  {
    key: 'feedback',
    to: '/admin/feedback/all',
    useCount: () => useFeedbackWaitingCount('feedback'),
  },
  {
    key: 'suggestions',
    to: '/admin/suggestions/all',
    useCount: () => useFeedbackWaitingCount('suggestion'),
  },
  { key: 'career', to: '/career/all', useCount: useCareerWaitingCount },
];

/** A link of a group: its label `adminDashboard:links.<key>` and its page. */
interface SectionLink {
  key: string;
  to: string;
}

interface LinkGroup {
  key: string;
  icon: Icon;
  links: readonly SectionLink[];
}

/**
 * Every admin section, grouped as SPEC.md says: the quiz builder's management
 * groups, the other sections, and the matching sections.
 */
const linkGroups: readonly LinkGroup[] = [
  {
    key: 'moderation',
    icon: IconShieldCheck,
    links: [
      { key: 'adminPanel', to: '/admin/panel' },
      { key: 'vipApplications', to: '/reception-vip/applications' },
      { key: 'information', to: '/information/display' },
      { key: 'devLog', to: '/dev/display' },
      { key: 'assistant', to: '/admin/assistant' },
    ],
  },
  {
    key: 'people',
    icon: IconUsers,
    links: [
      { key: 'users', to: '/admin/users/all' },
      { key: 'addUser', to: '/admin/users/add' },
    ],
  },
  {
    key: 'messages',
    icon: IconMail,
    links: [
      { key: 'contacts', to: '/admin/contacts/all' },
      { key: 'feedback', to: '/admin/feedback/all' },
      { key: 'suggestions', to: '/admin/suggestions/all' },
    ],
  },
  {
    key: 'participation',
    icon: IconHeartHandshake,
    links: [
      { key: 'instagram', to: '/admin/instagram/all' },
      { key: 'alarms', to: '/admin/alarm/all' },
      { key: 'votes', to: '/admin/vote/all' },
      { key: 'waitlist', to: '/admin/waitlist/all' },
    ],
  },
  {
    key: 'career',
    icon: IconBriefcase,
    links: [
      { key: 'careerApplications', to: '/career/all' },
      { key: 'careerPositions', to: '/career' },
    ],
  },
  {
    key: 'quizBuilder',
    icon: IconPuzzle,
    links: [
      { key: 'qbPaths', to: '/admin/qb/paths' },
      { key: 'qbQuizzes', to: '/admin/qb/quizzes' },
      { key: 'qbQuestions', to: '/admin/qb/questions' },
      { key: 'qbPhrases', to: '/admin/qb/phrases' },
      { key: 'qbOptions', to: '/admin/qb/options' },
      { key: 'qbMatters', to: '/admin/qb/matters' },
      { key: 'qbResponses', to: '/admin/qb/responses' },
      { key: 'qbBundles', to: '/admin/qb/bundles' },
    ],
  },
  {
    key: 'matching',
    icon: IconUsersGroup,
    links: [
      { key: 'matchingPhysicals', to: '/admin/matching/physicals' },
      { key: 'matchingStatistics', to: '/admin/matching/physicals/statistics' },
      { key: 'matchingUsers', to: '/admin/matching/users' },
      { key: 'matchingPairs', to: '/admin/matching/pairs' },
      { key: 'matchingMatches', to: '/admin/matching/matches' },
      { key: 'matchingCalculations', to: '/admin/matching/calculations' },
    ],
  },
];

function AttentionCard({ item }: { item: AttentionItem }) {
  const { t } = useTranslation('admin-dashboard');
  const count = item.useCount();
  const waiting = count !== undefined && count > 0;
  return (
    <UnstyledButton
      component={Link}
      to={item.to}
      className={classes.attention}
      data-waiting={waiting || undefined}
    >
      <Text size="sm" fw={500}>
        {t(`attention.${item.key}`)}
      </Text>
      {count === undefined ? (
        <Skeleton height={28} width={48} mt={6} aria-hidden />
      ) : (
        <Text fz={28} fw={800} lh={1.2} mt={4} c={waiting ? undefined : 'dimmed'}>
          {count > 999 ? '999+' : count}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {count === undefined
          ? t('attention.loading')
          : waiting
            ? t('attention.waiting', { count })
            : t('attention.nothing')}
      </Text>
    </UnstyledButton>
  );
}

/** The route table's lookup: the route the router renders for a pathname. */
type FindRoute = (pathname: string) => AppRoute;

interface LinkGroupCardProps {
  group: LinkGroup;
}

function LinkGroupCard({ group }: LinkGroupCardProps) {
  const { t } = useTranslation('admin-dashboard');
  const GroupIcon = group.icon;
  const headingId = `dashboard-group-${group.key}`;
  return (
    <Paper withBorder radius="md" p="md" component="nav" aria-labelledby={headingId}>
      <Group gap="xs" mb="xs">
        <GroupIcon size={18} aria-hidden />
        <Title order={3} size="h5" id={headingId}>
          {t(`groups.${group.key}`)}
        </Title>
      </Group>
      <Stack gap={6} component="ul" className={classes.links}>
        {group.links.map((link) => {
          return (
            <li key={link.key}>
              <Anchor component={Link} to={link.to} size="sm">
                {t(`links.${link.key}`)}
              </Anchor>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}

export interface AdminDashboardPageProps {
  /**
   * The route table's lookup, given by the page's route: it names the routes of page
   * views.
   */
  findRoute: FindRoute;
}

/**
 * `/admin` (admins): what waits for an admin, every admin section grouped,
 * the maintenance switch, page views per route and day, and the audit log.
 */
export function AdminDashboardPage({ findRoute }: AdminDashboardPageProps) {
  const { t } = useTranslation('admin-dashboard');
  useDocumentTitle(t('title'));
  const routeOf = useCallback(
    (path: string) => {
      const pattern = findRoute(path).path;
      return pattern === '*' ? t('views.unknownRoute') : pattern;
    },
    [findRoute, t],
  );

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Group gap="xs">
            <IconLayoutDashboard size={30} aria-hidden />
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              {t('title')}
            </Title>
          </Group>
          <Text c="dimmed" maw="70ch">
            {t('lead')}
          </Text>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="dashboard-attention">
          <Title order={2} size="h4" id="dashboard-attention">
            {t('attention.title')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
            {attentionItems.map((item) => (
              <AttentionCard key={item.key} item={item} />
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="dashboard-sections">
          <Title order={2} size="h4" id="dashboard-sections">
            {t('sectionsTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            {linkGroups.map((group) => (
              <LinkGroupCard key={group.key} group={group} />
            ))}
          </SimpleGrid>
        </Stack>

        <MaintenanceCard />
        <PageViewsCard routeOf={routeOf} />
        <AuditLogCard />
      </Stack>
    </Container>
  );
}
