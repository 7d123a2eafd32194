import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEye, IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PoolThread } from '@campus/contracts';
import { LoadingState } from '../../../components/loading-state';
import { QueryState } from '../../../components/query-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useDemoThread, usePoolGroups } from '../api';
import { ThreadView } from '../components/thread-view';
import { groupName, useLanguage, useQuestionsViewer } from '../language';

/** `/thread/display/demo` (public): a read-only sample thread, then a call to sign in and ask. */
export function DemoThreadPage() {
  const { t } = useTranslation('questions');
  useDocumentTitle(t('demo.title'));
  const language = useLanguage();
  const { viewer, ready } = useQuestionsViewer();
  const thread = useDemoThread(language);
  const groups = usePoolGroups();
  const signedIn = ready && viewer !== 'guest';

  function threadView({ question, replies }: PoolThread) {
    const group = groups.data?.items.find((candidate) => candidate.group_id === question.group_id);
    return (
      <ThreadView
        question={question}
        replies={replies}
        groupLabel={group === undefined ? undefined : groupName(group, language)}
        footer={
          <Alert
            variant="light"
            color="blue"
            icon={<IconLogin size={20} aria-hidden />}
            title={signedIn ? t('demo.askTitleSignedIn') : t('demo.askTitle')}
          >
            <Stack gap="sm">
              <Text size="sm">{signedIn ? t('demo.askLeadSignedIn') : t('demo.askLead')}</Text>
              <Group gap="sm">
                {signedIn ? (
                  <Button component={Link} to="/questions" size="sm">
                    {t('demo.toPool')}
                  </Button>
                ) : (
                  <>
                    <Button component={Link} to="/reception/login" size="sm">
                      {t('pool.signIn')}
                    </Button>
                    <Button component={Link} to="/reception/register" size="sm" variant="default">
                      {t('demo.register')}
                    </Button>
                  </>
                )}
              </Group>
            </Stack>
          </Alert>
        }
      />
    );
  }

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/questions" size="sm">
          <Group gap={6} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t('demo.back')}
          </Group>
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>{t('demo.title')}</Title>
          <Group gap={6} wrap="nowrap">
            <IconEye size={16} aria-hidden />
            <Text c="dimmed">{t('demo.lead')}</Text>
          </Group>
        </Stack>
        <QueryState
          query={thread}
          loadFailed={t('demo.loadFailed')}
          loading={<LoadingState heights={[200]} gap="sm" />}
        >
          {threadView}
        </QueryState>
      </Stack>
    </Container>
  );
}
