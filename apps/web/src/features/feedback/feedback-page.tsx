import { useState } from 'react';
import { Paper, Tabs, Text } from '@mantine/core';
import { IconBulb, IconInbox, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FeedbackForm } from './feedback-form';
import { MyFeedbackSection } from './my-feedback-section';
import { PageFrame } from '../../components/page-frames/page-frame';

type FeedbackTab = 'feedback' | 'suggestion' | 'sent';

function isTab(value: string | null): value is FeedbackTab {
  return value === 'feedback' || value === 'suggestion' || value === 'sent';
}

/** `/feedback` (signed in): send feedback or a suggestion, and read what became of them. */
export function FeedbackPage() {
  const { t } = useTranslation('feedback');
  const [tab, setTab] = useState<FeedbackTab>('feedback');
  const showSent = () => {
    setTab('sent');
  };

  return (
    <PageFrame title={t('page.title')} lead={t('page.lead')} size="sm">
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isTab(value)) setTab(value);
        }}
        keepMounted={false}
      >
        <Tabs.List grow mb="md">
          <Tabs.Tab value="feedback" leftSection={<IconMessageCircle size={16} aria-hidden />}>
            {t('tabs.feedback')}
          </Tabs.Tab>
          <Tabs.Tab value="suggestion" leftSection={<IconBulb size={16} aria-hidden />}>
            {t('tabs.suggestion')}
          </Tabs.Tab>
          <Tabs.Tab value="sent" leftSection={<IconInbox size={16} aria-hidden />}>
            {t('tabs.sent')}
          </Tabs.Tab>
        </Tabs.List>
        {(['feedback', 'suggestion'] as const).map((kind) => (
          <Tabs.Panel key={kind} value={kind}>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Text size="sm" c="dimmed" mb="md">
                {t(`form.${kind}Lead`)}
              </Text>
              <FeedbackForm kind={kind} onSent={showSent} />
            </Paper>
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="sent">
          <MyFeedbackSection withLink={false} />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
