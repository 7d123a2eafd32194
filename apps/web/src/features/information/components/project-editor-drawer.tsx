import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddEditDrawer, type DrawerOpening } from '../../../components/add-edit-drawer';
import type { EditorDrawerControls } from '../../../components/editor-drawer';
import { useProject } from '../api';
import { ProjectForm } from './project-form';
import { QueryState } from '../../../components/query-state';

/** What the drawer works on: a project to edit, or null to add one. */
export interface ProjectEditorTarget extends DrawerOpening {
  projectId: string | null;
}

/** Reads the whole project (its lists) before the edit form shows it. */
function EditExistingProject({
  projectId,
  controls,
}: {
  projectId: string;
  controls: EditorDrawerControls;
}) {
  const { t } = useTranslation('information');
  const project = useProject(projectId);
  return (
    <QueryState
      query={project}
      loadFailed={t('detail.loadFailed')}
      loading={
        <Stack align="center" py="xl" role="status">
          <Loader aria-hidden />
          <Text c="dimmed">{t('form.loading')}</Text>
        </Stack>
      }
    >
      {(data) => <ProjectForm project={data} {...controls.formProps} />}
    </QueryState>
  );
}

interface ProjectEditorDrawerProps {
  target: ProjectEditorTarget | null;
  onClose: () => void;
}

/** Adds or edits a project in a drawer that asks before unsaved changes are lost. */
export function ProjectEditorDrawer({ target, onClose }: ProjectEditorDrawerProps) {
  return (
    <AddEditDrawer
      namespace="information"
      target={target}
      isNew={({ projectId }) => projectId === null}
      onClose={onClose}
    >
      {(shown, controls) =>
        shown.projectId === null ? (
          <ProjectForm project={null} {...controls.formProps} />
        ) : (
          <EditExistingProject projectId={shown.projectId} controls={controls} />
        )
      }
    </AddEditDrawer>
  );
}
