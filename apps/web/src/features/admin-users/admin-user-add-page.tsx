import { useMemo } from 'react';
import { Card, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  accountLimits,
  adminUserCreateBodySchema,
  type Locale,
  type UserRole,
} from '@campus/contracts';
import { BackLink } from '../../components/page-frames/back-link';
import { PageFrame } from '../../components/page-frames/page-frame';
import { useCreateUser } from './api';
import { NameRoleFields } from './components/name-role-fields';
import { userDetailPath } from './components/users-table';
import { useIssueMessage, useProblemFieldErrors, validateWith } from '../../lib/form-validation';
import { useFormFailure } from '../../lib/use-form-failure';
import { ValidatedForm } from '../../components/validated-form';

interface AddUserValues {
  user_email: string;
  user_first_name: string;
  user_last_name: string;
  user_role: UserRole;
  locale: Locale;
}

/** `/admin/users/add`: creates an account; the person is e-mailed a link to set a password. */
export function AdminUserAddPage() {
  const { t } = useTranslation('admin-users');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const create = useCreateUser();
  const labels = useMemo(
    () => ({
      user_email: t('form.email'),
      user_first_name: t('form.firstName'),
      user_last_name: t('form.lastName'),
      user_role: t('form.role'),
      locale: t('form.locale'),
    }),
    [t],
  );
  const issueMessage = useIssueMessage();
  const problemFieldErrors = useProblemFieldErrors(labels);

  const form = useForm<AddUserValues>({
    mode: 'controlled',
    initialValues: {
      user_email: '',
      user_first_name: '',
      user_last_name: '',
      user_role: 'student',
      locale: 'tr',
    },
    validate: (values) => validateWith(adminUserCreateBodySchema, values, labels, issueMessage),
  });
  const { failure, fail, handleSubmit } = useFormFailure(form, problemFieldErrors);

  function submit(values: AddUserValues) {
    const parsed = adminUserCreateBodySchema.safeParse(values);
    if (!parsed.success) return;
    create.mutate(
      { body: parsed.data },
      {
        onSuccess: (user) => {
          notifications.show({
            color: 'green',
            title: t('add.created'),
            message: t('add.invitationSent', { email: user.user_email }),
          });
          void navigate(userDetailPath(user.user_id));
        },
        onError: fail,
      },
    );
  }

  return (
    <PageFrame
      size="sm"
      title={t('add.title')}
      lead={t('add.lead')}
      header={<BackLink to="/admin/users/all" label={t('detail.backToList')} />}
    >
      <Card withBorder radius="md" padding="lg">
        <ValidatedForm
          label={t('add.title')}
          onSubmit={handleSubmit(submit)}
          failure={failure}
          actions={{
            isNew: true,
            isDirty: true,
            pending: create.isPending,
            cancelTo: '/admin/users/all',
            submitLabel: t('add.submit'),
            newIcon: IconUserPlus,
          }}
        >
          <TextInput
            label={labels.user_email}
            type="email"
            required
            autoComplete="off"
            maxLength={accountLimits.emailMaxLength}
            key={form.key('user_email')}
            {...form.getInputProps('user_email')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NameRoleFields form={form} labels={labels} roleRequired />
            <Select
              label={labels.locale}
              description={t('form.localeHint')}
              required
              allowDeselect={false}
              data={[
                { value: 'tr', label: tCommon('language.tr') },
                { value: 'en', label: tCommon('language.en') },
              ]}
              key={form.key('locale')}
              {...form.getInputProps('locale')}
            />
          </SimpleGrid>
        </ValidatedForm>
      </Card>
    </PageFrame>
  );
}
