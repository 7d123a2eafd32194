import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { devLogListQuerySchema, type DevLogEntry } from '@campus/contracts';
import { useAuth } from '../../lib/auth-store';
import { useListState } from '../../lib/use-list-state';
import { DeleteDialog } from '../../components/delete-dialog';
import { PagedList } from '../../components/paged-list';
import { useHashTarget } from '../../components/use-hash-target';
import { useDeleteDevLogEntry, useDevLog } from './api';
import { DevLogEntryCard } from './components/dev-log-entry-card';
import { DevLogEditorDrawer, type DevLogEditorTarget } from './components/dev-log-editor-drawer';
import { PageFrame } from '../../components/page-frames/page-frame';
import { LoadingState } from '../../components/loading-state';
import { AddButton } from '../../components/add-button';
import { useDrawerTarget } from '../../components/add-edit-drawer';
import { BareList } from '../../components/bare-list';

/** What the page keeps in its address: the page and its size (the log is not filtered by kind here). */
const pageQuerySchema = devLogListQuerySchema.omit({ kind: true });

/** `/dev/display`: the changelog, newest first, in the interface language; admins write it. */
export function DevLogPage() {
  const { t, i18n } = useTranslation('dev-log');
  const language = i18n.language.startsWith('tr') ? 'tr' : 'en';
  const { user_current } = useAuth();
  const isAdmin = user_current?.user_role === 'admin';
  const { params, update } = useListState(pageQuerySchema);
  const entries = useDevLog(params, isAdmin ? 'admin' : 'public');
  // A link to one entry (`#dev-{id}`) opens at it.
  useHashTarget(entries.data !== undefined);
  const editingDrawer = useDrawerTarget<DevLogEditorTarget>();
  const [deleting, setDeleting] = useState<DevLogEntry | null>(null);
  const remove = useDeleteDevLogEntry();
  const [now] = useState(() => Date.now());

  function openEditor(entry: DevLogEntry | null) {
    editingDrawer.open({ entry });
  }

  function titleOf(entry: DevLogEntry | null): string {
    if (entry === null) return '';
    return language === 'tr' ? entry.title_tr : entry.title_en;
  }

  return (
    <PageFrame
      title={t('title')}
      lead={t('intro')}
      actions={
        isAdmin ? (
          <AddButton
            label={t('add')}
            onClick={() => {
              openEditor(null);
            }}
          />
        ) : undefined
      }
    >
      <Stack gap="lg">
        <PagedList
          query={entries}
          params={params}
          update={update}
          loadFailed={t('loadFailed')}
          empty={<Text c="dimmed">{t('empty')}</Text>}
        >
          {(data) =>
            data === undefined ? (
              <LoadingState heights={[120, 120]} />
            ) : (
              <BareList ordered>
                {data.items.map((entry) => (
                  <li key={entry.entry_id} id={`dev-${entry.entry_id}`}>
                    <DevLogEntryCard
                      entry={entry}
                      language={language}
                      isScheduled={new Date(entry.published_at).getTime() > now}
                      onEdit={
                        isAdmin
                          ? () => {
                              openEditor(entry);
                            }
                          : undefined
                      }
                      onDelete={
                        isAdmin
                          ? () => {
                              setDeleting(entry);
                            }
                          : undefined
                      }
                    />
                  </li>
                ))}
              </BareList>
            )
          }
        </PagedList>
      </Stack>
      {isAdmin ? (
        <>
          <DevLogEditorDrawer
            target={editingDrawer.target}
            onClose={() => {
              editingDrawer.close();
            }}
          />
          <DeleteDialog
            target={deleting}
            title={t('delete.title')}
            body={t('delete.question', { title: titleOf(deleting) })}
            confirmLabel={t('delete.confirm')}
            done={t('delete.done')}
            mutation={remove}
            variables={(row) => ({ params: { entry_id: row.entry_id } })}
            onClose={() => {
              setDeleting(null);
            }}
          />
        </>
      ) : null}
    </PageFrame>
  );
}
