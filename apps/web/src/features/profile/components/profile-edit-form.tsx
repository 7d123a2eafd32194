import { useMemo } from 'react';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { accountLimits, profileUpdateBodySchema, type Profile } from '@campus/contracts';
import { changeLocale } from '../../../lib/i18n';
import { useUpdateProfile } from '../api';
import { useIssueMessage, useProblemFieldErrors, validateWith } from '../../../lib/form-validation';
import {
  bioMaxLength,
  toFormValues,
  toUpdate,
  toUpdateInput,
  type ProfileFormValues,
} from '../profile-form-values';
import { useFormFailure } from '../../../lib/use-form-failure';
import { CountedTextarea } from '../../../components/counted-textarea';
import { ValidatedForm } from '../../../components/validated-form';
import { useLeaveGuardControls } from '../../../lib/use-leave-guard';
import { LeaveBlockedModal } from '../../../components/discard-changes-modal';
import { ProfileCard } from './profile-card';
import { WholeNumberInput } from '../../../components/whole-number-input';

const currentYear = new Date().getFullYear();

/** Names, department, class year, language and bio, with Save and an unsaved-changes guard. */
export function ProfileEditForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation('common');
  const update = useUpdateProfile();

  const labels = useMemo(
    () => ({
      user_first_name: t('form.firstName'),
      user_last_name: t('form.lastName'),
      department: t('form.department'),
      class_year: t('form.classYear'),
      locale: t('form.locale'),
      bio: t('form.bio'),
    }),
    [t],
  );
  const issueMessage = useIssueMessage();
  const problemFieldErrors = useProblemFieldErrors(labels);

  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(profile),
    validate: (values) =>
      validateWith(profileUpdateBodySchema, toUpdateInput(values), labels, issueMessage),
  });

  const { failure, setFailure, fail, handleSubmit } = useFormFailure(form, problemFieldErrors);
  const isDirty = form.isDirty();
  const guard = useLeaveGuardControls(isDirty && !update.isPending);

  function submit(values: ProfileFormValues) {
    const body = toUpdate(values);
    if (body === undefined) return;
    const localeChanged = body.locale !== profile.locale;
    update.mutate(body, {
      onSuccess: (saved) => {
        const savedValues = toFormValues(saved);
        form.setInitialValues(savedValues);
        form.setValues(savedValues);
        form.resetDirty(savedValues);
        notifications.show({ color: 'green', message: t('form.saved') });
        if (localeChanged) {
          guard.release();
          changeLocale(saved.locale);
        }
      },
      onError: fail,
    });
  }

  const bioLength = form.values.bio.length;

  return (
    <ProfileCard id="profile-edit-title" title={t('form.title')}>
      <ValidatedForm
        labelledBy="profile-edit-title"
        onSubmit={handleSubmit(submit)}
        failure={failure}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={labels.user_first_name}
            required
            autoComplete="given-name"
            maxLength={accountLimits.nameMaxLength}
            key={form.key('user_first_name')}
            {...form.getInputProps('user_first_name')}
          />
          <TextInput
            label={labels.user_last_name}
            required
            autoComplete="family-name"
            maxLength={accountLimits.nameMaxLength}
            key={form.key('user_last_name')}
            {...form.getInputProps('user_last_name')}
          />
          <TextInput
            label={labels.department}
            description={t('form.departmentHint')}
            maxLength={accountLimits.departmentMaxLength}
            key={form.key('department')}
            {...form.getInputProps('department')}
          />
          <WholeNumberInput
            label={labels.class_year}
            description={t('form.classYearHint')}
            min={1950}
            max={currentYear + 1}
            thousandSeparator={false}
            key={form.key('class_year')}
            {...form.getInputProps('class_year')}
          />
          <Select
            label={labels.locale}
            description={t('form.localeHint')}
            data={[
              { value: 'en', label: tCommon('language.en') },
              { value: 'tr', label: tCommon('language.tr') },
            ]}
            allowDeselect={false}
            key={form.key('locale')}
            {...form.getInputProps('locale')}
          />
        </SimpleGrid>
        <CountedTextarea
          label={labels.bio}
          count={bioLength}
          max={bioMaxLength}
          counter={t('form.bioCounter', { count: bioLength, max: bioMaxLength })}
          announce
          rows={5}
          resize="vertical"
          key={form.key('bio')}
          {...form.getInputProps('bio')}
        />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={!isDirty || update.isPending}
            onClick={() => {
              form.reset();
              setFailure(null);
            }}
          >
            {t('form.discard')}
          </Button>
          <Button
            type="submit"
            loading={update.isPending}
            disabled={!isDirty}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {tCommon('actions.save')}
          </Button>
        </Group>
      </ValidatedForm>
      <LeaveBlockedModal blocker={guard.blocker} />
    </ProfileCard>
  );
}
