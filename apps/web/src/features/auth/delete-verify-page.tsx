import { Button, Stack, Text } from '@mantine/core';
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
import { MissingToken, RequestNewLink, TokenFailure } from './components/link-failure';
import { SuccessPanel } from './components/success-panel';
import { toFailure } from './failure';

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
  const requestNew = (
    <RequestNewLink to="/reception/delete-request">{t('deleteVerify.requestNew')}</RequestNewLink>
  );

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
      <MissingToken title={t('deleteVerify.invalidTitle')} link={requestNew}>
        {t('deleteVerify.noToken')}
      </MissingToken>
    );
  } else {
    content = (
      <Stack gap="lg">
        {failure !== null && <TokenFailure message={failure} link={requestNew} />}
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
