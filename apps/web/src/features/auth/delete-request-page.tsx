import { Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../../components/card-page';
import { requestAccountDeletion } from './api';
import { DeletionExplanation } from './components/deletion-explanation';
import { EmailForm } from './components/email-form';
import { SuccessPanel } from './components/success-panel';

/** `/reception/delete-request`: e-mails a link (valid one hour) that confirms the deletion. */
export function DeleteRequestPage() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <CardPage
      title={t('deleteRequest.title')}
      description={sentTo === null ? t('deleteRequest.description') : undefined}
      width={520}
    >
      {sentTo !== null ? (
        <SuccessPanel
          title={t('deleteRequest.sentTitle')}
          icon={<IconMailForward size={32} stroke={1.6} />}
        >
          {t('deleteRequest.sentBody', { email: sentTo })}
        </SuccessPanel>
      ) : (
        <Stack gap="lg">
          <DeletionExplanation />
          <EmailForm
            submitLabel={t('deleteRequest.submit')}
            submitColor="red"
            onSubmit={requestAccountDeletion}
            onSent={setSentTo}
          />
        </Stack>
      )}
    </CardPage>
  );
}
