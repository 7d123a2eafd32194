import {
  Container,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  hasModeratorAccess,
  informationProjectListQuerySchema,
  informationProjectStatuses,
  type InformationProjectStatus,
} from '@campus/contracts';
import { useAuth } from '../../lib/auth-store';
import { useListState, writeListState } from '../../lib/use-list-state';
import { PagedList } from '../../components/paged-list';
import { PageFrame } from '../../components/page-frames/page-frame';
import { useProjects } from './api';
import { ProjectCard } from './components/project-card';
import { ProjectDetail } from './components/project-detail';
import { ProjectEditorDrawer, type ProjectEditorTarget } from './components/project-editor-drawer';
import { useContentLanguage } from './project-text';
import { AddButton } from '../../components/add-button';
import { useDrawerTarget } from '../../components/add-edit-drawer';
import { BareList } from '../../components/bare-list';

/** What the list keeps in its URL: the search, the status (moderators) and the page; the language comes from the interface. */
const listStateSchema = informationProjectListQuerySchema.omit({ lang: true });

/** `all`: every project that is not deleted (moderators); students always see published ones. */
type StatusFilter = InformationProjectStatus | 'all';

function LoadingProjects() {
  const { t } = useTranslation('common');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} role="status">
      <VisuallyHidden>{t('actions.loading')}</VisuallyHidden>
      <Skeleton height={140} aria-hidden />
      <Skeleton height={140} aria-hidden />
    </SimpleGrid>
  );
}

/** The list: cards in display order, a search kept in the URL, and a status filter for moderators. */
function ProjectList({
  isModerator,
  onEdit,
}: {
  isModerator: boolean;
  onEdit: (projectId: string) => void;
}) {
  const { t } = useTranslation('information');
  const { t: tCommon } = useTranslation('common');
  const language = useContentLanguage();
  const { params, update, searchText, changeSearch } = useListState(listStateSchema);
  const projects = useProjects({
    ...params,
    status: isModerator ? params.status : undefined,
    lang: language,
  });
  const listSearch = `?${writeListState(listStateSchema, params).toString()}`;

  const statusOptions = [
    { value: 'all', label: t('allStatuses') },
    ...informationProjectStatuses.map((status) => ({
      value: status,
      label: t(`statuses.${status}`),
    })),
  ];

  const filtered = (params.q ?? '') !== '' || params.status !== undefined;

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => {
            changeSearch(event.currentTarget.value);
          }}
          maxLength={100}
          style={{ flex: '1 1 240px' }}
          type="search"
        />
        {isModerator ? (
          <Select
            label={t('statusFilter')}
            data={statusOptions}
            value={params.status ?? 'all'}
            allowDeselect={false}
            onChange={(value) => {
              const status = (value ?? 'all') as StatusFilter;
              update({ status: status === 'all' ? undefined : status, page: 1 });
            }}
            style={{ flex: '0 1 220px' }}
          />
        ) : null}
      </Group>
      <PagedList
        query={projects}
        params={params}
        update={update}
        loadFailed={tCommon('errors.project.load')}
        empty={<Text c="dimmed">{filtered ? t('noMatches') : t('empty')}</Text>}
      >
        {(data) =>
          data === undefined ? (
            <LoadingProjects />
          ) : (
            <BareList columns={{ base: 1, sm: 2 }}>
              {data.items.map((project) => (
                <li key={project.project_id}>
                  <ProjectCard
                    project={project}
                    language={language}
                    listSearch={listSearch}
                    onEdit={
                      isModerator
                        ? () => {
                            onEdit(project.project_id);
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
  );
}

/**
 * `/information/display` and `/information/display/:project_id`: the
 * information bank, read by everyone signed in; moderators add, edit,
 * publish, archive, restore and delete projects here.
 */
export function InformationPage() {
  const { t } = useTranslation('information');
  const { project_id: projectId } = useParams();
  const { user_current } = useAuth();
  const isModerator = hasModeratorAccess(user_current?.user_role);
  const editingDrawer = useDrawerTarget<ProjectEditorTarget>();

  function openEditor(id: string | null) {
    editingDrawer.open({ projectId: id });
  }

  const drawer = isModerator ? (
    <ProjectEditorDrawer
      target={editingDrawer.target}
      onClose={() => {
        editingDrawer.close();
      }}
    />
  ) : null;

  if (projectId !== undefined) {
    return (
      <Container size="lg" py="xl">
        <ProjectDetail
          projectId={projectId}
          isModerator={isModerator}
          onEdit={() => {
            openEditor(projectId);
          }}
        />
        {drawer}
      </Container>
    );
  }
  return (
    <PageFrame
      title={t('title')}
      lead={t('intro')}
      size="lg"
      actions={
        isModerator ? (
          <AddButton
            label={t('add')}
            onClick={() => {
              openEditor(null);
            }}
          />
        ) : undefined
      }
    >
      <ProjectList isModerator={isModerator} onEdit={openEditor} />
      {drawer}
    </PageFrame>
  );
}
