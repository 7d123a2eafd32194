import { ActionIcon, Button, Group, Menu, NavLink, Stack, Text, Title } from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AssistantConversation } from '@campus/contracts';
import { LoadingState } from '../../../components/loading-state';
import { QueryState } from '../../../components/query-state';
import { useFormatDate } from '../../../lib/format-date';
import { useConversations } from '../api';
import classes from '../assistant.module.css';
import type { ConversationDialog } from './conversation-dialogs';

interface ConversationListProps {
  selectedId: string | null;
  retentionDays: number;
  onSelect: (conversationId: string) => void;
  onNew: () => void;
  onDialog: (dialog: ConversationDialog) => void;
  /** The heading's id, for the region or drawer it labels. */
  headingId?: string;
  /** False in the drawer, whose title already names the list. */
  showHeading?: boolean;
}

function ConversationItem({
  conversation,
  active,
  onSelect,
  onDialog,
}: {
  conversation: AssistantConversation;
  active: boolean;
  onSelect: () => void;
  onDialog: (dialog: ConversationDialog) => void;
}) {
  const { t } = useTranslation('assistant');
  const formatDate = useFormatDate();
  return (
    <Group gap={2} wrap="nowrap" className={classes.conversationItem} component="li">
      <NavLink
        component="button"
        type="button"
        active={active}
        aria-current={active ? 'true' : undefined}
        onClick={onSelect}
        label={<span className={classes.conversationTitle}>{conversation.title}</span>}
        description={formatDate(conversation.updated_at, true)}
        style={{ borderRadius: 'var(--mantine-radius-sm)', minWidth: 0, flex: 1 }}
        // The dimmed date would be too faint on the active item's tint.
        styles={active ? { description: { color: 'var(--mantine-color-text)' } } : undefined}
      />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('conversations.actions', { title: conversation.title })}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => {
              onDialog({ kind: 'rename', conversation });
            }}
          >
            {t('conversations.rename')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => {
              onDialog({ kind: 'delete', conversation });
            }}
          >
            {t('conversations.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** My conversations, newest first, with New, rename, delete and delete all. */
export function ConversationList({
  selectedId,
  retentionDays,
  onSelect,
  onNew,
  onDialog,
  headingId = 'assistant-conversations',
  showHeading = true,
}: ConversationListProps) {
  const { t } = useTranslation('assistant');
  const conversations = useConversations();

  return (
    <Stack gap="sm">
      {showHeading ? (
        <Title order={2} size="h4" id={headingId}>
          {t('conversations.heading')}
        </Title>
      ) : null}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={onNew}
        fullWidth
      >
        {t('conversations.new')}
      </Button>
      <QueryState
        query={conversations}
        loadFailed={t('conversations.loadError')}
        loading={<LoadingState heights={[44, 44]} gap="xs" />}
      >
        {({ items }) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('conversations.empty', { days: retentionDays })}
            </Text>
          ) : (
            <>
              <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {items.map((conversation) => (
                  <ConversationItem
                    key={conversation.conversation_id}
                    conversation={conversation}
                    active={conversation.conversation_id === selectedId}
                    onSelect={() => {
                      onSelect(conversation.conversation_id);
                    }}
                    onDialog={onDialog}
                  />
                ))}
              </Stack>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => {
                  onDialog({ kind: 'delete-all' });
                }}
              >
                {t('conversations.deleteAll')}
              </Button>
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
