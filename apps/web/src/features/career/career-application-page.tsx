import { useState, type ReactNode } from 'react';
import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  careerApplicationStatuses,
  careerLimits,
  type CareerApplication,
  type CareerApplicationStatus,
} from '@campus/contracts';
import { ErrorAlert } from '../../components/error-alert';
import { useDocumentTitle } from '../../components/use-document-title';
import { useFormatDate } from '../../lib/format-date';
import { useErrorMessage } from '../../lib/use-error-message';
import { useApplication, useDownloadCv, useReviewApplication } from './api';
import { formatSize } from './career-apply-page';
import { ApplicationStatusBadge } from './components/status-badge';
import { BackLink } from '../../components/page-frames/back-link';
import { LoadingState } from '../../components/loading-state';
import { QueryState } from '../../components/query-state';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

interface ReviewValues {
  status: CareerApplicationStatus;
  admin_note: string;
}

function ReviewForm({ application }: { application: CareerApplication }) {
  const { t } = useTranslation('career');
  const errorMessage = useErrorMessage();
  const review = useReviewApplication();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReviewValues>({
    mode: 'controlled',
    initialValues: { status: application.status, admin_note: application.admin_note ?? '' },
  });

  function submit(values: ReviewValues) {
    setFailure(null);
    review.mutate(
      { params: { career_id: application.career_id }, body: values },
      {
        onSuccess: (saved) => {
          form.resetDirty({ status: saved.status, admin_note: saved.admin_note ?? '' });
          notifications.show({ color: 'green', message: t('detail.saved') });
        },
        onError: (error) => {
          setFailure(errorMessage(error));
        },
      },
    );
  }

  return (
    <form noValidate aria-label={t('detail.review')} onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('detail.review')}
        </Title>
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <Select
          label={t('detail.status')}
          allowDeselect={false}
          data={careerApplicationStatuses.map((status) => ({
            value: status,
            label: t(`statuses.${status}`),
          }))}
          key={form.key('status')}
          {...form.getInputProps('status')}
        />
        <Textarea
          label={t('detail.note')}
          description={t('detail.noteDescription')}
          minRows={4}
          maxLength={careerLimits.adminNoteMaxLength}
          key={form.key('admin_note')}
          {...form.getInputProps('admin_note')}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={review.isPending}
            disabled={!form.isDirty()}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {t('detail.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/career/{career_id}` (admins): one application, its CV, and its status and internal note. */
export function CareerApplicationPage() {
  const { t } = useTranslation('career');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const { career_id: careerId = '' } = useParams();
  const application = useApplication(careerId);
  const download = useDownloadCv();
  useDocumentTitle(application.data?.full_name ?? t('admin.title'));

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BackLink to="/career/all" label={t('detail.back')} />
        <QueryState
          query={application}
          loadFailed={t('detail.loadFailed')}
          loading={<LoadingState heights={[40, 240]} firstWidth="60%" />}
        >
          {(data) => (
            <>
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
                    {data.full_name}
                  </Title>
                  <Text c="dimmed">{data.position_title ?? t('admin.open')}</Text>
                </Stack>
                <ApplicationStatusBadge status={data.status} />
              </Group>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <Paper withBorder radius="md" p="lg">
                  <Stack gap="md">
                    <Field label={t('detail.email')}>
                      <Anchor href={`mailto:${data.email}`}>{data.email}</Anchor>
                    </Field>
                    <Field label={t('detail.phone')}>{data.phone ?? t('detail.none')}</Field>
                    <Field label={t('detail.linkedin')}>
                      {data.linkedin_url === null ? (
                        t('detail.none')
                      ) : (
                        <Anchor href={data.linkedin_url} target="_blank" rel="noopener noreferrer">
                          {data.linkedin_url}
                        </Anchor>
                      )}
                    </Field>
                    <Field label={t('detail.sent')}>{formatDate(data.created_at, true)}</Field>
                    <Field label={t('detail.coverLetter')}>
                      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {data.cover_letter}
                      </Text>
                    </Field>
                    <Field label={t('detail.cv')}>
                      <Stack gap="xs" align="flex-start">
                        <Text size="sm">
                          {t('detail.cvSize', { size: formatSize(data.cv_size) })}
                        </Text>
                        <Button
                          variant="light"
                          leftSection={<IconDownload size={16} aria-hidden />}
                          loading={download.isPending}
                          onClick={() => {
                            download.mutate(data.career_id);
                          }}
                        >
                          {t('detail.download')}
                        </Button>
                        {download.isError ? (
                          <ErrorAlert>
                            {t('detail.downloadFailed')}: {errorMessage(download.error)}
                          </ErrorAlert>
                        ) : null}
                      </Stack>
                    </Field>
                  </Stack>
                </Paper>
                <Paper withBorder radius="md" p="lg">
                  <ReviewForm key={data.updated_at} application={data} />
                </Paper>
              </SimpleGrid>
            </>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
