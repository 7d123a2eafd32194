import { useMemo, useState } from 'react';
import { Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  matchParticipantEditBodySchema,
  matchingLimits,
  type MatchParticipantAdmin,
} from '@campus/contracts';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import {
  useIssueMessage,
  useProblemFieldErrors,
  validateWith,
} from '../../../../lib/form-validation';
import { useFormFailure } from '../../../../lib/use-form-failure';
import { AdminEditFrame, AdminEditPage, useBackToRecord } from '../edit-frames';
import {
  participantDetailPath,
  participantListPath,
  useParticipantIdParam,
} from './participant-parts';
import { useParticipant, useUpdateParticipant } from './participants-api';

const editableStatuses = ['active', 'paused', 'excluded'] as const;
type EditableStatus = (typeof editableStatuses)[number];

interface ParticipantValues {
  status: EditableStatus;
  status_reason: string;
  admin_note: string;
}

function valuesOf(participant: MatchParticipantAdmin): ParticipantValues {
  return {
    status: participant.status === 'left' ? 'active' : participant.status,
    status_reason: participant.status_reason ?? '',
    admin_note: participant.admin_note ?? '',
  };
}

/** The form, for a participant who has not left the round. */
function ParticipantForm({ participant }: { participant: MatchParticipantAdmin }) {
  const { t } = useTranslation('matching-admin-participants');
  const update = useUpdateParticipant();
  const [confirming, setConfirming] = useState<ParticipantValues | null>(null);
  const labels = useMemo(
    () => ({
      status: t('fields.status'),
      status_reason: t('fields.statusReason'),
      admin_note: t('fields.adminNote'),
    }),
    [t],
  );
  const rules = useMemo(
    (): Readonly<Record<string, string>> => ({ reason_required: t('edit.reasonRequired') }),
    [t],
  );
  const issueMessage = useIssueMessage(rules);
  const problemFieldErrors = useProblemFieldErrors(labels, rules);
  const detailPath = participantDetailPath(participant.participant_id);
  const form = useForm<ParticipantValues>({
    mode: 'controlled',
    initialValues: valuesOf(participant),
    validate: (values) => {
      const errors = validateWith(matchParticipantEditBodySchema, values, labels, issueMessage);
      if (values.status === 'excluded' && values.status_reason.trim() === '')
        errors.status_reason = t('edit.reasonRequired');
      return errors;
    },
  });
  const { failure, setFailure, fail, handleSubmit, saveCallbacks } = useFormFailure(
    form,
    problemFieldErrors,
  );
  const backToRecord = useBackToRecord(form, detailPath);

  function save(values: ParticipantValues) {
    setFailure(null);
    const { onSuccess } = saveCallbacks(
      (saved: MatchParticipantAdmin) => t('edit.saved', { name: saved.alias }),
      backToRecord,
    );
    update.mutate(
      { params: { participant_id: participant.participant_id }, body: values },
      {
        onSuccess: (saved) => {
          setConfirming(null);
          onSuccess(saved);
        },
        onError: (error) => {
          setConfirming(null);
          fail(error);
        },
      },
    );
  }

  function submit(values: ParticipantValues) {
    // Excluding takes the person out of the round's matches: ask first.
    if (values.status === 'excluded' && participant.status !== 'excluded') setConfirming(values);
    else save(values);
  }

  const status = form.getValues().status;
  return (
    <>
      <AdminEditFrame
        title={t('edit.title', { name: participant.alias })}
        detailPath={detailPath}
        backLabel={t('edit.back')}
        isDirty={form.isDirty()}
        pending={update.isPending}
        onSubmit={handleSubmit(submit)}
        failure={failure}
        notice={
          <Text c="dimmed">
            {participant.name === ''
              ? t('detail.noAccount')
              : t('edit.who', { name: participant.name, email: participant.email })}
          </Text>
        }
      >
        <Radio.Group label={labels.status} required {...form.getInputProps('status')}>
          <Stack gap="sm" mt="xs">
            {editableStatuses.map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`edit.statuses.${value}`)}
                description={t(`edit.statusHints.${value}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={labels.status_reason}
          description={status === 'excluded' ? t('edit.reasonHintExcluded') : t('edit.reasonHint')}
          required={status === 'excluded'}
          minRows={2}
          maxLength={matchingLimits.reasonMaxLength}
          {...form.getInputProps('status_reason')}
        />
        <Textarea
          label={labels.admin_note}
          description={t('edit.noteHint')}
          minRows={3}
          maxLength={matchingLimits.textMaxLength}
          {...form.getInputProps('admin_note')}
        />
      </AdminEditFrame>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('edit.excludeTitle', { name: participant.alias })}
        body={
          <>
            <Text>{t('edit.excludeBody')}</Text>
            {confirming === null ? null : (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('edit.excludeReason', { reason: confirming.status_reason.trim() })}
              </Text>
            )}
          </>
        }
        confirmLabel={t('edit.exclude')}
        confirmColor="red"
        confirmIcon={IconBan}
        pending={update.isPending}
        onClose={() => {
          setConfirming(null);
        }}
        onConfirm={() => {
          if (confirming !== null) save(confirming);
        }}
      />
    </>
  );
}

/** `/admin/matching/users/:userId/edit`: exclude (with a reason), pause or reinstate, and the note. */
export function ParticipantEditPage() {
  const { t } = useTranslation('matching-admin-participants');
  const participantId = useParticipantIdParam();
  return (
    <AdminEditPage
      id={participantId}
      query={useParticipant(participantId)}
      idOf={(participant) => participant.participant_id}
      listPath={participantListPath}
      detailPath={participantDetailPath}
      texts={{
        title: t('edit.fallbackTitle'),
        listLabel: t('detail.back'),
        detailLabel: t('edit.back'),
      }}
      // Someone who left can no longer be changed (the API answers 409).
      lockOf={(participant) =>
        participant.status === 'left'
          ? { title: t('edit.title', { name: participant.alias }), body: t('edit.leftNotice') }
          : null
      }
    >
      {(participant) => <ParticipantForm key={participant.updated_at} participant={participant} />}
    </AdminEditPage>
  );
}
