import { useMemo, useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useQbSearch, type QbSearchEntity, type QbSearchItem } from '../api';
import { useQbLang } from './qb-text';

export interface QbSearchSelectProps<Entity extends QbSearchEntity, Item = QbSearchItem<Entity>> {
  /** Which library list is searched. */
  entity: Entity;
  idOf: (item: Item) => string;
  labelOf: (item: Item) => string;
  label: string;
  description?: string;
  placeholder?: string;
  /** The chosen id (null: none). */
  value: string | null;
  /** The chosen item's label, shown while it is not among the search results. */
  valueLabel?: string;
  onChange: (id: string | null, item: Item | undefined) => void;
  /** Ids that cannot be chosen (already chosen elsewhere, the thing itself). */
  exclude?: readonly string[];
  error?: string;
  required?: boolean;
  clearable?: boolean;
}

/** A select that searches a library list on the server as the admin types. */
export function QbSearchSelect<Entity extends QbSearchEntity>({
  entity,
  idOf,
  labelOf,
  label,
  description,
  placeholder,
  value,
  valueLabel,
  onChange,
  exclude = [],
  error,
  required = false,
  clearable = true,
}: QbSearchSelectProps<Entity>) {
  const { t } = useTranslation('quiz-builder');
  const lang = useQbLang();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const selectedLabel = valueLabel ?? '';
  // While the box shows the chosen item's label, list everything rather than that one text.
  const q = debounced === selectedLabel ? '' : debounced.trim();
  const list = useQbSearch(entity, { q, page_size: 25, lang });
  const items = useMemo(() => list.data ?? [], [list.data]);
  const data = useMemo(() => {
    const options = items
      .filter((item) => !exclude.includes(idOf(item)) || idOf(item) === value)
      .map((item) => ({ value: idOf(item), label: labelOf(item) }));
    if (value !== null && !options.some((option) => option.value === value)) {
      options.unshift({ value, label: selectedLabel === '' ? value : selectedLabel });
    }
    return options;
  }, [items, exclude, idOf, labelOf, value, selectedLabel]);

  return (
    <Select
      label={label}
      description={description}
      placeholder={placeholder}
      searchable
      clearable={clearable}
      required={required}
      error={error}
      leftSection={<IconSearch size={16} aria-hidden />}
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={list.isFetching ? t('shared.searching') : t('shared.nothingFound')}
      onChange={(id) => {
        onChange(
          id,
          items.find((item) => idOf(item) === id),
        );
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
