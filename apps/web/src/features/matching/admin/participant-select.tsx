import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { matchingAdminEndpoints, type MatchParticipantAdmin } from '@campus/contracts';
import { endpointQuery } from '../../../lib/endpoint-client';

/** The chosen person: their account and how the options name them. */
export interface ChosenPerson {
  user_id: string;
  alias: string;
  label: string;
}

/** How a participant is named in the pickers: alias, name, and their state unless active. */
function useParticipantLabel(): (participant: MatchParticipantAdmin) => string {
  const { t } = useTranslation('matching-admin');
  return (participant) => {
    const name = participant.name === '' ? participant.email : participant.name;
    const person = name === '' ? participant.alias : `${participant.alias} — ${name}`;
    return participant.status === 'active'
      ? person
      : `${person} (${t(`participantStatuses.${participant.status}`)})`;
  };
}

export interface ParticipantSelectProps {
  label: string;
  /** Only this round's participants; every round's when undefined (a list filter). */
  roundId: string | undefined;
  /** The chosen account, and its label (shown while the options found do not hold it). */
  value: string | null;
  valueLabel?: string | undefined;
  onChange: (person: ChosenPerson | null) => void;
  /** Only active participants (a new match needs two). */
  activeOnly?: boolean;
  /** An account left out of the options (the other person of the pair). */
  exclude?: string | undefined;
  disabled?: boolean;
  required?: boolean;
  error?: string | undefined;
  description?: string;
  placeholder?: string;
  clearable?: boolean;
}

/**
 * Chooses a participant by alias, name or e-mail, for every matching admin
 * page: the API searches as one types (a round can hold thousands), nothing
 * is asked of it before the list is first opened, and the value is the
 * account (`user_id`).
 */
export function ParticipantSelect({
  label,
  roundId,
  value,
  valueLabel,
  onChange,
  activeOnly = false,
  exclude,
  disabled = false,
  required = false,
  error,
  description,
  placeholder,
  clearable = false,
}: ParticipantSelectProps) {
  const { t } = useTranslation('matching-admin');
  const labelOf = useParticipantLabel();
  const [search, setSearch] = useState('');
  const [wanted, setWanted] = useState(false);
  // Choosing an option writes its label into the box: that is not a search.
  const typed = value !== null && search === valueLabel ? '' : search.trim();
  const [q] = useDebouncedValue(typed.slice(0, 100), 300);
  const participants = useQuery({
    ...endpointQuery(matchingAdminEndpoints.listParticipants, {
      query: {
        round_id: roundId,
        q: q === '' ? undefined : q,
        status: activeOnly ? 'active' : undefined,
        page: 1,
        page_size: 50,
      },
    }),
    enabled: wanted && !disabled,
    placeholderData: keepPreviousData,
  });
  const options: ChosenPerson[] = [];
  for (const participant of participants.data?.items ?? []) {
    if (participant.user_id === exclude || options.some((o) => o.user_id === participant.user_id))
      continue;
    const person = {
      user_id: participant.user_id,
      alias: participant.alias,
      label: labelOf(participant),
    };
    options.push(person);
  }
  if (value !== null && !options.some((option) => option.user_id === value))
    options.unshift({ user_id: value, alias: '', label: valueLabel ?? t('people.chosen') });

  return (
    <Select
      label={label}
      description={description}
      placeholder={placeholder ?? t('people.placeholder')}
      required={required}
      disabled={disabled}
      clearable={clearable}
      searchable
      leftSection={<IconSearch size={16} aria-hidden />}
      onDropdownOpen={() => {
        setWanted(true);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The API already searched; show what it found.
      filter={({ options: all }) => all}
      nothingFoundMessage={
        participants.isFetching || participants.isPending
          ? t('people.searching')
          : participants.isError
            ? t('people.loadFailed')
            : t('people.none')
      }
      error={error}
      data={options.map((option) => ({ value: option.user_id, label: option.label }))}
      value={value}
      onChange={(userId) => {
        onChange(options.find((option) => option.user_id === userId) ?? null);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
