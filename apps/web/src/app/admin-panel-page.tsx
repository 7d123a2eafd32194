import { Anchor, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconBooks,
  IconClipboardList,
  IconCalendarEvent,
  IconChartBar,
  IconHeartHandshake,
  IconMessageCheck,
  IconMessageQuestion,
  IconSchool,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../components/use-document-title';
import {
  CourseManagementPanel,
  CourseReviewPanel,
  CourseReviewQueueBadge,
} from '../features/courses';
import { EventBoardBadge, EventBoardPanel } from '../features/events';
import { ListingsModerationPanel, ListingsQueueBadge } from '../features/listings';
import {
  TherapistPoolsModerationPanel,
  TherapistPoolsQueueBadge,
} from '../features/therapist-pools';
import { QuestionsModerationPanel, QuestionsQueueBadge } from '../features/questions';
import { VotesModerationPanel, VotesQueueBadge } from '../features/votes';
import { useAuth } from '../lib/auth-store';

/**
 * One tab of the panel: a feature's moderation queue or management tool, and
 * optionally a badge with how many items wait there. The label is
 * `shell:adminPanel.tabs.<value>`.
 */
interface PanelTab {
  value: string;
  icon: Icon;
  Panel: ComponentType;
  Badge?: ComponentType;
}

/** The tabs in their order; the first one opens by default. Features add their entries here. */
const panelTabs: readonly PanelTab[] = [
  {
    value: 'reviews',
    icon: IconMessageCheck,
    Panel: CourseReviewPanel,
    Badge: CourseReviewQueueBadge,
  },
  {
    value: 'listings',
    icon: IconClipboardList,
    Panel: ListingsModerationPanel,
    Badge: ListingsQueueBadge,
  },
  {
    value: 'pools',
    icon: IconHeartHandshake,
    Panel: TherapistPoolsModerationPanel,
    Badge: TherapistPoolsQueueBadge,
  },
  {
    value: 'questions',
    icon: IconMessageQuestion,
    Panel: QuestionsModerationPanel,
    Badge: QuestionsQueueBadge,
  },
  {
    value: 'events',
    icon: IconCalendarEvent,
    Panel: EventBoardPanel,
    Badge: EventBoardBadge,
  },
  {
    value: 'votes',
    icon: IconChartBar,
    Panel: VotesModerationPanel,
    Badge: VotesQueueBadge,
  },
  { value: 'courses', icon: IconBooks, Panel: CourseManagementPanel },
];

const defaultTab = panelTabs[0]?.value ?? 'reviews';

function toPanelTab(value: string | null): string {
  return panelTabs.find((tab) => tab.value === value)?.value ?? defaultTab;
}

/**
 * `/admin/panel` (admin or moderator): the moderators' tools. Features
 * contribute panels; this page only arranges them as tabs, the chosen one
 * kept in the URL (`?tab=`), each with the count of what waits there.
 */
export function AdminPanelPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('adminPanel.title'));
  const { user_current: user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = toPanelTab(searchParams.get('tab'));

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xs" mb="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {t('adminPanel.title')}
        </Title>
        <Text c="dimmed" maw="70ch">
          {t('adminPanel.lead')}
        </Text>
        <Group gap="lg" component="nav" aria-label={t('adminPanel.otherTools')}>
          <Anchor component={Link} to="/reception-vip/applications" size="sm">
            <Group gap={6} wrap="nowrap" component="span">
              <IconSchool size={16} aria-hidden />
              {t('sections.vipApplications')}
            </Group>
          </Anchor>
          {user?.user_role === 'admin' ? (
            <Anchor component={Link} to="/admin/users/all" size="sm">
              <Group gap={6} wrap="nowrap" component="span">
                <IconUsers size={16} aria-hidden />
                {t('sections.adminUsers')}
              </Group>
            </Anchor>
          ) : null}
        </Group>
      </Stack>

      <Tabs
        value={tab}
        onChange={(value) => {
          setSearchParams(value === null || value === defaultTab ? {} : { tab: value });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {panelTabs.map(({ value, icon: TabIcon, Badge }) => (
            <Tabs.Tab
              key={value}
              value={value}
              leftSection={<TabIcon size={16} aria-hidden />}
              rightSection={Badge ? <Badge /> : undefined}
            >
              {t(`adminPanel.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {panelTabs.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
