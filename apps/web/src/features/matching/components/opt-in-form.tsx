import { useState } from 'react';
import { Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useRoundTitle } from '../round-title';
import { matchingLimits, type MyMatchRound, type MyMatchRounds } from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { ProblemError } from '../../../lib/problem-error';
import { useProblemFieldErrors } from '../../../lib/form-validation';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useOptIn } from '../api';

interface OptInValues {
  purpose: boolean;
  alias: string;
  consent: boolean;
  dating_consent: boolean;
}

interface OptInFormProps {
  round: MyMatchRound;
  /** The consent versions the API asks for. */
  versions: Pick<MyMatchRounds, 'consent_version' | 'dating_consent_version'>;
}

/** Opting in to an open round: its purpose confirmed, an alias, the consent (and dating's own). */
export function OptInForm({ round, versions }: OptInFormProps) {
  const { t } = useTranslation('matching');
  const roundTitle = useRoundTitle();
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const optIn = useOptIn();
  const [failure, setFailure] = useState<string | null>(null);
  const dating = round.purpose === 'dating';
  const purpose = t(`purposes.${round.purpose}`);
  const problemErrors = useProblemFieldErrors({ alias: t('optIn.alias') });
  const form = useForm<OptInValues>({
    mode: 'uncontrolled',
    initialValues: { purpose: false, alias: '', consent: false, dating_consent: false },
    validate: {
      purpose: (value) =>
        value ? null : tCommon('validation.required', { field: t('optIn.purposeLabel') }),
      consent: (value) => (value ? null : t('optIn.consentRequired')),
      dating_consent: (value) => (!dating || value ? null : t('optIn.datingConsentRequired')),
      alias: (value) =>
        value.trim().length > matchingLimits.aliasMaxLength
          ? tCommon('validation.maxLength', { max: String(matchingLimits.aliasMaxLength) })
          : null,
    },
  });

  function submit(values: OptInValues) {
    setFailure(null);
    optIn.mutate(
      {
        params: { round_id: round.round_id },
        body: {
          purpose: round.purpose,
          consent_version: versions.consent_version,
          dating_consent_version: dating ? versions.dating_consent_version : null,
          alias: values.alias.trim() === '' ? null : values.alias.trim(),
        },
      },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('optIn.done', { round: roundTitle(round) }),
          });
        },
        onError: (error) => {
          setFailure(errorMessage(error));
          if (error instanceof ProblemError) {
            const errors = problemErrors(error.problem.errors);
            form.setErrors({
              ...errors,
              ...('consent_version' in errors ? { consent: t('optIn.consentRequired') } : {}),
              ...('dating_consent_version' in errors
                ? { dating_consent: t('optIn.datingConsentRequired') }
                : {}),
            });
          }
        },
      },
    );
  }

  const title = t('optIn.title');
  return (
    <form
      noValidate
      aria-label={`${title}: ${roundTitle(round)}`}
      onSubmit={form.onSubmit(submit, () => {
        setFailure(tCommon('errors.checkForm'));
      })}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <Checkbox
          label={t('optIn.purposeConfirm', { purpose })}
          key={form.key('purpose')}
          {...form.getInputProps('purpose', { type: 'checkbox' })}
        />
        <TextInput
          label={t('optIn.alias')}
          description={t('optIn.aliasHint')}
          maxLength={matchingLimits.aliasMaxLength}
          key={form.key('alias')}
          {...form.getInputProps('alias')}
        />
        <Paper withBorder p="sm" radius="sm">
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('optIn.consentTitle')}
            </Text>
            <Text size="sm">{t('optIn.consentText')}</Text>
            <Checkbox
              label={t('optIn.consent')}
              key={form.key('consent')}
              {...form.getInputProps('consent', { type: 'checkbox' })}
            />
            {dating ? (
              <>
                <Text size="sm">{t('optIn.datingConsentText')}</Text>
                <Checkbox
                  label={t('optIn.datingConsent')}
                  key={form.key('dating_consent')}
                  {...form.getInputProps('dating_consent', { type: 'checkbox' })}
                />
              </>
            ) : null}
          </Stack>
        </Paper>
        <Button type="submit" loading={optIn.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('optIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
