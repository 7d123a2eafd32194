import { useEffect, useRef, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Container,
  Drawer,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCloudOff, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { assistantLimits } from '@campus/contracts';
import { LoadErrorState } from '../../components/load-error-state';
import { useDocumentTitle } from '../../components/use-document-title';
import { useAssistantStatus, useConversation } from './api';
import classes from './assistant.module.css';
import { Composer } from './components/composer';
import { ConversationDialogs, type ConversationDialog } from './components/conversation-dialogs';
import { ConversationList } from './components/conversation-list';
import { MessageThread } from './components/message-thread';
import { SuggestedQuestions } from './components/suggested-questions';
import { buildTurns, type ThreadAnswer, type ThreadTurn } from './thread-model';
import { useAnswerStream } from './use-answer-stream';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function LoadingThread() {
  const { t } = useTranslation('assistant');
  return (
    <Stack gap="md" role="status">
      <VisuallyHidden>{t('thread.loading')}</VisuallyHidden>
      <Skeleton height={40} width="60%" ml="auto" aria-hidden />
      <Skeleton height={120} aria-hidden />
    </Stack>
  );
}

/**
 * `/assistant` (signed in): the conversations on the side (a drawer on a
 * phone), the open conversation (`?c=`) with its answers streamed as they are
 * written, and the composer.
 */
export function AssistantPage() {
  const { t } = useTranslation('assistant');
  useDocumentTitle(t('title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('c');
  const selectedId = requested !== null && uuidPattern.test(requested) ? requested : null;
  const status = useAssistantStatus();
  const conversation = useConversation(selectedId);
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const [dialog, setDialog] = useState<ConversationDialog | null>(null);
  const endRef = useRef<HTMLDivElement>(null);

  const stream = useAnswerStream((conversationId) => {
    setSearchParams({ c: conversationId }, { replace: true });
  });
  const { live, isBusy } = stream;

  function open(conversationId: string | null) {
    if (conversationId !== selectedId) {
      stream.reset();
      setSearchParams(conversationId === null ? {} : { c: conversationId });
    }
    drawer.close();
  }

  function ask(question: string) {
    stream.start({ question, conversationId: selectedId });
  }

  function regenerate(turn: ThreadTurn, answer: ThreadAnswer) {
    if (turn.questionId === null || answer.messageId === null) return;
    stream.start({
      question: turn.question,
      conversationId: selectedId,
      regenerate: { messageId: answer.messageId, questionMessageId: turn.questionId },
    });
  }

  function retry(turn: ThreadTurn, answer: ThreadAnswer) {
    // A saved answer that failed is written again; a refused question is asked again.
    if (answer.messageId !== null && turn.questionId !== null) regenerate(turn, answer);
    else stream.start({ question: turn.question, conversationId: selectedId });
  }

  // The new question and its answer come into view when they start.
  const liveStarted = live?.status === 'connecting';
  useEffect(() => {
    if (liveStarted) endRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [liveStarted]);

  const liveHere = live !== null && live.conversationId === selectedId ? live : null;
  const turns = buildTurns(conversation.data?.messages ?? [], liveHere);
  const retentionDays = status.data?.retention_days ?? assistantLimits.retentionDays;

  function thread() {
    if (selectedId !== null && conversation.isError && liveHere === null)
      return <LoadErrorState title={t('thread.loadError')} query={conversation} />;
    if (selectedId !== null && conversation.isPending && liveHere === null)
      return <LoadingThread />;
    if (turns.length === 0) return <SuggestedQuestions disabled={isBusy} onAsk={ask} />;
    return (
      <MessageThread turns={turns} isBusy={isBusy} onRegenerate={regenerate} onRetry={retry} />
    );
  }

  const list = (inDrawer: boolean) => (
    <ConversationList
      selectedId={selectedId}
      retentionDays={retentionDays}
      onSelect={open}
      onNew={() => {
        open(null);
      }}
      onDialog={setDialog}
      showHeading={!inDrawer}
    />
  );

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xs" mb="lg">
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Group gap="sm" align="center" wrap="wrap">
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              {t('title')}
            </Title>
            {status.data?.mode === 'offline' ? (
              <Badge
                variant="light"
                color="gray"
                size="lg"
                tt="none"
                leftSection={<IconCloudOff size={14} aria-hidden />}
              >
                {t('offlineBadge')}
              </Badge>
            ) : null}
          </Group>
          <Button
            hiddenFrom="md"
            variant="default"
            leftSection={<IconMessages size={16} aria-hidden />}
            onClick={drawer.open}
            aria-haspopup="dialog"
            aria-expanded={isDrawerOpen}
            aria-label={t('conversations.openLabel')}
          >
            {t('conversations.open')}
          </Button>
        </Group>
        <Text c="dimmed" maw="70ch">
          {t('lead')}
        </Text>
        {status.data?.mode === 'offline' ? (
          <Text size="sm" c="dimmed" maw="70ch">
            {t('offlineHint')}
          </Text>
        ) : null}
      </Stack>

      <div className={classes.layout}>
        <Box
          component="aside"
          visibleFrom="md"
          className={classes.sidebar}
          aria-labelledby="assistant-conversations"
        >
          {list(false)}
        </Box>
        <Stack gap="lg" className={classes.thread}>
          <Box component="section" aria-label={t('thread.label')}>
            {thread()}
          </Box>
          <div ref={endRef} />
          <Composer isBusy={isBusy} onSend={ask} onStop={stream.stop} />
        </Stack>
      </div>

      <Drawer
        opened={isDrawerOpen}
        onClose={drawer.close}
        title={t('conversations.heading')}
        position="left"
        size="xs"
        hiddenFrom="md"
      >
        {list(true)}
      </Drawer>
      <ConversationDialogs
        dialog={dialog}
        onClose={() => {
          setDialog(null);
        }}
        onDeleted={(conversationId) => {
          if (conversationId === null || conversationId === selectedId) open(null);
        }}
      />
    </Container>
  );
}
