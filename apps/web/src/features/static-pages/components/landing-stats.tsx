import { Paper, SimpleGrid, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCourseStatistics } from '../api';
import { formatHomeStatistic } from '@campus/contracts';
import { LANDING_FEATURE_STAT } from '../landing-features';
import classes from '../landing-page.module.css';

interface StatCardProps {
  label: string;
  /** The figure, null while it loads, undefined when it could not be read. */
  value: string | null | undefined;
}

function StatCard({ label, value }: StatCardProps) {
  const { t } = useTranslation('pages');
  return (
    <Paper withBorder radius="md" p="lg" ta="center">
      {value === null ? (
        <>
          <Skeleton height={40} width="40%" mx="auto" aria-hidden />
          <VisuallyHidden>{t('landing.stats.loading')}</VisuallyHidden>
        </>
      ) : (
        <Text component="p" fw={800} className={classes.statValue}>
          {value === undefined ? (
            <>
              <span aria-hidden>—</span>
              <VisuallyHidden>{t('landing.stats.unavailable')}</VisuallyHidden>
            </>
          ) : (
            value
          )}
        </Text>
      )}
      <Text component="p" c="dimmed" fw={500} mt={6}>
        {label}
      </Text>
    </Paper>
  );
}

/** The home statistics: courses with open data and with VIP data, read from the API, and the features. */
export function LandingStats() {
  const { t } = useTranslation('pages');
  const statistics = useCourseStatistics();
  const figure = (count: number | undefined): string | null | undefined => {
    if (statistics.isPending) return null;
    return count === undefined ? undefined : formatHomeStatistic(count);
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <StatCard
        label={t('landing.stats.coursesOpen')}
        value={figure(statistics.data?.open_courses)}
      />
      <StatCard
        label={t('landing.stats.coursesVip')}
        value={figure(statistics.data?.vip_courses)}
      />
      <StatCard label={t('landing.stats.features')} value={LANDING_FEATURE_STAT} />
    </SimpleGrid>
  );
}
