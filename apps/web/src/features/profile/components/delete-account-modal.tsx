import { useState } from 'react';
import { Anchor, Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { passwordLimits } from '@campus/contracts';
import { useDeleteAccount } from '../api';
import { useErrorMessage } from '../../../lib/use-error-message';
import { ErrorAlert } from '../../../components/error-alert';

interface DeleteAccountModalProps {
  opened: boolean;
  onClose: () => void;
  /** Accounts made with Google sign-in have no password to confirm with. */
  hasPassword: boolean;
}

/**
 * Deleting the account: says what is removed, asks for the password and, once
 * the API confirms, ends the session and goes to the landing page. Without a
 * password (Google accounts) the e-mail confirmed route is offered instead.
 */
export function DeleteAccountModal({ opened, onClose, hasPassword }: DeleteAccountModalProps) {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const remove = useDeleteAccount(() => {
    notifications.show({ color: 'green', message: t('delete.done') });
  });
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  function close() {
    if (remove.isPending) return;
    setPassword('');
    setFieldError(null);
    remove.reset();
    onClose();
  }

  function submit() {
    if (password === '') {
      setFieldError(tCommon('validation.required', { field: t('delete.password') }));
      return;
    }
    setFieldError(null);
    remove.mutate(password);
  }

  return (
    <Modal opened={opened} onClose={close} title={t('delete.title')} centered size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text>{t('delete.intro')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('delete.removes.profile')}</List.Item>
            <List.Item>{t('delete.removes.photo')}</List.Item>
            <List.Item>{t('delete.removes.sessions')}</List.Item>
            <List.Item>{t('delete.removes.content')}</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            {t('delete.irreversible')}
          </Text>
          {remove.isError ? <ErrorAlert>{errorMessage(remove.error)}</ErrorAlert> : null}
          {hasPassword ? (
            <PasswordInput
              label={t('delete.password')}
              description={t('delete.passwordHint')}
              autoComplete="current-password"
              required
              maxLength={passwordLimits.maxLength}
              value={password}
              error={fieldError}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
              }}
              data-autofocus
            />
          ) : null}
          <Text size="sm">
            <Trans
              t={t}
              i18nKey={hasPassword ? 'delete.emailRoute' : 'delete.emailRouteOnly'}
              components={{
                emailLink: <Anchor component={Link} to="/reception/delete-request" />,
              }}
            />
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              {tCommon('actions.cancel')}
            </Button>
            {hasPassword ? (
              <Button type="submit" color="red" loading={remove.isPending}>
                {t('delete.confirm')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
