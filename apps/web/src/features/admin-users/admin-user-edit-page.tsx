import { useMemo } from 'react';
import { Card, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  adminUserUpdateBodySchema,
  type AdminUser,
  type UserRole,
  type UserStatus,
} from '@campus/contracts';
import { BackLink } from '../../components/page-frames/back-link';
import { PageFrame } from '../../components/page-frames/page-frame';
import { useUpdateUser, useUser } from './api';
import { InvalidUserId } from './components/invalid-user-id';
import { UserQueryState } from './components/user-query-state';
import { NameRoleFields } from './components/name-role-fields';
import { userDetailPath } from './components/users-table';
import { useIssueMessage, useProblemFieldErrors, validateWith } from '../../lib/form-validation';
import { useFormFailure } from '../../lib/use-form-failure';
import { isUserId } from './user-id';
import { ValidatedForm } from '../../components/validated-form';

interface EditUserValues {
  user_first_name: string;
  user_last_name: string;
  user_role: UserRole;
  user_status: UserStatus;
}

/** Only what differs from the stored account, so that an unchanged field is never sent. */
function changesOf(user: AdminUser, values: EditUserValues): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (values.user_first_name.trim() !== user.user_first_name) {
    changes.user_first_name = values.user_first_name;
  }
  if (values.user_last_name.trim() !== user.user_last_name) {
    changes.user_last_name = values.user_last_name;
  }
  if (values.user_role !== user.user_role) changes.user_role = values.user_role;
  if (values.user_status !== user.user_status) changes.user_status = values.user_status;
  return changes;
}

function EditUserForm({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin-users');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const update = useUpdateUser();
  const labels = useMemo(
    () => ({
      user_first_name: t('form.firstName'),
      user_last_name: t('form.lastName'),
      user_role: t('form.role'),
      user_status: t('form.status'),
    }),
    [t],
  );
  const issueMessage = useIssueMessage({ 'Change at least one field': t('edit.nothingChanged') });
  const problemFieldErrors = useProblemFieldErrors(labels);
  const detailPath = userDetailPath(user.user_id);

  const form = useForm<EditUserValues>({
    mode: 'controlled',
    initialValues: {
      user_first_name: user.user_first_name,
      user_last_name: user.user_last_name,
      user_role: user.user_role,
      user_status: user.user_status,
    },
    validate: (values) =>
      validateWith(
        adminUserUpdateBodySchema,
        {
          user_first_name: values.user_first_name,
          user_last_name: values.user_last_name,
          user_role: values.user_role,
        },
        labels,
        issueMessage,
      ),
  });
  const { failure, setFailure, fail, handleSubmit } = useFormFailure(form, problemFieldErrors);

  function submit(values: EditUserValues) {
    const parsed = adminUserUpdateBodySchema.safeParse(changesOf(user, values));
    if (!parsed.success) {
      setFailure(t('edit.nothingChanged'));
      return;
    }
    update.mutate(
      { params: { user_id: user.user_id }, body: parsed.data },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('edit.saved') });
          void navigate(detailPath);
        },
        onError: fail,
      },
    );
  }

  const statusOptions: { value: UserStatus; label: string; disabled?: boolean }[] = [
    ...(user.user_status === 'pending'
      ? [{ value: 'pending' as const, label: t('statuses.pending'), disabled: true }]
      : []),
    { value: 'active', label: t('statuses.active') },
    { value: 'deactivated', label: t('statuses.deactivated') },
  ];

  return (
    <Card withBorder radius="md" padding="lg">
      <ValidatedForm
        label={t('edit.title')}
        onSubmit={handleSubmit(submit)}
        failure={failure}
        actions={{
          isNew: false,
          isDirty: form.isDirty(),
          pending: update.isPending,
          cancelTo: detailPath,
          submitLabel: tCommon('actions.save'),
        }}
      >
        <TextInput
          label={t('form.email')}
          value={user.user_email}
          readOnly
          description={t('edit.emailFixed')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NameRoleFields form={form} labels={labels} />
          <Select
            label={labels.user_status}
            description={user.user_status === 'pending' ? t('edit.pendingHint') : undefined}
            allowDeselect={false}
            data={statusOptions}
            key={form.key('user_status')}
            {...form.getInputProps('user_status')}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('edit.sessionsNote')}
        </Text>
      </ValidatedForm>
    </Card>
  );
}

/** `/admin/users/edit?user_id=…`: names, role and status of one account. */
export function AdminUserEditPage() {
  const { t } = useTranslation('admin-users');
  const [searchParams] = useSearchParams();
  const rawId = searchParams.get('user_id');
  const userId = isUserId(rawId) ? rawId : undefined;
  const user = useUser(userId);

  return (
    <PageFrame
      size="sm"
      title={
        user.data === undefined
          ? t('edit.title')
          : t('edit.titleOf', {
              name: `${user.data.user_first_name} ${user.data.user_last_name}`.trim(),
            })
      }
      header={
        <BackLink
          to={userId === undefined ? '/admin/users/all' : userDetailPath(userId)}
          label={userId === undefined ? t('detail.backToList') : t('edit.backToUser')}
        />
      }
    >
      {userId === undefined ? (
        <InvalidUserId />
      ) : (
        <UserQueryState query={user} loading={[36, 36, 36]}>
          {(data) => <EditUserForm key={data.user_id} user={data} />}
        </UserQueryState>
      )}
    </PageFrame>
  );
}
