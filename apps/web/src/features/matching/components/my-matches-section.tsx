import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { matchingLimits, matchReportBodySchema, type MyMatch } from '@campus/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingState } from '../../../components/loading-state';
import { NoteDialog } from '../../../components/note-dialog';
import { QueryState } from '../../../components/query-state';
import { isLocale } from '../../../lib/i18n';
import { useDeclineMatch, useMyMatches, useReportMatch } from '../api';
import { MatchCard } from './match-card';

function MatchList({
  matches,
  lang,
  onDecline,
  onReport,
}: {
  matches: MyMatch[];
  lang: 'en' | 'tr';
  onDecline: (match: MyMatch) => void;
  onReport: (match: MyMatch) => void;
}) {
  return (
    <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {matches.map((match) => (
        <li key={match.match_id}>
          <MatchCard
            match={match}
            lang={lang}
            onDecline={() => {
              onDecline(match);
            }}
            onReport={() => {
              onReport(match);
            }}
          />
        </li>
      ))}
    </Stack>
  );
}

/** My matches: the latest round's first, then earlier rounds'. */
export function MyMatchesSection() {
  const { t, i18n } = useTranslation('matching');
  const lang = isLocale(i18n.language) ? i18n.language : 'en';
  const matches = useMyMatches(lang);
  const decline = useDeclineMatch();
  const report = useReportMatch();
  const [declining, setDeclining] = useState<MyMatch | null>(null);
  const [reporting, setReporting] = useState<MyMatch | null>(null);

  function body(items: MyMatch[]) {
    if (items.length === 0) return <Text c="dimmed">{t('match.empty')}</Text>;
    const latestRound = items[0]?.round_id;
    const latest = items.filter((match) => match.round_id === latestRound);
    const earlier = items.filter((match) => match.round_id !== latestRound);
    return (
      <>
        <MatchList matches={latest} lang={lang} onDecline={setDeclining} onReport={setReporting} />
        {earlier.length === 0 ? null : (
          <>
            <Title order={3} size="h4">
              {t('match.earlier')}
            </Title>
            <MatchList
              matches={earlier}
              lang={lang}
              onDecline={setDeclining}
              onReport={setReporting}
            />
          </>
        )}
      </>
    );
  }

  return (
    <Stack gap="md" component="section" aria-label={t('match.title')}>
      <Title order={2} size="h3">
        {t('match.title')}
      </Title>
      <QueryState
        query={matches}
        loadFailed={t('match.loadFailed')}
        loading={<LoadingState heights={[160]} />}
      >
        {(data) => body(data.items)}
      </QueryState>
      {/* Declining closes the match for both. */}
      <ConfirmDialog
        opened={declining !== null}
        title={t('match.declineTitle')}
        body={t('match.declineQuestion')}
        confirmLabel={t('match.declineConfirm')}
        confirmColor="red"
        cancelLabel={t('match.declineKeep')}
        pending={decline.isPending}
        error={decline.error}
        onClose={() => {
          decline.reset();
          setDeclining(null);
        }}
        onConfirm={() => {
          if (declining === null) return;
          decline.mutate(
            { params: { match_id: declining.match_id }, query: { lang } },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('match.declined') });
                setDeclining(null);
              },
            },
          );
        }}
      />
      {/* A report revokes the match, blocks the partner and tells the moderators. */}
      <NoteDialog
        opened={reporting !== null}
        title={t('report.title')}
        body={t('report.explain')}
        noteLabel={t('report.reason')}
        schema={matchReportBodySchema}
        field="reason"
        maxLength={matchingLimits.reasonMaxLength}
        submitLabel={t('report.confirm')}
        submitColor="red"
        cancelLabel={t('report.keep')}
        pending={report.isPending}
        error={report.error}
        onClose={() => {
          report.reset();
          setReporting(null);
        }}
        onSubmit={(reason) => {
          if (reporting === null) return;
          report.mutate(
            { params: { match_id: reporting.match_id }, body: { reason } },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('report.done') });
                setReporting(null);
              },
            },
          );
        }}
      />
    </Stack>
  );
}
