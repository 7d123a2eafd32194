import { Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchInputProps {
  label: string;
  placeholder?: string;
  maxLength?: number;
  /** The typed text (`useListState`'s `searchText`). */
  value: string;
  /** Called with each change (`useListState`'s `changeSearch`, which waits for a pause). */
  onChange: (text: string) => void;
}

/** A list's search box: a search field with a magnifier. */
export function SearchInput({ label, placeholder, maxLength, value, onChange }: SearchInputProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={maxLength}
      value={value}
      onChange={(event) => {
        onChange(event.currentTarget.value);
      }}
    />
  );
}

interface FilterSelectProps<V extends string> {
  label: string;
  /** The first choice, which filters nothing ("All statuses"). */
  allLabel: string;
  /** The values to filter by with their words, in order. */
  options: readonly { value: V; label: string }[];
  /** The chosen value; undefined for all. */
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}

/** A list's filter: one value of a closed set, or all. */
export function FilterSelect<V extends string>({
  label,
  allLabel,
  options,
  value,
  onChange,
}: FilterSelectProps<V>) {
  return (
    <Select
      label={label}
      allowDeselect={false}
      value={value ?? 'all'}
      data={[{ value: 'all', label: allLabel }, ...options]}
      onChange={(chosen) => {
        onChange(options.find((option) => option.value === chosen)?.value);
      }}
    />
  );
}
