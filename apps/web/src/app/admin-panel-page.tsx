import { Anchor, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBooks, IconMessageCheck, IconSchool, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../components/use-document-title';
import { CourseManagementPanel, CourseReviewPanel } from '../features/courses';
import { useAuth } from '../lib/auth-store';

/** The panel's tabs; the chosen one is kept in the URL (`?tab=`). */
const panelTabs = ['reviews', 'courses'] as const;
type PanelTab = (typeof panelTabs)[number];

function toPanelTab(value: string | null): PanelTab {
  return panelTabs.find((tab) => tab === value) ?? 'reviews';
}

/**
 * `/admin/panel` (admin or moderator): the moderators' tools. Features
 * contribute panels; this page only arranges them as tabs.
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
          setSearchParams(value === null || value === 'reviews' ? {} : { tab: value });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="reviews" leftSection={<IconMessageCheck size={16} aria-hidden />}>
            {t('adminPanel.tabs.reviews')}
          </Tabs.Tab>
          <Tabs.Tab value="courses" leftSection={<IconBooks size={16} aria-hidden />}>
            {t('adminPanel.tabs.courses')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="reviews">
          <CourseReviewPanel />
        </Tabs.Panel>
        <Tabs.Panel value="courses">
          <CourseManagementPanel />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
