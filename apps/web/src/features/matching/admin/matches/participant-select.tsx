import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { MatchParticipantAdmin } from '@campus/contracts';
import { useParticipantSearch } from './api';

/** The chosen person: their account and how they are named in the options. */
export interface ChosenPerson {
  user_id: string;
  alias: string;
  label: string;
}

export interface ParticipantSelectProps {
  label: string;
  /** Only this round's participants; every round's when undefined (a list filter). */
  roundId: string | undefined;
  value: ChosenPerson | null;
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

export const personLabel = (participant: Pick<MatchParticipantAdmin, 'alias' | 'name' | 'email'>) =>
  `${participant.alias} · ${participant.name} (${participant.email})`;

/**
 * Chooses a participant by alias, name or e-mail; the API searches as one
 * types (a round can hold thousands), the value is the account (`user_id`).
 */
export function ParticipantSelect({
  label,
  roundId,
  value,
  onChange,
  activeOnly = false,
  exclude,
  disabled = false,
  required,
  error,
  description,
  placeholder,
  clearable = false,
}: ParticipantSelectProps) {
  const { t } = useTranslation('matching-admin-matches');
  const [search, setSearch] = useState('');
  // Nothing is asked of the API until the list is first opened.
  const [wanted, setWanted] = useState(false);
  // Choosing an option writes its label into the box: that is not a search.
  const typed = value !== null && search === value.label ? '' : search.trim();
  const [q] = useDebouncedValue(typed, 300);
  const participants = useParticipantSearch(roundId, q, {
    activeOnly,
    enabled: wanted && !disabled,
  });
  const seen = new Set<string>();
  const options: ChosenPerson[] = [];
  for (const participant of participants.data?.items ?? []) {
    if (participant.user_id === exclude || seen.has(participant.user_id)) continue;
    seen.add(participant.user_id);
    options.push({
      user_id: participant.user_id,
      alias: participant.alias,
      label: personLabel(participant),
    });
  }
  if (value !== null && !seen.has(value.user_id)) options.unshift(value);

  return (
    <Select
      label={label}
      description={description}
      placeholder={placeholder ?? t('people.placeholder')}
      required={required}
      disabled={disabled}
      clearable={clearable}
      searchable
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
      value={value?.user_id ?? null}
      onChange={(userId) => {
        onChange(options.find((option) => option.user_id === userId) ?? null);
      }}
    />
  );
}
