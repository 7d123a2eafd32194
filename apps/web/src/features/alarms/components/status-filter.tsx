import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { alarmStatuses, type AlarmStatus } from '@campus/contracts';

/** Chooses one status, or every status. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: AlarmStatus | undefined;
  onChange: (status: AlarmStatus | undefined) => void;
}) {
  const { t } = useTranslation('alarms');
  return (
    <Select
      label={t('list.status')}
      allowDeselect={false}
      w={{ base: '100%', xs: 200 }}
      data={[
        { value: 'all', label: t('list.allStatuses') },
        ...alarmStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      ]}
      value={value ?? 'all'}
      onChange={(next) => {
        onChange(next === null || next === 'all' ? undefined : next);
      }}
    />
  );
}
