import { Alert, Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  isInformationProjectId,
  type InformationListField,
  type InformationListItem,
  type InformationProject,
} from '@campus/contracts';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ErrorAlert } from '../../../components/error-alert';
import { useFormatDate } from '../../../lib/format-date';
import { useProject } from '../api';
import { inLanguage, useContentLanguage } from '../project-text';
import { ProjectActions } from './project-actions';
import { ProjectStatusBadge } from './project-status-badge';
import { LoadingState } from '../../../components/loading-state';
import { QueryState } from '../../../components/query-state';

function listSearchOf(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const value: unknown = Reflect.get(state, 'listSearch');
  return typeof value === 'string' && value.startsWith('?') ? value : '';
}

/** Sets the tab title while the project is not (yet) shown. */
function PageTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function BackLink() {
  const { t } = useTranslation('information');
  const location = useLocation();
  return (
    <Anchor component={Link} to={`/information/display${listSearchOf(location.state)}`} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('detail.back')}
      </Group>
    </Anchor>
  );
}

function ListSection({
  field,
  items,
  language,
}: {
  field: InformationListField;
  items: readonly InformationListItem[];
  language: 'en' | 'tr';
}) {
  const { t } = useTranslation('information');
  if (items.length === 0) return null;
  const headingId = `project-section-${field}`;
  const list = (
    <List type={field === 'process_steps' ? 'ordered' : 'unordered'} spacing="xs" withPadding>
      {items.map((item, index) => (
        // The items have no ids of their own: their place and text identify them.
        <List.Item key={`${String(index)}-${item.en}`}>
          <Text style={{ whiteSpace: 'pre-line' }}>{language === 'tr' ? item.tr : item.en}</Text>
        </List.Item>
      ))}
    </List>
  );
  if (field === 'warnings') {
    return (
      <Alert
        component="section"
        aria-labelledby={headingId}
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={
          <Title order={2} size="h4" id={headingId}>
            {t(`sections.${field}`)}
          </Title>
        }
      >
        {list}
      </Alert>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t(`sections.${field}`)}
      </Title>
      {list}
    </Stack>
  );
}

function ProjectBody({
  project,
  isModerator,
  onEdit,
}: {
  project: InformationProject;
  isModerator: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('information');
  const language = useContentLanguage();
  const formatDate = useFormatDate();
  const name = inLanguage(project, 'name', language);
  useDocumentTitle(name);
  return (
    <Stack gap="lg" component="article" aria-label={name}>
      <Stack gap="xs">
        {isModerator ? (
          <Group gap="xs">
            <ProjectStatusBadge status={project.status} />
            <Text size="sm" c="dimmed">
              {t('detail.identifier', { id: project.project_id })}
            </Text>
          </Group>
        ) : null}
        <Title order={1}>{name}</Title>
        <Text size="sm" c="dimmed">
          {t('detail.updated', { date: formatDate(project.updated_at) })}
        </Text>
        {isModerator ? <ProjectActions project={project} name={name} onEdit={onEdit} /> : null}
      </Stack>
      <Paper withBorder p="md" radius="md">
        <Text style={{ whiteSpace: 'pre-line' }}>
          {inLanguage(project, 'description', language)}
        </Text>
      </Paper>
      <ListSection
        field="access_requirements"
        items={project.access_requirements}
        language={language}
      />
      <ListSection field="process_steps" items={project.process_steps} language={language} />
      <ListSection field="warnings" items={project.warnings} language={language} />
      <ListSection field="notes" items={project.notes} language={language} />
    </Stack>
  );
}

interface ProjectDetailProps {
  projectId: string;
  isModerator: boolean;
  onEdit: () => void;
}

/** `/information/display/:project_id`: a project with its four lists, in the reader's language. */
export function ProjectDetail({ projectId, isModerator, onEdit }: ProjectDetailProps) {
  const { t } = useTranslation('information');
  const { t: tCommon } = useTranslation('common');
  const isValidId = isInformationProjectId(projectId);
  const project = useProject(isValidId ? projectId : null);

  function content() {
    if (!isValidId) return <ErrorAlert>{t('detail.invalidId')}</ErrorAlert>;
    return (
      <QueryState
        query={project}
        loadFailed={tCommon('errors.project.load')}
        notFound={t('detail.notFound')}
        loading={<LoadingState heights={[36, 120]} firstWidth="60%" />}
      >
        {(data) => <ProjectBody project={data} isModerator={isModerator} onEdit={onEdit} />}
      </QueryState>
    );
  }

  return (
    <Stack gap="md">
      {project.data === undefined ? <PageTitle title={t('title')} /> : null}
      <BackLink />
      {content()}
    </Stack>
  );
}
