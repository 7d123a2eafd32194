import { useState } from 'react';
import {
  Anchor,
  Button,
  Container,
  EmptyState,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconListDetails, IconPencil, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  matchCalculationListQuerySchema,
  matchCalculationStatuses,
  type MatchCalculationStatus,
  type MatchRoundAdmin,
} from '@campus/contracts';
import { EditorDrawer } from '../../../../components/editor-drawer';
import { ListPagination } from '../../../../components/list-pagination';
import { ListTable } from '../../../../components/list-table';
import { LoadErrorState } from '../../../../components/load-error-state';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { useFormatDate } from '../../../../lib/format-date';
import { useListState } from '../../../../lib/use-list-state';
import { useRoundTitle } from '../../round-title';
import { FilterSelect } from '../../../../components/list-filters';
import { MatchingAdminNav } from '../matching-admin-nav';
import { RoundSelect } from '../round-select';
import { useAdminRounds } from '../rounds-api';
import { ActiveCalculation, calculationPath } from './active-calculation';
import { isActiveStatus, useAdminRound, useCalculations, useMatchSettings } from './api';
import { CalculationStatusBadge, CertifiedMark } from './calculation-progress';
import { DatingSetting } from './dating-setting';
import { RoundForm } from './round-form';
import { RoundPanel } from './round-panel';
import { StartCalculationModal } from './start-calculation-modal';
import { AddButton } from '../../../../components/add-button';
import { useDrawerTarget, type DrawerOpening } from '../../../../components/add-edit-drawer';

/** What the round drawer edits: a new round, or the chosen one. */
type RoundDrawerTarget = DrawerOpening &
  ({ kind: 'new' } | { kind: 'edit'; round: MatchRoundAdmin });

/** The round shown when the address names none: the newest open round, else the newest. */
function defaultRoundOf(rounds: readonly MatchRoundAdmin[]): MatchRoundAdmin | undefined {
  return rounds.find((round) => round.status === 'open') ?? rounds[0];
}

/**
 * `/admin/matching/calculations`: the dating switch, the rounds (settings and
 * criteria, New round, Edit round) and the chosen round's calculations with
 * New calculation and the live progress of the one running.
 */
export function CalculationListPage() {
  const { t } = useTranslation('matching-admin-calculations');
  useDocumentTitle(t('list.title'));
  const { params, update } = useListState(matchCalculationListQuerySchema);
  const rounds = useAdminRounds();
  const settings = useMatchSettings();
  const roundTitle = useRoundTitle();
  const roundId = params.round_id ?? defaultRoundOf(rounds.data?.items ?? [])?.round_id;
  const round = useAdminRound(roundId);
  const shownRound = round.data;
  const drawer = useDrawerTarget<RoundDrawerTarget>();
  const noRounds = rounds.data?.items.length === 0 && params.round_id === undefined;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <MatchingAdminNav />
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            {t('list.title')}
          </Title>
          <Text c="dimmed">{t('list.lead')}</Text>
        </Stack>

        <DatingSetting />

        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="sm">
            <div style={{ flex: '1 1 280px', minWidth: 0, maxWidth: 480 }}>
              <RoundSelect
                value={roundId}
                onChange={(next) => {
                  update({ round_id: next, page: 1 });
                }}
              />
            </div>
            <Group gap="xs">
              <AddButton
                label={t('round.new')}
                variant="light"
                onClick={() => {
                  drawer.open({ kind: 'new' });
                }}
              />
              {shownRound === undefined ? null : (
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => {
                    drawer.open({ kind: 'edit', round: shownRound });
                  }}
                >
                  {t('round.edit')}
                </Button>
              )}
            </Group>
          </Group>

          {rounds.isError && roundId === undefined ? (
            <LoadErrorState title={t('round.roundsFailed')} query={rounds} />
          ) : noRounds ? (
            <EmptyState
              icon={<IconListDetails size={32} aria-hidden />}
              withIndicatorBackground
              title={t('round.noneTitle')}
              description={t('round.noneHint')}
              py="xl"
            />
          ) : round.isError ? (
            <LoadErrorState title={t('round.loadFailed')} query={round} />
          ) : round.data === undefined ? (
            <Skeleton height={220} aria-hidden />
          ) : (
            <RoundPanel round={round.data} />
          )}
        </Stack>

        {round.data === undefined ? null : (
          <RoundCalculations
            key={round.data.round_id}
            round={round.data}
            status={params.status}
            page={params.page}
            pageSize={params.page_size}
            onStatusChange={(status) => {
              update({ status, page: 1 });
            }}
            onPageChange={(page) => {
              update({ page });
            }}
            onPageSizeChange={(pageSize) => {
              update({ page_size: pageSize, page: 1 });
            }}
          />
        )}
      </Stack>

      <EditorDrawer
        target={drawer.target}
        title={(shown) =>
          shown.kind === 'new'
            ? t('round.newTitle')
            : t('round.editTitleNamed', { title: roundTitle(shown.round) })
        }
        closeLabel={t('round.close')}
        onClose={() => {
          drawer.close();
        }}
      >
        {(shown, { setDirty, requestClose, close }) => (
          <RoundForm
            key={shown.opening}
            round={shown.kind === 'new' ? null : shown.round}
            datingEnabled={settings.data?.dating_enabled ?? false}
            onDirtyChange={setDirty}
            onCancel={requestClose}
            onSaved={(saved) => {
              close();
              if (shown.kind === 'new') update({ round_id: saved.round_id, page: 1 });
            }}
            onReload={
              shown.kind === 'new'
                ? undefined
                : async () => {
                    const fresh = await round.refetch();
                    if (fresh.data === undefined) return;
                    drawer.open({ kind: 'edit', round: fresh.data });
                  }
            }
          />
        )}
      </EditorDrawer>
    </Container>
  );
}

interface RoundCalculationsProps {
  round: MatchRoundAdmin;
  status: MatchCalculationStatus | undefined;
  page: number;
  pageSize: number;
  onStatusChange: (status: MatchCalculationStatus | undefined) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** The chosen round's calculations: New calculation, the running one's progress, the table. */
function RoundCalculations({
  round,
  status,
  page,
  pageSize,
  onStatusChange,
  onPageChange,
  onPageSizeChange,
}: RoundCalculationsProps) {
  const { t, i18n } = useTranslation('matching-admin-calculations');
  const formatDate = useFormatDate();
  const number = new Intl.NumberFormat(i18n.language);
  const list = useCalculations(
    { round_id: round.round_id, status, page, page_size: pageSize },
    true,
  );
  const [starting, setStarting] = useState(false);
  /** A calculation followed here after it ended (or was started here), until dismissed. */
  const [followedId, setFollowedId] = useState<string | undefined>();
  const data = list.data;
  const runningId = data?.items.find((item) => isActiveStatus(item.status))?.calculation_id;
  // The running one stays followed once it ends, so its result is shown until dismissed.
  if (runningId !== undefined && followedId !== runningId) setFollowedId(runningId);
  const shownId = runningId ?? followedId;

  return (
    <Stack gap="sm" component="section" aria-labelledby="calculations-heading">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3" id="calculations-heading">
          {t('list.calculationsTitle')}
        </Title>
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={() => {
            setStarting(true);
          }}
        >
          {t('start.button')}
        </Button>
      </Group>

      {shownId === undefined ? null : (
        <ActiveCalculation
          key={shownId}
          calculationId={shownId}
          onDismiss={() => {
            setFollowedId(undefined);
          }}
        />
      )}

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <FilterSelect
          label={t('list.status')}
          allLabel={t('list.allStatuses')}
          value={status}
          options={matchCalculationStatuses.map((value) => ({
            value,
            label: t(`statuses.${value}`),
          }))}
          onChange={onStatusChange}
        />
      </SimpleGrid>

      {list.isError && data === undefined ? (
        <LoadErrorState title={t('list.loadFailed')} query={list} />
      ) : data?.items.length === 0 ? (
        <EmptyState
          icon={<IconListDetails size={32} aria-hidden />}
          withIndicatorBackground
          title={status === undefined ? t('list.empty') : t('list.emptyFiltered')}
          description={status === undefined ? t('list.emptyHint') : t('list.emptyFilteredHint')}
          py="xl"
        />
      ) : (
        <>
          <ListTable
            caption={t('list.caption', { count: data?.total ?? 0 })}
            columns={[
              t('list.columns.calculation'),
              t('list.columns.status'),
              t('list.columns.finished'),
              t('list.columns.participants'),
              t('list.columns.matches'),
              t('list.columns.objective'),
              t('list.columns.certified'),
              t('list.columns.published'),
            ]}
            minWidth={900}
            loading={data === undefined}
            loadingRows={3}
          >
            {data?.items.map((calculation) => (
              <Table.Tr key={calculation.calculation_id}>
                <Table.Td>
                  <Anchor component={Link} to={calculationPath(calculation.calculation_id)}>
                    {formatDate(calculation.started_at ?? calculation.queued_at, true)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <CalculationStatusBadge status={calculation.status} />
                </Table.Td>
                <Table.Td>
                  {calculation.finished_at === null
                    ? '—'
                    : formatDate(calculation.finished_at, true)}
                </Table.Td>
                <Table.Td>
                  {calculation.counts === null
                    ? '—'
                    : number.format(calculation.counts.participants)}
                </Table.Td>
                <Table.Td>
                  {calculation.counts === null ? '—' : number.format(calculation.counts.matches)}
                </Table.Td>
                <Table.Td>
                  {calculation.objective === null
                    ? '—'
                    : number.format(calculation.objective.score_total)}
                </Table.Td>
                <Table.Td>
                  <CertifiedMark certified={calculation.certified} />
                </Table.Td>
                <Table.Td>
                  {calculation.published_at === null
                    ? t('list.notPublished')
                    : formatDate(calculation.published_at, true)}
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
          {data === undefined ? null : (
            <ListPagination
              page={page}
              pageSize={pageSize}
              total={data.total}
              onPageChange={onPageChange}
              onPageSizeChange={onPageSizeChange}
            />
          )}
        </>
      )}

      <StartCalculationModal
        round={round}
        opened={starting}
        onClose={() => {
          setStarting(false);
        }}
        onStarted={(calculation) => {
          setStarting(false);
          setFollowedId(calculation.calculation_id);
        }}
      />
    </Stack>
  );
}
