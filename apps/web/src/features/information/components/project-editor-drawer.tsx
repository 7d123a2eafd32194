import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditorDrawer, type EditorDrawerControls } from '../../../components/editor-drawer';
import { LoadErrorState } from '../../../components/load-error-state';
import { useProject } from '../api';
import { ProjectForm } from './project-form';

/** What the drawer works on: a project to edit, or null to add one. */
export interface ProjectEditorTarget {
  projectId: string | null;
  /** A new number for each opening, so every opening starts with a fresh form. */
  opening: number;
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
  if (project.isError) {
    return (
      <LoadErrorState
        title={t('detail.loadFailed')}
        error={project.error}
        onRetry={() => {
          void project.refetch();
        }}
      />
    );
  }
  if (project.data === undefined) {
    return (
      <Stack align="center" py="xl" role="status">
        <Loader aria-hidden />
        <Text c="dimmed">{t('form.loading')}</Text>
      </Stack>
    );
  }
  return (
    <ProjectForm
      project={project.data}
      onDirtyChange={controls.setDirty}
      onCancel={controls.requestClose}
      onSaved={controls.close}
    />
  );
}

interface ProjectEditorDrawerProps {
  target: ProjectEditorTarget | null;
  onClose: () => void;
}

/** Adds or edits a project in a drawer that asks before unsaved changes are lost. */
export function ProjectEditorDrawer({ target, onClose }: ProjectEditorDrawerProps) {
  const { t } = useTranslation('information');
  return (
    <EditorDrawer
      target={target}
      title={({ projectId }) => (projectId === null ? t('form.addTitle') : t('form.editTitle'))}
      closeLabel={t('form.close')}
      onClose={onClose}
    >
      {(shown, controls) =>
        shown.projectId === null ? (
          <ProjectForm
            key={shown.opening}
            project={null}
            onDirtyChange={controls.setDirty}
            onCancel={controls.requestClose}
            onSaved={controls.close}
          />
        ) : (
          <EditExistingProject
            key={shown.opening}
            projectId={shown.projectId}
            controls={controls}
          />
        )
      }
    </EditorDrawer>
  );
}
