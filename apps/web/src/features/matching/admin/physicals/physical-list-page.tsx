import { useState } from 'react';
import { Anchor, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { matchingLimits, matchPhysicalListQuerySchema } from '@campus/contracts';
import { FilterSelect } from '../../../../components/list-filters';
import { useFormatDate } from '../../../../lib/format-date';
import { useListState } from '../../../../lib/use-list-state';
import { AdminListFrame } from '../admin-list';
import { usePhysicals } from './api';
import { ns, usePhysicalOptions } from './labels';
import { physicalPath } from './paths';

const typingDelayMs = 350;

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
    <AdminListFrame
      list={physicals}
      params={params}
      update={update}
      t={t}
      isFiltered={isFiltered}
      search={{ value: searchText, onChange: changeSearch }}
      filters={
        <>
          <FilterSelect
            label={t('fields.gender')}
            allLabel={t('list.allGenders')}
            value={params.gender}
            options={options.genders}
            onChange={(gender) => {
              update({ gender, page: 1 });
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
          <FilterSelect
            label={t('fields.class_year')}
            allLabel={t('list.allClassYears')}
            value={params.class_year === undefined ? undefined : String(params.class_year)}
            options={options.classYears}
            onChange={(classYear) => {
              update({
                class_year: classYear === undefined ? undefined : Number(classYear),
                page: 1,
              });
            }}
          />
          <FilterSelect
            label={t('fields.meeting_mode')}
            allLabel={t('list.allMeetingModes')}
            value={params.meeting_mode}
            options={options.meetingModes}
            onChange={(meetingMode) => {
              update({ meeting_mode: meetingMode, page: 1 });
            }}
          />
        </>
      }
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
    </AdminListFrame>
  );
}
