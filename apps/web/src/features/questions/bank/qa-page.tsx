import { Fragment, useState } from 'react';
import {
  Accordion,
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { qaEntryListQuerySchema, type QaEntry } from '@campus/contracts';
import { LoadErrorState } from '../../../components/load-error-state';
import { LoadingState } from '../../../components/loading-state';
import { PagedList } from '../../../components/paged-list';
import { PageFrame } from '../../../components/page-frames/page-frame';
import { useListState } from '../../../lib/use-list-state';
import { useQaEntries, useQaGroups } from '../api';
import { groupName, useLanguage, useQuestionsViewer } from '../language';
import { QaEntryItem } from './qa-entry-item';
import { QaGroupEntries } from './qa-group-entries';
import { useQaEntryEditing } from './use-qa-entry-editing';

/** What `/qa/display` keeps in its address: a search and its page. */
const qaSearchSchema = qaEntryListQuerySchema.pick({ q: true, page: true, page_size: true });

/**
 * `/qa/display` (public): the bilingual Q&A bank by group in the reader's
 * language, with a Turkish-aware search. Moderators see every status and add,
 * edit, reorder and delete entries here.
 */
export function QaPage() {
  const { t } = useTranslation('questions');
  const language = useLanguage();
  const { viewer, ready, isModerator } = useQuestionsViewer();
  const { params, update, searchText, changeSearch } = useListState(qaSearchSchema);
  const groups = useQaGroups(viewer);
  const searching = params.q !== undefined && params.q !== '';
  const results = useQaEntries(viewer, params, ready && searching);
  // A link to one entry (`?group={id}#qa-{entry}`, as the assistant cites it) opens its group
  // and scrolls to it once the group's entries are in.
  const [searchParams] = useSearchParams();
  const linkedGroup = searchParams.get('group');
  const [opened, setOpened] = useState<string[]>(linkedGroup === null ? [] : [linkedGroup]);
  const groupItems = groups.data?.items ?? [];
  const editing = useQaEntryEditing(groupItems);

  const loading = <LoadingState heights={[56, 56]} gap="sm" />;

  function labelOf(groupId: number): string | undefined {
    const group = groupItems.find((candidate) => candidate.group_id === groupId);
    return group === undefined ? undefined : groupName(group, language);
  }

  function resultList(items: readonly QaEntry[], total: number) {
    return (
      <Stack gap="md" component="section" aria-label={t('bank.resultsLabel')}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('bank.resultCount', { count: total })}
        </Text>
        {items.map((entry, index) => (
          <Fragment key={entry.entry_id}>
            {index === 0 ? null : <Divider />}
            <QaEntryItem
              entry={entry}
              language={language}
              groupLabel={labelOf(entry.group_id)}
              controls={
                isModerator
                  ? {
                      onEdit: () => {
                        editing.edit(entry);
                      },
                      onDelete: () => {
                        editing.remove(entry);
                      },
                      onMoveUp: undefined,
                      onMoveDown: undefined,
                      moving: false,
                    }
                  : undefined
              }
            />
          </Fragment>
        ))}
      </Stack>
    );
  }

  function searchResults() {
    return (
      <PagedList
        query={results}
        params={params}
        update={update}
        loadFailed={t('bank.loadFailed')}
        // No results: the count says so, without a pager.
        isEmpty={(loaded) => loaded.total === 0}
        empty={resultList([], 0)}
      >
        {(data) => (data === undefined ? loading : resultList(data.items, data.total))}
      </PagedList>
    );
  }

  function groupList() {
    if (groups.isError) {
      return <LoadErrorState title={t('bank.groupsLoadFailed')} query={groups} />;
    }
    if (groups.data === undefined || !ready) return loading;
    const shown = isModerator ? groupItems : groupItems.filter((group) => group.entry_count > 0);
    if (shown.length === 0) return <Text c="dimmed">{t('bank.empty')}</Text>;
    return (
      <Accordion multiple value={opened} onChange={setOpened} variant="separated" radius="md">
        {shown.map((group) => {
          const value = String(group.group_id);
          return (
            <Accordion.Item key={value} value={value}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" gap="xs" pr="xs">
                  <Text fw={600}>{groupName(group, language)}</Text>
                  <Badge variant="light">
                    {t('bank.entryCount', { count: group.entry_count })}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {opened.includes(value) ? (
                  <Stack gap="md">
                    {isModerator ? (
                      <Button
                        variant="light"
                        size="xs"
                        w="fit-content"
                        leftSection={<IconPlus size={14} aria-hidden />}
                        onClick={() => {
                          editing.edit(null, group.group_id);
                        }}
                      >
                        {t('bank.addToGroup')}
                      </Button>
                    ) : null}
                    <QaGroupEntries
                      groupId={group.group_id}
                      viewer={viewer}
                      language={language}
                      isModerator={isModerator}
                      onEdit={(entry) => {
                        editing.edit(entry);
                      }}
                      onDelete={editing.remove}
                    />
                  </Stack>
                ) : null}
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    );
  }

  return (
    <PageFrame
      title={t('bank.title')}
      lead={
        <>
          {t('bank.intro')}{' '}
          <Anchor component={Link} to="/questions" underline="always">
            {t('bank.toPool')}
          </Anchor>
        </>
      }
      actions={
        isModerator ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              editing.edit(null);
            }}
            disabled={groupItems.length === 0}
          >
            {t('bank.add')}
          </Button>
        ) : undefined
      }
    >
      <Stack gap="lg">
        <TextInput
          label={t('bank.search')}
          placeholder={t('bank.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => {
            changeSearch(event.currentTarget.value);
          }}
        />
        {searching ? searchResults() : groupList()}
      </Stack>
      {isModerator ? editing.dialogs : null}
    </PageFrame>
  );
}
