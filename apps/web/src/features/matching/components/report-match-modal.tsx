import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { matchingLimits, matchReportBodySchema, type MyMatch } from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { useFieldError } from '../../../lib/form-validation';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useReportMatch } from '../api';

/** Reports a match with a reason: it is revoked, the partner blocked and the moderators told. */
export function ReportMatchModal({
  match,
  onClose,
}: {
  match: MyMatch | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('matching');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const report = useReportMatch();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { reason: '' },
    validate: {
      reason: (value) =>
        fieldError(matchReportBodySchema.shape.reason, value.trim(), t('report.reason')),
    },
  });

  function close() {
    setFailure(null);
    form.reset();
    onClose();
  }

  return (
    <Modal opened={match !== null} onClose={close} title={t('report.title')} centered>
      <form
        noValidate
        aria-label={t('report.title')}
        onSubmit={form.onSubmit(({ reason }) => {
          if (match === null) return;
          setFailure(null);
          report.mutate(
            { params: { match_id: match.match_id }, body: { reason: reason.trim() } },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('report.done') });
                close();
              },
              onError: (error) => {
                setFailure(errorMessage(error));
              },
            },
          );
        })}
      >
        <Stack gap="md">
          {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
          <Text size="sm">{t('report.explain')}</Text>
          <Textarea
            label={t('report.reason')}
            required
            rows={3}
            maxLength={matchingLimits.reasonMaxLength}
            key={form.key('reason')}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={report.isPending}>
              {t('report.keep')}
            </Button>
            <Button type="submit" color="red" loading={report.isPending}>
              {t('report.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
