import { useState } from 'react';
import { Anchor, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconShieldCheck, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  therapistEntryListQuerySchema,
  therapistEntrySorts,
  therapistPoolLimits,
  type TherapistEntry,
  type TherapistEntrySort,
  type TherapistPool,
} from '@campus/contracts';
import { CenteredLoader } from '../../components/centered-loader';
import { FilteredEmptyState, PagedList } from '../../components/paged-list';
import { LoadErrorState } from '../../components/load-error-state';
import { useErrorMessage } from '../../lib/use-error-message';
import { useListState } from '../../lib/use-list-state';
import { useAcceptConsent, useConsent, useEntries } from './api';
import { ConsentNotice } from './components/consent-notice';
import {
  PoolEntryEditorDrawer,
  type PoolEntryEditorTarget,
} from './components/entry-editor-drawer';
import { EntryCards, EntriesTable } from './components/entries-table';
import { EntryDetailModal } from './components/entry-detail-modal';
import { ReportModal } from './components/report-modal';
import { PageFrame } from '../../components/page-frames/page-frame';
import { SearchInput } from '../../components/list-filters';
import { AddButton } from '../../components/add-button';

const typingDelayMs = 350;

const listQuery = therapistEntryListQuerySchema.shape;

/**
 * What the table of a pool keeps in the page's address:
 * `?q=&city=&online=&sort=&page=&page_size=` (`online` is the API's `is_online`).
 */
const tableStateSchema = therapistEntryListQuerySchema.pick({ q: true, city: true }).extend({
  online: listQuery.is_online,
  sort: listQuery.sort,
  page: listQuery.page,
  page_size: listQuery.page_size,
});

/** The table of a pool with its search, filters, sort and pages, all kept in the address. */
function PoolTable({ pool }: { pool: TherapistPool }) {
  const { t } = useTranslation('therapist-pools');
  const { params, update, searchText, changeSearch } = useListState(tableStateSchema);
  const { online, ...shown } = params;
  const [cityText, setCityText] = useState(params.city ?? '');
  const commitCity = useDebouncedCallback((city: string) => {
    update({ city: city.trim(), page: 1 });
  }, typingDelayMs);
  const isPhone = useMediaQuery('(max-width: 48em)');
  const entries = useEntries(pool, { ...shown, is_online: online }, true);
  const [opened, setOpened] = useState<TherapistEntry | null>(null);
  const [reporting, setReporting] = useState<TherapistEntry | null>(null);
  const [editor, setEditor] = useState<PoolEntryEditorTarget | null>(null);

  const data = entries.data;
  const filtered = (params.q ?? '') !== '' || (params.city ?? '') !== '' || online !== undefined;
  const caption = t('table.caption', { pool: t(`pools.${pool}.title`), count: data?.total ?? 0 });

  function clearFilters() {
    commitCity.cancel();
    setCityText('');
    changeSearch('');
    update({ q: undefined, city: undefined, online: undefined, page: 1 });
  }

  function sortBy(sort: TherapistEntrySort) {
    update({ sort, page: 1 });
  }

  const Items = isPhone ? EntryCards : EntriesTable;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <AddButton
          label={t('form.add')}
          onClick={() => {
            setEditor({ pool, entry: null, opening: Date.now() });
          }}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <SearchInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          maxLength={therapistPoolLimits.searchMaxLength}
          value={searchText}
          onChange={changeSearch}
        />
        <TextInput
          label={t('filters.city')}
          placeholder={t('filters.cityPlaceholder')}
          maxLength={therapistPoolLimits.cityMaxLength}
          value={cityText}
          onChange={(event) => {
            setCityText(event.currentTarget.value);
            commitCity(event.currentTarget.value);
          }}
        />
        <Select
          label={t('filters.mode')}
          allowDeselect={false}
          value={online ?? 'any'}
          data={[
            { value: 'any', label: t('filters.any') },
            { value: 'true', label: t('filters.online') },
            { value: 'false', label: t('filters.inPerson') },
          ]}
          onChange={(value) => {
            update({ online: value === 'true' || value === 'false' ? value : undefined, page: 1 });
          }}
        />
        <Select
          label={t('filters.sort')}
          allowDeselect={false}
          value={params.sort}
          data={therapistEntrySorts.map((sort) => ({
            value: sort,
            label: t(`filters.sorts.${sort}`),
          }))}
          onChange={(value) => {
            const sort = therapistEntrySorts.find((candidate) => candidate === value);
            if (sort !== undefined) sortBy(sort);
          }}
        />
      </SimpleGrid>
      <PagedList
        query={entries}
        params={params}
        update={update}
        loadFailed={t('table.loadFailed')}
        refreshing={t('table.refreshing')}
        fade
        isEmpty={(loaded) => loaded.total === 0}
        empty={
          <FilteredEmptyState
            icon={<IconUsersGroup size={32} aria-hidden />}
            title={filtered ? t('table.noMatch') : t('table.empty')}
            filtered={filtered}
            clearLabel={t('filters.clear')}
            onClear={clearFilters}
          />
        }
      >
        {(loaded) => (
          <Items
            caption={caption}
            entries={loaded?.items ?? []}
            loading={loaded === undefined}
            sort={params.sort}
            onSort={sortBy}
            onOpen={setOpened}
          />
        )}
      </PagedList>
      {opened === null ? null : (
        <EntryDetailModal
          entry={opened}
          onClose={() => {
            setOpened(null);
          }}
          onReport={(entry) => {
            setOpened(null);
            setReporting(entry);
          }}
        />
      )}
      {reporting === null ? null : (
        <ReportModal
          entry={reporting}
          onClose={() => {
            setReporting(null);
          }}
        />
      )}
      <PoolEntryEditorDrawer
        target={editor}
        onClose={() => {
          setEditor(null);
        }}
      />
    </Stack>
  );
}

/**
 * `/psychology/display` and `/psychiatry/display` (signed in): the pool's
 * consent notice first, remembered on the server once accepted; then the
 * table of approved experiences, the add form and the detail view.
 */
export function TherapistPoolPage({ pool }: { pool: TherapistPool }) {
  const { t } = useTranslation('therapist-pools');
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const consent = useConsent(pool);
  const accept = useAcceptConsent(pool);
  const [readingAgain, setReadingAgain] = useState(false);
  const accepted = consent.data?.accepted ?? false;

  function leave() {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/home');
  }

  function body() {
    if (consent.isError) {
      return <LoadErrorState title={t('notice.loadFailed')} query={consent} />;
    }
    if (consent.data === undefined) return <CenteredLoader />;
    if (!accepted || readingAgain) {
      return (
        <ConsentNotice
          accepted={accepted}
          pending={accept.isPending}
          failure={
            accept.isError ? `${t('notice.acceptFailed')}: ${errorMessage(accept.error)}` : null
          }
          onAccept={() => {
            accept.mutate();
          }}
          onLeave={
            accepted
              ? () => {
                  setReadingAgain(false);
                }
              : leave
          }
        />
      );
    }
    return <PoolTable pool={pool} />;
  }

  return (
    <PageFrame
      title={t(`pools.${pool}.title`)}
      lead={t(`pools.${pool}.intro`)}
      size="xl"
      actions={
        accepted && !readingAgain ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="start"
            onClick={() => {
              setReadingAgain(true);
            }}
          >
            <Group gap={6} wrap="nowrap" component="span">
              <IconShieldCheck size={16} aria-hidden />
              {t('notice.readAgain')}
            </Group>
          </Anchor>
        ) : undefined
      }
    >
      {body()}
    </PageFrame>
  );
}
