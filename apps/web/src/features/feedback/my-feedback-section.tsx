import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMessage2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  MySpaceCard,
  MySpaceEmpty,
  MySpaceSection,
  useSectionPaging,
} from '../../components/my-space-section';
import { useFormatDate } from '../../lib/format-date';
import { useMyFeedback } from './api';
import { FeedbackStatusBadge } from './feedback-status-badge';

interface MyFeedbackSectionProps {
  /** Whether the empty state links to /feedback (not on /feedback itself). */
  withLink?: boolean;
}

/** "Feedback and suggestions" of the signed-in person: each with its status and the admins' answer. */
export function MyFeedbackSection({ withLink = true }: MyFeedbackSectionProps) {
  const { t } = useTranslation('feedback');
  const formatDate = useFormatDate();
  const { params, paging } = useSectionPaging();
  const mine = useMyFeedback(params);

  return (
    <MySpaceSection
      id="my-feedback"
      title={t('mine.title')}
      lead={t('mine.lead')}
      loadFailed={t('mine.loadFailed')}
      query={mine}
      empty={
        <MySpaceEmpty
          icon={<IconMessage2 size={28} aria-hidden />}
          title={t('mine.emptyTitle')}
          description={t('mine.emptyDescription')}
        >
          {withLink ? (
            <Button component={Link} to="/feedback" variant="default">
              {t('mine.write')}
            </Button>
          ) : null}
        </MySpaceEmpty>
      }
      paging={paging}
    >
      {(data) => (
        <Stack gap="sm">
          {data.items.map((item) => (
            <MySpaceCard key={item.item_id} label={item.subject}>
              <Stack gap={6}>
                <Group gap="xs" wrap="wrap">
                  <Badge variant="outline">{t(`kinds.${item.kind}`)}</Badge>
                  <FeedbackStatusBadge status={item.status} />
                  <Text size="xs" c="dimmed">
                    {formatDate(item.created_at)}
                  </Text>
                </Group>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.subject}
                </Text>
                <Text
                  size="sm"
                  lineClamp={3}
                  style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {item.message}
                </Text>
                {item.admin_reply === null ? null : (
                  <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-default-hover)">
                    <Text size="xs" fw={600} mb={4}>
                      {t('mine.reply')}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {item.admin_reply}
                    </Text>
                  </Paper>
                )}
              </Stack>
            </MySpaceCard>
          ))}
        </Stack>
      )}
    </MySpaceSection>
  );
}
