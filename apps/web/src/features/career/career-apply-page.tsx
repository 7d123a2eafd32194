import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconFileTypePdf, IconLogin, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { careerLimits } from '@campus/contracts';
import { ValidatedForm } from '../../components/validated-form';
import { useAuth } from '../../lib/auth-store';
import { rewordErrors, useProblemFieldErrors } from '../../lib/form-validation';
import { ProblemError } from '../../lib/problem-error';
import { useErrorMessage } from '../../lib/use-error-message';
import { useFormFailure } from '../../lib/use-form-failure';
import { useApply, usePositions } from './api';
import {
  useApplyFieldLabels,
  useApplyValidation,
  type ApplyFormValues,
} from './use-career-validation';
import { PageFrame } from '../../components/page-frames/page-frame';
import { BackLink } from '../../components/page-frames/back-link';

/** The application as the multipart form the API reads: its fields and the file `cv`. */
function applicationForm(values: ApplyFormValues, cv: File): FormData {
  const body = new FormData();
  body.append('position_id', values.position_id);
  body.append('full_name', values.full_name);
  body.append('email', values.email);
  body.append('phone', values.phone);
  body.append('linkedin_url', values.linkedin_url);
  body.append('cover_letter', values.cover_letter);
  body.append('cv', cv, cv.name);
  return body;
}

/** A byte count as a person reads it: "320 KB", "1.4 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${String(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${String(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
}

/** What the problem answer says about the CV, in the interface language. */
function useCvProblemMessages(): Readonly<Record<string, string>> {
  const { t } = useTranslation('career');
  return useMemo(
    () => ({
      'The CV must be a PDF document': t('apply.cvNotPdf'),
      'The CV must be at most 5 MB': t('apply.cvTooLarge'),
      'cv is required': t('apply.cvRequired'),
    }),
    [t],
  );
}

function SignInCall() {
  const { t } = useTranslation('career');
  const location = useLocation();
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('apply.signInTitle')}
        </Title>
        <Text>{t('apply.signInText')}</Text>
        <Group gap="sm">
          <Button
            component={Link}
            to={`/reception/login?next=${next}`}
            leftSection={<IconLogin size={16} aria-hidden />}
          >
            {t('apply.signIn')}
          </Button>
          <Button component={Link} to="/reception/register" variant="default">
            {t('apply.register')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ApplyForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('career');
  const { user_current: user } = useAuth();
  const [searchParams] = useSearchParams();
  const labels = useApplyFieldLabels();
  const validate = useApplyValidation(labels);
  const problemFieldErrors = useProblemFieldErrors(labels);
  const cvMessages = useCvProblemMessages();
  const errorMessage = useErrorMessage();
  const positions = usePositions({ status: 'open', page: 1, page_size: 100 });
  const apply = useApply();

  const requested = searchParams.get('position') ?? '';
  const form = useForm<ApplyFormValues>({
    mode: 'controlled',
    initialValues: {
      position_id: requested,
      full_name: user === null ? '' : `${user.user_first_name} ${user.user_last_name}`.trim(),
      email: user?.user_email ?? '',
      phone: '',
      linkedin_url: '',
      cover_letter: '',
      cv: null,
    },
    validate,
  });
  const { failure, setFailure, handleSubmit } = useFormFailure(form);

  const options = [
    { value: '', label: t('apply.openApplication') },
    ...(positions.data?.items ?? []).map((position) => ({
      value: position.position_id,
      label: position.title,
    })),
  ];

  function submit(values: ApplyFormValues) {
    const { cv } = values;
    if (cv === null) return;
    apply.mutate(
      { body: applicationForm(values, cv) },
      {
        onSuccess: onSent,
        onError: (error) => {
          const message = errorMessage(error);
          setFailure(cvMessages[message] ?? message);
          if (error instanceof ProblemError) {
            form.setErrors(rewordErrors(problemFieldErrors(error.problem.errors), cvMessages));
          }
        },
      },
    );
  }

  const cv = form.values.cv;
  return (
    <ValidatedForm label={t('apply.title')} onSubmit={handleSubmit(submit)} failure={failure}>
      <Select
        label={labels.position_id}
        data={options}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        key={form.key('position_id')}
        {...form.getInputProps('position_id')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={labels.full_name}
          required
          autoComplete="name"
          maxLength={careerLimits.fullNameMaxLength}
          key={form.key('full_name')}
          {...form.getInputProps('full_name')}
        />
        <TextInput
          label={labels.email}
          required
          type="email"
          autoComplete="email"
          maxLength={careerLimits.emailMaxLength}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={labels.phone}
          type="tel"
          autoComplete="tel"
          maxLength={careerLimits.phoneMaxLength}
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={labels.linkedin_url}
          description={t('apply.linkedinDescription')}
          type="url"
          placeholder="https://www.linkedin.com/in/…"
          maxLength={careerLimits.linkedinMaxLength}
          key={form.key('linkedin_url')}
          {...form.getInputProps('linkedin_url')}
        />
      </SimpleGrid>
      <Textarea
        label={labels.cover_letter}
        description={t('apply.coverLetterDescription')}
        required
        minRows={6}
        maxLength={careerLimits.coverLetterMaxLength}
        key={form.key('cover_letter')}
        {...form.getInputProps('cover_letter')}
      />
      <FileInput
        label={labels.cv}
        required
        accept="application/pdf,.pdf"
        placeholder={t('apply.cvPlaceholder')}
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        clearable
        clearButtonProps={{ 'aria-label': t('apply.clearCv') }}
        description={
          cv === null ? undefined : t('apply.cvSize', { name: cv.name, size: formatSize(cv.size) })
        }
        key={form.key('cv')}
        {...form.getInputProps('cv')}
      />
      <Group justify="flex-end">
        <Button
          type="submit"
          loading={apply.isPending}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          {t('apply.submit')}
        </Button>
      </Group>
    </ValidatedForm>
  );
}

/**
 * `/career/apply` (public): the application form with the position (or an
 * open application) and a PDF CV; visitors are asked to sign in first and
 * come back to the form.
 */
export function CareerApplyPage() {
  const { t } = useTranslation('career');
  const { isAuthenticated } = useAuth();
  const [sent, setSent] = useState(false);

  return (
    <PageFrame
      title={t('apply.title')}
      lead={t('apply.lead')}
      size="sm"
      header={
        <Stack mb="md">
          <BackLink to="/career" label={t('apply.backToPositions')} />
        </Stack>
      }
    >
      <Stack gap="lg">
        {sent ? (
          <Alert
            color="green"
            variant="light"
            role="status"
            icon={<IconCircleCheck size={20} aria-hidden />}
            title={t('apply.successTitle')}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('apply.successText')}</Text>
              <Button component={Link} to="/my-space" size="xs" variant="light">
                {t('apply.toMySpace')}
              </Button>
            </Stack>
          </Alert>
        ) : isAuthenticated ? (
          <ApplyForm
            onSent={() => {
              setSent(true);
            }}
          />
        ) : (
          <SignInCall />
        )}
      </Stack>
    </PageFrame>
  );
}
