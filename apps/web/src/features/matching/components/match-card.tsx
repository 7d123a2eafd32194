import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MatchExplanationEntry, MyMatch } from '@campus/contracts';
import { useFormatDate } from '../../../lib/format-date';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useAcceptMatch } from '../api';

function Answers({
  title,
  entries,
  partner,
}: {
  title: string;
  entries: MatchExplanationEntry[];
  partner: string;
}) {
  const { t } = useTranslation('matching');
  if (entries.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <List size="sm" spacing={4}>
        {entries.map((entry) => (
          <List.Item key={entry.question_id} style={{ overflowWrap: 'anywhere' }}>
            <Text size="sm" fw={500}>
              {entry.question}
            </Text>
            <Text size="sm" c="dimmed">
              {t('match.yourAnswer', { answer: entry.answer_a ?? t('match.noAnswer') })}
              {' · '}
              {t('match.theirAnswer', {
                name: partner,
                answer: entry.answer_b ?? t('match.noAnswer'),
              })}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

interface MatchCardProps {
  match: MyMatch;
  lang: 'en' | 'tr';
  onDecline: () => void;
  onReport: () => void;
}

/** One of my matches: the partner's alias, the score, what we agree and differ on, and my response. */
export function MatchCard({ match, lang, onDecline, onReport }: MatchCardProps) {
  const { t } = useTranslation('matching');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const accept = useAcceptMatch();
  const partner = match.partner?.alias ?? t('match.formerParticipant');
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={partner}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0}>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {partner}
            </Title>
            <Text size="sm" c="dimmed">
              {match.round_title} · {t(`purposes.${match.purpose}`)}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge variant="light" size="lg">
              {t('match.score', { percent: match.score_percent })}
            </Badge>
            <Badge variant="outline">{t(`match.status.${match.status}`)}</Badge>
          </Group>
        </Group>
        {match.forced && match.rationale !== null ? (
          <Text size="sm">{t('match.rationale', { rationale: match.rationale })}</Text>
        ) : null}
        <Answers title={t('match.agree')} entries={match.explanation.agree} partner={partner} />
        <Answers title={t('match.differ')} entries={match.explanation.differ} partner={partner} />
        {match.status === 'published' ? (
          <Group gap="xs" c="dimmed">
            <IconClock size={16} aria-hidden />
            <Text size="sm">
              {t('match.respondBy', { when: formatDate(match.respond_by, true) })}
            </Text>
          </Group>
        ) : null}
        {match.my_response === 'accepted' && match.contact === null ? (
          <Text size="sm">
            {match.partner_accepted ? t('match.bothAccepted') : t('match.waitingForPartner')}
          </Text>
        ) : null}
        {match.my_response === 'pending' && match.partner_accepted ? (
          <Text size="sm">{t('match.partnerAccepted', { name: partner })}</Text>
        ) : null}
        {match.contact === null ? null : (
          <Alert color="green" variant="light" icon={<IconMapPin size={20} aria-hidden />}>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('match.contactTitle')}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {match.contact.name} · {match.contact.email}
              </Text>
              <Text size="sm">{t('match.meetPublic')}</Text>
            </Stack>
          </Alert>
        )}
        <Group gap="sm">
          {match.can_respond ? (
            <>
              <Button
                size="xs"
                loading={accept.isPending}
                onClick={() => {
                  accept.mutate(
                    { params: { match_id: match.match_id }, query: { lang } },
                    {
                      onSuccess: () => {
                        notifications.show({ color: 'green', message: t('match.accepted') });
                      },
                      onError: (error) => {
                        notifications.show({ color: 'red', message: errorMessage(error) });
                      },
                    },
                  );
                }}
              >
                {t('match.accept')}
              </Button>
              <Button variant="light" color="red" size="xs" onClick={onDecline}>
                {t('match.decline')}
              </Button>
            </>
          ) : null}
          {match.reported ? (
            <Text size="sm" c="dimmed">
              {t('report.reported')}
            </Text>
          ) : (
            <Button variant="subtle" color="gray" size="xs" onClick={onReport}>
              {t('report.open')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
