import { Button, Stack } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  MySpaceEmpty,
  MySpaceSection,
  useSectionPaging,
} from '../../../components/my-space-section';
import { useAuth } from '../../../lib/auth-store';
import { useMyExperiences } from '../api';
import { ContributionCard } from './components/contribution-card';
import { VipProgressCard } from './components/vip-progress-card';

/**
 * "My course contributions" for the signed-in person's space: VIP progress,
 * then the experiences they shared with status and the reviewer's note, a
 * page at a time. The page is kept in the section (the space holds other lists).
 */
export function MyContributionsSection() {
  const { t } = useTranslation('course-detail');
  const { user_current: user } = useAuth();
  const { params, paging } = useSectionPaging();
  const experiences = useMyExperiences(params);

  if (user === null) return null;

  return (
    <MySpaceSection
      id="my-contributions"
      title={t('contributions.title')}
      lead={t('contributions.lead')}
      loadFailed={t('contributions.loadFailed')}
      query={experiences}
      intro={<VipProgressCard isVip={user.is_vip} approved={user.contribution_count} />}
      empty={
        <MySpaceEmpty
          icon={<IconMessagePlus size={28} aria-hidden />}
          title={t('contributions.emptyTitle')}
          description={t('contributions.emptyDescription')}
        >
          <Button component={Link} to="/courses" variant="default">
            {t('contributions.browse')}
          </Button>
        </MySpaceEmpty>
      }
      paging={paging}
    >
      {(data) => (
        <Stack gap="sm">
          {data.items.map((experience) => (
            <ContributionCard key={experience.experience_id} experience={experience} />
          ))}
        </Stack>
      )}
    </MySpaceSection>
  );
}
