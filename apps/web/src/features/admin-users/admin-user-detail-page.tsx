import { useState } from 'react';
import {
  Avatar,
  Button,
  Card,
  Container,
  DataList,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconMailForward,
  IconPencil,
  IconShieldOff,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { AdminUser } from '@campus/contracts';
import { useDocumentTitle } from '../../components/use-document-title';
import { useResendVerification, useResetTwoStep, useUpdateUser, useUser } from './api';
import { InvalidUserId } from './components/invalid-user-id';
import { UserQueryState } from './components/user-query-state';
import { BackLink } from '../../components/page-frames/back-link';
import { RoleBadge, UserStatusBadge, VerifiedMark } from './components/user-badges';
import { useFormatDate } from '../../lib/format-date';
import { useErrorMessage } from '../../lib/use-error-message';
import { isUserId } from './user-id';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorAlert } from '../../components/error-alert';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function UserDetail({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin-users');
  const { t: tCommon } = useTranslation('common');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const update = useUpdateUser();
  const resend = useResendVerification();
  const resetTwoStep = useResetTwoStep();
  const [confirming, setConfirming] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const name = `${user.user_first_name} ${user.user_last_name}`.trim();
  const isDeactivated = user.user_status === 'deactivated';

  function changeStatus() {
    update.mutate(
      {
        params: { user_id: user.user_id },
        body: { user_status: isDeactivated ? 'active' : 'deactivated' },
      },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message: t(
              saved.user_status === 'deactivated' ? 'detail.deactivated' : 'detail.reactivated',
              {
                name,
              },
            ),
          });
        },
        onSettled: () => {
          setConfirming(false);
        },
      },
    );
  }

  function resetSecondStep() {
    resetTwoStep.mutate(
      { params: { user_id: user.user_id } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('detail.twoStepReset', { name }) });
        },
        onSettled: () => {
          setConfirmingReset(false);
        },
      },
    );
  }

  function resendMail() {
    resend.mutate(
      { params: { user_id: user.user_id } },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message });
        },
      },
    );
  }

  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={user.user_photo_url} alt="" size={64} radius={64} color="initials" name={name}>
          {name === '' ? user.user_email.charAt(0).toLocaleUpperCase('tr') : undefined}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 26, sm: 32 }} style={{ wordBreak: 'break-word' }}>
            {name === '' ? user.user_email : name}
          </Title>
          <Group gap="xs">
            <RoleBadge role={user.user_role} />
            <UserStatusBadge status={user.user_status} />
          </Group>
        </Stack>
      </Group>

      {update.isError || resend.isError || resetTwoStep.isError ? (
        <ErrorAlert>
          {errorMessage(
            update.isError ? update.error : resend.isError ? resend.error : resetTwoStep.error,
          )}
        </ErrorAlert>
      ) : null}

      <Group gap="sm">
        <Button
          component={Link}
          to={`/admin/users/edit?user_id=${encodeURIComponent(user.user_id)}`}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {tCommon('actions.edit')}
        </Button>
        <Button
          variant="light"
          color={isDeactivated ? 'green' : 'red'}
          leftSection={
            isDeactivated ? (
              <IconUserCheck size={16} aria-hidden />
            ) : (
              <IconUserOff size={16} aria-hidden />
            )
          }
          onClick={() => {
            update.reset();
            setConfirming(true);
          }}
        >
          {isDeactivated ? t('detail.reactivate') : t('detail.deactivate')}
        </Button>
        {user.is_email_verified ? null : (
          <Button
            variant="default"
            loading={resend.isPending}
            leftSection={<IconMailForward size={16} aria-hidden />}
            onClick={resendMail}
          >
            {t('detail.resend')}
          </Button>
        )}
        {user.two_step_enabled ? (
          <Button
            variant="default"
            leftSection={<IconShieldOff size={16} aria-hidden />}
            onClick={() => {
              resetTwoStep.reset();
              setConfirmingReset(true);
            }}
          >
            {t('detail.resetTwoStep')}
          </Button>
        ) : null}
      </Group>

      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-labelledby="user-fields-title"
      >
        <Title order={2} size="h4" id="user-fields-title" mb="md">
          {t('detail.fields')}
        </Title>
        <DataList orientation="horizontal" labelWidth={180}>
          <Field label={t('columns.email')}>
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {user.user_email}
            </Text>
          </Field>
          <Field label={t('form.firstName')}>{user.user_first_name}</Field>
          <Field label={t('form.lastName')}>{user.user_last_name}</Field>
          <Field label={t('columns.role')}>{t(`roles.${user.user_role}`)}</Field>
          <Field label={t('columns.status')}>{t(`statuses.${user.user_status}`)}</Field>
          <Field label={t('columns.verified')}>
            <VerifiedMark verified={user.is_email_verified} />
          </Field>
          <Field label={t('detail.twoStep')}>
            {user.two_step_enabled ? t('detail.twoStepOn') : t('detail.twoStepOff')}
          </Field>
          <Field label={t('form.locale')}>{tCommon(`language.${user.locale}`)}</Field>
          <Field label={t('columns.created')}>{formatDate(user.created_at, true)}</Field>
          <Field label={t('columns.lastLogin')}>
            {user.last_login_at === null ? t('never') : formatDate(user.last_login_at, true)}
          </Field>
          <Field label={t('detail.userId')}>
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {user.user_id}
            </Text>
          </Field>
        </DataList>
      </Card>

      <ConfirmDialog
        opened={confirming}
        title={isDeactivated ? t('detail.reactivateTitle') : t('detail.deactivateTitle')}
        body={
          isDeactivated
            ? t('detail.reactivateBody', { name })
            : t('detail.deactivateBody', { name })
        }
        confirmLabel={isDeactivated ? t('detail.reactivate') : t('detail.deactivate')}
        confirmColor={isDeactivated ? 'green' : 'red'}
        pending={update.isPending}
        onClose={() => {
          setConfirming(false);
        }}
        onConfirm={changeStatus}
      />
      <ConfirmDialog
        opened={confirmingReset}
        title={t('detail.resetTwoStepTitle')}
        body={t('detail.resetTwoStepBody', { name })}
        confirmLabel={t('detail.resetTwoStep')}
        confirmColor="red"
        pending={resetTwoStep.isPending}
        onClose={() => {
          setConfirmingReset(false);
        }}
        onConfirm={resetSecondStep}
      />
    </Stack>
  );
}

/** `/admin/users/:user_id`: every field of one account and what an admin can do with it. */
export function AdminUserDetailPage() {
  const { t } = useTranslation('admin-users');
  const { user_id: userId } = useParams();
  const validId = isUserId(userId) ? userId : undefined;
  const user = useUser(validId);
  useDocumentTitle(
    user.data === undefined
      ? t('detail.title')
      : `${user.data.user_first_name} ${user.data.user_last_name}`.trim() || user.data.user_email,
  );

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <BackLink to="/admin/users/all" label={t('detail.backToList')} />
        {validId === undefined ? (
          <InvalidUserId />
        ) : (
          <UserQueryState query={user} loading={[64, 36, 280]}>
            {(data) => <UserDetail user={data} />}
          </UserQueryState>
        )}
      </Stack>
    </Container>
  );
}
