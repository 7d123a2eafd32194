import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';
import { useProfile } from './api';
import { AccountSection } from './components/account-section';
import { LoadErrorState } from '../../components/load-error-state';
import { ProfileEditForm } from './components/profile-edit-form';
import { ProfileHeaderCard } from './components/profile-header-card';
import { ProfileSkeleton } from './components/profile-skeleton';

/** `/profile/view`: the signed-in user's profile, its edit form and the account actions. */
export function ProfileViewPage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('view.title'));
  const profile = useProfile();

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} mb="lg" fz={{ base: 28, sm: 34 }}>
        {t('view.title')}
      </Title>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <LoadErrorState
          title={t('view.loadFailed')}
          error={profile.error}
          onRetry={() => {
            void profile.refetch();
          }}
        />
      ) : (
        <Stack gap="lg">
          <ProfileHeaderCard profile={profile.data} />
          <ProfileEditForm key={profile.data.user_id} profile={profile.data} />
          <AccountSection profile={profile.data} />
        </Stack>
      )}
    </Container>
  );
}
