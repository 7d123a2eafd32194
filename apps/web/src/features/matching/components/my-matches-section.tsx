import { useState } from 'react';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyMatch } from '@campus/contracts';
import { LoadErrorState } from '../../../components/load-error-state';
import { isLocale } from '../../../lib/i18n';
import { useMyMatches } from '../api';
import { DeclineMatchModal } from './decline-match-modal';
import { MatchCard } from './match-card';
import { ReportMatchModal } from './report-match-modal';

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
  const [declining, setDeclining] = useState<MyMatch | null>(null);
  const [reporting, setReporting] = useState<MyMatch | null>(null);

  function body() {
    if (matches.isError)
      return (
        <LoadErrorState
          title={t('match.loadFailed')}
          error={matches.error}
          onRetry={() => {
            void matches.refetch();
          }}
        />
      );
    if (matches.data === undefined) return <Skeleton height={160} aria-hidden />;
    const items = matches.data.items;
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
      {body()}
      <DeclineMatchModal
        match={declining}
        lang={lang}
        onClose={() => {
          setDeclining(null);
        }}
      />
      <ReportMatchModal
        match={reporting}
        onClose={() => {
          setReporting(null);
        }}
      />
    </Stack>
  );
}
