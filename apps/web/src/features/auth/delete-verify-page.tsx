import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconHeartHandshake, IconTrash } from '@tabler/icons-react';
import { emailTokenSchema } from '@campus/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CardPage } from '../../components/card-page';
import { tokenStore } from '../../lib/api-client';
import { setSignedOut } from '../../lib/auth-store';
import { confirmAccountDeletion } from './api';
import { DeletionExplanation } from './components/deletion-explanation';
import { FailureAlert } from './components/failure-alert';
import { SuccessPanel } from './components/success-panel';
import { toFailure } from './failure';

function RequestNewLink() {
  const { t } = useTranslation('auth');
  return (
    <Anchor component={Link} to="/reception/delete-request" size="sm" fw={600}>
      {t('deleteVerify.requestNew')}
    </Anchor>
  );
}

/** `/reception/delete-verify?token=`: deletes the account only when the person confirms it here. */
export function DeleteVerifyPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const hasToken = emailTokenSchema.safeParse(token).success;
  const [failure, setFailure] = useState<string | null>(null);
  const [isDeleting, setDeleting] = useState(false);
  const [isDeleted, setDeleted] = useState(false);

  async function confirm() {
    setFailure(null);
    setDeleting(true);
    try {
      await confirmAccountDeletion(token.trim());
      tokenStore.clearTokens();
      setSignedOut();
      setDeleted(true);
    } catch (error) {
      const read = await toFailure(error, tc('errors.generic'), tc('errors.invalidResponse'));
      setFailure(read.message);
    } finally {
      setDeleting(false);
    }
  }

  let content;
  if (isDeleted) {
    content = (
      <SuccessPanel
        title={t('deleteVerify.doneTitle')}
        icon={<IconHeartHandshake size={32} stroke={1.6} />}
        actions={
          <Button component={Link} to="/" variant="light">
            {t('common.toHome')}
          </Button>
        }
      >
        {t('deleteVerify.doneBody')}
      </SuccessPanel>
    );
  } else if (!hasToken) {
    content = (
      <Stack gap="md">
        <FailureAlert title={t('deleteVerify.invalidTitle')}>
          {t('deleteVerify.noToken')}
        </FailureAlert>
        <RequestNewLink />
      </Stack>
    );
  } else {
    content = (
      <Stack gap="lg">
        {failure !== null && (
          <FailureAlert>
            <Stack gap={6} align="flex-start">
              <Text size="sm">{failure}</Text>
              <RequestNewLink />
            </Stack>
          </FailureAlert>
        )}
        <DeletionExplanation />
        <Text fw={600}>{t('deleteVerify.warning')}</Text>
        <Stack gap="xs">
          <Button
            color="red"
            size="md"
            fullWidth
            leftSection={<IconTrash size={18} aria-hidden />}
            loading={isDeleting}
            onClick={() => {
              void confirm();
            }}
          >
            {t('deleteVerify.confirm')}
          </Button>
          <Button component={Link} to="/" variant="default" fullWidth>
            {t('deleteVerify.keep')}
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <CardPage title={t('deleteVerify.title')} width={520}>
      {content}
    </CardPage>
  );
}
