import { Anchor, Button, Divider, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconKey, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Profile } from '@campus/contracts';
import { useExportMyData } from '../api';
import { useErrorMessage } from '../../../lib/use-error-message';
import { AccountRow } from './account-row';
import { DeleteAccountModal } from './delete-account-modal';
import { ProfileCard } from './profile-card';
import { TwoStepRow } from './two-step-row';

/** Password change, two-step sign-in (staff), the KVKK/GDPR data export and account deletion. */
export function AccountSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const errorMessage = useErrorMessage();
  const exportData = useExportMyData();
  const [deleteOpened, deleteModal] = useDisclosure(false);

  return (
    <ProfileCard id="account-title" title={t('account.title')}>
      <Stack gap="md">
        <AccountRow
          title={t('account.password.title')}
          description={
            profile.has_password ? (
              t('account.password.description')
            ) : (
              <>
                {t('account.password.googleOnly')}{' '}
                <Anchor component={Link} to="/reception/password-forgot" size="sm">
                  {t('account.password.setOne')}
                </Anchor>
              </>
            )
          }
          action={
            profile.has_password ? (
              <Button
                component={Link}
                to="/reception/password-change"
                variant="default"
                leftSection={<IconKey size={16} aria-hidden />}
              >
                {t('account.password.action')}
              </Button>
            ) : null
          }
        />
        <Divider />
        <TwoStepRow email={profile.user_email} />
        <AccountRow
          title={t('account.export.title')}
          description={t('account.export.description')}
          action={
            <Button
              variant="default"
              loading={exportData.isPending}
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => {
                exportData.mutate(undefined, {
                  onSuccess: () => {
                    notifications.show({ color: 'green', message: t('account.export.done') });
                  },
                  onError: (error) => {
                    notifications.show({
                      color: 'red',
                      title: t('account.export.failed'),
                      message: errorMessage(error),
                    });
                  },
                });
              }}
            >
              {t('account.export.action')}
            </Button>
          }
        />
        <Divider />
        <AccountRow
          title={t('account.delete.title')}
          description={t('account.delete.description')}
          action={
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={deleteModal.open}
            >
              {t('account.delete.action')}
            </Button>
          }
        />
      </Stack>
      <DeleteAccountModal
        opened={deleteOpened}
        onClose={deleteModal.close}
        hasPassword={profile.has_password}
      />
    </ProfileCard>
  );
}
