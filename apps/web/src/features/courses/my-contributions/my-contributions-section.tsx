import { useState } from 'react';
import { Button, EmptyState, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { LoadErrorState } from '../../../components/load-error-state';
import { useAuth } from '../../../lib/auth-store';
import { useMyExperiences } from '../api/list-my-experiences';
import type { PageParams } from '../api/query-keys';
import { ContributionCard } from './components/contribution-card';
import { VipProgressCard } from './components/vip-progress-card';

const firstPage: PageParams = { page: 1, page_size: 10 };

/**
 * "My course contributions" for the signed-in person's space: VIP progress,
 * then the experiences they shared with status and the reviewer's note, a
 * page at a time. The page is kept in the section (the space holds other lists).
 */
export function MyContributionsSection() {
  const { t } = useTranslation('course-detail');
  const { t: tCommon } = useTranslation('common');
  const { user_current: user } = useAuth();
  const [params, setParams] = useState<PageParams>(firstPage);
  const experiences = useMyExperiences(params);
  const data = experiences.data;

  if (user === null) return null;

  return (
    <Stack component="section" aria-labelledby="my-contributions" gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3" id="my-contributions">
          {t('contributions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('contributions.lead')}
        </Text>
      </Stack>
      <VipProgressCard isVip={user.is_vip} approved={user.contribution_count} />
      {experiences.isError && data === undefined ? (
        <LoadErrorState
          title={t('contributions.loadFailed')}
          error={experiences.error}
          onRetry={() => {
            void experiences.refetch();
          }}
        />
      ) : data === undefined ? (
        <Stack gap="sm" role="status" aria-live="polite">
          <VisuallyHidden>{tCommon('actions.loading')}</VisuallyHidden>
          <Skeleton height={96} radius="md" />
          <Skeleton height={96} radius="md" />
        </Stack>
      ) : data.total === 0 ? (
        <EmptyState
          icon={<IconMessagePlus size={28} aria-hidden />}
          withIndicatorBackground
          size="sm"
          title={t('contributions.emptyTitle')}
          description={t('contributions.emptyDescription')}
          py="lg"
        >
          <EmptyState.Actions>
            <Button component={Link} to="/courses" variant="default">
              {t('contributions.browse')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <>
          <Stack gap="sm">
            {data.items.map((experience) => (
              <ContributionCard key={experience.experience_id} experience={experience} />
            ))}
          </Stack>
          <ListPagination
            page={params.page}
            pageSize={params.page_size}
            total={data.total}
            onPageChange={(page) => {
              setParams((current) => ({ ...current, page }));
            }}
            onPageSizeChange={(pageSize) => {
              setParams({ page: 1, page_size: pageSize });
            }}
          />
        </>
      )}
    </Stack>
  );
}
