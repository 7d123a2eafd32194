import { useState } from 'react';
import { Anchor, Button, Modal, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { matchingAdminEndpoints } from '@campus/contracts';
import { ValidatedForm } from '../../../../components/validated-form';
import { useFormatDate } from '../../../../lib/format-date';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useListState } from '../../../../lib/use-list-state';
import { AdminListFrame } from '../admin-list';
import { RoundSelect } from '../round-select';
import { useStatisticsList, useTakeStatistics } from './api';
import { ns } from './labels';
import { calculationPath, statisticsDetailPath } from './paths';
import { useRoundName } from './round-name';

const listQuerySchema = matchingAdminEndpoints.listStatistics.query;

/** Asks which round to take a snapshot of, takes it and opens it. */
function TakeSnapshotModal({
  opened,
  onClose,
  initialRoundId,
}: {
  opened: boolean;
  onClose: () => void;
  initialRoundId: string | undefined;
}) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const take = useTakeStatistics();
  const [roundId, setRoundId] = useState(initialRoundId);
  const [missing, setMissing] = useState(false);

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!take.isPending) onClose();
      }}
      title={t('statistics.takeTitle')}
      centered
    >
      <ValidatedForm
        label={t('statistics.takeTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          if (roundId === undefined) {
            setMissing(true);
            return;
          }
          take.mutate(roundId, {
            onSuccess: (snapshot) => {
              notifications.show({ color: 'green', message: t('statistics.taken') });
              void navigate(statisticsDetailPath(snapshot.statistics_id));
            },
          });
        }}
        note={<Text size="sm">{t('statistics.takeBody')}</Text>}
        failure={take.isError ? errorMessage(take.error) : null}
        actions={{
          isNew: true,
          isDirty: false,
          pending: take.isPending,
          onCancel: onClose,
          submitLabel: t('statistics.take'),
          newIcon: IconCamera,
        }}
      >
        <RoundSelect
          required
          value={roundId}
          error={missing ? t('statistics.roundRequired') : undefined}
          onChange={(next) => {
            setRoundId(next);
            setMissing(false);
          }}
        />
      </ValidatedForm>
    </Modal>
  );
}

/** `/admin/matching/physicals/statistics`: the pool snapshots, by round, and a new one on demand. */
export function StatisticsListPage() {
  const { t } = useTranslation(ns);
  const formatDate = useFormatDate();
  const roundName = useRoundName();
  const { params, update } = useListState(listQuerySchema);
  const snapshots = useStatisticsList(params);
  const data = snapshots.data;
  const [taking, setTaking] = useState(false);
  const [modalKey, setModalKey] = useState(0);

  return (
    <>
      <AdminListFrame
        list={snapshots}
        params={params}
        update={update}
        t={t}
        texts="statistics"
        isFiltered={params.round_id !== undefined}
        filters={
          <>
            <Button
              style={{ alignSelf: 'end' }}
              leftSection={<IconCamera size={16} aria-hidden />}
              onClick={() => {
                setModalKey((key) => key + 1);
                setTaking(true);
              }}
            >
              {t('statistics.take')}
            </Button>
          </>
        }
        columns={[
          t('statistics.takenAt'),
          t('statistics.round'),
          t('statistics.participants'),
          t('statistics.source'),
        ]}
        minWidth={640}
      >
        {data?.items.map((snapshot) => (
          <Table.Tr key={snapshot.statistics_id}>
            <Table.Td>
              <Anchor component={Link} to={statisticsDetailPath(snapshot.statistics_id)}>
                {formatDate(snapshot.created_at, true)}
              </Anchor>
            </Table.Td>
            <Table.Td>{roundName(snapshot.round_id)}</Table.Td>
            <Table.Td>{snapshot.participants}</Table.Td>
            <Table.Td>
              {snapshot.calculation_id === null ? (
                t(snapshot.taken_by === null ? 'statistics.byApp' : 'statistics.byAdmin')
              ) : (
                <Anchor component={Link} to={calculationPath(snapshot.calculation_id)}>
                  {t('statistics.byCalculation')}
                </Anchor>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminListFrame>
      <TakeSnapshotModal
        key={modalKey}
        opened={taking}
        initialRoundId={params.round_id}
        onClose={() => {
          setTaking(false);
        }}
      />
    </>
  );
}
