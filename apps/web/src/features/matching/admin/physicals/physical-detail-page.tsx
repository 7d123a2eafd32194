import {
  Anchor,
  Badge,
  DataList,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { MatchPhysicalAdmin } from '@campus/contracts';
import { ErrorAlert } from '../../../../components/error-alert';
import { DetailPageFrame } from '../../../../components/page-frames/detail-page-frame';
import { useFormatDate } from '../../../../lib/format-date';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { DetailCard, DetailField } from '../../../../components/detail-card';
import { MatchingAdminNav } from '../matching-admin-nav';
import { ParticipantStatusBadge } from '../participants/participant-parts';
import { usePersonParticipations, usePhysical } from './api';
import { ns } from './labels';
import { useRoundName } from './round-name';
import { participantPath, physicalEditPath, physicalsPath, uuidParam } from './paths';

const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const dayParts = ['morning', 'afternoon', 'evening'] as const;

/** "18–25", "from 18", "up to 25" or "Any". */
export function useRangeText(): (min: number | null, max: number | null) => string {
  const { t } = useTranslation(ns);
  return (min, max) => {
    if (min === null && max === null) return t('values.any');
    if (max === null) return t('values.from', { min });
    if (min === null) return t('values.upTo', { max });
    return t('values.range', { min, max });
  };
}

export const personName = (physical: { name: string; email: string }) =>
  physical.name.trim() === '' ? physical.email : physical.name;

/** The rounds the owner takes part in, each a link to the participant's page. */
function Participations({ physical }: { physical: MatchPhysicalAdmin }) {
  const { t } = useTranslation(ns);
  const errorMessage = useErrorMessage();
  const roundName = useRoundName();
  const participations = usePersonParticipations(physical);

  if (participations.isError) {
    return (
      <ErrorAlert>
        {t('detail.participationsFailed')} {errorMessage(participations.error)}
      </ErrorAlert>
    );
  }
  if (participations.data === undefined) {
    return (
      <Stack gap="xs" role="status" aria-live="polite">
        <VisuallyHidden>{t('detail.participationsLoading')}</VisuallyHidden>
        <Skeleton height={20} />
        <Skeleton height={20} />
      </Stack>
    );
  }
  if (participations.data.length === 0) {
    return <Text c="dimmed">{t('detail.noParticipations')}</Text>;
  }
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {participations.data.map((participant) => (
        <Group component="li" key={participant.participant_id} gap="xs" wrap="wrap">
          <Anchor component={Link} to={participantPath(participant.participant_id)}>
            {roundName(participant.round_id)}
          </Anchor>
          <ParticipantStatusBadge status={participant.status} />
          <Text size="sm" c="dimmed">
            {t('detail.alias', { alias: participant.alias })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The weekly availability as a week × part-of-day table. */
function AvailabilityTable({ availability }: { availability: readonly string[] }) {
  const { t } = useTranslation(ns);
  const free = new Set(availability);
  return (
    <Table.ScrollContainer minWidth={300} type="native">
      <Table withTableBorder withColumnBorders ta="center" captionSide="top">
        <Table.Caption style={{ textAlign: 'start' }}>
          {t('detail.availabilityCaption', { count: free.size })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('detail.day')}</Table.Th>
            {dayParts.map((part) => (
              <Table.Th key={part} scope="col" ta="center">
                {t(`dayParts.${part}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((day) => (
            <Table.Tr key={day}>
              <Table.Th scope="row" ta="start">
                {t(`days.${day}`)}
              </Table.Th>
              {dayParts.map((part) =>
                free.has(`${day}_${part}`) ? (
                  <Table.Td key={part} bg="var(--mantine-color-green-light)">
                    <IconCheck
                      size={16}
                      aria-hidden
                      color="var(--mantine-color-green-light-color)"
                    />
                    <VisuallyHidden>{t('detail.free')}</VisuallyHidden>
                  </Table.Td>
                ) : (
                  <Table.Td key={part}>
                    <span aria-hidden>–</span>
                    <VisuallyHidden>{t('detail.notFree')}</VisuallyHidden>
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PhysicalDetail({ physical }: { physical: MatchPhysicalAdmin }) {
  const { t } = useTranslation(ns);
  const formatDate = useFormatDate();
  const rangeText = useRangeText();
  const none = t('values.none');
  const list = (values: readonly string[], label: (value: string) => string) =>
    values.length === 0 ? none : values.map(label).join(', ');

  return (
    <Stack gap="lg">
      <DetailCard id="owner-title" title={t('detail.owner')}>
        <DataList orientation="horizontal" labelWidth={180} mb="md">
          <DetailField label={t('detail.name')}>
            {physical.name.trim() === '' ? none : physical.name}
          </DetailField>
          <DetailField label={t('detail.email')}>
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {physical.email === '' ? none : physical.email}
            </Text>
          </DetailField>
          <DetailField label={t('detail.userId')}>
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {physical.user_id}
            </Text>
          </DetailField>
        </DataList>
        <Title order={3} size="h5" mb="xs">
          {t('detail.participations')}
        </Title>
        <Participations physical={physical} />
      </DetailCard>

      <DetailCard id="record-title" title={t('detail.record')}>
        <DataList orientation="horizontal" labelWidth={200}>
          <DetailField label={t('fields.birth_year')}>
            {t('detail.birthYear', {
              year: physical.birth_year,
              age: new Date().getUTCFullYear() - physical.birth_year,
            })}
          </DetailField>
          <DetailField label={t('fields.gender')}>
            {physical.gender === null ? none : t(`genders.${physical.gender}`)}
          </DetailField>
          <DetailField label={t('fields.genders_sought')}>
            {list(physical.genders_sought, (gender) => t(`genders.${gender}`))}
          </DetailField>
          <DetailField label={t('detail.ageRange')}>
            {rangeText(physical.age_min, physical.age_max)}
          </DetailField>
          <DetailField label={t('fields.height_cm')}>{physical.height_cm ?? none}</DetailField>
          <DetailField label={t('detail.heightRange')}>
            {rangeText(physical.height_min, physical.height_max)}
          </DetailField>
          <DetailField label={t('fields.campus')}>{physical.campus ?? none}</DetailField>
          <DetailField label={t('fields.same_campus_only')}>
            {physical.same_campus_only ? t('values.yes') : t('values.no')}
          </DetailField>
          <DetailField label={t('fields.department')}>{physical.department ?? none}</DetailField>
          <DetailField label={t('fields.class_year')}>{physical.class_year ?? none}</DetailField>
          <DetailField label={t('fields.languages')}>
            {list(physical.languages, (language) => t(`languages.${language}`))}
          </DetailField>
          <DetailField label={t('fields.meeting_mode')}>
            {t(`meetingModes.${physical.meeting_mode}`)}
          </DetailField>
          <DetailField label={t('fields.visible_fields')}>
            {physical.visible_fields.length === 0 ? (
              t('detail.nothingVisible')
            ) : (
              <Group gap={4}>
                {physical.visible_fields.map((field) => (
                  <Badge key={field} variant="light">
                    {t(`visible.${field}`)}
                  </Badge>
                ))}
              </Group>
            )}
          </DetailField>
          <DetailField label={t('detail.created')}>
            {formatDate(physical.created_at, true)}
          </DetailField>
          <DetailField label={t('detail.updated')}>
            {formatDate(physical.updated_at, true)}
          </DetailField>
          <DetailField label={t('detail.updatedBy')}>
            {physical.updated_by === null ? (
              t('detail.byOwner')
            ) : (
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {t('detail.byAdmin', { id: physical.updated_by })}
              </Text>
            )}
          </DetailField>
          <DetailField label={t('detail.physicalId')}>
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {physical.physical_id}
            </Text>
          </DetailField>
        </DataList>
      </DetailCard>

      <DetailCard id="availability-title" title={t('fields.availability')}>
        <AvailabilityTable availability={physical.availability} />
      </DetailCard>
    </Stack>
  );
}

/** `/admin/matching/physicals/:physical_id`: one record, whose it is, and its Edit button. */
export function PhysicalDetailPage() {
  const { t } = useTranslation(ns);
  const { physical_id: rawId } = useParams();
  const physicalId = uuidParam(rawId);
  const physical = usePhysical(physicalId);
  const formatDate = useFormatDate();

  return (
    <DetailPageFrame
      header={<MatchingAdminNav />}
      backTo={physicalsPath}
      backLabel={t('detail.backToList')}
      fallbackTitle={t('detail.title')}
      validId={physicalId !== undefined}
      query={physical}
      title={(data) => t('detail.titleOf', { name: personName(data) })}
      subtitle={(data) => (
        <Text c="dimmed" size="sm">
          {data.updated_by === null
            ? t('detail.changedByOwner', { date: formatDate(data.updated_at, true) })
            : t('detail.correctedByAdmin', { date: formatDate(data.updated_at, true) })}
        </Text>
      )}
      {...(physicalId === undefined ? {} : { editTo: physicalEditPath(physicalId) })}
    >
      {(data) => <PhysicalDetail physical={data} />}
    </DetailPageFrame>
  );
}
