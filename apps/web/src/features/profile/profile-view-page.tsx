import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frames/page-frame';
import { QueryState } from '../../components/query-state';
import { useProfile } from './api';
import { AccountSection } from './components/account-section';
import { ProfileEditForm } from './components/profile-edit-form';
import { ProfileHeaderCard } from './components/profile-header-card';
import { ProfileSkeleton } from './components/profile-skeleton';

/** `/profile/view`: the signed-in user's profile, its edit form and the account actions. */
export function ProfileViewPage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();

  return (
    <PageFrame title={t('view.title')}>
      <QueryState query={profile} loadFailed={t('view.loadFailed')} loading={<ProfileSkeleton />}>
        {(data) => (
          <Stack gap="lg">
            <ProfileHeaderCard profile={data} />
            <ProfileEditForm key={data.user_id} profile={data} />
            <AccountSection profile={data} />
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
