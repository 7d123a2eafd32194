import type { ReactNode } from 'react';
import { Button, DataList, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GraduateApplication } from '@campus/contracts';
import { useApplication, useProof } from '../api';
import { useFormatDate } from '../../../lib/format-date';
import { useErrorMessage } from '../../../lib/use-error-message';
import { LoadingState } from '../../../components/loading-state';
import { QueryState } from '../../../components/query-state';
import { ReviewPanel } from './review-panel';
import { ApplicationStatusBadge } from './status-badge';
import { ErrorAlert } from '../../../components/error-alert';

interface ApplicationDrawerProps {
  /** The application to show, or null while the drawer is closed. */
  applicationId: string | null;
  /** The list's copy of the row, shown while the fresh one loads. */
  fromList: GraduateApplication | undefined;
  onClose: () => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** Every field of one application, its proof document, and the review. */
export function ApplicationDrawer({ applicationId, fromList, onClose }: ApplicationDrawerProps) {
  const { t } = useTranslation('graduates');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const application = useApplication(applicationId, fromList);
  const proof = useProof();
  const data = application.data;
  const name = data === undefined ? '' : `${data.user_first_name} ${data.user_last_name}`.trim();

  return (
    <Drawer
      opened={applicationId !== null}
      onClose={() => {
        proof.reset();
        onClose();
      }}
      position="right"
      size="lg"
      title={data === undefined ? t('drawer.title') : t('drawer.titleOf', { name })}
      closeButtonProps={{ 'aria-label': t('drawer.close') }}
    >
      <QueryState
        query={application}
        loadFailed={t('drawer.loadFailed')}
        loading={<LoadingState heights={[18, 18, 18, 18]} gap="sm" />}
      >
        {(data) => (
          <Stack gap="lg">
            <DataList orientation="horizontal" labelWidth={170}>
              <Field label={t('columns.status')}>
                <ApplicationStatusBadge status={data.status} />
              </Field>
              <Field label={t('columns.email')}>
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {data.user_email}
                </Text>
              </Field>
              <Field label={t('columns.graduationYear')}>{data.graduation_year}</Field>
              <Field label={t('columns.department')}>{data.department}</Field>
              <Field label={t('columns.studentNumber')}>{data.student_number}</Field>
              <Field label={t('columns.submitted')}>{formatDate(data.submitted_at, true)}</Field>
              {data.reviewed_at === null ? null : (
                <Field label={t('drawer.reviewedAt')}>{formatDate(data.reviewed_at, true)}</Field>
              )}
              {data.reviewer_name === null ? null : (
                <Field label={t('drawer.reviewer')}>{data.reviewer_name}</Field>
              )}
              {data.note === null || data.note === '' ? null : (
                <Field label={t('drawer.note')}>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {data.note}
                  </Text>
                </Field>
              )}
            </DataList>

            <Stack gap="xs">
              <Text fw={600} size="sm">
                {t('drawer.proof')}
              </Text>
              {data.has_proof ? (
                <Group gap="sm">
                  <Button
                    variant="default"
                    leftSection={<IconFileText size={16} aria-hidden />}
                    loading={proof.isPending && !proof.variables.download}
                    onClick={() => {
                      proof.mutate({
                        id: data.application_id,
                        studentNumber: data.student_number,
                        download: false,
                      });
                    }}
                  >
                    {t('drawer.openProof')}
                  </Button>
                  <Button
                    variant="subtle"
                    leftSection={<IconDownload size={16} aria-hidden />}
                    loading={proof.isPending && proof.variables.download}
                    onClick={() => {
                      proof.mutate({
                        id: data.application_id,
                        studentNumber: data.student_number,
                        download: true,
                      });
                    }}
                  >
                    {t('drawer.downloadProof')}
                  </Button>
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('drawer.noProof')}
                </Text>
              )}
              {proof.isError ? <ErrorAlert>{errorMessage(proof.error)}</ErrorAlert> : null}
            </Stack>

            {data.status === 'pending' ? (
              <>
                <Divider />
                <ReviewPanel key={data.application_id} application={data} />
              </>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Drawer>
  );
}
