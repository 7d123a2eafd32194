import { useState } from 'react';
import { Anchor, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  matchGenders,
  matchingLimits,
  matchMeetingModes,
  matchPhysicalListQuerySchema,
  type MatchGender,
} from '@campus/contracts';
import { ListTable } from '../../../../components/list-table';
import { ListPageFrame } from '../../../../components/page-frames/list-page-frame';
import { listPageFrameState } from '../../../../components/page-frames/list-page-frame-state';
import { useFormatDate } from '../../../../lib/format-date';
import { useListState } from '../../../../lib/use-list-state';
import { MatchingAdminNav } from '../matching-admin-nav';
import { RoundSelect } from '../round-select';
import { usePhysicals } from './api';
import { ns, usePhysicalOptions } from './labels';
import { physicalPath } from './paths';

const all = 'all';
const typingDelayMs = 350;

const isGender = (value: string): value is MatchGender =>
  (matchGenders as readonly string[]).includes(value);
const isMeetingMode = (value: string): value is (typeof matchMeetingModes)[number] =>
  (matchMeetingModes as readonly string[]).includes(value);

/** `/admin/matching/physicals`: every participant's physical record, by round and by its facts. */
export function PhysicalListPage() {
  const { t } = useTranslation(ns);
  const formatDate = useFormatDate();
  const options = usePhysicalOptions();
  const { params, update, searchText, changeSearch } = useListState(matchPhysicalListQuerySchema);
  const physicals = usePhysicals(params);
  const data = physicals.data;
  const [campusText, setCampusText] = useState(params.campus ?? '');
  const writeCampus = useDebouncedCallback((campus: string) => {
    update({ campus: campus.trim() === '' ? undefined : campus.trim(), page: 1 });
  }, typingDelayMs);
  const isFiltered =
    Boolean(params.q) ||
    Boolean(params.campus) ||
    params.round_id !== undefined ||
    params.gender !== undefined ||
    params.class_year !== undefined ||
    params.meeting_mode !== undefined;

  return (
    <ListPageFrame
      header={<MatchingAdminNav />}
      title={t('list.title')}
      description={t('list.lead')}
      search={{ label: t('list.search'), value: searchText, onChange: changeSearch }}
      filters={
        <>
          <RoundSelect
            allowAll
            value={params.round_id}
            onChange={(roundId) => {
              update({ round_id: roundId, page: 1 });
            }}
          />
          <Select
            label={t('fields.gender')}
            allowDeselect={false}
            value={params.gender ?? all}
            data={[{ value: all, label: t('list.allGenders') }, ...options.genders]}
            onChange={(value) => {
              update({
                gender: value !== null && isGender(value) ? value : undefined,
                page: 1,
              });
            }}
          />
          <TextInput
            label={t('fields.campus')}
            maxLength={matchingLimits.campusMaxLength}
            value={campusText}
            onChange={(event) => {
              setCampusText(event.currentTarget.value);
              writeCampus(event.currentTarget.value);
            }}
          />
          <Select
            label={t('fields.class_year')}
            allowDeselect={false}
            value={params.class_year === undefined ? all : String(params.class_year)}
            data={[{ value: all, label: t('list.allClassYears') }, ...options.classYears]}
            onChange={(value) => {
              update({
                class_year: value === null || value === all ? undefined : Number(value),
                page: 1,
              });
            }}
          />
          <Select
            label={t('fields.meeting_mode')}
            allowDeselect={false}
            value={params.meeting_mode ?? all}
            data={[{ value: all, label: t('list.allMeetingModes') }, ...options.meetingModes]}
            onChange={(value) => {
              update({
                meeting_mode: value !== null && isMeetingMode(value) ? value : undefined,
                page: 1,
              });
            }}
          />
        </>
      }
      {...listPageFrameState({
        list: physicals,
        params,
        update,
        loadErrorTitle: t('list.loadFailed'),
        empty: {
          isFiltered,
          title: t('list.empty'),
          hint: t('list.emptyHint'),
          filteredTitle: t('list.emptyFiltered'),
          filteredHint: t('list.emptyFilteredHint'),
        },
      })}
    >
      <ListTable
        caption={t('list.caption', { count: data?.total ?? 0 })}
        columns={[
          t('list.person'),
          t('fields.birth_year'),
          t('fields.gender'),
          t('fields.campus'),
          t('fields.class_year'),
          t('fields.meeting_mode'),
          t('fields.languages'),
          t('list.updated'),
        ]}
        minWidth={960}
        loading={data === undefined}
        loadingRows={Math.min(params.page_size, 5)}
      >
        {data?.items.map((physical) => (
          <Table.Tr key={physical.physical_id}>
            <Table.Td>
              <Stack gap={0}>
                <Anchor component={Link} to={physicalPath(physical.physical_id)}>
                  {physical.name.trim() === '' ? t('values.noName') : physical.name}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {physical.email}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td>{physical.birth_year}</Table.Td>
            <Table.Td>
              {physical.gender === null ? t('values.none') : t(`genders.${physical.gender}`)}
            </Table.Td>
            <Table.Td>{physical.campus ?? t('values.none')}</Table.Td>
            <Table.Td>{physical.class_year ?? t('values.none')}</Table.Td>
            <Table.Td>{t(`meetingModes.${physical.meeting_mode}`)}</Table.Td>
            <Table.Td>
              {physical.languages.length === 0
                ? t('values.none')
                : physical.languages.map((language) => t(`languages.${language}`)).join(', ')}
            </Table.Td>
            <Table.Td>{formatDate(physical.updated_at)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </ListPageFrame>
  );
}
