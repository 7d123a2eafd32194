import { useState } from 'react';
import { Badge, Button, Drawer, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageReply, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  feedbackAdminQuerySchema,
  feedbackLimits,
  feedbackReviewBodySchema,
  feedbackStatuses,
  type FeedbackItem,
  type FeedbackKind,
  type FeedbackStatus,
} from '@campus/contracts';
import { ErrorAlert } from '../../components/error-alert';
import { SearchStatusList } from '../../components/search-status-list';
import { useFormatDate } from '../../lib/format-date';
import { useFieldError } from '../../lib/form-validation';
import { useErrorMessage } from '../../lib/use-error-message';
import { useListState } from '../../lib/use-list-state';
import { useAdminFeedback, useReviewFeedback } from './api';
import { FeedbackStatusBadge } from './feedback-status-badge';
import { PageFrame } from '../../components/page-frames/page-frame';
import { LoadingState } from '../../components/loading-state';

/** What the page keeps in its address: the filters and the page (the kind is the page's own). */
const listSchema = feedbackAdminQuerySchema.omit({ kind: true });

/** The answer drawer: a status and an answer the author reads. */
function ReplyDrawer({ item, onClose }: { item: FeedbackItem | null; onClose: () => void }) {
  const { t } = useTranslation('feedback');
  return (
    <Drawer
      opened={item !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={t('admin.replyTitle')}
      closeButtonProps={{ 'aria-label': t('admin.close') }}
    >
      {item === null ? null : <ReplyForm key={item.item_id} item={item} onDone={onClose} />}
    </Drawer>
  );
}

function ReplyForm({ item, onDone }: { item: FeedbackItem; onDone: () => void }) {
  const { t } = useTranslation('feedback');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const review = useReviewFeedback();
  const [status, setStatus] = useState<FeedbackStatus>(
    item.status === 'new' ? 'reviewing' : item.status,
  );
  const [reply, setReply] = useState(item.admin_reply ?? '');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function submit() {
    const trimmed = reply.trim();
    const problem =
      trimmed === ''
        ? null
        : fieldError(feedbackReviewBodySchema.shape.reply, trimmed, t('admin.reply'));
    setError(problem);
    if (problem !== null) return;
    setFailure(null);
    review.mutate(
      {
        params: { item_id: item.item_id },
        body: { status, ...(trimmed === '' ? {} : { reply: trimmed }) },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('admin.saved') });
          onDone();
        },
        onError: (cause) => {
          setFailure(errorMessage(cause));
        },
      },
    );
  }

  return (
    <form
      noValidate
      aria-label={t('admin.replyTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.subject}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.message}
          </Text>
        </Stack>
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <Select<FeedbackStatus>
          label={t('admin.status')}
          allowDeselect={false}
          value={status}
          data={feedbackStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          onChange={(value) => {
            if (value !== null) setStatus(value);
          }}
        />
        <Textarea
          label={t('admin.reply')}
          description={t('admin.replyHint')}
          rows={6}
          maxLength={feedbackLimits.replyMaxLength}
          value={reply}
          error={error}
          onChange={(event) => {
            setReply(event.currentTarget.value);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={review.isPending}>
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ItemCard({ item, onAnswer }: { item: FeedbackItem; onAnswer: () => void }) {
  const { t } = useTranslation('feedback');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const review = useReviewFeedback();
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={item.subject}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <FeedbackStatusBadge status={item.status} />
          {item.rating === null ? null : (
            <Badge variant="outline">{t('admin.rating', { rating: item.rating })}</Badge>
          )}
          {item.area === null ? null : <Badge variant="outline">{t(`areas.${item.area}`)}</Badge>}
          <Text size="xs" c="dimmed">
            {t('admin.byline', {
              name: item.author_name ?? t('admin.formerAccount'),
              date: formatDate(item.created_at),
            })}
          </Text>
        </Group>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.subject}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.message}
        </Text>
        {item.admin_reply === null ? null : (
          <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-default-hover)">
            <Text size="xs" fw={600} mb={4}>
              {t('admin.currentReply')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.admin_reply}
            </Text>
          </Paper>
        )}
        <Group gap="sm" justify="flex-end" align="flex-end" wrap="wrap">
          <Select<FeedbackStatus>
            aria-label={t('admin.statusOf', { subject: item.subject })}
            size="xs"
            w={160}
            allowDeselect={false}
            value={item.status}
            disabled={review.isPending}
            data={feedbackStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            onChange={(status) => {
              if (status === null || status === item.status) return;
              review.mutate(
                { params: { item_id: item.item_id }, body: { status } },
                {
                  onSuccess: () => {
                    notifications.show({ color: 'green', message: t('admin.saved') });
                  },
                  onError: (cause) => {
                    notifications.show({ color: 'red', message: errorMessage(cause) });
                  },
                },
              );
            }}
          />
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMessageReply size={14} aria-hidden />}
            aria-label={t('admin.answerLabel', { subject: item.subject })}
            onClick={onAnswer}
          >
            {t('admin.answer')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** `/admin/feedback/all` and `/admin/suggestions/all` (admins): one kind, filtered and answered. */
export function AdminFeedbackPage({ kind }: { kind: FeedbackKind }) {
  const { t } = useTranslation('feedback');
  const title = kind === 'feedback' ? t('admin.feedbackTitle') : t('admin.suggestionsTitle');
  const list = useListState(listSchema);
  const items = useAdminFeedback({ ...list.params, kind });
  const [answering, setAnswering] = useState<FeedbackItem | null>(null);

  return (
    <PageFrame
      title={title}
      lead={kind === 'feedback' ? t('admin.feedbackLead') : t('admin.suggestionsLead')}
    >
      <SearchStatusList
        texts={(key) => t(key === 'status' ? 'admin.filterStatus' : `admin.${key}`)}
        statuses={feedbackStatuses}
        statusLabel={(status) => t(`statuses.${status}`)}
        list={list}
        query={items}
        icon={<IconMessages size={32} aria-hidden />}
        filterColumns={{ base: 1, xs: 2 }}
      >
        {(data) =>
          data === undefined ? (
            <LoadingState gap="sm" />
          ) : (
            <Stack gap="md">
              <Text size="sm" c="dimmed" role="status">
                {t('admin.count', { count: data.total })}
              </Text>
              {data.items.map((item) => (
                <ItemCard
                  key={item.item_id}
                  item={item}
                  onAnswer={() => {
                    setAnswering(item);
                  }}
                />
              ))}
            </Stack>
          )
        }
      </SearchStatusList>
      <ReplyDrawer
        item={answering}
        onClose={() => {
          setAnswering(null);
        }}
      />
    </PageFrame>
  );
}
