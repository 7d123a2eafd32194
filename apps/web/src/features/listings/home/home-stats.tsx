import { Paper, SimpleGrid, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatHomeStatistic, liveFeatureAreas } from '@campus/contracts';

export interface HomeFigures {
  coursesOpen: number;
  vipCourses: number;
  features: number;
}

function StatCard({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation('home');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} ta="center">
      {value === null ? (
        <>
          <Skeleton height={36} width="40%" mx="auto" aria-hidden />
          <VisuallyHidden>{t('stats.loading')}</VisuallyHidden>
        </>
      ) : (
        <Text component="p" fw={800} fz={{ base: 24, sm: 34 }} lh={1.1} m={0}>
          {value}
        </Text>
      )}
      <Text component="p" c="dimmed" fw={500} fz={{ base: 'sm', sm: 'md' }} mt={6} mb={0}>
        {label}
      </Text>
    </Paper>
  );
}

/** "600+ courses open, 600+ VIP courses, 6+ features"; skeletons while they load, a dash if they fail. */
export function HomeStats({
  figures,
  failed,
}: {
  figures: HomeFigures | undefined;
  failed: boolean;
}) {
  const { t } = useTranslation('home');
  const shown = (count: number | undefined): string | null => {
    if (count !== undefined) return formatHomeStatistic(count);
    return failed ? '—' : null;
  };
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
      <StatCard label={t('stats.coursesOpen')} value={shown(figures?.coursesOpen)} />
      <StatCard label={t('stats.vipCourses')} value={shown(figures?.vipCourses)} />
      <StatCard
        label={t('stats.features')}
        value={`${String(figures?.features ?? liveFeatureAreas.length)}+`}
      />
    </SimpleGrid>
  );
}
