import { Tabs } from '@mantine/core';
import {
  IconChartBar,
  IconDatabase,
  IconMessageShare,
  IconTargetArrow,
  IconThumbDown,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frames/page-frame';
import { AdminEvaluationPanel } from './components/admin-evaluation-panel';
import { AdminFeedbackPanel } from './components/admin-feedback-panel';
import { AdminIndexPanel } from './components/admin-index-panel';
import { AdminSharedPanel } from './components/admin-shared-panel';
import { AdminUsagePanel } from './components/admin-usage-panel';

const tabs: readonly { value: string; icon: Icon; Panel: ComponentType }[] = [
  { value: 'usage', icon: IconChartBar, Panel: AdminUsagePanel },
  { value: 'feedback', icon: IconThumbDown, Panel: AdminFeedbackPanel },
  { value: 'shared', icon: IconMessageShare, Panel: AdminSharedPanel },
  { value: 'index', icon: IconDatabase, Panel: AdminIndexPanel },
  { value: 'evaluation', icon: IconTargetArrow, Panel: AdminEvaluationPanel },
];

const defaultTab = 'usage';

/**
 * `/admin/assistant` (admins): usage per day, feedback, shared exchanges, the
 * index and the evaluation, as tabs (`?tab=`).
 */
export function AdminAssistantPage() {
  const { t } = useTranslation('assistant');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = tabs.find((entry) => entry.value === requested)?.value ?? defaultTab;

  return (
    <PageFrame title={t('admin.title')} lead={t('admin.lead')} size="xl">
      <Tabs
        value={tab}
        onChange={(value) => {
          setSearchParams(value === null || value === defaultTab ? {} : { tab: value });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {tabs.map(({ value, icon: TabIcon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} aria-hidden />}>
              {t(`admin.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </PageFrame>
  );
}
