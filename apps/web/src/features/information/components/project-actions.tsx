import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArchive,
  IconArrowBackUp,
  IconPencil,
  IconTrash,
  IconWorldUpload,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  informationProjectPolicy,
  type InformationProjectAction,
  type InformationProjectSummary,
} from '@campus/contracts';
import { statusOf } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { DeleteDialog } from '../../../components/delete-dialog';
import { useAuth } from '../../../lib/auth-store';
import { useChangeProjectStatus, useDeleteProject, usePurgeProject } from '../api';

interface ProjectActionsProps {
  project: InformationProjectSummary;
  /** The project's name in the reader's language. */
  name: string;
  onEdit: () => void;
}

const actionIcons = {
  publish: IconWorldUpload,
  archive: IconArchive,
  restore: IconArrowBackUp,
} as const;

const doneMessages = {
  publish: 'actions.published',
  archive: 'actions.archived',
  restore: 'actions.restored',
} as const;

/**
 * The deletion question and its failure, which names permissions on a 403
 * (SPEC section 8); `permanent` removes a deleted project for good (admins).
 */
function DeleteProjectModal({
  project,
  name,
  permanent,
  onClose,
}: {
  project: InformationProjectSummary | null;
  name: string;
  permanent: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('information');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const remove = useDeleteProject();
  const purge = usePurgeProject();
  const texts = permanent ? 'purge' : 'delete';

  return (
    <DeleteDialog
      target={project}
      title={t(`${texts}.title`)}
      body={t(`${texts}.question`, { name })}
      confirmLabel={t(`${texts}.confirm`)}
      done={t(`${texts}.done`)}
      mutation={permanent ? purge : remove}
      variables={(shown) => ({ params: { project_id: shown.project_id } })}
      describeError={(error) =>
        statusOf(error) === 403
          ? tCommon('errors.project.delete')
          : `${tCommon('errors.project.delete')}: ${errorMessage(error)}`
      }
      onClose={onClose}
    />
  );
}

/** Edit, publish, archive, restore and delete buttons for a moderator, as the status allows. */
export function ProjectActions({ project, name, onEdit }: ProjectActionsProps) {
  const { t } = useTranslation('information');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const act = useChangeProjectStatus();
  const { user_current } = useAuth();
  const [deleting, setDeleting] = useState(false);
  // Kept after closing, so the question does not change while the dialog fades out.
  const [permanent, setPermanent] = useState(false);
  const { canEdit, canDelete, canPurge, transitions } = informationProjectPolicy(
    project.status,
    user_current?.user_role,
  );
  // Delete, and Purge, which removes a deleted project for good, as the policy allows.
  const removals = [
    ...(canDelete ? [{ permanent: false, label: 'actions.delete' }] : []),
    ...(canPurge ? [{ permanent: true, label: 'actions.purge' }] : []),
  ];

  function run(action: InformationProjectAction) {
    act.mutate(
      { params: { project_id: project.project_id, action } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t(doneMessages[action]) });
        },
        onError: (error) => {
          notifications.show({
            color: 'red',
            title: t('actions.failed'),
            message: statusOf(error) === 403 ? tCommon('errors.forbidden') : errorMessage(error),
          });
        },
      },
    );
  }

  return (
    <>
      <Group gap="xs" role="group" aria-label={t('actions.label', { name })}>
        {canEdit ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
          >
            {t('actions.edit')}
          </Button>
        ) : null}
        {transitions.map((action) => {
          const Icon = actionIcons[action];
          return (
            <Button
              key={action}
              size="xs"
              variant="light"
              leftSection={<Icon size={14} aria-hidden />}
              loading={act.isPending && act.variables.params.action === action}
              disabled={act.isPending}
              onClick={() => {
                run(action);
              }}
            >
              {t(`actions.${action}`)}
            </Button>
          );
        })}
        {removals.map(({ permanent: forGood, label }) => (
          <Button
            key={label}
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => {
              setPermanent(forGood);
              setDeleting(true);
            }}
          >
            {t(label)}
          </Button>
        ))}
      </Group>
      <DeleteProjectModal
        project={deleting ? project : null}
        permanent={permanent}
        name={name}
        onClose={() => {
          setDeleting(false);
        }}
      />
    </>
  );
}
