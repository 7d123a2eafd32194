import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoundTitle } from '../round-title';
import { useAdminRounds } from './rounds-api';

export interface RoundSelectProps {
  value: string | undefined;
  onChange: (roundId: string | undefined) => void;
  /** Offers "All rounds" (a list filter); without it a round must be chosen (a form). */
  allowAll?: boolean;
  label?: string;
  error?: string | undefined;
  required?: boolean;
}

/** Chooses a round by its title and status: a list filter or a form field of the matching admin pages. */
export function RoundSelect({
  value,
  onChange,
  allowAll = false,
  label,
  error,
  required,
}: RoundSelectProps) {
  const { t } = useTranslation('matching-admin');
  const rounds = useAdminRounds();
  const roundTitle = useRoundTitle();
  const options = (rounds.data?.items ?? []).map((round) => ({
    value: round.round_id,
    label: `${roundTitle(round)} · ${t(`roundStatuses.${round.status}`)}`,
  }));
  return (
    <Select
      label={label ?? t('round.label')}
      placeholder={rounds.isPending ? t('round.loading') : t('round.choose')}
      searchable
      allowDeselect={false}
      required={required}
      error={error ?? (rounds.isError ? t('round.loadFailed') : undefined)}
      nothingFoundMessage={t('round.none')}
      data={allowAll ? [{ value: 'all', label: t('round.all') }, ...options] : options}
      value={value ?? (allowAll ? 'all' : null)}
      onChange={(next) => {
        onChange(next === null || next === 'all' ? undefined : next);
      }}
    />
  );
}
