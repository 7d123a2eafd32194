import { useMemo, useState } from 'react';
import { Badge, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  matchParticipantIdParamsSchema,
  type MatchParticipantAdmin,
  type MatchParticipantStatus,
} from '@campus/contracts';
import { useParticipantOptions } from './participants-api';

export const participantListPath = '/admin/matching/users';
export const participantDetailPath = (participantId: string) =>
  `${participantListPath}/${encodeURIComponent(participantId)}`;
export const participantEditPath = (participantId: string) =>
  `${participantDetailPath(participantId)}/edit`;

/** The route's `userId` (a participant id) when it is one the API can know, else undefined. */
export function useParticipantIdParam(): string | undefined {
  const { userId } = useParams();
  const parsed = matchParticipantIdParamsSchema.shape.participant_id.safeParse(userId);
  return parsed.success ? parsed.data : undefined;
}

const statusColors: Record<MatchParticipantStatus, string> = {
  active: 'green',
  paused: 'yellow',
  excluded: 'red',
  left: 'gray',
};

export function ParticipantStatusBadge({ status }: { status: MatchParticipantStatus }) {
  const { t } = useTranslation('matching-admin');
  return (
    <Badge color={statusColors[status]} variant="light">
      {t(`participantStatuses.${status}`)}
    </Badge>
  );
}

/** Whether the round's bundle is complete for them. */
export function BundleBadge({ complete }: { complete: boolean }) {
  const { t } = useTranslation('matching-admin-participants');
  return (
    <Badge color={complete ? 'teal' : 'gray'} variant="light">
      {complete ? t('progress.complete') : t('progress.incomplete')}
    </Badge>
  );
}

/** Whether they are in the next calculation (active, current consent, physical record, bundle complete). */
export function ReadyBadge({ ready }: { ready: boolean }) {
  const { t } = useTranslation('matching-admin-participants');
  return (
    <Badge color={ready ? 'green' : 'orange'} variant={ready ? 'filled' : 'light'}>
      {ready ? t('progress.ready') : t('progress.notReady')}
    </Badge>
  );
}

/** How a participant is named in a choice: alias, name, and the status when not active. */
export function useParticipantLabel(): (participant: MatchParticipantAdmin) => string {
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
  /** The round whose participants are offered; every round's when undefined. */
  roundId: string | undefined;
  /** The chosen person's user id (null: none). */
  value: string | null;
  /** The chosen person's label, shown while they are not among the search results. */
  valueLabel: string | undefined;
  onChange: (userId: string | null, participant: MatchParticipantAdmin | undefined) => void;
  label: string;
  description?: string;
  placeholder?: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
}

/** Chooses a person among a round's participants, searched on the server as the admin types. */
export function ParticipantSelect({
  roundId,
  value,
  valueLabel,
  onChange,
  label,
  description,
  placeholder,
  error,
  required = false,
  disabled = false,
  clearable = false,
}: ParticipantSelectProps) {
  const { t } = useTranslation('matching-admin-participants');
  const labelOf = useParticipantLabel();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  // The text the box shows for the chosen person (Mantine writes it into the search).
  const [labelText, setLabelText] = useState<string | undefined>(undefined);
  // While the box shows the chosen person's label, list everyone rather than that one text.
  const q =
    value !== null && (debounced === labelText || debounced === valueLabel)
      ? ''
      : debounced.trim().slice(0, 100);
  const list = useParticipantOptions(roundId, q, !disabled);
  const items = useMemo(() => {
    const seen = new Set<string>();
    return (list.data?.items ?? []).filter((participant) => {
      if (seen.has(participant.user_id)) return false;
      seen.add(participant.user_id);
      return true;
    });
  }, [list.data]);
  const options = items.map((participant) => ({
    value: participant.user_id,
    label: labelOf(participant),
  }));
  if (value !== null && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: valueLabel ?? t('select.chosen') });
  }
  const selectedLabel = options.find((option) => option.value === value)?.label;
  return (
    <Select
      label={label}
      description={description}
      placeholder={placeholder ?? t('select.placeholder')}
      searchable
      clearable={clearable}
      required={required}
      disabled={disabled}
      error={error ?? (list.isError ? t('select.loadFailed') : undefined)}
      leftSection={<IconSearch size={16} aria-hidden />}
      data={options}
      value={value}
      searchValue={search}
      onSearchChange={(text) => {
        setSearch(text);
        if (text === selectedLabel) setLabelText(text);
      }}
      filter={({ options: shown }) => shown}
      nothingFoundMessage={list.isFetching ? t('select.searching') : t('select.none')}
      onChange={(userId) => {
        onChange(
          userId,
          items.find((participant) => participant.user_id === userId),
        );
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
