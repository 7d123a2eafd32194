import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlarm,
  IconCalculator,
  IconCrown,
  IconHeartHandshake,
  IconMessageQuestion,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { vipContributionThreshold } from '@campus/contracts';
// From the modules that hold them rather than the features' barrels, which also export the
// features' pages: the home page's chunk carries four hooks, not four features.
import { useNextAlarm } from '../features/alarms/api';
import { formatGpa } from '../features/gpa/gpa-rules';
import { useCurrentGpa } from '../features/gpa/use-current-gpa';
import { useMatchingSummary, type MatchingSummary } from '../features/matching/api';
import { roundTitleOf } from '../features/matching/round-title';
import { useMyOpenQuestionCount } from '../features/questions/api';
import { useQuestionsViewer } from '../features/questions/language';
import { useAuth } from '../lib/auth-store';
import { useFormatCampusTime, useFormatDate } from '../lib/format-date';

interface ShortcutProps {
  icon: Icon;
  to: string;
  label: string;
  value: string;
  /** A line under the value that is never cut short (an alarm's time). */
  detail?: string | undefined;
}

/** One shortcut: a card that is a link, its label over what it says now. */
function Shortcut({ icon: ShortcutIcon, to, label, value, detail }: ShortcutProps) {
  return (
    <Card component={Link} to={to} withBorder radius="md" p="md">
      <Stack gap={4}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" component="span">
          <ShortcutIcon size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 6 }} />
          {label}
        </Text>
        <Text fw={600} lineClamp={3} component="span">
          {value}
        </Text>
        {detail === undefined ? null : (
          <Text size="sm" c="dimmed" component="span">
            {detail}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** What the matching shortcut says, from where the person stands in matching. */
function useMatchingText(summary: MatchingSummary | undefined): string {
  const { t, i18n } = useTranslation('shell');
  const formatDate = useFormatDate();
  if (summary === undefined) return t('forYou.loading');
  switch (summary.kind) {
    case 'waiting':
      return t('forYou.matchWaiting', { count: summary.count });
    case 'ready':
      return t('forYou.matchReady', { when: formatDate(summary.revealAt) });
    case 'answering':
      return t('forYou.matchAnswering', { done: summary.done, total: summary.total });
    case 'physical':
      return t('forYou.matchPhysical');
    case 'paused':
      return t('forYou.matchPaused', { round: roundTitleOf(summary.round, i18n.language) });
    case 'open':
      return t('forYou.matchOpen', {
        round: roundTitleOf(summary.round, i18n.language),
        when: formatDate(summary.round.closes_at),
      });
    case 'none':
      return t('forYou.matchNone');
  }
}

/**
 * "For you" on `/home` (issue 19): the signed-in person's VIP progress, their
 * next alarm, their GPA, their open questions and where they stand in
 * matching, each a link to its page.
 * Each feature answers its own figure; this arranges them.
 */
export function HomeShortcuts() {
  const { t, i18n } = useTranslation('shell');
  const user = useAuth().user_current;
  const { viewer, ready } = useQuestionsViewer();
  const alarm = useNextAlarm(user !== null);
  const questions = useMyOpenQuestionCount(viewer, ready && viewer !== 'guest');
  const gpa = useCurrentGpa();
  const matching = useMatchingText(
    useMatchingSummary(user !== null, i18n.language.startsWith('tr') ? 'tr' : 'en'),
  );
  const formatCampusTime = useFormatCampusTime();
  if (user === null) return null;

  const loading = t('forYou.loading');
  const vip = user.is_vip
    ? t('forYou.vipActive')
    : t('forYou.vipProgress', {
        count: user.contribution_count,
        total: vipContributionThreshold,
      });
  const nextAlarm =
    alarm.next === undefined
      ? loading
      : alarm.next === null
        ? t('forYou.noAlarm')
        : alarm.next.title;
  // On the campus clock, as the alarms page shows it.
  const nextAlarmAt = alarm.next ? formatCampusTime(alarm.next.remind_at) : undefined;
  const openQuestions =
    questions.count === undefined ? loading : t('forYou.openQuestions', { count: questions.count });

  return (
    <section aria-labelledby="home-for-you">
      <Title order={2} size="h4" id="home-for-you" mb="sm">
        {t('forYou.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
        <Shortcut icon={IconCrown} to="/my-space" label={t('forYou.vip')} value={vip} />
        <Shortcut
          icon={IconAlarm}
          to="/alarm/personal"
          label={t('forYou.alarm')}
          value={nextAlarm}
          detail={nextAlarmAt}
        />
        <Shortcut
          icon={IconCalculator}
          to="/gpa"
          label={t('forYou.gpa')}
          value={gpa.gpa === null ? t('forYou.noGpa') : formatGpa(gpa.gpa, i18n.language)}
        />
        <Shortcut
          icon={IconMessageQuestion}
          to="/my-space#my-questions"
          label={t('forYou.questions')}
          value={openQuestions}
        />
        <Shortcut
          icon={IconHeartHandshake}
          to="/matches"
          label={t('forYou.matching')}
          value={matching}
        />
      </SimpleGrid>
    </section>
  );
}
