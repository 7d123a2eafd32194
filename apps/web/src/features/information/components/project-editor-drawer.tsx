import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditorDrawer, type EditorDrawerControls } from '../../../components/editor-drawer';
import { useProject } from '../api';
import { ProjectForm } from './project-form';
import { QueryState } from '../../../components/query-state';

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
      {(data) => (
        <ProjectForm
          project={data}
          onDirtyChange={controls.setDirty}
          onCancel={controls.requestClose}
          onSaved={controls.close}
        />
      )}
    </QueryState>
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
