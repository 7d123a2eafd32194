import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconRefresh, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  matchingLimits,
  matchPhysicalBodySchema,
  type MatchPhysicalAdmin,
} from '@campus/contracts';
import { FormPageFrame, FormPageLoading } from '../../../../components/page-frames/form-page-frame';
import {
  useIssueMessage,
  useProblemFieldErrors,
  validateWith,
} from '../../../../lib/form-validation';
import { ProblemError, statusOf } from '../../../../lib/problem-error';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { leaveWithoutAsking } from '../../../../lib/use-leave-guard';
import {
  toPhysicalBody,
  toPhysicalFormValues,
  type PhysicalFormValues,
} from '../../physical-form-values';
import { MatchingAdminNav } from '../matching-admin-nav';
import { useCorrectPhysical, usePhysical } from './api';
import { ns, usePhysicalOptions } from './labels';
import { personName } from './physical-detail-page';
import { physicalPath, physicalsPath, uuidParam } from './paths';

const fieldNames = [
  'birth_year',
  'gender',
  'genders_sought',
  'age_min',
  'age_max',
  'height_cm',
  'height_min',
  'height_max',
  'campus',
  'same_campus_only',
  'department',
  'class_year',
  'languages',
  'meeting_mode',
  'availability',
  'visible_fields',
] as const;

const isNumber = (value: number | string): value is number => typeof value === 'number';

/** A lowest value above its highest (age or height): the API's `min_above_max` rule, checked here first. */
function rangeErrors(values: PhysicalFormValues, message: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (isNumber(values.age_min) && isNumber(values.age_max) && values.age_min > values.age_max)
    errors.age_min = message;
  if (
    isNumber(values.height_min) &&
    isNumber(values.height_max) &&
    values.height_min > values.height_max
  )
    errors.height_min = message;
  return errors;
}

interface PhysicalEditFormProps {
  physical: MatchPhysicalAdmin;
  /** Reads the record again and opens the form on its current values. */
  onReload: () => Promise<unknown>;
}

function PhysicalEditForm({ physical, onReload }: PhysicalEditFormProps) {
  const { t } = useTranslation(ns);
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const options = usePhysicalOptions();
  // The version the form was opened with: a save sends its `updated_at`, a change meanwhile is a 409.
  const [opened] = useState(physical);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const correct = useCorrectPhysical(opened.physical_id);
  const labels = useMemo(
    () => Object.fromEntries(fieldNames.map((field) => [field, t(`fields.${field}`)])),
    [t],
  );
  const ruleMessages = useMemo(
    () => ({
      too_young: t('rules.tooYoung', { age: matchingLimits.minAge }),
      too_old: t('rules.tooOld'),
      min_above_max: t('rules.minAboveMax'),
    }),
    [t],
  );
  const issueMessage = useIssueMessage(ruleMessages);
  const problemErrors = useProblemFieldErrors(labels, ruleMessages);
  const form = useForm<PhysicalFormValues>({
    mode: 'controlled',
    initialValues: toPhysicalFormValues(opened),
    validate: (values) => ({
      ...rangeErrors(values, ruleMessages.min_above_max),
      ...validateWith(matchPhysicalBodySchema, toPhysicalBody(values), labels, issueMessage),
    }),
  });
  const detailPath = physicalPath(opened.physical_id);

  function submit(values: PhysicalFormValues) {
    setFailure(null);
    setConflict(false);
    correct.mutate(
      { ...toPhysicalBody(values), updated_at: opened.updated_at },
      {
        onSuccess: () => {
          form.resetDirty();
          notifications.show({ color: 'green', message: t('edit.saved') });
          void navigate(detailPath, { state: leaveWithoutAsking });
        },
        onError: (error) => {
          if (statusOf(error) === 409) {
            setConflict(true);
            return;
          }
          setFailure(errorMessage(error));
          if (error instanceof ProblemError) form.setErrors(problemErrors(error.problem.errors));
        },
      },
    );
  }

  const number = (field: (typeof fieldNames)[number], min: number, max: number) => (
    <NumberInput
      label={labels[field]}
      min={min}
      max={max}
      allowDecimal={false}
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );

  return (
    <FormPageFrame
      header={<MatchingAdminNav />}
      title={t('edit.titleOf', { name: personName(opened) })}
      backTo={detailPath}
      backLabel={t('edit.backToRecord')}
      isNew={false}
      isDirty={form.isDirty()}
      pending={correct.isPending}
      submitLabel={tCommon('actions.save')}
      onSubmit={form.onSubmit(submit, () => {
        setFailure(tCommon('errors.checkForm'));
      })}
      onCancel={() => {
        void navigate(detailPath);
      }}
      failure={failure}
      notice={
        <Stack gap="sm">
          <Alert variant="light" color="blue" icon={<IconShieldCheck size={20} aria-hidden />}>
            {t('edit.auditHint')}
          </Alert>
          {conflict ? (
            <Alert
              variant="light"
              color="yellow"
              role="alert"
              title={t('edit.conflictTitle')}
              icon={<IconAlertTriangle size={20} aria-hidden />}
            >
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t('edit.conflictBody')}</Text>
                <Button
                  size="xs"
                  variant="light"
                  color="yellow"
                  loading={reloading}
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  onClick={() => {
                    setReloading(true);
                    void onReload().finally(() => {
                      setReloading(false);
                    });
                  }}
                >
                  {t('edit.reload')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
        </Stack>
      }
    >
      <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
        {opened.email === '' || opened.name.trim() === ''
          ? t('edit.ownerOnly', { name: personName(opened) })
          : t('edit.owner', { name: opened.name, email: opened.email })}
      </Text>
      <Fieldset legend={t('edit.person')} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {number('birth_year', 1900, 2100)}
          <Select
            label={labels.gender}
            data={options.genders}
            clearable
            key={form.key('gender')}
            {...form.getInputProps('gender')}
          />
          {number('height_cm', matchingLimits.minHeight, matchingLimits.maxHeight)}
          <Select
            label={labels.class_year}
            data={options.classYears}
            clearable
            key={form.key('class_year')}
            {...form.getInputProps('class_year')}
          />
          <TextInput
            label={labels.campus}
            maxLength={matchingLimits.campusMaxLength}
            key={form.key('campus')}
            {...form.getInputProps('campus')}
          />
          <TextInput
            label={labels.department}
            maxLength={matchingLimits.departmentMaxLength}
            key={form.key('department')}
            {...form.getInputProps('department')}
          />
          <MultiSelect
            label={labels.languages}
            data={options.languages}
            key={form.key('languages')}
            {...form.getInputProps('languages')}
          />
          <Select
            label={labels.meeting_mode}
            data={options.meetingModes}
            allowDeselect={false}
            key={form.key('meeting_mode')}
            {...form.getInputProps('meeting_mode')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('edit.wishes')} variant="unstyled">
        <Stack gap="sm">
          <MultiSelect
            label={labels.genders_sought}
            description={t('edit.datingOnly')}
            data={options.genders}
            key={form.key('genders_sought')}
            {...form.getInputProps('genders_sought')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {number('age_min', matchingLimits.minAge, matchingLimits.maxAge)}
            {number('age_max', matchingLimits.minAge, matchingLimits.maxAge)}
            {number('height_min', matchingLimits.minHeight, matchingLimits.maxHeight)}
            {number('height_max', matchingLimits.minHeight, matchingLimits.maxHeight)}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('edit.heightHint')}
          </Text>
          <Checkbox
            label={labels.same_campus_only}
            key={form.key('same_campus_only')}
            {...form.getInputProps('same_campus_only', { type: 'checkbox' })}
          />
          <MultiSelect
            label={labels.availability}
            data={options.slots}
            key={form.key('availability')}
            {...form.getInputProps('availability')}
          />
          <MultiSelect
            label={labels.visible_fields}
            description={t('edit.visibleHint')}
            data={options.visible}
            key={form.key('visible_fields')}
            {...form.getInputProps('visible_fields')}
          />
        </Stack>
      </Fieldset>
    </FormPageFrame>
  );
}

/** `/admin/matching/physicals/:physical_id/edit`: an admin's correction of a record (audited). */
export function PhysicalEditPage() {
  const { t } = useTranslation(ns);
  const { physical_id: rawId } = useParams();
  const physicalId = uuidParam(rawId);
  const physical = usePhysical(physicalId);
  const [reloads, setReloads] = useState(0);

  return physicalId === undefined || physical.data === undefined ? (
    <FormPageLoading
      header={<MatchingAdminNav />}
      title={t('edit.title')}
      backTo={physicalId === undefined ? physicalsPath : physicalPath(physicalId)}
      backLabel={physicalId === undefined ? t('detail.backToList') : t('edit.backToRecord')}
      validId={physicalId !== undefined}
      error={physical.error}
      onRetry={() => {
        void physical.refetch();
      }}
    />
  ) : (
    <PhysicalEditForm
      key={`${physicalId}:${String(reloads)}`}
      physical={physical.data}
      onReload={async () => {
        await physical.refetch();
        setReloads((count) => count + 1);
      }}
    />
  );
}
