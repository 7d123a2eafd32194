import { useState } from 'react';
import { Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBulb, IconInbox, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';
import { FeedbackForm } from './feedback-form';
import { MyFeedbackSection } from './my-feedback-section';

type FeedbackTab = 'feedback' | 'suggestion' | 'sent';

function isTab(value: string | null): value is FeedbackTab {
  return value === 'feedback' || value === 'suggestion' || value === 'sent';
}

/** `/feedback` (signed in): send feedback or a suggestion, and read what became of them. */
export function FeedbackPage() {
  const { t } = useTranslation('feedback');
  useDocumentTitle(t('page.title'));
  const [tab, setTab] = useState<FeedbackTab>('feedback');
  const showSent = () => {
    setTab('sent');
  };

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xs" mb="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {t('page.title')}
        </Title>
        <Text c="dimmed">{t('page.lead')}</Text>
      </Stack>
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
        <Tabs.Panel value="feedback">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Text size="sm" c="dimmed" mb="md">
              {t('form.feedbackLead')}
            </Text>
            <FeedbackForm kind="feedback" onSent={showSent} />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="suggestion">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Text size="sm" c="dimmed" mb="md">
              {t('form.suggestionLead')}
            </Text>
            <FeedbackForm kind="suggestion" onSent={showSent} />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="sent">
          <MyFeedbackSection withLink={false} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
