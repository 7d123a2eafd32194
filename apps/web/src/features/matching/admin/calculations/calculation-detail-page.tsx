import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconDownload,
  IconInfoCircle,
  IconPlayerStop,
  IconRefresh,
  IconSend,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { matchingResultEndpoints, type MatchCalculation } from '@campus/contracts';
import { ErrorAlert } from '../../../../components/error-alert';
import { DetailPageFrame } from '../../../../components/page-frames/detail-page-frame';
import { downloadEndpoint } from '../../../../lib/endpoint-client';
import { saveFile } from '../../../../lib/save-file';
import { useFormatDate } from '../../../../lib/format-date';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useRoundTitle } from '../../round-title';
import { MatchingAdminNav } from '../matching-admin-nav';
import { calculationPath } from './active-calculation';
import {
  isActiveStatus,
  useAdminRound,
  useCalculation,
  usePublishCalculation,
  useRerunCalculation,
} from './api';
import { CalculationProgress, CalculationStatusBadge, CertifiedMark } from './calculation-progress';
import { CertificateSection } from './calculation-certificate';
import {
  CountsSection,
  Figure,
  FairnessSection,
  ObjectiveSection,
  TimingsSection,
} from './calculation-figures';
import { HistogramSection } from './calculation-histogram';
import { CancelCalculationModal } from './cancel-calculation-modal';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { DetailCard } from '../../../../components/detail-card';
import { useFormatScore } from './round-panel';

const uuidSchema = z.uuid();
const listPath = '/admin/matching/calculations';

/**
 * `/admin/matching/calculations/{calculation_id}`: a calculation's progress
 * while it runs, then its counts, timings, objective, certificate, score
 * histogram and fairness table; Publish, Run again, Cancel and the pairs CSV.
 */
export function CalculationDetailPage() {
  const { t } = useTranslation('matching-admin-calculations');
  const { calculation_id: rawId = '' } = useParams();
  const validId = uuidSchema.safeParse(rawId).success;
  const calculation = useCalculation(validId ? rawId : undefined);
  const round = useAdminRound(calculation.data?.round_id);
  const roundTitle = useRoundTitle();
  const formatDate = useFormatDate();
  const roundId = calculation.data?.round_id;
  return (
    <DetailPageFrame
      header={<MatchingAdminNav />}
      size="lg"
      backTo={
        roundId === undefined ? listPath : `${listPath}?round_id=${encodeURIComponent(roundId)}`
      }
      backLabel={t('detail.back')}
      fallbackTitle={t('detail.fallbackTitle')}
      notFound={t('detail.notFound')}
      loadFailed={t('detail.loadFailed')}
      validId={validId}
      query={calculation}
      title={(data) =>
        t('detail.title', { date: formatDate(data.started_at ?? data.queued_at, true) })
      }
      subtitle={(data) => (
        <Group gap="xs">
          <CalculationStatusBadge status={data.status} />
          <CertifiedMark certified={data.certified} />
          {round.data === undefined ? null : (
            <Text size="sm" c="dimmed">
              {roundTitle(round.data)}
            </Text>
          )}
        </Group>
      )}
    >
      {(data) => <CalculationBody calculation={data} />}
    </DetailPageFrame>
  );
}

type Confirming = 'publish' | 'cancel' | null;

/** The loaded calculation: actions, then its figures. */
function CalculationBody({ calculation }: { calculation: MatchCalculation }) {
  const { t, i18n } = useTranslation('matching-admin-calculations');
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const formatScore = useFormatScore();
  const number = new Intl.NumberFormat(i18n.language);
  const publish = usePublishCalculation();
  const rerun = useRerunCalculation();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [downloading, setDownloading] = useState(false);
  const [actionError, setActionError] = useState<unknown>(null);
  const id = calculation.calculation_id;
  const active = isActiveStatus(calculation.status);
  const finished = calculation.status === 'succeeded' || calculation.status === 'published';
  const canPublish = calculation.status === 'succeeded' && calculation.certified === true;
  const notified = calculation.counts?.matched_participants ?? 0;
  const matches = calculation.counts?.matches ?? 0;
  const parameters = calculation.parameters;

  async function download() {
    setActionError(null);
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadEndpoint(
        matchingResultEndpoints.exportPairsCsv,
        { params: { calculation_id: id } },
        `calculation-${id}-pairs.csv`,
      );
      saveFile(blob, fileName);
    } catch (error) {
      setActionError(error);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Stack gap="lg">
      <Group gap="sm">
        {canPublish ? (
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={() => {
              publish.reset();
              setConfirming('publish');
            }}
          >
            {t('publish.button')}
          </Button>
        ) : null}
        {active ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconPlayerStop size={16} aria-hidden />}
            onClick={() => {
              setConfirming('cancel');
            }}
          >
            {t('cancel.button')}
          </Button>
        ) : (
          <Button
            variant="default"
            loading={rerun.isPending}
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => {
              setActionError(null);
              rerun.mutate(
                { params: { calculation_id: id } },
                {
                  onSuccess: (started) => {
                    notifications.show({ color: 'green', message: t('rerun.started') });
                    void navigate(calculationPath(started.calculation_id));
                  },
                  onError: setActionError,
                },
              );
            }}
          >
            {t('rerun.button')}
          </Button>
        )}
        {finished ? (
          <Button
            variant="default"
            loading={downloading}
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => {
              void download();
            }}
          >
            {t('csv.button')}
          </Button>
        ) : null}
      </Group>
      {calculation.status === 'succeeded' && calculation.certified !== true ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
          {t('publish.notCertified')}
        </Alert>
      ) : null}
      {actionError === null ? null : <ErrorAlert>{errorMessage(actionError)}</ErrorAlert>}

      {active ? (
        <DetailCard id="progress-heading" title={t('detail.progressTitle')} gap="sm">
          <CalculationProgress calculation={calculation} />
          {calculation.heartbeat_at === null ? null : (
            <Text size="xs" c="dimmed">
              {t('detail.heartbeat', { time: formatDate(calculation.heartbeat_at, true) })}
            </Text>
          )}
        </DetailCard>
      ) : null}
      {calculation.status === 'failed' ? (
        <ErrorAlert>{t('detail.failed', { error: calculation.error ?? '—' })}</ErrorAlert>
      ) : null}

      <DetailCard id="run-heading" title={t('detail.run.title')} gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Figure label={t('detail.run.queued')} value={formatDate(calculation.queued_at, true)} />
          <Figure
            label={t('detail.run.started')}
            value={calculation.started_at === null ? '—' : formatDate(calculation.started_at, true)}
          />
          <Figure
            label={t('detail.run.finished')}
            value={
              calculation.finished_at === null ? '—' : formatDate(calculation.finished_at, true)
            }
          />
          <Figure
            label={t('detail.run.published')}
            value={
              calculation.published_at === null
                ? t('list.notPublished')
                : formatDate(calculation.published_at, true)
            }
          />
          <Figure label={t('detail.run.algorithm')} value={calculation.algorithm} />
          <Figure
            label={t('start.fields.mode')}
            value={
              parameters.mode === 'top_k'
                ? t('modes.topKWith', { k: parameters.k })
                : t(`modes.${parameters.mode}`)
            }
          />
          <Figure label={t('start.fields.min_score')} value={formatScore(parameters.min_score)} />
          <Figure
            label={t('start.fields.candidates_per_person')}
            value={number.format(parameters.candidates_per_person)}
          />
          <Figure
            label={t('start.fields.transform')}
            value={t(`start.transforms.${parameters.transform}`)}
          />
          <Figure
            label={t('start.fields.maximize_matched')}
            value={parameters.maximize_matched ? t('round.on') : t('round.off')}
          />
          <Figure
            label={t('start.fields.priority_bonus')}
            value={number.format(parameters.priority_bonus)}
          />
          <Figure
            label={t('detail.run.inputHash')}
            value={
              calculation.input_hash === null ? (
                '—'
              ) : (
                <Text span ff="monospace" size="xs" title={calculation.input_hash}>
                  {calculation.input_hash.slice(0, 16)}…
                </Text>
              )
            }
          />
        </SimpleGrid>
      </DetailCard>

      <CountsSection calculation={calculation} />
      <ObjectiveSection calculation={calculation} />
      <CertificateSection calculation={calculation} />
      {calculation.metrics === null ? null : (
        <HistogramSection histogram={calculation.metrics.histogram} />
      )}
      {calculation.metrics === null ? null : (
        <FairnessSection groups={calculation.metrics.groups} />
      )}
      {calculation.timings === null ? null : <TimingsSection timings={calculation.timings} />}

      <ConfirmDialog
        opened={confirming === 'publish'}
        onClose={() => {
          setConfirming(null);
        }}
        title={t('publish.title')}
        body={t('publish.body', { count: notified, matches })}
        confirmLabel={t('publish.confirm')}
        pending={publish.isPending}
        error={publish.error}
        onConfirm={() => {
          publish.mutate(
            { params: { calculation_id: id } },
            {
              onSuccess: () => {
                setConfirming(null);
                notifications.show({ color: 'green', message: t('publish.done') });
              },
            },
          );
        }}
      />
      <CancelCalculationModal
        calculationId={id}
        opened={confirming === 'cancel'}
        onClose={() => {
          setConfirming(null);
        }}
        onCancelled={() => {
          setConfirming(null);
          notifications.show({ color: 'green', message: t('cancel.done') });
        }}
      />
    </Stack>
  );
}
