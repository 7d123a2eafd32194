import { Anchor, Button, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardPage } from '../../components/card-page';
import { requestPasswordReset } from './api';
import { EmailForm } from './components/email-form';
import { SuccessPanel } from './components/success-panel';

/** `/reception/password-forgot`: e-mails a reset link; the answer never tells whether the address has an account. */
export function PasswordForgotPage() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <CardPage
      title={t('passwordForgot.title')}
      description={sentTo === null ? t('passwordForgot.description') : undefined}
      standalone
    >
      {sentTo !== null ? (
        <SuccessPanel
          title={t('passwordForgot.sentTitle')}
          icon={<IconMailForward size={32} stroke={1.6} />}
          actions={
            <Button component={Link} to="/reception/login" variant="light">
              {t('common.toLogin')}
            </Button>
          }
        >
          {t('passwordForgot.sentBody', { email: sentTo })}
        </SuccessPanel>
      ) : (
        <Stack gap="lg">
          <EmailForm
            submitLabel={t('passwordForgot.submit')}
            onSubmit={requestPasswordReset}
            onSent={setSentTo}
          />
          <Anchor component={Link} to="/reception/login" size="sm" ta="center">
            {t('common.backToLogin')}
          </Anchor>
        </Stack>
      )}
    </CardPage>
  );
}
