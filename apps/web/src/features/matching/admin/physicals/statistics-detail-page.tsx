import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { MatchStatisticsDetail } from '@campus/contracts';
import { DetailPageFrame } from '../../../../components/page-frames/detail-page-frame';
import { useFormatDate } from '../../../../lib/format-date';
import { DetailCard } from '../../../../components/detail-card';
import { MatchingAdminNav } from '../matching-admin-nav';
import { useStatistics } from './api';
import { CountChart, countText } from './count-chart';
import { ns, useValueLabel } from './labels';
import {
  calculationPath,
  participantPath,
  physicalsPath,
  statisticsPath,
  uuidParam,
} from './paths';
import { useRoundName } from './round-name';

type Data = MatchStatisticsDetail['data'];
type Attribute = Data['histograms'][number]['attribute'];

const labelKindOf = (attribute: Attribute) =>
  attribute === 'gender' || attribute === 'languages' || attribute === 'meeting_mode'
    ? attribute
    : 'other';

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** Who seeks whom (dating rounds): a table of gender by the gender sought. */
function GenderSoughtTable({ cells }: { cells: Data['gender_sought'] }) {
  const { t } = useTranslation(ns);
  const valueLabel = useValueLabel();
  const genders = [...new Set(cells.map((cell) => cell.gender))];
  const sought = [...new Set(cells.map((cell) => cell.sought))];
  const countOf = (gender: string, wanted: string) =>
    cells.find((cell) => cell.gender === gender && cell.sought === wanted);
  if (cells.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('snapshot.genderSoughtNone')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={360} type="native">
      <Table withTableBorder withColumnBorders captionSide="top">
        <Table.Caption style={{ textAlign: 'start' }}>
          {t('snapshot.genderSoughtCaption')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('snapshot.genderSeeks')}</Table.Th>
            {sought.map((wanted) => (
              <Table.Th key={wanted} scope="col" ta="right">
                {valueLabel('gender', wanted)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {genders.map((gender) => (
            <Table.Tr key={gender}>
              <Table.Th scope="row">{valueLabel('gender', gender)}</Table.Th>
              {sought.map((wanted) => {
                const cell = countOf(gender, wanted);
                return (
                  <Table.Td key={wanted} ta="right" ff="monospace">
                    {cell === undefined ? 0 : countText(cell.count)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The people with fewer than 3 eligible candidates, each a link to the participant. */
function UnderThreeTable({ people }: { people: Data['candidates']['under_three'] }) {
  const { t } = useTranslation(ns);
  if (people.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('snapshot.underThreeNone')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={320} type="native">
      <Table striped captionSide="top">
        <Table.Caption style={{ textAlign: 'start' }}>
          {t('snapshot.underThreeCaption', { count: people.length })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('snapshot.person')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('snapshot.candidates')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person, index) => {
            const name = person.name.trim() === '' ? t('values.noName') : person.name;
            return (
              <Table.Tr
                key={person.participant_id === '' ? `row-${String(index)}` : person.participant_id}
              >
                <Table.Td>
                  {person.participant_id === '' ? (
                    name
                  ) : (
                    <Anchor component={Link} to={participantPath(person.participant_id)}>
                      {name}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {person.candidates}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function StatisticsDetail({ snapshot }: { snapshot: MatchStatisticsDetail }) {
  const { t } = useTranslation(ns);
  const { t: tAdmin } = useTranslation('matching-admin');
  const valueLabel = useValueLabel();
  const { data } = snapshot;

  return (
    <Stack gap="lg">
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={20} aria-hidden />}>
        {t('snapshot.smallHint')}
      </Alert>

      <DetailCard id="snapshot-pool" title={t('snapshot.pool')}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure label={t('snapshot.participants')} value={data.participants} />
            <Figure
              label={t('snapshot.completion.ready')}
              value={countText(data.completion.ready)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <CountChart
              title={t('snapshot.byStatus')}
              groupLabel={t('snapshot.status')}
              rows={data.by_status.map((row) => ({
                label: tAdmin(`participantStatuses.${row.label}`),
                count: row.count,
              }))}
            />
            <CountChart
              title={t('snapshot.completionTitle')}
              groupLabel={t('snapshot.state')}
              rows={(['ready', 'no_physical', 'bundle_incomplete'] as const).map((key) => ({
                label: t(`snapshot.completion.${key}`),
                count: data.completion[key],
              }))}
            />
          </SimpleGrid>
        </Stack>
      </DetailCard>

      <DetailCard id="snapshot-histograms" title={t('snapshot.histograms')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {data.histograms.map((histogram) => (
            <CountChart
              key={histogram.attribute}
              title={t(`snapshot.attributes.${histogram.attribute}`)}
              groupLabel={t(`snapshot.attributes.${histogram.attribute}`)}
              rows={histogram.bins.map((bin) => ({
                label: valueLabel(labelKindOf(histogram.attribute), bin.label),
                count: bin.count,
              }))}
            />
          ))}
        </SimpleGrid>
      </DetailCard>

      <DetailCard id="snapshot-gender-sought" title={t('snapshot.genderSought')}>
        <GenderSoughtTable cells={data.gender_sought} />
      </DetailCard>

      <DetailCard id="snapshot-candidates" title={t('snapshot.candidatesTitle')}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('snapshot.candidatesHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Figure label={t('snapshot.min')} value={data.candidates.min} />
            <Figure label={t('snapshot.p10')} value={data.candidates.p10} />
            <Figure label={t('snapshot.median')} value={data.candidates.median} />
          </SimpleGrid>
          <Title order={3} size="h5">
            {t('snapshot.underThree')}
          </Title>
          <UnderThreeTable people={data.candidates.under_three} />
        </Stack>
      </DetailCard>
    </Stack>
  );
}

/** `/admin/matching/physicals/statistics/:physicals_statistics_id`: one snapshot of a round's pool. */
export function StatisticsDetailPage() {
  const { t } = useTranslation(ns);
  const formatDate = useFormatDate();
  const roundName = useRoundName();
  const { physicals_statistics_id: rawId } = useParams();
  const statisticsId = uuidParam(rawId);
  const snapshot = useStatistics(statisticsId);

  return (
    <DetailPageFrame
      header={<MatchingAdminNav />}
      backTo={statisticsPath}
      backLabel={t('snapshot.backToList')}
      fallbackTitle={t('snapshot.title')}
      validId={statisticsId !== undefined}
      query={snapshot}
      title={(data) => t('snapshot.titleOf', { date: formatDate(data.created_at, true) })}
      subtitle={(data) => (
        <Group gap="xs" wrap="wrap">
          <Text c="dimmed" size="sm">
            {t('snapshot.roundOf', { round: roundName(data.round_id) })}
          </Text>
          <Text c="dimmed" size="sm" aria-hidden>
            ·
          </Text>
          {data.calculation_id === null ? (
            <Text c="dimmed" size="sm">
              {t(data.taken_by === null ? 'snapshot.takenByApp' : 'snapshot.takenByAdmin')}
            </Text>
          ) : (
            <Anchor component={Link} to={calculationPath(data.calculation_id)} size="sm">
              {t('snapshot.takenByCalculation')}
            </Anchor>
          )}
        </Group>
      )}
      actions={(data) => (
        <Button
          component={Link}
          variant="light"
          to={`${physicalsPath}?round_id=${data.round_id}`}
          leftSection={<IconListDetails size={16} aria-hidden />}
        >
          {t('snapshot.roundRecords')}
        </Button>
      )}
    >
      {(data) => <StatisticsDetail snapshot={data} />}
    </DetailPageFrame>
  );
}
