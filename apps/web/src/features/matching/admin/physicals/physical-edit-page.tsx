import { useCallback, useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { MatchPhysicalAdmin } from '@campus/contracts';
import { statusOf } from '../../../../lib/problem-error';
import { useFormFailure } from '../../../../lib/use-form-failure';
import { PhysicalFields, usePhysicalFormKit, type PhysicalText } from '../../physical-fields';
import {
  toPhysicalBody,
  toPhysicalFormValues,
  type PhysicalFormValues,
} from '../../physical-form-values';
import { AdminEditFrame, AdminEditPage, ConflictAlert, useBackToRecord } from '../edit-frames';
import { useCorrectPhysical, usePhysical } from './api';
import { ns } from './labels';
import { personName } from './physical-detail-page';
import { physicalPath, physicalsPath, uuidParam } from './paths';

interface PhysicalEditFormProps {
  physical: MatchPhysicalAdmin;
  /** Reads the record again and opens the form on its current values. */
  onReload: () => Promise<unknown>;
}

function PhysicalEditForm({ physical, onReload }: PhysicalEditFormProps) {
  const { t } = useTranslation(ns);
  // The version the form was opened with: a save sends its `updated_at`, a change meanwhile is a 409.
  const [opened] = useState(physical);
  const [conflict, setConflict] = useState(false);
  const correct = useCorrectPhysical(opened.physical_id);
  const text = useCallback<PhysicalText>((key, options) => t(key, options), [t]);
  const kit = usePhysicalFormKit(text);
  const form = useForm<PhysicalFormValues>({
    mode: 'controlled',
    initialValues: toPhysicalFormValues(opened),
    validate: kit.validate,
  });
  const { failure, fail, handleSubmit, saveCallbacks } = useFormFailure(form, kit.problemErrors);
  const detailPath = physicalPath(opened.physical_id);
  const backToRecord = useBackToRecord(form, detailPath);

  function submit(values: PhysicalFormValues) {
    setConflict(false);
    const { onSuccess } = saveCallbacks(t('edit.saved'), backToRecord);
    correct.mutate(
      { ...toPhysicalBody(values), updated_at: opened.updated_at },
      {
        onSuccess,
        // Someone changed the record meanwhile: offer to reload it instead of the alert.
        onError: (error) => {
          if (statusOf(error) === 409) setConflict(true);
          else fail(error);
        },
      },
    );
  }

  return (
    <AdminEditFrame
      title={t('edit.titleOf', { name: personName(opened) })}
      detailPath={detailPath}
      backLabel={t('edit.backToRecord')}
      isDirty={form.isDirty()}
      pending={correct.isPending}
      onSubmit={handleSubmit(submit)}
      failure={failure}
      notice={
        <Stack gap="sm">
          <Alert variant="light" color="blue" icon={<IconShieldCheck size={20} aria-hidden />}>
            {t('edit.auditHint')}
          </Alert>
          {conflict ? (
            <ConflictAlert
              title={t('edit.conflictTitle')}
              body={t('edit.conflictBody')}
              reloadLabel={t('edit.reload')}
              onReload={onReload}
            />
          ) : null}
        </Stack>
      }
    >
      <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
        {opened.email === '' || opened.name.trim() === ''
          ? t('edit.ownerOnly', { name: personName(opened) })
          : t('edit.owner', { name: opened.name, email: opened.email })}
      </Text>
      <PhysicalFields
        form={form}
        kit={kit}
        wide
        texts={{
          person: t('edit.person'),
          wishes: t('edit.wishes'),
          datingOnly: t('edit.datingOnly'),
          heightHint: t('edit.heightHint'),
          visibleHint: t('edit.visibleHint'),
        }}
      />
    </AdminEditFrame>
  );
}

/** `/admin/matching/physicals/:physical_id/edit`: an admin's correction of a record (audited). */
export function PhysicalEditPage() {
  const { t } = useTranslation(ns);
  const { physical_id: rawId } = useParams();
  const physicalId = uuidParam(rawId);
  const physical = usePhysical(physicalId);
  const [reloads, setReloads] = useState(0);

  return (
    <AdminEditPage
      id={physicalId}
      query={physical}
      idOf={(record) => record.physical_id}
      listPath={physicalsPath}
      detailPath={physicalPath}
      texts={{
        title: t('edit.title'),
        listLabel: t('detail.backToList'),
        detailLabel: t('edit.backToRecord'),
      }}
    >
      {(record) => (
        <PhysicalEditForm
          key={`${record.physical_id}:${String(reloads)}`}
          physical={record}
          onReload={async () => {
            await physical.refetch();
            setReloads((count) => count + 1);
          }}
        />
      )}
    </AdminEditPage>
  );
}
